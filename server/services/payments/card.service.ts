/**
 * Card payments: open a checkout for a plan, and settle the provider's signed transaction callbacks.
 *
 * The server decides the amount from the plan (a client amount is only cross-checked). A callback activates
 * Premium only when its HMAC verifies, it is final and successful, and its order, merchant order id, amount,
 * currency, integration and time all match the checkout we created; the paid row and the activation commit in
 * one transaction, and a transaction id counts once. Anything else changes nothing and leaves a log line.
 */
import type { Config } from '../../config';
import { PRICES_EGP } from '../../../contract/constants';
import type { Plan } from '../../../contract/enums';
import type { PaymentTokenResponse } from '../../../contract/payments';
import {
  findCardPaymentByOrder,
  insertCardPayment,
  settleCardPayment,
  setCardPaymentOrder,
  type CardPayment,
} from '../../../db/repositories/card-payments.repository';
import type { User } from '../../../db/repositories/users.repository';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { limitersFor } from '../rate-limits';
import { activatePremium } from './lifecycle';
import { processedCallbackMessage, responseCallbackMessage, verifyPaymob } from './paymob-hmac';
import { paymobProvider } from './providers/paymob';
import { sandboxProvider, type SandboxProvider } from './providers/sandbox';
import type { CardProvider } from './providers/types';

export const CURRENCY = 'EGP';
/**
 * A callback counts only within this long of the checkout, on our clock (the payment key lives 1 h; Paymob retries
 * a failed callback for a while). Paymob's own created_at carries no time zone, so it is only checked to lie within
 * a day of the checkout, whatever zone it was written in.
 */
const CHECKOUT_LIFETIME_MS = 24 * 60 * 60 * 1000;
const PROVIDER_CLOCK_TOLERANCE_MS = 15 * 60 * 60 * 1000;

const providers = new WeakMap<Config, CardProvider | null>();

/** The configured card provider (built once per configuration), or null when card payments are off. */
export function cardProvider(context: Pick<AppContext, 'config' | 'logger'>): CardProvider | null {
  let provider = providers.get(context.config);
  if (provider === undefined) {
    const { payments, sessionSecret } = context.config;
    provider =
      payments.provider === 'paymob' && payments.paymob
        ? paymobProvider(payments.paymob, context.logger)
        : payments.provider === 'sandbox'
          ? sandboxProvider(sessionSecret)
          : null;
    providers.set(context.config, provider);
  }
  return provider;
}

export function sandbox(context: Pick<AppContext, 'config' | 'logger'>): SandboxProvider {
  const provider = cardProvider(context);
  if (provider?.name !== 'sandbox') throw new AppError('http:not_found', 404, 'The sandbox checkout is not enabled');
  return provider as SandboxProvider;
}

const limiters = limitersFor({
  /** Checkouts a student may open in 10 minutes (each one is an order at the provider). */
  checkout: { keyPrefix: 'payments_checkout', points: 10, durationSeconds: 600 },
});

/** POST /api/generate-payment-token: a checkout for `plan` (or the plan `amount` is the price of). */
export async function createPaymentToken(context: AppContext, user: User, request: { amount: number; plan?: Plan }): Promise<PaymentTokenResponse> {
  const provider = cardProvider(context);
  if (!provider) throw new AppError('payments:card_unavailable', 503, 'Card payments are not available');
  const plan = request.plan ?? (Object.keys(PRICES_EGP) as Plan[]).find((each) => PRICES_EGP[each] === request.amount);
  if (!plan || PRICES_EGP[plan] !== request.amount) throw new AppError('payments:amount_mismatch', 400, 'The amount is not the price of this plan');
  await limiters(context).checkout.consume(user.id);

  const payment = await insertCardPayment(context.db, { userId: user.id, provider: provider.name, plan, amountCents: PRICES_EGP[plan] * 100, currency: CURRENCY });
  const checkout = await provider.createCheckout({
    paymentId: payment.id,
    amountCents: payment.amountCents,
    currency: CURRENCY,
    plan,
    customer: { name: user.name, email: user.email },
  });
  await setCardPaymentOrder(context.db, payment.id, checkout.providerOrderId);
  return { success: true, payment_token: checkout.paymentToken, iframe_url: checkout.iframeUrl };
}

/** A provider transaction, read from either callback shape. */
export interface CardTransaction {
  id: string;
  orderId: string;
  merchantOrderId: string | null;
  amountCents: number;
  currency: string;
  integrationId: string;
  success: boolean;
  pending: boolean;
  refundedOrVoided: boolean;
  createdAt: Date | null;
  /** The provider's reason text for a decline, when it gives one. */
  message: string | null;
}

export type SettleOutcome =
  | { status: 'paid'; plan: Plan; activated: boolean; subscriptionEndDate?: Date }
  | { status: 'declined'; message: string | null }
  | { status: 'pending' }
  | { status: 'refused'; reason: string };

