/**
 * Cross-site request forgery protection for /api. The session cookie is SameSite=Lax, and on top of that every
 * state-changing request must (1) come from our own origin — the Origin header, else the Referer's origin — and
 * (2) carry JSON (or nothing), which a cross-site HTML form cannot send. Multipart is accepted only on the upload
 * routes listed below. Mounted before the body parser, so a refused request's body is never read.
 */
import type { Request, RequestHandler } from 'express';
import type { Config } from '../config';
import { AppError } from '../errors';

/** Routes that take multipart/form-data uploads (full paths). */
export const MULTIPART_ROUTES: readonly string[] = ['/api/payment/confirm-vodafone', '/api/payments/vodafone-manual'];

/**
 * Server-to-server callbacks that never come from our pages (no Origin): authenticated by their own signature
 * (the payment provider's HMAC) instead of by origin.
 */
export const SIGNED_CALLBACK_ROUTES: readonly string[] = ['/api/payments/card/callback'];

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origin the browser shows for our pages: PUBLIC_ORIGIN, else what this request was addressed to. */
export function ownOrigin(config: Pick<Config, 'publicOrigin'>, req: Request): string {
  if (config.publicOrigin) return new URL(config.publicOrigin).origin;
  return `${req.protocol}://${req.host}`;
}

export function csrfProtection(config: Pick<Config, 'publicOrigin'>): RequestHandler {
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    if (SIGNED_CALLBACK_ROUTES.includes(fullPath(req)) && req.is('application/json')) return next();
    if (requestOrigin(req) !== ownOrigin(config, req)) {
      return next(new AppError('csrf:forbidden', 403, 'Cross-site request refused'));
    }
    if (!hasAcceptableBody(req)) {
      return next(new AppError('csrf:forbidden', 403, 'Requests must send JSON'));
    }
    next();
  };
}

/** Origin header, else the Referer's origin; undefined when neither is usable ("null" included). */
function requestOrigin(req: Request): string | undefined {
  const origin = req.get('origin');
  if (origin !== undefined) return origin === 'null' ? undefined : origin;
  const referer = req.get('referer');
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}

function hasAcceptableBody(req: Request): boolean {
  const contentType = req.get('content-type');
  if (!contentType) return !hasBody(req);
  const mediaType = contentType.split(';')[0]?.trim().toLowerCase();
  if (mediaType === 'application/json') return true;
  return mediaType === 'multipart/form-data' && MULTIPART_ROUTES.includes(fullPath(req));
}

/** The request's path wherever this middleware is mounted (a trailing slash does not make another route). */
function fullPath(req: Request): string {
  const path = req.originalUrl.split('?')[0] ?? '';
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

function hasBody(req: Request): boolean {
  const length = req.get('content-length');
  return req.get('transfer-encoding') !== undefined || (length !== undefined && length !== '0');
}

/**
 * A top-level navigation started by another site (Sec-Fetch-Site: cross-site). Used by the GET routes that change
 * state because the browser navigates to them (GET /api/auth/logout); browsers without the header are let through.
 */
export function isCrossSiteNavigation(req: Request): boolean {
  return req.get('sec-fetch-site') === 'cross-site';
}
