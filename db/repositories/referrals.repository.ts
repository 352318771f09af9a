/**
 * Referrals: who brought whom. A user can be referred only once (unique referred_user_id), so the referrer's bonus
 * is credited exactly once per friend, even if the same sign-up is retried or raced.
 */
import type { Database } from '../connection';
import { UniqueViolationError, withUniqueViolation } from '../errors';
import { addBonusMessages } from './bonus-messages.repository';
import { readNumber } from './rows';

const TABLE = 'referrals';

export interface NewReferral {
  referrerId: string;
  referredUserId: string;
  /** Extra messages credited to the referrer. */
  bonusMessages: number;
}

/**
 * In one transaction: records the referral, marks the new user as referred and credits the referrer.
 * Returns false (and changes nothing) when this friend was already recorded.
 */
export async function recordReferral(db: Database, referral: NewReferral): Promise<boolean> {
  try {
    await db.transaction(async (trx) => {
      await withUniqueViolation(TABLE, () =>
        trx(TABLE).insert({
          referrer_id: referral.referrerId,
          referred_user_id: referral.referredUserId,
          bonus_granted: true,
          created_at: new Date(),
        }),
      );
      await trx('users').where({ id: referral.referredUserId }).update({ referred_by: referral.referrerId });
      await addBonusMessages(trx, referral.referrerId, referral.bonusMessages);
    });
    return true;
  } catch (error) {
    if (error instanceof UniqueViolationError) return false;
    throw error;
  }
}

/** How many friends signed up with this user's code. */
export async function countReferralsByReferrer(db: Database, referrerId: string): Promise<number> {
  const row = await db(TABLE).where({ referrer_id: referrerId }).count({ total: '*' }).first();
  return row ? readNumber(row.total) : 0;
}
