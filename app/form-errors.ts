/**
 * Turns a failed call into what a form shows: a localised message (rate limit, connection, server text) and the
 * server's field errors translated from their i18n keys (the contract's zod messages are keys).
 */
import type { MessageKey, Translate } from '../ui-kit/i18n';
import { ApiError } from './api-client';

export interface FormFailure {
  /** The server's message, or a localised explanation; undefined when the fields say it all. */
  message: string | undefined;
  /** Field → localised message, from a 400. */
  fields: Record<string, string>;
  /** The request never reached the server. */
  isConnectionError: boolean;
}

interface ErrorBody {
  error?: { code?: string; message?: string; fields?: Record<string, string[]> };
  ok?: boolean;
}

const isMessageKey = (value: string): value is MessageKey => /^[a-z]+\.[\w.]+$/.test(value);

export function describeFailure(error: unknown, t: Translate): FormFailure {
  if (!(error instanceof ApiError)) {
    return { message: t('errors.connection'), fields: {}, isConnectionError: true };
  }
  const body = (typeof error.body === 'object' && error.body !== null ? error.body : {}) as ErrorBody & { error?: unknown };
  const details = typeof body.error === 'object' ? (body.error as ErrorBody['error']) : undefined;
  const fields: Record<string, string> = {};
  for (const [field, messages] of Object.entries(details?.fields ?? {})) {
    const first = messages[0];
    if (first) fields[field] = isMessageKey(first) ? t(first) : first;
  }
  if (error.status === 429) return { message: t('errors.tooManyAttempts'), fields, isConnectionError: false };
  if (Object.keys(fields).length > 0) return { message: undefined, fields, isConnectionError: false };
  const serverText = details?.message ?? (typeof body.error === 'string' ? body.error : undefined);
  return { message: serverText ?? error.message, fields, isConnectionError: false };
}
