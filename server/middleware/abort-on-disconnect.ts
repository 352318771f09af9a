/**
 * A signal that aborts when the client goes away before its answer was sent, so a model call made for that answer
 * (a quiz, an analysis) stops instead of running for nobody.
 */
import type { Response } from 'express';

export function abortOnDisconnect(res: Response): AbortSignal {
  const controller = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  return controller.signal;
}
