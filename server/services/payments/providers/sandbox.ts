/**
 * The offline default provider: our own checkout page stands in for Paymob's. It speaks Paymob's callback format
 * and signs with its own HMAC secret (derived from SESSION_SECRET), so a sandbox payment settles through exactly the
 * code that verifies real Paymob callbacks. No money moves; README lists the test cards.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { CardProvider, Checkout, CheckoutRequest } from './types';

export const SANDBOX_INTEGRATION_ID = '0';
export const SANDBOX_CHECKOUT_PATH = '/api/payments/sandbox/checkout';

/** Test cards (any future expiry, any CVC): everything else that passes the Luhn check is approved too. */
export const SANDBOX_CARDS = { approved: '4242424242424242', declined: '4000000000000002' } as const;

export interface SandboxProvider extends CardProvider {
  /** The order a checkout token opens, or undefined when the token is forged. */
  readOrderFromToken(token: string): string | undefined;
  /** A Paymob-shaped processed-callback transaction for a card attempt on `order`. */
  transactionFor(order: { providerOrderId: string; paymentId: string; amountCents: number; currency: string }, card: string): Record<string, unknown>;
}

export function sandboxProvider(sessionSecret: string): SandboxProvider {
  const hmacSecret = createHmac('sha256', sessionSecret).update('sandbox-payments:hmac').digest('hex');
  const tokenKey = createHmac('sha256', sessionSecret).update('sandbox-payments:checkout').digest();
  const tokenMac = (orderId: string) => createHmac('sha256', tokenKey).update(orderId).digest('base64url');

  return {
    name: 'sandbox',
    hmacSecret,
    integrationId: SANDBOX_INTEGRATION_ID,
    async createCheckout(request: CheckoutRequest): Promise<Checkout> {
      const providerOrderId = `sbx_${request.paymentId}`;
      const paymentToken = `${providerOrderId}.${tokenMac(providerOrderId)}`;
      return { providerOrderId, paymentToken, iframeUrl: `${SANDBOX_CHECKOUT_PATH}?payment_token=${encodeURIComponent(paymentToken)}` };
    },
    readOrderFromToken(token) {
      const dot = token.lastIndexOf('.');
      if (dot <= 0) return undefined;
      const orderId = token.slice(0, dot);
      const expected = Buffer.from(tokenMac(orderId));
      const received = Buffer.from(token.slice(dot + 1));
      return expected.length === received.length && timingSafeEqual(expected, received) ? orderId : undefined;
    },
    transactionFor(order, card) {
      const approved = card !== SANDBOX_CARDS.declined;
      return {
        id: String(randomInt(100_000_000, 999_999_999)),
        amount_cents: order.amountCents,
        created_at: new Date().toISOString(),
        currency: order.currency,
        error_occured: false,
        has_parent_transaction: false,
        integration_id: Number(SANDBOX_INTEGRATION_ID),
        is_3d_secure: false,
        is_auth: false,
        is_capture: false,
        is_refunded: false,
        is_standalone_payment: true,
        is_voided: false,
        order: { id: order.providerOrderId, merchant_order_id: order.paymentId },
        owner: 0,
        pending: false,
        source_data: { pan: card.slice(-4), sub_type: card.startsWith('5') ? 'MasterCard' : 'Visa', type: 'card' },
        success: approved,
        data: { message: approved ? 'Approved' : 'Declined' },
      };
    },
  };
}

/** The Luhn check every real card number passes. */
export function isLuhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
