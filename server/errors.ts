/**
 * The one error type of the server and the one error middleware.
 * AppError carries a stable code (`auth:invalid_credentials`, `quota:exceeded`, …), an HTTP status and a
 * client-safe message; zod errors become 400 with field messages; anything else is logged with the request
 * id and answered as a generic 500 — never a stack.
 */
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ZodError } from 'zod';

export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string[]>,
    /** Response headers that belong to the error, e.g. Retry-After on 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string[]> };
}

export function zodFields(error: ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}

/** Unknown /api paths answer JSON 404, not the HTML 404 page. */
export const apiNotFound: RequestHandler = (req, _res, next) => {
  next(new AppError('http:not_found', 404, `No API route for ${req.method} ${req.originalUrl.split('?')[0]}`));
};

export const errorMiddleware: ErrorRequestHandler = (error, req, res, next) => {
  if (res.headersSent) {
    next(error);
    return;
  }
  let status = 500;
  let body: ErrorBody;
  if (error instanceof AppError) {
    status = error.status;
    body = { error: { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) } };
    if (error.headers) res.set(error.headers);
  } else if (error instanceof ZodError) {
    status = 400;
    body = { error: { code: 'validation:invalid', message: 'Invalid request', fields: zodFields(error) } };
  } else if (isBodyParserError(error)) {
    status = error.status;
    const code = error.type === 'entity.too.large' ? 'http:payload_too_large' : 'http:bad_request';
    body = { error: { code, message: error.type === 'entity.too.large' ? 'Request body too large' : 'Malformed request body' } };
  } else {
    body = { error: { code: 'internal', message: 'Internal server error' } };
  }
  if (status >= 500) req.log?.error({ err: error }, 'request failed');
  else req.log?.info({ code: body.error.code, status }, 'request rejected');
  res.status(status).json(body);
};

function isBodyParserError(error: unknown): error is { status: number; type: string } {
  return (
    typeof error === 'object' &&
    error !== null &&
    'type' in error &&
    'status' in error &&
    typeof (error as { status: unknown }).status === 'number' &&
    (error as { status: number }).status >= 400 &&
    (error as { status: number }).status < 500
  );
}
