/**
 * E-mail/password accounts: sign-in, registration, logout and the debug test sign-in.
 *
 * No account enumeration: a wrong password and an unknown e-mail get the same 401 body after the same argon2 work;
 * registering an e-mail that already exists answers exactly like a new registration (same status and body, the
 * same password-hashing work) but signs no one in. The one visible difference is inherent in "sign-up signs you
 * in": only a real new account receives a session cookie.
 */
import type { Request, Response } from 'express';
import { parse, serialize } from 'cookie';
import {
  LoginRequestSchema,
  RegisterRequestSchema,
  TestInteractiveAuthRequestSchema,
  type LoginResponse,
  type RegisterResponse,
  type TestInteractiveAuthResponse,
} from '../../../contract/auth';
import { REFERRAL_BONUS_MESSAGES } from '../../../contract/constants';
import { UniqueViolationError } from '../../../db/errors';
import { assignAnonymousConversations } from '../../../db/repositories/conversations.repository';
import { recordReferral } from '../../../db/repositories/referrals.repository';
import {
  bumpSessionVersion,
  findUserByEmail,
  findUserByReferralCode,
  insertUser,
  updateUser,
  type User,
} from '../../../db/repositories/users.repository';
import '../../../ui-kit/i18n/all-languages';
import { translator } from '../../../ui-kit/i18n/LocaleProvider';
import type { AppContext } from '../../context';
import { ownOrigin } from '../../middleware/csrf';
import { readPreferences } from '../../preferences';
import { authLimiters } from './auth-limits';
import { requestEmailVerification } from './email-verification.service';
import { hashPassword, verifyPasswordOrDummy } from './passwords';
import { toUserResponse, todaysUsage } from './status.service';

export interface SignInOptions {
  /** 30-day cookie when true; a browser-session cookie otherwise. */
  rememberMe: boolean;
  /** The visitor whose conversations move to the account; defaults to the request's X-Anonymous-Id. */
  anonymousId?: string | null;
}

/**
 * Signs `user` in on this response: a new session cookie, the anonymous visitor's conversations adopted by the
 * account, and last activity recorded. Used by password login, registration and Google sign-in.
 */
export async function signIn(req: Request, res: Response, context: AppContext, user: User, options: SignInOptions): Promise<User> {
  await context.sessions.start(req, res, { userId: user.id, version: user.sessionVersion, rememberMe: options.rememberMe });
  const anonymousId = options.anonymousId ?? req.identity?.anonymousId;
  if (anonymousId) await assignAnonymousConversations(context.db, anonymousId, user.id);
  const lastActivity = new Date();
  await updateUser(context.db, user.id, { lastActivity });
  return { ...user, lastActivity };
}

export interface LoginResult {
  status: 200 | 401;
  body: LoginResponse;
}

/** POST /api/auth/login. */
export async function login(context: AppContext, req: Request, res: Response): Promise<LoginResult> {
  const limiters = authLimiters(context);
  await limiters.loginPerIp.consume(req.identity.ip);
  const input = LoginRequestSchema.parse(req.body);
  await limiters.loginPerEmail.consume(input.email);
  const user = await findUserByEmail(context.db, input.email);
  const passwordMatches = await verifyPasswordOrDummy(user?.passwordHash, input.password);
  if (!user || !passwordMatches) {
    const t = translator(readPreferences(req).language);
    return { status: 401, body: { ok: false, error: t('errors.invalidCredentials') } };
  }
  await limiters.loginPerEmail.reset(input.email);
  await signIn(req, res, context, user, { rememberMe: input.rememberMe ?? false });
  return { status: 200, body: { ok: true, user: { name: user.name } } };
}

/** The referral code a new student came with: the body's `ref`, else the `ref` cookie of the invite link. */
export const REFERRAL_COOKIE = 'ref';
const REFERRAL_CODE = /^[A-Za-z0-9]{4,32}$/;

