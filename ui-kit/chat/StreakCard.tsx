/**
 * The study streak of the welcome panel (SPEC.md §2, §9): the days in a row, progress to the 7-day goal (capped at
 * 100%), and the badge tiers at 1, 3, 7, 14 and 30 days, each earned or locked (told by icon and text, not by
 * colour alone).
 */
import { useId } from 'react';
import { Award, Flame, Lock } from 'lucide-react';
import { STREAK_BADGE_TIERS, STREAK_GOAL_DAYS } from '../../contract/constants';
import { styled } from '../theme/stitches.config';
import { useT } from '../i18n';
import { Card } from '../primitives/Card';
import { ProgressBar } from '../primitives/ProgressBar';
import { useFormatNumber } from './useFormatNumber';

const Header = styled('div', { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: '$2' });

const FlameMark = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  size: '$controlSm',
  borderRadius: '$round',
  backgroundColor: '$accentSoft',
  color: '$accent',
  '& svg': { size: '18px' },
});

const Title = styled('h3', { margin: 0, fontSize: '$3', fontWeight: '$bold' });

const Days = styled('p', { margin: 0, marginInlineStart: 'auto', fontSize: '$2', fontWeight: '$bold', color: '$accent' });

const TiersTitle = styled('h4', { margin: 0, fontSize: '$2', fontWeight: '$bold', color: '$textMuted' });

const Tiers = styled('ul', {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
  gap: '$2',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const Tier = styled('li', {
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'center',
  columnGap: '$2',
  padding: '$2',
  borderRadius: '$md',
  border: '1px solid $border',
  fontSize: '$2',
  lineHeight: '$tight',
  variants: {
    earned: {
      true: { backgroundColor: '$successSoft', borderColor: '$success' },
      false: { backgroundColor: '$surfaceMuted', borderStyle: 'dashed' },
    },
  },
});

const TierIcon = styled('span', {
  gridRow: 'span 2',
  display: 'inline-flex',
  '& svg': { size: '20px' },
  variants: { earned: { true: { color: '$success' }, false: { color: '$textMuted' } } },
});

const TierName = styled('span', { fontWeight: '$bold', overflowWrap: 'anywhere' });

const TierStatus = styled('span', { fontSize: '$1', color: '$textMuted', overflowWrap: 'anywhere' });

/** Progress to the streak goal in whole percent, never above 100. */
export function streakGoalPercent(streakDays: number): number {
  return Math.min(100, Math.round((Math.max(0, streakDays) / STREAK_GOAL_DAYS) * 100));
}

export interface StreakCardProps {
  /** Consecutive study days, today included. */
  streakDays: number;
}

/** The streak, its goal and the badges. */
export function StreakCard({ streakDays }: StreakCardProps) {
  const t = useT();
  const formatNumber = useFormatNumber();
  const titleId = useId();
  const percent = streakGoalPercent(streakDays);
  return (
    <Card as="section" aria-labelledby={titleId} padding="sm">
      <Header>
        <FlameMark aria-hidden="true">
          <Flame />
        </FlameMark>
        <Title id={titleId}>{t('chat.streak.title')}</Title>
        <Days>{t('chat.streak.days', { n: formatNumber(streakDays) })}</Days>
      </Header>
      <ProgressBar
        label={t('chat.streak.goal', { goal: formatNumber(STREAK_GOAL_DAYS) })}
        value={percent}
        valueLabel={t('chat.streak.progress', { percent: formatNumber(percent) })}
        showValueLabel
        tone="success"
      />
      <TiersTitle>{t('chat.badge.title')}</TiersTitle>
      <Tiers>
        {STREAK_BADGE_TIERS.map((days) => {
          const earned = streakDays >= days;
          return (
            <Tier key={days} earned={earned}>
              <TierIcon earned={earned} aria-hidden="true">
                {earned ? <Award /> : <Lock />}
              </TierIcon>
              <TierName>{t(`chat.badge.day${days}`)}</TierName>
              <TierStatus>
                {earned ? t('chat.badge.earned') : t('chat.badge.locked', { days: formatNumber(days) })}
              </TierStatus>
            </Tier>
          );
        })}
      </Tiers>
    </Card>
  );
}