/** POST callback (Paymob "transaction processed"): `{ type: 'TRANSACTION', obj }` with `?hmac=`. */
export async function handleProcessedCallback(context: AppContext, body: unknown, hmac: unknown): Promise<SettleOutcome> {
  const provider = cardProvider(context);
  const obj = isRecord(body) && body.type === 'TRANSACTION' && isRecord(body.obj) ? body.obj : undefined;
  if (!provider || !obj) return refuse(context, 'malformed callback', {});
  if (!verifyPaymob(processedCallbackMessage(obj), hmac, provider.hmacSecret)) return refuse(context, 'bad hmac', { id: obj.id });
  const order = isRecord(obj.order) ? obj.order : {};
  const data = isRecord(obj.data) ? obj.data : {};
  return settleTransaction(context, provider, {
    id: text(obj.id),
    orderId: text(order.id),
    merchantOrderId: text(order.merchant_order_id) || null,
    amountCents: Number(obj.amount_cents),
    currency: text(obj.currency),
    integrationId: text(obj.integration_id),
    success: obj.success === true,
    pending: obj.pending !== false,
    refundedOrVoided: obj.is_refunded === true || obj.is_voided === true,
    createdAt: date(obj.created_at),
    message: text(data.message) || null,
  });
}

/** GET callback (Paymob "transaction response", the browser inside the frame): flat query with `hmac`. */
export async function handleResponseCallback(context: AppContext, query: Record<string, unknown>): Promise<SettleOutcome> {
  const provider = cardProvider(context);
  if (!provider) return refuse(context, 'card payments off', {});
  if (!verifyPaymob(responseCallbackMessage(query), query.hmac, provider.hmacSecret)) return refuse(context, 'bad hmac', { id: query.id });
  return settleTransaction(context, provider, {
    id: text(query.id),
    orderId: text(query.order),
    merchantOrderId: text(query.merchant_order_id) || null,
    amountCents: Number(query.amount_cents),
    currency: text(query.currency),
    integrationId: text(query.integration_id),
    success: query.success === 'true',
    pending: query.pending !== 'false',
    refundedOrVoided: query.is_refunded === 'true' || query.is_voided === 'true',
    createdAt: date(query.created_at),
    message: text(query['data.message']) || null,
  });
}

async function settleTransaction(context: AppContext, provider: CardProvider, transaction: CardTransaction): Promise<SettleOutcome> {
  const facts = { id: transaction.id, order: transaction.orderId };
  if (!transaction.id || !transaction.orderId) return refuse(context, 'missing ids', facts);
  const payment = await findCardPaymentByOrder(context.db, provider.name, transaction.orderId);
  if (!payment || !payment.userId) return refuse(context, 'unknown order', facts);
  const mismatch = mismatchOf(provider, payment, transaction);
  if (mismatch) return refuse(context, mismatch, facts);
  if (transaction.pending) return { status: 'pending' };
  if (transaction.refundedOrVoided) return refuse(context, 'refunded or voided', facts);

  if (!transaction.success) {
    await settleCardPayment(context.db, payment.id, { status: 'failed', providerTransactionId: transaction.id, providerPayload: { ...transaction } });
    context.logger.info({ paymentId: payment.id, transactionId: transaction.id }, 'card payment declined');
    return { status: 'declined', message: transaction.message };
  }

  const userId = payment.userId;
  const result = await context.db.transaction(async (trx) => {
    const settled = await settleCardPayment(trx, payment.id, { status: 'paid', providerTransactionId: transaction.id, providerPayload: { ...transaction } });
    if (!settled) return { activated: false as const };
    return { activated: true as const, subscriptionEndDate: await activatePremium(trx, userId, payment.plan) };
  });
  if (result.activated) context.logger.info({ paymentId: payment.id, userId, plan: payment.plan }, 'premium activated by card payment');
  return { status: 'paid', plan: payment.plan, ...result };
}

/** Why a verified transaction does not belong to the checkout we created, or null when it does. */
function mismatchOf(provider: CardProvider, payment: CardPayment, transaction: CardTransaction): string | null {
  if (transaction.merchantOrderId !== null && transaction.merchantOrderId !== payment.id) return 'merchant order mismatch';
  if (transaction.amountCents !== payment.amountCents) return 'amount mismatch';
  if (transaction.currency !== payment.currency) return 'currency mismatch';
  if (provider.integrationId !== null && transaction.integrationId !== provider.integrationId) return 'integration mismatch';
  const created = transaction.createdAt?.getTime();
  const opened = payment.createdAt.getTime();
  if (Date.now() - opened > CHECKOUT_LIFETIME_MS) return 'stale checkout';
  if (created === undefined || Math.abs(created - opened) > PROVIDER_CLOCK_TOLERANCE_MS) return 'stale transaction';
  return null;
}

function refuse(context: AppContext, reason: string, facts: Record<string, unknown>): SettleOutcome {
  context.logger.warn({ reason, ...facts }, 'card payment callback refused');
  return { status: 'refused', reason };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

function date(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}
