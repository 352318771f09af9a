/**
 * How a tutor fails, in words a student understands. Every failure of the LLM path becomes one TutorError code;
 * the chat service turns it into an HTTP answer with `status` and shows `tutorErrorMessage(code, language)`.
 * The provider's own error stays in `cause` for the logs and never reaches the student.
 */
import { AppError } from '../errors';
import type { TutorLanguage } from './types';

export type TutorErrorCode = 'tutor:rate_limited' | 'tutor:unavailable' | 'tutor:timeout' | 'tutor:malformed' | 'tutor:cancelled';

/** 499 (client closed request) for cancelled: nobody is left to read it, but the logs tell it apart. */
export const TUTOR_ERROR_STATUS: Readonly<Record<TutorErrorCode, number>> = {
  'tutor:rate_limited': 429,
  'tutor:unavailable': 503,
  'tutor:timeout': 504,
  'tutor:malformed': 502,
  'tutor:cancelled': 499,
};

const MESSAGES: Readonly<Record<TutorErrorCode, Readonly<Record<TutorLanguage, string>>>> = {
  'tutor:rate_limited': {
    ar: 'المعلم مشغول الآن بسبب كثرة الطلبات. حاول بعد قليل.',
    en: 'The tutor is busy right now. Please try again in a moment.',
  },
  'tutor:unavailable': {
    ar: 'المعلم غير متاح الآن. حاول مرة أخرى بعد قليل.',
    en: 'The tutor is not available right now. Please try again shortly.',
  },
  'tutor:timeout': {
    ar: 'استغرق المعلم وقتًا أطول من اللازم في الرد. أعد إرسال سؤالك.',
    en: 'The tutor took too long to answer. Please send your question again.',
  },
  'tutor:malformed': {
    ar: 'وصل رد المعلم ناقصًا أو غير مفهوم. أعد إرسال سؤالك.',
    en: 'The tutor’s answer arrived incomplete or garbled. Please send your question again.',
  },
  'tutor:cancelled': {
    ar: 'تم إلغاء الطلب.',
    en: 'The request was cancelled.',
  },
};

export function tutorErrorMessage(code: TutorErrorCode, language: TutorLanguage): string {
  return MESSAGES[code][language];
}

export class TutorError extends Error {
  readonly status: number;
  /** How long the provider asked us to wait (rate_limited only), for the Retry-After header of the answer. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    readonly code: TutorErrorCode,
    options: { cause?: unknown; retryAfterSeconds?: number } = {},
  ) {
    super(tutorErrorMessage(code, 'en'), options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'TutorError';
    this.status = TUTOR_ERROR_STATUS[code];
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/** The HTTP answer to a tutor failure: its status, the student's message in `language`, Retry-After when known. */
export function tutorAppError(error: TutorError, language: TutorLanguage): AppError {
  const headers = error.retryAfterSeconds ? { 'Retry-After': String(error.retryAfterSeconds) } : undefined;
  return new AppError(error.code, error.status, tutorErrorMessage(error.code, language), undefined, headers);
}
