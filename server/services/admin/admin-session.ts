/**
 * The admin session (SPEC §4, §5; DESIGN "admin"). Two ways to be an operator:
 * - the admin panel's password session: ADMIN_PASSWORD checked in constant time against a scrypt hash made once
 *   per running app, rate-limited per IP, and on success a sealed `tutor_admin_session` cookie (iron-session,
 *   8 hours) naming a row of admin_sessions — logout revokes that row, which every server process sees;
 * - for message monitoring (/admin-dashboard, /analytics) also the signed-in student account whose verified
 *   e-mail equals ADMIN_EMAIL.
 * Guards answer in the §8 error format: 401 `admin:unauthenticated` without either, 403 `admin:forbidden` for a
 * signed-in account that is not the admin.
 */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type BinaryLike, type ScryptOptions } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { parse, serialize, type SerializeOptions } from 'cookie';
import { sealData, unsealData } from 'iron-session';
import { COOKIE_NAMES } from '../../../contract/constants';
import {
  deleteExpiredAdminSessions,
  findAdminSession,
  insertAdminSession,
  revokeAdminSession,
} from '../../../db/repositories/admin-sessions.repository';
import type { User } from '../../../db/repositories/users.repository';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { limitersFor, type LimitRule } from '../rate-limits';

export const ADMIN_SESSION_SECONDS = 8 * 60 * 60;
export const SECURE_ADMIN_COOKIE = `__Host-${COOKIE_NAMES.adminSession}`;
/** processedBy of requests handled through the password session. */
export const ADMIN_PANEL_LABEL = 'admin';

export const ADMIN_RATE_LIMITS = {
  /** Password attempts from one IP: 10 per 15 minutes, right or wrong; then blocked for 15 minutes. */
  loginPerIp: { keyPrefix: 'admin_login_ip', points: 10, durationSeconds: 15 * 60, blockSeconds: 15 * 60 },
} as const satisfies Record<string, LimitRule>;
const adminLimiters = limitersFor(ADMIN_RATE_LIMITS);

export const ADMIN_MESSAGES = {
  notConfigured: 'Admin login is not configured on this server (set ADMIN_PASSWORD).',
  wrongPassword: 'Incorrect password',
  unauthenticated: 'Admin session required',
  forbidden: 'You do not have permission to use the admin tools',
} as const;

/** What the sealed admin cookie says. */
interface AdminClaims {
  kind: 'admin';
  sessionId: string;
  issuedAt: number;
}

/** The caller's admin rights, resolved from the admin cookie and the student session. */
export interface AdminAccess {
  /** A live password session (admin panel). */
  panel: { sessionId: string; label: string } | null;
  /** The signed-in account is the ADMIN_EMAIL account (message monitoring). */
  monitoring: boolean;
  /** Who to record as processedBy. */
  actor: string | null;
}

// ── The password hash made at start-up ─────────────────────────────────────────────────────────────────────────
const SCRYPT = { N: 16384, r: 8, p: 1, keylen: 32 } as const;

