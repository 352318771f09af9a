/**
 * Forgotten passwords. requestPasswordReset answers identically for registered and unknown addresses: after the
 * rate limits (per IP and per e-mail, counted for every address) the lookup, token and e-mail happen in the
 * background, so neither the response nor its timing tells whether an account exists. A reset link is valid for
 * one hour and once; sending a new one retires the older unused links. Resetting sets the argon2id hash, proves
 * the address (email_verified) and bumps the session version, which signs every existing session out.
 */
import type { Database } from '../../../db/connection';
import { consumeAccountToken, findAccountTokenByHash, insertAccountToken, retireUnusedAccountTokens } from '../../../db/repositories/tokens.repository';
import { bumpSessionVersion, findUserByEmail, updateUser } from '../../../db/repositories/users.repository';
import type { Language } from '../../../contract/values';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { LINK_LIFETIME_HOURS } from '../../mail/templates';
import { limitersFor, type LimitRule } from '../rate-limits';
import { hashAccountToken, issueAccountToken } from './account-tokens';
import { hashPassword } from './passwords';

const HOUR_MS = 60 * 60 * 1000;
export const PASSWORD_RESET_LIFETIME_MS = LINK_LIFETIME_HOURS.passwordReset * HOUR_MS;

export const PASSWORD_RESET_RATE_LIMITS = {
  /** Reset e-mails to one address: 3 an hour (a mailbox cannot be flooded). */
  perEmail: { keyPrefix: 'forgot_email', points: 3, durationSeconds: 60 * 60 },
  /** Requests from one IP: 10 an hour (no scanning many addresses). */
  perIp: { keyPrefix: 'forgot_ip', points: 10, durationSeconds: 60 * 60 },
} as const satisfies Record<string, LimitRule>;

type RecoveryContext = Pick<AppContext, 'db' | 'logger' | 'limits' | 'mailer'>;

/** Where and how the link is sent. */
export interface MailSettings {
  language: Language;
  /** Our public origin; the link is `${origin}/auth/reset-password?token=…`. */
  origin: string;
}

export function passwordResetLink(origin: string, token: string): string {
  return `${origin}/auth/reset-password?token=${encodeURIComponent(token)}`;
}

const limiters = limitersFor(PASSWORD_RESET_RATE_LIMITS);

/**
 * POST /api/auth/forgot-password. Throws only `rate:limited` (429); otherwise resolves at once, the same for
 * every address, and the e-mail (if the account exists) follows in the background.
 */
export async function requestPasswordReset(
  context: RecoveryContext,
  request: { email: string; ip: string } & MailSettings,
): Promise<void> {
  await limiters(context).perIp.consume(request.ip);
  await limiters(context).perEmail.consume(request.email);
  void sendPasswordResetIfRegistered(context, request).catch((error: unknown) => {
    context.logger.error({ err: error }, 'password reset e-mail failed');
  });
}

/** Creates a reset token and e-mails its link when the address belongs to an account. True when a mail was sent. */
export async function sendPasswordResetIfRegistered(
  context: Pick<AppContext, 'db' | 'mailer'>,
  request: { email: string } & MailSettings,
): Promise<boolean> {
  const user = await findUserByEmail(context.db, request.email);
  if (!user) return false;
  const { token, tokenHash } = issueAccountToken();
  const now = new Date();
  await context.db.transaction(async (trx) => {
    await retireUnusedAccountTokens(trx, 'passwordReset', user.id, now);
    await insertAccountToken(trx, 'passwordReset', {
      userId: user.id,
      tokenHash,
      expiresAt: new Date(now.getTime() + PASSWORD_RESET_LIFETIME_MS),
      createdAt: now,
    });
  });
  await context.mailer.sendPasswordReset({
    to: user.email,
    name: user.name,
    language: request.language,
    link: passwordResetLink(request.origin, token),
  });
  return true;
}

const invalidToken = () => new AppError('auth:invalid_token', 400, 'This link is invalid or has expired');

/**
 * POST /api/auth/reset-password: consumes the token (once), sets the new password and revokes every session.
 * An unknown, used or expired token is 400 `auth:invalid_token`.
 */
export async function resetPassword(context: Pick<AppContext, 'db'>, request: { token: string; password: string }): Promise<void> {
  const found = await findAccountTokenByHash(context.db, 'passwordReset', hashAccountToken(request.token));
  if (!found || found.usedAt || found.expiresAt.getTime() <= Date.now()) throw invalidToken();
  // Hashed before the transaction: argon2 takes tens of milliseconds and must not hold row locks meanwhile.
  const passwordHash = await hashPassword(request.password);
  await applyReset(context.db, found.id, found.userId, passwordHash);
}

async function applyReset(db: Database, tokenId: number, userId: string, passwordHash: string): Promise<void> {
  await db.transaction(async (trx) => {
    const now = new Date();
    // The conditional update is the real check: of two requests racing with one link, only one gets here.
    if (!(await consumeAccountToken(trx, 'passwordReset', tokenId, now))) throw invalidToken();
    await updateUser(trx, userId, { passwordHash, emailVerified: true });
    await bumpSessionVersion(trx, userId);
    await retireUnusedAccountTokens(trx, 'passwordReset', userId, now);
  });
}
