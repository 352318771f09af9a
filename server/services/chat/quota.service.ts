/**
 * The message quota, enforced on the server for every send:
 * - a free student: FREE_DAILY_MESSAGES a Cairo day, then the referral bonus balance, then 429 `quota:exceeded`;
 * - a visitor (no account): the free cap on every counter that identifies the browser, and a larger cap on the IP
 *   address (usageSubjects / visitorIpSubject);
 * - premium: unlimited by plan, but stopped at a fair-use ceiling a day with its own 429 `quota:fair_use`.
 * Every counter is consumed atomically (db daily-usage), so N+1 concurrent sends at the cap give exactly N replies.
 * A send whose reply fails gives its message back (refundMessageQuota).
 */
import { cairoDay, FREE_DAILY_MESSAGES } from '../../../contract/constants';
import { refundBonusMessage, spendBonusMessage } from '../../../db/repositories/bonus-messages.repository';
import { consumeDailyUsage, refundDailyUsage, type DailyUsageSubject } from '../../../db/repositories/daily-usage.repository';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { Identity } from '../../middleware/identity';
import { isPremiumActive, usageSubjects, visitorIpSubject } from '../auth/status.service';

/** What one send used, so that a failed reply can give exactly that back. */
export interface QuotaGrant {
  counters: DailyUsageSubject[];
  /** Set when the message was paid from the referral bonus balance. */
  bonusUserId?: string;
}

interface LimitedCounter {
  subject: DailyUsageSubject;
  limit: number;
}

function countersFor(context: Pick<AppContext, 'config'>, identity: Identity, day: string): LimitedCounter[] {
  const { user } = identity;
  if (user) {
    const limit = isPremiumActive(user) ? context.config.quota.premiumDailyFairUse : FREE_DAILY_MESSAGES;
    return usageSubjects(identity, day).map((subject) => ({ subject, limit }));
  }
  const counters = usageSubjects(identity, day).map((subject) => ({ subject, limit: FREE_DAILY_MESSAGES }));
  if (!counters.some(({ subject }) => subject.kind === 'ip')) {
    counters.push({ subject: visitorIpSubject(identity, day), limit: context.config.quota.visitorIpDailyLimit });
  }
  return counters;
}

/** Counts one message for the caller or throws 429 (nothing is counted then). */
export async function consumeMessageQuota(context: Pick<AppContext, 'config' | 'db'>, identity: Identity): Promise<QuotaGrant> {
  const counters = countersFor(context, identity, cairoDay());
  const consumed: DailyUsageSubject[] = [];
  for (const { subject, limit } of counters) {
    if ((await consumeDailyUsage(context.db, subject, limit)) === null) {
      await Promise.all(consumed.map((counted) => refundDailyUsage(context.db, counted)));
      return fallBackToBonus(context, identity);
    }
    consumed.push(subject);
  }
  return { counters: consumed };
}

async function fallBackToBonus(context: Pick<AppContext, 'db'>, identity: Identity): Promise<QuotaGrant> {
  const { user } = identity;
  if (user && isPremiumActive(user)) {
    throw new AppError('quota:fair_use', 429, 'You have reached today\'s fair-use limit for Premium. Please continue tomorrow.');
  }
  if (user && (await spendBonusMessage(context.db, user.id))) return { counters: [], bonusUserId: user.id };
  throw new AppError(
    'quota:exceeded',
    429,
    `You have used all your free messages today (${FREE_DAILY_MESSAGES} messages). Subscribe for unlimited messages!`,
  );
}

/** Gives back what a send used (its reply failed). */
export async function refundMessageQuota(context: Pick<AppContext, 'db'>, grant: QuotaGrant): Promise<void> {
  await Promise.all(grant.counters.map((subject) => refundDailyUsage(context.db, subject)));
  if (grant.bonusUserId) await refundBonusMessage(context.db, grant.bonusUserId);
}
