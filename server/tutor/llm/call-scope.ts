/**
 * The abort and timeout mechanics shared by every LLM call (the streamed tutor reply and structured answers):
 * - a call scope: cancelled by the caller's signal (tutor:cancelled) or after the total timeout (tutor:timeout),
 *   with the deadline retries must respect;
 * - an attempt scope inside it: one request to the provider, aborted with the call or when nothing comes back
 *   within the first-output timeout (tutor:timeout);
 * - pause(): the wait between attempts, cut short by the call's abort.
 * Every scope is disposed in a finally; disposing aborts what is still running (the upstream request closes).
 */
import { TutorError } from '../errors';

export interface CallScope {
  readonly signal: AbortSignal;
  /** Epoch ms after which no retry may start. */
  readonly deadline: number;
  dispose(): void;
}

export function openCallScope(callerSignal: AbortSignal | undefined, totalTimeoutMs: number): CallScope {
  const controller = new AbortController();
  const stop = (error: TutorError) => {
    if (!controller.signal.aborted) controller.abort(error);
  };
  const onCallerAbort = () => stop(new TutorError('tutor:cancelled'));
  callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
  const totalTimer = setTimeout(() => stop(new TutorError('tutor:timeout')), totalTimeoutMs);
  return {
    signal: controller.signal,
    deadline: Date.now() + totalTimeoutMs,
    dispose() {
      clearTimeout(totalTimer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
      stop(new TutorError('tutor:cancelled'));
    },
  };
}

export interface AttemptScope {
  readonly signal: AbortSignal;
  /** The provider answered something: the first-output timeout no longer applies. */
  gotOutput(): void;
  dispose(): void;
}

/** Throws the call's abort reason when the call is already over. */
export function openAttemptScope(callSignal: AbortSignal, firstOutputTimeoutMs: number): AttemptScope {
  if (callSignal.aborted) throw callSignal.reason;
  const controller = new AbortController();
  const forwardAbort = () => controller.abort(callSignal.reason);
  callSignal.addEventListener('abort', forwardAbort, { once: true });
  const firstOutputTimer = setTimeout(() => controller.abort(new TutorError('tutor:timeout')), firstOutputTimeoutMs);
  return {
    signal: controller.signal,
    gotOutput: () => clearTimeout(firstOutputTimer),
    dispose() {
      clearTimeout(firstOutputTimer);
      callSignal.removeEventListener('abort', forwardAbort);
      if (!controller.signal.aborted) controller.abort(new TutorError('tutor:cancelled'));
    },
  };
}

/** Waits between attempts; rejects with the abort reason as soon as the call is cancelled or times out. */
export function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
