/**
 * The secret in a password-reset or e-mail confirmation link: 32 random bytes (256 bits) as base64url, of which
 * only the SHA-256 hex digest is stored. Looking a token up by its digest needs no constant-time comparison: an
 * attacker cannot steer the digest of a guess towards a stored one.
 */
import { createHash, randomBytes } from 'node:crypto';

export interface IssuedToken {
  /** Goes into the link, never into the database or the logs' structured fields. */
  token: string;
  /** What the database keeps. */
  tokenHash: string;
}

export function issueAccountToken(): IssuedToken {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashAccountToken(token) };
}

export function hashAccountToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
