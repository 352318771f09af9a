/**
 * Responses of the endpoints every open tab polls every few seconds (/api/auth/me, the two statuses): private,
 * always revalidated, with a weak ETag of the body, so an unchanged answer costs a 304 with no body.
 */
import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';

export const POLLED_CACHE_CONTROL = 'private, no-cache';

export function sendPolled(req: Request, res: Response, body: unknown): void {
  const json = JSON.stringify(body);
  const etag = `W/"${createHash('sha1').update(json).digest('base64url')}"`;
  res.set({ 'Cache-Control': POLLED_CACHE_CONTROL, ETag: etag }).vary('Cookie');
  if (matchesIfNoneMatch(req.get('if-none-match'), etag)) {
    res.status(304).end();
    return;
  }
  res.type('application/json').send(json);
}

/**
 * RFC 9110 §13.1.2 weak comparison. Unlike `req.fresh` this ignores a request `Cache-Control: no-cache`, which
 * fetch() adds to every request that sets If-None-Match by hand: the origin still answers the condition.
 */
function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((candidate) => opaque(candidate) === opaque(etag));
}
