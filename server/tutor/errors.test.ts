/**
 * The tutor's failures as the student and the HTTP client see them: one status and one clear message per
 * language for each code.
 */
import { describe, expect, it } from 'vitest';
import { TutorError, tutorErrorMessage, type TutorErrorCode } from './errors';

const codes: TutorErrorCode[] = ['tutor:rate_limited', 'tutor:unavailable', 'tutor:timeout', 'tutor:malformed', 'tutor:cancelled'];

describe('tutor errors', () => {
  it('a busy tutor tells the student to try again in a moment, in Arabic and in English', () => {
    expect(tutorErrorMessage('tutor:rate_limited', 'ar')).toBe('المعلم مشغول الآن بسبب كثرة الطلبات. حاول بعد قليل.');
    expect(tutorErrorMessage('tutor:rate_limited', 'en')).toBe('The tutor is busy right now. Please try again in a moment.');
  });

  it('each code has its own message in each language, Arabic ones written in Arabic', () => {
    for (const language of ['ar', 'en'] as const) {
      const messages = codes.map((code) => tutorErrorMessage(code, language));
      expect(new Set(messages).size).toBe(codes.length);
    }
    for (const code of codes) expect(tutorErrorMessage(code, 'ar')).toMatch(/^[\u0600-\u06FF\s.،]+$/);
  });

  it('answers 429 when rate limited, 503 when unavailable, 504 on timeout and 502 on a malformed answer', () => {
    expect(new TutorError('tutor:rate_limited', { retryAfterSeconds: 20 })).toMatchObject({ status: 429, retryAfterSeconds: 20 });
    expect(new TutorError('tutor:unavailable').status).toBe(503);
    expect(new TutorError('tutor:timeout').status).toBe(504);
    expect(new TutorError('tutor:malformed').status).toBe(502);
  });

  it('keeps the provider’s failure as the cause, out of the message', () => {
    const cause = new Error('upstream said: invalid model gpt-x');
    const error = new TutorError('tutor:unavailable', { cause });
    expect(error.cause).toBe(cause);
    expect(error.message).toBe(tutorErrorMessage('tutor:unavailable', 'en'));
  });
});
