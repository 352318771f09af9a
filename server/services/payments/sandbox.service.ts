/**
 * The sandbox checkout's two steps: show the order a checkout token opens, and pay it with a test card. Paying
 * builds the transaction Paymob would send, signs it with the sandbox's HMAC secret and settles it through the
 * same verified-callback code as a real Paymob callback; then the frame goes to the signed response page, as it
 * would after Paymob's own form.
 */
import { PAYMOB_HMAC_FIELDS, processedCallbackMessage, responseCallbackMessage, signPaymob } from './paymob-hmac';
import { findCardPaymentByOrder } from '../../../db/repositories/card-payments.repository';
import type { Plan } from '../../../contract/enums';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { handleProcessedCallback, sandbox } from './card.service';
import { isLuhnValid } from './providers/sandbox';

export const CARD_RESPONSE_PATH = '/api/payments/card/response';

async function orderOf(context: AppContext, token: string) {
  const orderId = sandbox(context).readOrderFromToken(token);
  return orderId ? findCardPaymentByOrder(context.db, 'sandbox', orderId) : undefined;
}

/** The order behind a checkout token, or null when the token is forged or the order unknown. */
export async function openSandboxCheckout(context: AppContext, token: string): Promise<{ amountEgp: number; plan: Plan } | null> {
  const payment = await orderOf(context, token);
  return payment ? { amountEgp: payment.amountCents / 100, plan: payment.plan } : null;
}

/** Pays the checkout with a test card; returns where the frame goes next (the signed response page). */
export async function payInSandbox(context: AppContext, token: string, cardNumber: string): Promise<{ redirectUrl: string }> {
  const provider = sandbox(context);
  const payment = await orderOf(context, token);
  if (!payment?.providerOrderId) throw new AppError('payments:checkout_not_found', 404, 'This checkout does not exist');
  const card = cardNumber.replace(/\D/g, '');
  if (!isLuhnValid(card)) throw new AppError('payments:card_invalid', 400, 'The card number is not valid', { card_number: ['validation.invalid'] });

  const transaction = provider.transactionFor(
    { providerOrderId: payment.providerOrderId, paymentId: payment.id, amountCents: payment.amountCents, currency: payment.currency },
    card,
  );
  await handleProcessedCallback(context, { type: 'TRANSACTION', obj: transaction }, signPaymob(processedCallbackMessage(transaction), provider.hmacSecret));
  return { redirectUrl: `${CARD_RESPONSE_PATH}?${responseQuery(transaction, provider.hmacSecret)}` };
}

/** The flat query Paymob's response callback carries, signed. */
function responseQuery(transaction: Record<string, unknown>, secret: string): string {
  const order = transaction.order as { id: string; merchant_order_id: string };
  const source = transaction.source_data as Record<string, unknown>;
  const data = transaction.data as Record<string, unknown>;
  const flat: Record<string, string> = {};
  for (const field of PAYMOB_HMAC_FIELDS) {
    const value = field === 'order.id' ? order.id : field.startsWith('source_data.') ? source[field.slice('source_data.'.length)] : transaction[field];
    flat[field === 'order.id' ? 'order' : field] = value === null || value === undefined ? '' : String(value);
  }
  flat.merchant_order_id = order.merchant_order_id;
  flat['data.message'] = String(data.message ?? '');
  flat.hmac = signPaymob(responseCallbackMessage(flat), secret);
  return new URLSearchParams(flat).toString();
}
