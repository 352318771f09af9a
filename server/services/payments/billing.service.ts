/**
 * /billing: the student's plan, end date and renewal choice, and the history of card and wallet payments. Premium
 * periods are prepaid (nothing is charged automatically); stopping renewal records the choice, keeps access to the
 * end date and hides the renewal prompts.
 */
import type { BillingEntry, BillingResponse, PaymentOptions } from '../../../contract/payments';
import { listCardPaymentsByUser } from '../../../db/repositories/card-payments.repository';
import { listPaymentRequestsByUser } from '../../../db/repositories/payment-requests.repository';
import type { User } from '../../../db/repositories/users.repository';
import type { AppContext } from '../../context';
import { getSubscriptionStatus } from '../auth/status.service';
import { cancelRenewal } from './lifecycle';

const HISTORY_LIMIT = 50;

export function getPaymentOptions(context: Pick<AppContext, 'config'>): PaymentOptions {
  const { payments } = context.config;
  return { card: payments.provider === 'none' ? null : payments.provider, walletNumber: payments.vodafoneCashNumber ?? null, supportEmail: payments.supportEmail };
}

export async function getBilling(context: AppContext, user: User, now: Date = new Date()): Promise<BillingResponse> {
  const [cards, requests] = await Promise.all([listCardPaymentsByUser(context.db, user.id, HISTORY_LIMIT), listPaymentRequestsByUser(context.db, user.id, HISTORY_LIMIT)]);
  const history: BillingEntry[] = [
    // A checkout the student opened and left is not a payment: only settled card payments are history.
    ...cards
      .filter((card) => card.status !== 'pending')
      .map((card): BillingEntry => ({ id: card.id, method: 'card', plan: card.plan, amount: Math.round(card.amountCents / 100), status: card.status === 'paid' ? 'paid' : 'failed', createdAt: card.createdAt.toISOString() })),
    ...requests.map((request): BillingEntry => ({ id: request.id, method: 'vodafone_cash', plan: request.plan, amount: request.amount, status: request.status, createdAt: request.createdAt.toISOString() })),
  ]
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, HISTORY_LIMIT);
  const status = getSubscriptionStatus(user, now);
  return {
    subscription: {
      isPremium: status.isPremium,
      tier: status.subscriptionTier,
      endDate: status.subscriptionEndDate,
      isExpired: status.isExpired,
      autoRenew: status.isPremium && user.subscriptionCancelledAt === null,
    },
    history,
  };
}

/** POST /api/billing/cancel: stop renewal; access stays until the end date. */
export async function stopRenewal(context: AppContext, user: User): Promise<BillingResponse> {
  const updated = await context.db.transaction((trx) => cancelRenewal(trx, user));
  return getBilling(context, updated);
}
