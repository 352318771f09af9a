/**
 * The sidebar's conversation age labels follow SPEC.md §2: under 1 hour 'minutes ago', under 24 hours hours,
 * under 48 hours 'yesterday', otherwise days.
 */
import { describe, expect, it } from 'vitest';
import { conversationAge } from './conversationAge';

const now = new Date('2025-03-10T12:00:00.000Z');

/** The ISO time `minutes` before `now`. */
function minutesBefore(minutes: number): string {
  return new Date(now.getTime() - minutes * 60_000).toISOString();
}

describe('conversationAge', () => {
  it('a conversation updated under an hour ago is "minutes ago"', () => {
    expect(conversationAge(minutesBefore(0), now)).toEqual({ unit: 'minutesAgo' });
    expect(conversationAge(minutesBefore(5), now)).toEqual({ unit: 'minutesAgo' });
    expect(conversationAge(minutesBefore(59), now)).toEqual({ unit: 'minutesAgo' });
  });

  it('from one hour up to 24 hours it counts whole hours', () => {
    expect(conversationAge(minutesBefore(60), now)).toEqual({ unit: 'hours', count: 1 });
    expect(conversationAge(minutesBefore(150), now)).toEqual({ unit: 'hours', count: 2 });
    expect(conversationAge(minutesBefore(23 * 60 + 59), now)).toEqual({ unit: 'hours', count: 23 });
  });

  it('from 24 hours up to 48 hours it is "yesterday"', () => {
    expect(conversationAge(minutesBefore(24 * 60), now)).toEqual({ unit: 'yesterday' });
    expect(conversationAge(minutesBefore(47 * 60 + 59), now)).toEqual({ unit: 'yesterday' });
  });

  it('from 48 hours on it counts whole days', () => {
    expect(conversationAge(minutesBefore(48 * 60), now)).toEqual({ unit: 'days', count: 2 });
    expect(conversationAge(minutesBefore(71 * 60), now)).toEqual({ unit: 'days', count: 2 });
    expect(conversationAge(minutesBefore(72 * 60), now)).toEqual({ unit: 'days', count: 3 });
    expect(conversationAge(minutesBefore(30 * 24 * 60), now)).toEqual({ unit: 'days', count: 30 });
  });

  it('a time slightly ahead of the client clock counts as just now', () => {
    expect(conversationAge(minutesBefore(-3), now)).toEqual({ unit: 'minutesAgo' });
  });

  it('reads ISO times with an offset, not only UTC', () => {
    // 13:00 in Cairo (+02:00) is 11:00 UTC: one hour before `now`.
    expect(conversationAge('2025-03-10T13:00:00+02:00', now)).toEqual({ unit: 'hours', count: 1 });
  });

  it('an unreadable date gives no label', () => {
    expect(conversationAge('not a date', now)).toBeNull();
  });
});
