/**
 * The welcome panel of an empty conversation (SPEC.md §2): the welcome message with the tutor's name and an
 * 'online' status, today's message usage (used of the daily cap, bonus messages, or 'unlimited' for Premium), the
 * study numbers (streak, topics, sessions; a skeleton while they load) with the streak card, and three suggested
 * questions the student can send with one press.
 */
import { useId } from 'react';
import { Flame, Gift, InfinityIcon, Layers, MessagesSquare } from 'lucide-react';
import { styled } from '../theme/stitches.config';
import { useT, type MessageKey } from '../i18n';
import { Button } from '../primitives/Button';
import { Card } from '../primitives/Card';
import { ProgressBar } from '../primitives/ProgressBar';
import { VisuallyHidden } from '../primitives/VisuallyHidden';
import { SectionHeading, Skeleton } from './chatStyles';
import { StreakCard } from './StreakCard';
import { useFormatNumber } from './useFormatNumber';

const Root = styled('section', { display: 'flex', flexDirection: 'column', gap: '$4', minWidth: 0 });

const TutorLine = styled('p', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '$1 $3',
  margin: 0,
  fontSize: '$2',
  color: '$textMuted',
});

const Online = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$1',
  color: '$success',
  fontWeight: '$medium',
  '&::before': {
    content: '""',
    size: '8px',
    borderRadius: '$round',
    backgroundColor: '$success',
    boxShadow: '0 0 0 3px $colors$successSoft',
  },
});

const Title = styled('h2', { margin: 0, fontSize: '$5', fontWeight: '$bold', lineHeight: '$tight' });

const Body = styled('p', { margin: 0, color: '$textMuted', lineHeight: '$relaxed' });

const Usage = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  padding: '$3',
  borderRadius: '$md',
  backgroundColor: '$surfaceMuted',
  fontSize: '$2',
});

const UsageLine = styled('p', {
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  margin: 0,
  fontWeight: '$medium',
  '& svg': { size: '18px', flexShrink: 0, color: '$primary' },
});

const Stats = styled('ul', {
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: '$2',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const Stat = styled('li', {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '$1',
  padding: '$3',
  borderRadius: '$md',
  border: '1px solid $border',
  backgroundColor: '$surface',
  textAlign: 'center',
  '& svg': { size: '20px', color: '$primary' },
});

const StatValue = styled('span', { fontSize: '$5', fontWeight: '$black', lineHeight: '$tight' });

const StatLabel = styled('span', { fontSize: '$1', color: '$textMuted', lineHeight: '$tight' });

const Chips = styled('div', { display: 'flex', flexWrap: 'wrap', gap: '$2' });

/** Today's message allowance as /api/user/status reports it. */
export interface WelcomeUsage {
  usedToday: number;
  dailyLimit: number;
  bonusMessages: number;
  isPremium: boolean;
}

/** The student's study numbers. */
export interface WelcomeStats {
  streakDays: number;
  topics: number;
  sessions: number;
}

export interface WelcomePanelProps {
  /** The chosen personality's name ('You're with {name}'). */
  tutorName: string;
  usage: WelcomeUsage;
  /** null while loading (a skeleton shows). */
  stats: WelcomeStats | null;
  /** Called with the text of the suggestion pressed, in the page's language. */
  onSuggestion: (text: string) => void;
}

const SUGGESTIONS: readonly MessageKey[] = ['chat.suggestion.physics', 'chat.suggestion.math', 'chat.suggestion.story'];

/** Used of the daily cap and bonus messages, or 'unlimited' for Premium. */
function UsageSummary({ usage }: { usage: WelcomeUsage }) {
  const t = useT();
  const formatNumber = useFormatNumber();
  if (usage.isPremium) {
    return (
      <Usage>
        <UsageLine>
          <InfinityIcon aria-hidden="true" />
          {t('chat.usage.unlimited')}
        </UsageLine>
      </Usage>
    );
  }
  const counter = t('chat.usage.counter', { used: formatNumber(usage.usedToday), limit: formatNumber(usage.dailyLimit) });
  return (
    <Usage>
      <ProgressBar
        label={counter}
        value={Math.min(usage.usedToday, usage.dailyLimit)}
        maxValue={Math.max(usage.dailyLimit, 1)}
        valueLabel={counter}
        size="sm"
      />
      {usage.bonusMessages > 0 ? (
        <UsageLine>
          <Gift aria-hidden="true" />
          {t('chat.usage.bonus', { bonus: formatNumber(usage.bonusMessages) })}
        </UsageLine>
      ) : null}
    </Usage>
  );
}

/** Streak, topics and sessions; placeholders while loading. */
function StatTiles({ stats }: { stats: WelcomeStats | null }) {
  const t = useT();
  const formatNumber = useFormatNumber();
  const tiles = [
    { key: 'streak', icon: <Flame aria-hidden="true" />, label: t('chat.stats.streak'), value: stats?.streakDays },
    { key: 'topics', icon: <Layers aria-hidden="true" />, label: t('chat.stats.topics'), value: stats?.topics },
    { key: 'sessions', icon: <MessagesSquare aria-hidden="true" />, label: t('chat.stats.sessions'), value: stats?.sessions },
  ];
  return (
    <Stats aria-busy={stats ? undefined : true}>
      {tiles.map((tile) => (
        <Stat key={tile.key}>
          {tile.icon}
          {tile.value === undefined ? (
            <Skeleton css={{ width: '2.5em', height: '1.6em' }} />
          ) : (
            <StatValue>{formatNumber(tile.value)}</StatValue>
          )}
          <StatLabel>{tile.label}</StatLabel>
        </Stat>
      ))}
    </Stats>
  );
}

/** What an empty conversation shows. */
export function WelcomePanel({ tutorName, usage, stats, onSuggestion }: WelcomePanelProps) {
  const t = useT();
  const titleId = useId();
  const suggestionsId = useId();
  return (
    <Root aria-labelledby={titleId}>
      <Card elevation="raised">
        <TutorLine>
          <span dir="auto">{t('chat.welcome.tutorName', { name: tutorName })}</span>
          <Online>{t('chat.online')}</Online>
        </TutorLine>
        <Title id={titleId}>{t('chat.welcome.title')}</Title>
        <Body>{t('chat.welcome.body')}</Body>
        <UsageSummary usage={usage} />
      </Card>
      <StatTiles stats={stats} />
      {stats ? (
        <StreakCard streakDays={stats.streakDays} />
      ) : (
        <Skeleton css={{ height: '180px', borderRadius: '$lg' }}>
          <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
        </Skeleton>
      )}
      <div role="group" aria-labelledby={suggestionsId}>
        <SectionHeading as="h3" id={suggestionsId} css={{ marginBlockEnd: '$2' }}>
          {t('chat.welcome.suggestionsLabel')}
        </SectionHeading>
        <Chips>
          {SUGGESTIONS.map((key) => (
            <Button key={key} variant="secondary" size="sm" onPress={() => onSuggestion(t(key))}>
              <span dir="auto">{t(key)}</span>
            </Button>
          ))}
        </Chips>
      </div>
    </Root>
  );
}
