/**
 * The student session: a sealed, encrypted cookie (iron-session's sealData/unsealData) carrying who is signed in
 * and the user's session version at sign-in. Nothing is stored server-side, so any number of server processes
 * can read it; revocation works by comparing `version` with users.session_version on every request (identity
 * middleware), which logout and password changes bump.
 *
 * Lifetimes: with remember-me the cookie has Max-Age = AUTH.rememberMeDays and the seal expires then too. Without
 * it the cookie is a browser-session cookie (no Max-Age), but the seal itself still expires BROWSER_SESSION_SECONDS
 * (1 day) after sign-in, so a browser left open for days does not keep a session forever.
 *
 * Unsealing costs ≈ 0.35 ms of CPU and the polled endpoints hit it several times a second per user, so valid
 * unseals are memoised per cookie value in a bounded LRU whose entries never outlive the seal; expiry is checked
 * again on every hit. Invalid cookies are never cached (junk cannot fill the cache).
 */
import type { Request, Response } from 'express';
import { parse, serialize, type SerializeOptions } from 'cookie';
import { sealData, unsealData } from 'iron-session';
import { LRUCache } from 'lru-cache';
import { AUTH, COOKIE_NAMES } from '../../../contract/constants';
import type { Config } from '../../config';

/** What the sealed cookie says. */
export interface SessionClaims {
  userId: string;
  /** users.session_version when the cookie was issued; an older value means the session was revoked. */
  version: number;
  rememberMe: boolean;
  /** Epoch milliseconds of sign-in. */
  issuedAt: number;
}

export type NewSession = Omit<SessionClaims, 'issuedAt'>;

export interface SessionManager {
  /** The valid, unexpired claims of the request's session cookie, or null (absent, tampered or expired). */
  read(req: Request): Promise<SessionClaims | null>;
  /** Seals a fresh cookie (a new value at every sign-in) and sets it on the response. */
  start(req: Request, res: Response, session: NewSession): Promise<SessionClaims>;
  /** Expires the session cookie in the browser. */
  clear(req: Request, res: Response): void;
  /** True when the request carries a session cookie at all (valid or not). */
  present(req: Request): boolean;
  /** Entries currently memoised (for tests and metrics). */
  readonly cacheSize: number;
}

export const REMEMBER_ME_SECONDS = AUTH.rememberMeDays * 24 * 60 * 60;
export const BROWSER_SESSION_SECONDS = 24 * 60 * 60;
/** Production over HTTPS: the `__Host-` prefix pins the cookie to our host, path / and Secure. */
export const SECURE_SESSION_COOKIE = `__Host-${COOKIE_NAMES.session}`;

export function sessionLifetimeSeconds(rememberMe: boolean): number {
  return rememberMe ? REMEMBER_ME_SECONDS : BROWSER_SESSION_SECONDS;
}

export function sessionExpiresAt(claims: SessionClaims): number {
  return claims.issuedAt + sessionLifetimeSeconds(claims.rememberMe) * 1000;
}

export function createSessionManager(
  config: Pick<Config, 'sessionSecret' | 'sessionCacheSize' | 'isProduction'>,
  clock: () => number = Date.now,
): SessionManager {
  const password = config.sessionSecret;
  const cache =
    config.sessionCacheSize > 0
      ? new LRUCache<string, SessionClaims>({ max: config.sessionCacheSize, ttlAutopurge: false })
      : undefined;

  const secureCookie = (req: Request) => config.isProduction && req.secure;
  const cookieName = (req: Request) => (secureCookie(req) ? SECURE_SESSION_COOKIE : COOKIE_NAMES.session);
  const cookieOptions = (req: Request): SerializeOptions => ({ httpOnly: true, sameSite: 'lax', path: '/', secure: secureCookie(req) });
  const cookieValue = (req: Request) => parse(req.headers.cookie ?? '')[cookieName(req)] || undefined;

  const unseal = async (value: string): Promise<SessionClaims | null> => {
    const cached = cache?.get(value);
    if (cached) return cached;
    const data = await unsealData<Partial<SessionClaims>>(value, { password, ttl: REMEMBER_ME_SECONDS });
    if (!isClaims(data)) return null;
    const remainingMs = sessionExpiresAt(data) - clock();
    if (remainingMs > 0) cache?.set(value, data, { ttl: remainingMs });
    return data;
  };

  return {
    async read(req) {
      const value = cookieValue(req);
      if (!value) return null;
      const claims = await unseal(value);
      // Checked on every hit too: a cached entry is never trusted past its seal's life.
      return claims && sessionExpiresAt(claims) > clock() ? claims : null;
    },

    async start(req, res, session) {
      const claims: SessionClaims = { ...session, issuedAt: clock() };
      const lifetime = sessionLifetimeSeconds(claims.rememberMe);
      const value = await sealData(claims, { password, ttl: lifetime });
      const options = cookieOptions(req);
      setCookie(res, cookieName(req), serialize(cookieName(req), value, claims.rememberMe ? { ...options, maxAge: lifetime } : options));
      return claims;
    },

    clear(req, res) {
      setCookie(res, cookieName(req), serialize(cookieName(req), '', { ...cookieOptions(req), maxAge: 0, expires: new Date(0) }));
    },

    present(req) {
      return cookieValue(req) !== undefined;
    },

    get cacheSize() {
      return cache?.size ?? 0;
    },
  };
}

function isClaims(data: Partial<SessionClaims>): data is SessionClaims {
  return (
    typeof data.userId === 'string' &&
    typeof data.version === 'number' &&
    typeof data.rememberMe === 'boolean' &&
    typeof data.issuedAt === 'number'
  );
}

/** Sets a cookie, replacing an earlier Set-Cookie of the same name on this response (clear, then sign in). */
function setCookie(res: Response, name: string, header: string): void {
  const existing = res.getHeader('Set-Cookie');
  const others = (Array.isArray(existing) ? existing : existing ? [String(existing)] : []).filter(
    (cookie) => !cookie.startsWith(`${name}=`),
  );
  res.setHeader('Set-Cookie', [...others, header]);
}
