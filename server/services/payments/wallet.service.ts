/**
 * Manual Vodafone Cash payments: the student's request with its screenshot, the proof page's (re-)upload, and the
 * operators' review. Approval is a conditional update on `status = 'pending'` and the Premium activation in one
 * transaction: two operators approving at once, or approve racing reject, give one outcome and one activation.
 */
import type { ApprovalResponse, PaymentRequest, RejectionResponse } from '../../../contract/payments';
import type { Plan } from '../../../contract/enums';
import {
  attachPaymentProof,
  countPendingPaymentRequestsByUser,
  decidePaymentRequest,
  findPaymentRequestById,
  findUserPaymentRequest,
  insertPaymentRequest,
  listPaymentRequests as listPaymentRequestRows,
  type PaymentRequestRow,
} from '../../../db/repositories/payment-requests.repository';
import { findUploadedFileById, insertUploadedFile } from '../../../db/repositories/uploaded-files.repository';
import type { User } from '../../../db/repositories/users.repository';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { limitersFor } from '../rate-limits';
import { activatePremium } from './lifecycle';
import { cleanScreenshot, screenshotRequired } from './screenshot';

/** Open requests one student may have waiting for review at once. */
export const MAX_PENDING_REQUESTS = 3;

const limiters = limitersFor({
  walletRequest: { keyPrefix: 'payments_wallet_request', points: 5, durationSeconds: 3600 },
  walletProof: { keyPrefix: 'payments_wallet_proof', points: 10, durationSeconds: 3600 },
});

export interface ManualPaymentInput {
  userName: string;
  userPhone: string;
  senderPhone: string;
  amount: number;
  plan: Plan;
  notes?: string | null;
  screenshot: Buffer | null;
}

function walletNumber(context: Pick<AppContext, 'config'>): string {
  const number = context.config.payments.vodafoneCashNumber;
  if (!number) throw new AppError('payments:wallet_unavailable', 503, 'Vodafone Cash payments are not available');
  return number;
}

function notFound(): AppError {
  return new AppError('payments:request_not_found', 404, 'No such payment request');
}

/** POST /api/payments/vodafone-manual: a pending request with its screenshot, for the operators to review. */
export async function createManualPaymentRequest(context: AppContext, user: User, input: ManualPaymentInput): Promise<{ success: true; requestId: string }> {
  walletNumber(context);
  if (!input.screenshot || input.screenshot.length === 0) throw screenshotRequired();
  await limiters(context).walletRequest.consume(user.id);
  if ((await countPendingPaymentRequestsByUser(context.db, user.id)) >= MAX_PENDING_REQUESTS) {
    throw new AppError('payments:too_many_pending', 429, 'Your earlier requests are still being reviewed');
  }
  const image = await cleanScreenshot(input.screenshot);
  const request = await context.db.transaction(async (trx) => {
    const file = await insertUploadedFile(trx, { ownerUserId: user.id, purpose: 'payment_screenshot', mimeType: image.mimeType, bytes: image.bytes });
    return insertPaymentRequest(trx, {
      userId: user.id,
      userName: input.userName,
      userPhone: input.userPhone,
      senderPhone: input.senderPhone,
      amount: input.amount,
      plan: input.plan,
      notes: input.notes ?? null,
      screenshotFileId: file.id,
    });
  });
  context.logger.info({ requestId: request.id, userId: user.id, plan: request.plan }, 'wallet payment request created');
  return { success: true, requestId: request.id };
}

/** What the proof page shows about one of the student's own requests. */
export async function getWalletRequestSummary(context: AppContext, user: User, requestId: string) {
  const request = await findUserPaymentRequest(context.db, requestId, user.id);
  if (!request) throw notFound();
  return {
    id: request.id,
    amount: request.amount,
    plan: request.plan,
    status: request.status,
    hasScreenshot: request.screenshotFileId !== null,
    walletNumber: walletNumber(context),
  };
}

