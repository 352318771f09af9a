import { describe, expect, it } from 'vitest';
import { cairoDay, conversationTitle, FREE_DAILY_MESSAGES, PRICES_EGP, quizTopic, TITLE_CUT, TITLE_MAX } from './constants';

describe('conversation title (SPEC §4)', () => {
  it('keeps a message of exactly 50 characters as it is', () => {
    const fifty = 'a'.repeat(50);
    expect(conversationTitle(fifty)).toBe(fifty);
  });

  it('cuts a 51-character message to 47 characters plus an ellipsis', () => {
    const fiftyOne = 'b'.repeat(47) + 'cdef';
    expect(conversationTitle(fiftyOne)).toBe(`${'b'.repeat(47)}…`);
    expect(Array.from(conversationTitle(fiftyOne))).toHaveLength(TITLE_CUT + 1);
  });

  it('counts an emoji as one character and never splits it', () => {
    const text = `${'س'.repeat(46)}😀😀😀😀😀`; // 51 code points
    expect(conversationTitle(text)).toBe(`${'س'.repeat(46)}😀…`);
    expect(conversationTitle('😀'.repeat(TITLE_MAX))).toBe('😀'.repeat(TITLE_MAX));
  });

  it('ignores surrounding whitespace', () => {
    expect(conversationTitle('  ما هو التفاضل؟ \n')).toBe('ما هو التفاضل؟');
  });
});

describe('quiz topic', () => {
  it('is the first 50 characters of the user message', () => {
    expect(quizTopic('x'.repeat(80))).toBe('x'.repeat(50));
    expect(quizTopic(' قانون أوم ')).toBe('قانون أوم');
  });
});

describe('Cairo day (DESIGN: today is the day in Africa/Cairo)', () => {
  it('winter (UTC+2): the day turns at 22:00 UTC', () => {
    expect(cairoDay(new Date('2025-01-15T21:59:59.999Z'))).toBe('2025-01-15');
    expect(cairoDay(new Date('2025-01-15T22:00:00.000Z'))).toBe('2025-01-16');
  });

  it('summer daylight saving (UTC+3): the day turns at 21:00 UTC', () => {
    expect(cairoDay('2025-07-15T20:59:59.999Z')).toBe('2025-07-15');
    expect(cairoDay('2025-07-15T21:00:00.000Z')).toBe('2025-07-16');
  });

  it('across the new year and from a timestamp number', () => {
    expect(cairoDay(Date.UTC(2024, 11, 31, 22, 0, 0))).toBe('2025-01-01');
  });
});

describe('business constants (SPEC §9, DESIGN)', () => {
  it('the free cap is 5 and the prices are 99 / 999 EGP', () => {
    expect(FREE_DAILY_MESSAGES).toBe(5);
    expect(PRICES_EGP).toEqual({ premium_monthly: 99, premium_yearly: 999 });
  });
});
