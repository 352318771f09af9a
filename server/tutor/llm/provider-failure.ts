/**
 * Turns whatever the AI SDK or the provider threw into a TutorError, and says whether asking again could help:
 * 429, 5xx and lost connections are worth a retry (as long as the student has seen no text yet); a refused key,
 * an unknown model or a garbled stream are not.
 */
import { APICallError, EmptyResponseBodyError, InvalidResponseDataError, JSONParseError, TypeValidationError } from 'ai';
import { TutorError } from '../errors';

export interface ProviderFailure {
  error: TutorError;
  retryable: boolean;
  /** The wait the provider asked for (Retry-After / retry-after-ms), in ms. */
  retryAfterMs?: number;
}

export function classifyProviderFailure(failure: unknown): ProviderFailure {
  if (failure instanceof TutorError) return { error: failure, retryable: false };
  if (APICallError.isInstance(failure)) {
    if (failure.statusCode === 429) {
      const retryAfterMs = retryAfterFrom(failure.responseHeaders);
      const retryAfterSeconds = retryAfterMs === undefined ? undefined : Math.ceil(retryAfterMs / 1000);
      return { error: new TutorError('tutor:rate_limited', { cause: failure, retryAfterSeconds }), retryable: true, retryAfterMs };
    }
    // isRetryable also covers connections refused or dropped mid-stream (whatever status the response had).
    const retryable = failure.isRetryable || (failure.statusCode ?? 0) >= 500;
    return { error: new TutorError('tutor:unavailable', { cause: failure }), retryable };
  }
  if (
    JSONParseError.isInstance(failure) ||
    TypeValidationError.isInstance(failure) ||
    InvalidResponseDataError.isInstance(failure) ||
    EmptyResponseBodyError.isInstance(failure)
  ) {
    return { error: new TutorError('tutor:malformed', { cause: failure }), retryable: false };
  }
  if (!(failure instanceof Error)) {
    // An error event inside the stream (`data: {"error": {...}}`): the provider failed while answering.
    return { error: new TutorError('tutor:unavailable', { cause: failure }), retryable: true };
  }
  return { error: new TutorError('tutor:unavailable', { cause: failure }), retryable: false };
}

function retryAfterFrom(headers: Record<string, string> | undefined): number | undefined {
  if (!headers) return undefined;
  const milliseconds = Number.parseFloat(headers['retry-after-ms'] ?? '');
  if (Number.isFinite(milliseconds) && milliseconds >= 0) return milliseconds;
  const retryAfter = headers['retry-after'];
  if (!retryAfter) return undefined;
  const seconds = Number.parseFloat(retryAfter);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const until = Date.parse(retryAfter) - Date.now();
  return Number.isFinite(until) ? Math.max(0, until) : undefined;
}
