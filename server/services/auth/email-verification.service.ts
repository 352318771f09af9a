/**
 * E-mail confirmation. requestEmailVerification (called right after register, and by resend) issues a 48-hour,
 * single-use token and e-mails its link; a mail failure is logged, never thrown, so a sign-up never fails because
 * the mail relay is down. verifyEmail consumes the token and marks the account verified. Older confirmation links
 * stay valid until they expire: any of them proves the same address.
 */
import { consumeAccountToken, findAccountTokenByHash, insertAccountToken } from '../../../db/repositories/tokens.repository';
import { updateUser, type User } from '../../../db/repositories/users.repository';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { LINK_LIFETIME_HOURS } from '../../mail/templates';
import { limitersFor, type LimitRule } from '../rate-limits';
import { hashAccountToken, issueAccountToken } from './account-tokens';
import type { MailSettings } from './password-reset.service';

export const EMAIL_VERIFICATION_LIFETIME_MS = LINK_LIFETIME_HOURS.emailVerification * 60 * 60 * 1000;

export const EMAIL_VERIFICATION_RATE_LIMITS = {
  /** Resends for one account: 3 an hour. */
  resendPerUser: { keyPrefix: 'verify_resend_user', points: 3, durationSeconds: 60 * 60 },
} as const satisfies Record<string, LimitRule>;

export function emailVerificationLink(origin: string, token: string): string {
  return `${origin}/auth/verify-email?token=${encodeURIComponent(token)}`;
}

type VerificationUser = Pick<User, 'id' | 'email' | 'name' | 'emailVerified'>;

/**
 * Issues a confirmation link and e-mails it (nothing for an already verified account). Resolves once the mail is
 * handed to the mailer; a mail error is logged and swallowed, a database error is thrown.
 */
export async function requestEmailVerification(
  context: Pick<AppContext, 'db' | 'logger' | 'mailer'>,
  user: VerificationUser,
  settings: MailSettings,
): Promise<void> {
  if (user.emailVerified) return;
  const { token, tokenHash } = issueAccountToken();
  const now = new Date();
  await insertAccountToken(context.db, 'emailVerification', {
    userId: user.id,
    tokenHash,
    expiresAt: new Date(now.getTime() + EMAIL_VERIFICATION_LIFETIME_MS),
    createdAt: now,
  });
  try {
    await context.mailer.sendEmailVerification({
      to: user.email,
      name: user.name,
      language: settings.language,
      link: emailVerificationLink(settings.origin, token),
    });
  } catch (error) {
    context.logger.error({ err: error, userId: user.id }, 'e-mail verification mail failed');
  }
}

const resendLimiters = limitersFor(EMAIL_VERIFICATION_RATE_LIMITS);

/** POST /api/auth/resend-verification for the signed-in user; `rate:limited` (429) past 3 an hour. */
export async function resendEmailVerification(
  context: Pick<AppContext, 'db' | 'logger' | 'mailer' | 'limits'>,
  user: VerificationUser,
  settings: MailSettings,
): Promise<void> {
  if (user.emailVerified) return;
  await resendLimiters(context).resendPerUser.consume(user.id);
  await requestEmailVerification(context, user, settings);
}

/** POST /api/auth/verify-email: an unknown, used or expired token is 400 `auth:invalid_token`. */
export async function verifyEmail(context: Pick<AppContext, 'db'>, token: string): Promise<void> {
  const invalid = new AppError('auth:invalid_token', 400, 'This link is invalid or has expired');
  const found = await findAccountTokenByHash(context.db, 'emailVerification', hashAccountToken(token));
  if (!found) throw invalid;
  await context.db.transaction(async (trx) => {
    if (!(await consumeAccountToken(trx, 'emailVerification', found.id))) throw invalid;
    await updateUser(trx, found.userId, { emailVerified: true });
  });
}
