/**
 * The student's past conversations in the chat sidebar (SPEC.md §2): newest first as the app passes them, each
 * with its title (in its own direction: an English title stays left-to-right in the Arabic page), its subject and
 * its age ('minutes ago', hours, 'yesterday', days). The open conversation is marked for screen readers too.
 */
import { useId } from 'react';
import { MessageSquare } from 'lucide-react';
import { Button as RACButton } from 'react-aria-components';
import type { Subject } from '../../contract/values';
import { styled } from '../theme/stitches.config';
import { useT, type Translate } from '../i18n';
import { SectionHeading } from './chatStyles';
import { conversationAge } from './conversationAge';
import { useFormatNumber } from './useFormatNumber';

const Section = styled('section', { display: 'flex', flexDirection: 'column', gap: '$2', minWidth: 0 });

const List = styled('ul', { display: 'flex', flexDirection: 'column', gap: '$1', margin: 0, padding: 0, listStyle: 'none' });

const Item = styled(RACButton, {
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: '$2',
  width: '100%',
  px: '$3',
  py: '$2',
  border: '1px solid transparent',
  borderRadius: '$md',
  backgroundColor: 'transparent',
  color: '$text',
  fontFamily: '$body',
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  transition: 'background-color $fast',
  '& > svg': { size: '18px', marginBlockStart: '3px', color: '$textMuted' },
  '&[data-hovered]': { backgroundColor: '$surfaceMuted' },
  '&[data-pressed]': { backgroundColor: '$border' },
  '&[data-focus-visible]': { outline: '2px solid $focusRing', outlineOffset: '-2px' },
  '&[aria-current="true"]': {
    backgroundColor: '$primarySoft',
    borderColor: '$primary',
    '& > svg': { color: '$primary' },
  },
});

const Title = styled('span', {
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
  fontSize: '$2',
  fontWeight: '$medium',
  lineHeight: '$normal',
});

const Meta = styled('span', {
  gridColumn: 2,
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: '$2',
  fontSize: '$1',
  color: '$textMuted',
  lineHeight: '$normal',
});

const Empty = styled('p', { margin: 0, px: '$3', py: '$2', fontSize: '$2', color: '$textMuted', lineHeight: '$normal' });

/** A past conversation as the list shows it. */
export interface ConversationSummary {
  id: string;
  title: string;
  subject: Subject | null;
  /** ISO date-time of the last message. */
  updatedAt: string;
}

export interface ConversationListProps {
  /** Newest first. */
  conversations: ConversationSummary[];
  /** The open conversation, if any. */
  currentId?: string;
  /** Called with the id of the conversation the student opens. */
  onSelect: (id: string) => void;
  /** The time the ages are counted from (passed in so the list stays pure and stories stay fixed). */
  now: Date;
}

/** The words for a conversation's age (numbers in the locale's digits), or '' when its date cannot be read. */
function ageLabel(t: Translate, formatNumber: (value: number) => string, updatedAt: string, now: Date): string {
  const age = conversationAge(updatedAt, now);
  if (!age) return '';
  switch (age.unit) {
    case 'minutesAgo':
      return t('chat.age.minutesAgo');
    case 'hours':
      return t('chat.age.hours', { n: formatNumber(age.count) });
    case 'yesterday':
      return t('chat.age.yesterday');
    case 'days':
      return t('chat.age.days', { n: formatNumber(age.count) });
  }
}

/** The sidebar's list of past conversations, or the empty-state hint. */
export function ConversationList({ conversations, currentId, onSelect, now }: ConversationListProps) {
  const t = useT();
  const formatNumber = useFormatNumber();
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <SectionHeading id={headingId}>{t('chat.pastConversations')}</SectionHeading>
      {conversations.length === 0 ? (
        <Empty>{t('chat.noConversations')}</Empty>
      ) : (
        <List>
          {conversations.map((conversation) => (
            <li key={conversation.id}>
              <Item
                onPress={() => onSelect(conversation.id)}
                aria-current={conversation.id === currentId ? 'true' : undefined}
              >
                <MessageSquare aria-hidden="true" />
                <Title dir="auto">{conversation.title.trim() || t('chat.untitled')}</Title>
                <Meta>
                  {conversation.subject ? <span>{t(`chat.subject.${conversation.subject}`)}</span> : null}
                  <time dateTime={conversation.updatedAt}>{ageLabel(t, formatNumber, conversation.updatedAt, now)}</time>
                </Meta>
              </Item>
            </li>
          ))}
        </List>
      )}
    </Section>
  );
}
