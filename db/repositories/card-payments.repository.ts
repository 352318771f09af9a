/**
 * Card payments through the provider (Paymob, or the local sandbox). A row is created with the checkout and
 * settled by a verified callback; the provider's transaction id is unique, so a transaction counts once.
 */
import { randomUUID } from 'node:crypto';
import type { Plan } from '../../contract/enums';
import type { Executor } from '../connection';
import { readDate, readJson, readNullableString, readNumber, writeJson, type RawRow } from './rows';
import { UniqueViolationError, withUniqueViolation } from '../errors';

export type CardPaymentStatus = 'pending' | 'paid' | 'failed';

export interface CardPayment {
  id: string;
  userId: string | null;
  provider: string;
  providerOrderId: string | null;
  providerTransactionId: string | null;
  plan: Plan;
  amountCents: number;
  currency: string;
  status: CardPaymentStatus;
  providerPayload: Record<string, unknown> | null;
  createdAt: Date;
  updatedAt: Date;
}

export type NewCardPayment = Pick<CardPayment, 'userId' | 'provider' | 'plan' | 'amountCents' | 'currency'> & { id?: string; createdAt?: Date };

const TABLE = 'card_payments';

export async function insertCardPayment(db: Executor, input: NewCardPayment): Promise<CardPayment> {
  const now = input.createdAt ?? new Date();
  const payment: CardPayment = {
    id: input.id ?? randomUUID(),
    userId: input.userId,
    provider: input.provider,
    providerOrderId: null,
    providerTransactionId: null,
    plan: input.plan,
    amountCents: input.amountCents,
    currency: input.currency,
    status: 'pending',
    providerPayload: null,
    createdAt: now,
    updatedAt: now,
  };
  await db(TABLE).insert({
    id: payment.id,
    user_id: payment.userId,
    provider: payment.provider,
    plan: payment.plan,
    amount_cents: payment.amountCents,
    currency: payment.currency,
    status: payment.status,
    created_at: now,
    updated_at: now,
  });
  return payment;
}

/** Records the provider's order id once the checkout exists there. */
export async function setCardPaymentOrder(db: Executor, id: string, providerOrderId: string): Promise<void> {
  await db(TABLE).where({ id }).update({ provider_order_id: providerOrderId, updated_at: new Date() });
}

export async function findCardPaymentById(db: Executor, id: string): Promise<CardPayment | undefined> {
  const row = await db(TABLE).where({ id }).first();
  return row ? toCardPayment(row) : undefined;
}

export async function findCardPaymentByOrder(db: Executor, provider: string, providerOrderId: string): Promise<CardPayment | undefined> {
  const row = await db(TABLE).where({ provider, provider_order_id: providerOrderId }).first();
  return row ? toCardPayment(row) : undefined;
}

/**
 * pending → failed, and pending | failed → paid (Paymob lets the student try another card on the same order after a
 * decline), each only for a transaction id not seen before. Returns false when another callback got there first
 * (the same transaction replayed, or the payment already paid).
 */
export async function settleCardPayment(
  db: Executor,
  id: string,
  outcome: { status: Exclude<CardPaymentStatus, 'pending'>; providerTransactionId: string; providerPayload: Record<string, unknown> },
): Promise<boolean> {
  try {
    const changed = await withUniqueViolation(TABLE, () =>
      db(TABLE)
        .where({ id })
        .whereIn('status', outcome.status === 'paid' ? ['pending', 'failed'] : ['pending'])
        .update({
          status: outcome.status,
          provider_transaction_id: outcome.providerTransactionId,
          provider_payload: writeJson(outcome.providerPayload),
          updated_at: new Date(),
        }),
    );
    return changed === 1;
  } catch (error) {
    if (error instanceof UniqueViolationError) return false;
    throw error;
  }
}

/** A student's card payments, newest first (billing history). */
export async function listCardPaymentsByUser(db: Executor, userId: string, limit = 50): Promise<CardPayment[]> {
  const rows: RawRow[] = await db(TABLE).where({ user_id: userId }).orderBy('created_at', 'desc').limit(limit);
  return rows.map(toCardPayment);
}

function toCardPayment(row: RawRow): CardPayment {
  return {
    id: String(row.id),
    userId: readNullableString(row.user_id),
    provider: String(row.provider),
    providerOrderId: readNullableString(row.provider_order_id),
    providerTransactionId: readNullableString(row.provider_transaction_id),
    plan: String(row.plan) as Plan,
    amountCents: readNumber(row.amount_cents),
    currency: String(row.currency),
    status: String(row.status) as CardPaymentStatus,
    providerPayload: readJson<Record<string, unknown>>(row.provider_payload),
    createdAt: readDate(row.created_at),
    updatedAt: readDate(row.updated_at),
  };
}
