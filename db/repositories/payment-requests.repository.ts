/**
 * Manual Vodafone Cash payments (pending → approved | rejected). Status changes are conditional updates on
 * `status = 'pending'`, so two operators deciding at once (or approve racing reject) give exactly one outcome.
 */
import { randomUUID } from 'node:crypto';
import type { PaymentStatus, Plan } from '../../contract/enums';
import type { Executor } from '../connection';
import { readDate, readNullableDate, readNullableString, readNumber, type RawRow } from './rows';

export interface PaymentRequestRow {
  id: string;
  userId: string | null;
  userName: string;
  userPhone: string;
  senderPhone: string | null;
  /** EGP. */
  amount: number;
  plan: Plan;
  status: PaymentStatus;
  notes: string | null;
  screenshotFileId: string | null;
  createdAt: Date;
  processedAt: Date | null;
  processedBy: string | null;
}

export type NewPaymentRequest = Pick<PaymentRequestRow, 'userId' | 'userName' | 'userPhone' | 'senderPhone' | 'amount' | 'plan' | 'notes' | 'screenshotFileId'>;

const TABLE = 'payment_requests';
/** The admin list shows the newest requests; older ones stay in the database. */
export const PAYMENT_REQUESTS_LIST_LIMIT = 500;

export async function insertPaymentRequest(db: Executor, input: NewPaymentRequest): Promise<PaymentRequestRow> {
  const request: PaymentRequestRow = { id: randomUUID(), ...input, status: 'pending', createdAt: new Date(), processedAt: null, processedBy: null };
  await db(TABLE).insert({
    id: request.id,
    user_id: request.userId,
    user_name: request.userName,
    user_phone: request.userPhone,
    sender_phone: request.senderPhone,
    amount: request.amount,
    plan: request.plan,
    status: request.status,
    notes: request.notes,
    screenshot_file_id: request.screenshotFileId,
    created_at: request.createdAt,
  });
  return request;
}

export async function findPaymentRequestById(db: Executor, id: string): Promise<PaymentRequestRow | undefined> {
  const row: RawRow | undefined = await db(TABLE).where({ id }).first();
  return row ? toPaymentRequest(row) : undefined;
}

/** A request of this user (another student's id reads as missing). */
export async function findUserPaymentRequest(db: Executor, id: string, userId: string): Promise<PaymentRequestRow | undefined> {
  const row: RawRow | undefined = await db(TABLE).where({ id, user_id: userId }).first();
  return row ? toPaymentRequest(row) : undefined;
}

/** Attaches the proof to a pending request of this user; false when there is no such request. */
export async function attachPaymentProof(
  db: Executor,
  id: string,
  userId: string,
  proof: { senderPhone: string; screenshotFileId: string },
): Promise<boolean> {
  const changed = await db(TABLE)
    .where({ id, user_id: userId, status: 'pending' })
    .update({ sender_phone: proof.senderPhone, screenshot_file_id: proof.screenshotFileId });
  return changed === 1;
}

/** pending → approved | rejected; false when the request was not pending any more. */
export async function decidePaymentRequest(
  db: Executor,
  id: string,
  decision: { status: 'approved' | 'rejected'; processedBy: string; processedAt?: Date },
): Promise<boolean> {
  const changed = await db(TABLE)
    .where({ id, status: 'pending' })
    .update({ status: decision.status, processed_by: decision.processedBy, processed_at: decision.processedAt ?? new Date() });
  return changed === 1;
}

/** The newest requests first (uses the created_at index). */
export async function listPaymentRequests(db: Executor, limit = PAYMENT_REQUESTS_LIST_LIMIT): Promise<PaymentRequestRow[]> {
  const rows: RawRow[] = await db(TABLE).orderBy('created_at', 'desc').limit(limit);
  return rows.map(toPaymentRequest);
}

export async function listPaymentRequestsByUser(db: Executor, userId: string, limit = 50): Promise<PaymentRequestRow[]> {
  const rows: RawRow[] = await db(TABLE).where({ user_id: userId }).orderBy('created_at', 'desc').limit(limit);
  return rows.map(toPaymentRequest);
}

/** How many pending requests a student has open (a cap against flooding the review queue). */
export async function countPendingPaymentRequestsByUser(db: Executor, userId: string): Promise<number> {
  const row = await db(TABLE).where({ user_id: userId, status: 'pending' }).count({ count: '*' }).first();
  return readNumber(row?.count ?? 0);
}

function toPaymentRequest(row: RawRow): PaymentRequestRow {
  return {
    id: String(row.id),
    userId: readNullableString(row.user_id),
    userName: String(row.user_name),
    userPhone: String(row.user_phone),
    senderPhone: readNullableString(row.sender_phone),
    amount: readNumber(row.amount),
    plan: String(row.plan) as Plan,
    status: String(row.status) as PaymentStatus,
    notes: readNullableString(row.notes),
    screenshotFileId: readNullableString(row.screenshot_file_id),
    createdAt: readDate(row.created_at),
    processedAt: readNullableDate(row.processed_at),
    processedBy: readNullableString(row.processed_by),
  };
}
