/**
 * How old a conversation looks in the sidebar (SPEC.md §2 "Conversation age labels"): under 1 hour 'minutes
 * ago', under 24 hours whole hours, under 48 hours 'yesterday', otherwise whole days. Pure, so the rule is tested
 * without a browser and the list only turns the result into words.
 */
import { CONVERSATION_AGE_HOURS } from '../../contract/constants';

const MS_PER_HOUR = 60 * 60 * 1000;

/** The age bucket of a conversation; `count` is whole hours or whole days. */
export type ConversationAge =
  | { unit: 'minutesAgo' }
  | { unit: 'hours'; count: number }
  | { unit: 'yesterday' }
  | { unit: 'days'; count: number };

/**
 * The age of a conversation last updated at `updatedAt` (an ISO date-time) as seen at `now`. A time slightly in
 * the future (a client clock behind the server's) counts as just now; an unreadable date gives null (no label).
 */
export function conversationAge(updatedAt: string, now: Date): ConversationAge | null {
  const updated = Date.parse(updatedAt);
  if (Number.isNaN(updated) || Number.isNaN(now.getTime())) return null;
  const hours = Math.max(0, now.getTime() - updated) / MS_PER_HOUR;
  if (hours < CONVERSATION_AGE_HOURS.minutes) return { unit: 'minutesAgo' };
  if (hours < CONVERSATION_AGE_HOURS.hours) return { unit: 'hours', count: Math.floor(hours) };
  if (hours < CONVERSATION_AGE_HOURS.yesterday) return { unit: 'yesterday' };
  return { unit: 'days', count: Math.floor(hours / 24) };
}
