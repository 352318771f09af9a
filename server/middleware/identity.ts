/**
 * Who is calling, resolved once per /api request into `req.identity`: the signed-in user (the session cookie's
 * user, only while its session version still matches the database — so logout and password changes revoke every
 * older cookie at once) and the visitor's anonymous id and device headers, validated, for anonymous usage limits.
 * A tampered, expired or revoked cookie signs the caller out and is cleared.
 */
import type { Request, RequestHandler, Response } from 'express';
import { AnonymousIdSchema } from '../../contract/common';
import { HEADERS } from '../../contract/constants';
import { findUserById, type User } from '../../db/repositories/users.repository';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import type { SessionClaims } from '../services/auth/session';

export interface Identity {
  /** The signed-in user's row, or null for a visitor. */
  user: User | null;
  /** The claims of the valid session cookie (null when signed out). */
  session: SessionClaims | null;
  /** X-Anonymous-Id (`user_{timestamp}_{random}`), or null when absent or malformed. */
  anonymousId: string | null;
  /** X-Device-Id: the stable per-browser id, or null. */
  deviceId: string | null;
  /** X-Device-Fingerprint: the coarse device hash (lower-case hex), or null. */
  fingerprint: string | null;
  /** The client IP (req.ip: the proxy's X-Forwarded-For only with TRUST_PROXY). */
  ip: string;
}

declare global {
  namespace Express {
    interface Request {
      /** Set by the identity middleware on every /api request. */
      identity: Identity;
    }
  }
}

const HEADER_MAX = 64;
const DEVICE_ID = /^[A-Za-z0-9-]{8,64}$/;
const FINGERPRINT = /^[0-9a-f]{8,64}$/i;

/** Resolves the caller (also usable outside /api, e.g. by SSR to prefetch the user). */
export async function loadIdentity(context: Pick<AppContext, 'db' | 'sessions'>, req: Request, res: Response): Promise<Identity> {
  const session = await context.sessions.read(req);
  const row = session ? await findUserById(context.db, session.userId) : undefined;
  const user = row && session && row.sessionVersion === session.version ? row : null;
  if (!user && context.sessions.present(req)) context.sessions.clear(req, res);
  return {
    user,
    session: user ? session : null,
    anonymousId: header(req, HEADERS.anonymousId, (value) => AnonymousIdSchema.safeParse(value).success),
    deviceId: header(req, HEADERS.deviceId, (value) => DEVICE_ID.test(value)),
    fingerprint: header(req, HEADERS.deviceFingerprint, (value) => FINGERPRINT.test(value))?.toLowerCase() ?? null,
    ip: req.ip ?? req.socket.remoteAddress ?? 'unknown',
  };
}

export function identityMiddleware(context: Pick<AppContext, 'db' | 'sessions'>): RequestHandler {
  return async (req, res, next) => {
    req.identity = await loadIdentity(context, req, res);
    next();
  };
}

/** The signed-in user, or 401 `auth:unauthenticated` (the client reads a 401 on a read as "no data"). */
export function requireUser(req: Request): User {
  const user = req.identity?.user;
  if (!user) throw new AppError('auth:unauthenticated', 401, 'Not signed in');
  return user;
}

/** One rate-limit key per caller: the account, else the browser (device id, anonymous id), else the IP address. */
export function callerKey(identity: Pick<Identity, 'user' | 'deviceId' | 'anonymousId' | 'ip'>): string {
  if (identity.user) return `user:${identity.user.id}`;
  return `visitor:${identity.deviceId ?? identity.anonymousId ?? identity.ip}`;
}

function header(req: Request, name: string, valid: (value: string) => boolean): string | null {
  const value = req.get(name)?.trim();
  return value && value.length <= HEADER_MAX && valid(value) ? value : null;
}