function referralCodeOf(req: Request): string | undefined {
  const fromBody: unknown = (req.body as { ref?: unknown } | undefined)?.ref;
  const code = typeof fromBody === 'string' && fromBody.trim() ? fromBody.trim() : parse(req.headers.cookie ?? '')[REFERRAL_COOKIE];
  return code && REFERRAL_CODE.test(code) ? code : undefined;
}

/** What every registration answers, new e-mail or not. */
const REGISTERED: RegisterResponse = { ok: true, needsEmailVerification: true };

/**
 * POST /api/auth/register: creates the account, signs it in (browser goes to /chat), sends the confirmation
 * e-mail, and credits the referrer when the student came with a referral code.
 */
export async function register(context: AppContext, req: Request, res: Response): Promise<RegisterResponse> {
  await authLimiters(context).registerPerIp.consume(req.identity.ip);
  const input = RegisterRequestSchema.parse(req.body);
  const { language } = readPreferences(req);
  // Hash before looking the e-mail up, so both outcomes spend the same time.
  const passwordHash = await hashPassword(input.password);
  const user = await insertNewUser(context, { name: input.name, email: input.email, grade: input.grade ?? null, passwordHash, language });
  if (!user) return REGISTERED;

  const code = referralCodeOf(req);
  const referrer = code ? await findUserByReferralCode(context.db, code) : undefined;
  if (referrer) await recordReferral(context.db, { referrerId: referrer.id, referredUserId: user.id, bonusMessages: REFERRAL_BONUS_MESSAGES });
  if (code) res.append('Set-Cookie', serialize(REFERRAL_COOKIE, '', { path: '/', maxAge: 0 }));

  await signIn(req, res, context, user, { rememberMe: true });
  // Not awaited: the mail's latency must not tell a new account from an existing one; failures are logged.
  requestEmailVerification(context, user, { language, origin: ownOrigin(context.config, req) }).catch((error: unknown) =>
    req.log.error({ err: error }, 'sending the verification e-mail failed'),
  );
  return REGISTERED;
}

/**
 * Inserts the account; undefined when the e-mail is taken (also when a concurrent registration won the race).
 * A referral-code collision (2^40 codes) is retried with a fresh code.
 */
async function insertNewUser(
  context: AppContext,
  input: { name: string; email: string; grade: string | null; passwordHash: string; language: User['language'] },
): Promise<User | undefined> {
  if (await findUserByEmail(context.db, input.email)) return undefined;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await insertUser(context.db, input);
    } catch (error) {
      if (!(error instanceof UniqueViolationError)) throw error;
      if (error.key !== 'referral_code' || attempt >= 3) return undefined;
    }
  }
}

/** POST and GET /api/auth/logout: every cookie of this user dies (the session version moves on). */
export async function logout(context: AppContext, req: Request, res: Response): Promise<void> {
  if (req.identity.user) await bumpSessionVersion(context.db, req.identity.user.id);
  context.sessions.clear(req, res);
}

export const TEST_USER = { email: 'test-user@example.com', name: 'Test User' } as const;

/** POST /api/test-interactive-auth (never routed in production): signs in as the shared test user. */
export async function testInteractiveAuth(context: AppContext, req: Request, res: Response): Promise<TestInteractiveAuthResponse> {
  TestInteractiveAuthRequestSchema.parse(req.body);
  let user = await findUserByEmail(context.db, TEST_USER.email);
  if (!user) {
    try {
      user = await insertUser(context.db, { ...TEST_USER, emailVerified: true });
    } catch (error) {
      if (!(error instanceof UniqueViolationError)) throw error;
      user = await findUserByEmail(context.db, TEST_USER.email);
    }
  }
  if (!user) throw new Error('The test user could not be created');
  const signedIn = await signIn(req, res, context, user, { rememberMe: false });
  return { ok: true, user: toUserResponse(signedIn, await todaysUsage(context, signedIn)) };
}