/** POST /api/payment/confirm-vodafone: the proof for a pending request of this student (another's id is a 404). */
export async function confirmWalletPayment(
  context: AppContext,
  user: User,
  input: { requestId: string; senderPhone: string; screenshot: Buffer | null },
): Promise<{ success: true }> {
  walletNumber(context);
  const request = await findUserPaymentRequest(context.db, input.requestId, user.id);
  if (!request) throw notFound();
  if (request.status !== 'pending') throw new AppError('payments:request_decided', 409, 'This request has already been reviewed');
  if (!input.screenshot || input.screenshot.length === 0) throw screenshotRequired();
  await limiters(context).walletProof.consume(user.id);
  const image = await cleanScreenshot(input.screenshot);
  await context.db.transaction(async (trx) => {
    const file = await insertUploadedFile(trx, { ownerUserId: user.id, purpose: 'payment_screenshot', mimeType: image.mimeType, bytes: image.bytes });
    if (!(await attachPaymentProof(trx, request.id, user.id, { senderPhone: input.senderPhone, screenshotFileId: file.id }))) {
      throw new AppError('payments:request_decided', 409, 'This request has already been reviewed');
    }
  });
  return { success: true };
}

export function screenshotPath(requestId: string): string {
  return `/api/admin/payment-requests/${encodeURIComponent(requestId)}/screenshot`;
}

function toPaymentRequest(row: PaymentRequestRow): PaymentRequest {
  return {
    id: row.id,
    userId: row.userId,
    userName: row.userName,
    userPhone: row.userPhone,
    senderPhone: row.senderPhone ?? '',
    amount: row.amount,
    plan: row.plan,
    status: row.status,
    notes: row.notes,
    screenshotUrl: row.screenshotFileId ? screenshotPath(row.id) : null,
    createdAt: row.createdAt.toISOString(),
    processedAt: row.processedAt?.toISOString() ?? null,
    processedBy: row.processedBy,
  };
}

/** The operators' list, newest first. */
export async function listPaymentRequests(context: AppContext): Promise<PaymentRequest[]> {
  return (await listPaymentRequestRows(context.db)).map(toPaymentRequest);
}

/** The stored screenshot of a request (admin only: the route checks the admin session). */
export async function readPaymentScreenshot(context: AppContext, requestId: string): Promise<{ mimeType: string; bytes: Buffer } | null> {
  const request = await findPaymentRequestById(context.db, requestId);
  if (!request?.screenshotFileId) return null;
  const file = await findUploadedFileById(context.db, request.screenshotFileId);
  return file ? { mimeType: file.mimeType, bytes: file.bytes } : null;
}

/** pending → approved and Premium for the request's plan, in one transaction; 409 when it was no longer pending. */
export async function approvePaymentRequest(context: AppContext, requestId: string, processedBy: string): Promise<ApprovalResponse> {
  const request = await findPaymentRequestById(context.db, requestId);
  if (!request) throw notFound();
  const userId = request.userId;
  if (!userId) throw new AppError('payments:user_missing', 409, 'The account of this request no longer exists');
  const subscriptionEndDate = await context.db.transaction(async (trx) => {
    if (!(await decidePaymentRequest(trx, requestId, { status: 'approved', processedBy }))) {
      throw new AppError('payments:request_decided', 409, 'This request has already been reviewed');
    }
    return activatePremium(trx, userId, request.plan);
  });
  context.logger.info({ requestId, userId, plan: request.plan, processedBy }, 'premium activated by wallet approval');
  return { userId, subscriptionEndDate: subscriptionEndDate.toISOString() };
}

/** pending → rejected; 409 when it was no longer pending. */
export async function rejectPaymentRequest(context: AppContext, requestId: string, processedBy: string): Promise<RejectionResponse> {
  const request = await findPaymentRequestById(context.db, requestId);
  if (!request) throw notFound();
  if (!(await decidePaymentRequest(context.db, requestId, { status: 'rejected', processedBy }))) {
    throw new AppError('payments:request_decided', 409, 'This request has already been reviewed');
  }
  context.logger.info({ requestId, processedBy }, 'wallet payment request rejected');
  return { success: true };
}
