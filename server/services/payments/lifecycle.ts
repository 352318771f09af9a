/**
 * The Premium lifecycle: activation (card payment or approved wallet request) and the student stopping renewal.
 * An activation extends from the later of now and the current end date — paying early never loses days — and
 * always runs inside the caller's transaction together with the payment row it pays for.
 */
import { PLAN_PERIOD_DAYS } from '../../../contract/constants';
import type { Plan } from '../../../contract/enums';
import { dialect, type Transaction } from '../../../db/connection';
import { findUserById, updateUser, type User } from '../../../db/repositories/users.repository';
import { AppError } from '../../errors';
import { isPremiumActive } from '../auth/status.service';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The end date a new period of `plan` gives a student whose current state is `user`. */
export function extendedEndDate(user: Pick<User, 'isPremium' | 'subscriptionEndDate'>, plan: Plan, now: Date): Date {
  const currentEnd = user.isPremium && user.subscriptionEndDate && user.subscriptionEndDate > now ? user.subscriptionEndDate : now;
  return new Date(currentEnd.getTime() + PLAN_PERIOD_DAYS[plan] * DAY_MS);
}

/**
 * Makes the student Premium for one more period of `plan`. Locks the user row (MySQL) so two activations at once
 * add up instead of overwriting each other; SQLite serialises write transactions already.
 */
export async function activatePremium(trx: Transaction, userId: string, plan: Plan, now: Date = new Date()): Promise<Date> {
  const query = trx('users').where({ id: userId });
  if (dialect(trx) === 'mysql') await query.clone().forUpdate().first('id');
  const user = await findUserById(trx, userId);
  if (!user) throw new AppError('payments:user_missing', 404, 'The account this payment belongs to no longer exists');
  const subscriptionEndDate = extendedEndDate(user, plan, now);
  await updateUser(trx, userId, { isPremium: true, subscriptionTier: plan, subscriptionEndDate, subscriptionCancelledAt: null });
  return subscriptionEndDate;
}

/** The student stops renewal: Premium stays until the end date, nothing is charged again. */
export async function cancelRenewal(trx: Transaction, user: User, now: Date = new Date()): Promise<User> {
  if (!isPremiumActive(user, now)) throw new AppError('payments:not_subscribed', 409, 'There is no active Premium subscription to cancel');
  if (user.subscriptionCancelledAt) return user;
  const updated = await updateUser(trx, user.id, { subscriptionCancelledAt: now });
  if (!updated) throw new AppError('auth:unauthenticated', 401, 'Sign in first');
  return updated;
}