function scrypt(password: BinaryLike, salt: BinaryLike, keylen: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCallback(password, salt, keylen, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

interface PasswordHash {
  salt: Buffer;
  hash: Buffer;
}

const hashes = new WeakMap<AppContext['config'], Promise<PasswordHash>>();

/** The configured password's scrypt hash, computed once per configuration (start-up or first use). */
export function adminPasswordHash(config: AppContext['config']): Promise<PasswordHash> | undefined {
  const password = config.adminPassword;
  if (!password) return undefined;
  let hash = hashes.get(config);
  if (!hash) {
    const salt = randomBytes(16);
    hash = scrypt(password.normalize('NFC'), salt, SCRYPT.keylen, { N: SCRYPT.N, r: SCRYPT.r, p: SCRYPT.p }).then((key) => ({ salt, hash: key }));
    hashes.set(config, hash);
  }
  return hash;
}

async function passwordMatches(config: AppContext['config'], candidate: string): Promise<boolean> {
  const expected = await adminPasswordHash(config);
  if (!expected) return false;
  const key = await scrypt(candidate.normalize('NFC'), expected.salt, SCRYPT.keylen, { N: SCRYPT.N, r: SCRYPT.r, p: SCRYPT.p });
  return timingSafeEqual(key, expected.hash);
}

// ── The cookie ────────────────────────────────────────────────────────────────────────────────────────────────
const secureCookie = (context: AppContext, req: Request) => context.config.isProduction && req.secure;
const cookieName = (context: AppContext, req: Request) => (secureCookie(context, req) ? SECURE_ADMIN_COOKIE : COOKIE_NAMES.adminSession);
const cookieOptions = (context: AppContext, req: Request): SerializeOptions => ({
  httpOnly: true,
  sameSite: 'strict',
  path: '/',
  secure: secureCookie(context, req),
});

function setCookie(res: Response, name: string, header: string): void {
  const existing = res.getHeader('Set-Cookie');
  const others = (Array.isArray(existing) ? existing : existing ? [String(existing)] : []).filter((cookie) => !cookie.startsWith(`${name}=`));
  res.setHeader('Set-Cookie', [...others, header]);
}

function clearCookie(context: AppContext, req: Request, res: Response): void {
  const name = cookieName(context, req);
  setCookie(res, name, serialize(name, '', { ...cookieOptions(context, req), maxAge: 0, expires: new Date(0) }));
}

async function readClaims(context: AppContext, req: Request): Promise<AdminClaims | null> {
  const value = parse(req.headers.cookie ?? '')[cookieName(context, req)];
  if (!value) return null;
  let data: Partial<AdminClaims>;
  try {
    data = await unsealData<Partial<AdminClaims>>(value, { password: context.config.sessionSecret, ttl: ADMIN_SESSION_SECONDS });
  } catch {
    // A cookie that is almost a seal (Fe26.2**a*b*…, another version prefix) is no session, not a 500.
    return null;
  }
  if (data.kind !== 'admin' || typeof data.sessionId !== 'string' || typeof data.issuedAt !== 'number') return null;
  if (data.issuedAt + ADMIN_SESSION_SECONDS * 1000 <= Date.now()) return null;
  return data as AdminClaims;
}

/** The live password session of this request (cookie valid, row present, not revoked, not expired), or null. */
export async function readAdminSession(context: AppContext, req: Request): Promise<{ sessionId: string; label: string } | null> {
  const claims = await readClaims(context, req);
  if (!claims) return null;
  const row = await findAdminSession(context.db, claims.sessionId);
  if (!row || row.revokedAt || row.expiresAt.getTime() <= Date.now()) return null;
  return { sessionId: row.id, label: row.label };
}

/** Is this signed-in account the monitoring admin (ADMIN_EMAIL, verified)? */
export function isMonitoringAdmin(context: Pick<AppContext, 'config'>, user: User | null): boolean {
  const adminEmail = context.config.adminEmail;
  return Boolean(user && adminEmail && user.emailVerified && user.email === adminEmail.toLowerCase());
}

export async function resolveAdminAccess(context: AppContext, req: Request): Promise<AdminAccess> {
  const panel = await readAdminSession(context, req);
  const user = req.identity?.user ?? null;
  const monitoring = isMonitoringAdmin(context, user);
  return { panel, monitoring, actor: panel?.label ?? (monitoring && user ? user.email : null) };
}

// ── Login / logout ────────────────────────────────────────────────────────────────────────────────────────────
/** POST /api/admin/login: throws 401 on a wrong password, 503 when no password is configured, 429 when limited. */
export async function adminLogin(context: AppContext, req: Request, res: Response, password: string): Promise<void> {
  await adminLimiters(context).loginPerIp.consume(req.identity.ip);
  if (!context.config.adminPassword) throw new AppError('admin:not_configured', 503, ADMIN_MESSAGES.notConfigured);
  if (!(await passwordMatches(context.config, password))) throw new AppError('admin:invalid_password', 401, ADMIN_MESSAGES.wrongPassword);
  const issuedAt = Date.now();
  const sessionId = randomBytes(24).toString('base64url');
  await deleteExpiredAdminSessions(context.db);
  await insertAdminSession(context.db, { id: sessionId, label: ADMIN_PANEL_LABEL, createdAt: new Date(issuedAt), expiresAt: new Date(issuedAt + ADMIN_SESSION_SECONDS * 1000) });
  const claims: AdminClaims = { kind: 'admin', sessionId, issuedAt };
  const sealed = await sealData(claims, { password: context.config.sessionSecret, ttl: ADMIN_SESSION_SECONDS });
  const name = cookieName(context, req);
  setCookie(res, name, serialize(name, sealed, { ...cookieOptions(context, req), maxAge: ADMIN_SESSION_SECONDS }));
}

/** POST /api/admin/logout: revokes the session row (every copy of the cookie dies) and clears the cookie. */
export async function adminLogout(context: AppContext, req: Request, res: Response): Promise<void> {
  const claims = await readClaims(context, req);
  if (claims) await revokeAdminSession(context.db, claims.sessionId);
  clearCookie(context, req, res);
}

// ── Guards ────────────────────────────────────────────────────────────────────────────────────────────────────
declare global {
  namespace Express {
    interface Request {
      /** Set by the admin guards on /api/admin routes. */
      admin?: AdminAccess;
    }
  }
}

function refuse(req: Request): AppError {
  return req.identity?.user
    ? new AppError('admin:forbidden', 403, ADMIN_MESSAGES.forbidden)
    : new AppError('admin:unauthenticated', 401, ADMIN_MESSAGES.unauthenticated);
}

/** Admin panel routes (payments, visitor analytics): the password session only. */
export function requireAdminPanel(context: AppContext): RequestHandler {
  return async (req, _res, next) => {
    const access = await resolveAdminAccess(context, req);
    if (!access.panel) return next(refuse(req));
    req.admin = access;
    next();
  };
}

/** Monitoring routes (messages, conversations, users, conversation analytics): the password session or ADMIN_EMAIL. */
export function requireMonitoringAdmin(context: AppContext): RequestHandler {
  return async (req, _res, next) => {
    const access = await resolveAdminAccess(context, req);
    if (!access.panel && !access.monitoring) return next(refuse(req));
    req.admin = access;
    next();
  };
}
