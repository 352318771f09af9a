/**
 * Paymob Accept: auth token → order → payment key → iframe URL. Every call has a timeout; any failure becomes
 * `payments:provider_unavailable` (the student sees "Failed to initialize payment" and may retry), never a 500.
 */
import type { Logger } from 'pino';
import type { PaymentsConfig } from '../../../config';
import { AppError } from '../../../errors';
import type { CardProvider, Checkout, CheckoutRequest } from './types';

const REQUEST_TIMEOUT_MS = 10_000;
/** How long the payment key (and so the checkout) stays valid at Paymob, in seconds. */
export const PAYMENT_KEY_EXPIRATION_S = 3600;

type PaymobSettings = NonNullable<PaymentsConfig['paymob']>;

export function paymobProvider(settings: PaymobSettings, logger: Logger): CardProvider {
  async function call(path: string, body: Record<string, unknown>): Promise<Record<string, unknown>> {
    let response: Response;
    try {
      response = await fetch(`${settings.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      logger.warn({ err: error, path }, 'paymob request failed');
      throw unavailable();
    }
    const text = await response.text();
    if (!response.ok) {
      logger.warn({ status: response.status, path }, 'paymob refused a request');
      throw unavailable();
    }
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object') return parsed as Record<string, unknown>;
    } catch {
      // fall through
    }
    logger.warn({ path }, 'paymob answered something that is not a JSON object');
    throw unavailable();
  }

  function field(object: Record<string, unknown>, key: string): string {
    const value = object[key];
    if ((typeof value === 'string' && value !== '') || typeof value === 'number') return String(value);
    logger.warn({ key }, 'paymob answer is missing a field');
    throw unavailable();
  }

  return {
    name: 'paymob',
    hmacSecret: settings.hmacSecret,
    integrationId: String(settings.integrationId),
    async createCheckout(request: CheckoutRequest): Promise<Checkout> {
      const authToken = field(await call('/api/auth/tokens', { api_key: settings.apiKey }), 'token');
      const order = await call('/api/ecommerce/orders', {
        auth_token: authToken,
        delivery_needed: false,
        amount_cents: request.amountCents,
        currency: request.currency,
        merchant_order_id: request.paymentId,
        items: [{ name: request.plan, amount_cents: request.amountCents, description: request.plan, quantity: 1 }],
      });
      const providerOrderId = field(order, 'id');
      const [firstName, ...rest] = request.customer.name.trim().split(/\s+/);
      const paymentKey = await call('/api/acceptance/payment_keys', {
        auth_token: authToken,
        amount_cents: request.amountCents,
        expiration: PAYMENT_KEY_EXPIRATION_S,
        order_id: Number(providerOrderId),
        currency: request.currency,
        integration_id: settings.integrationId,
        lock_order_when_paid: true,
        // Paymob requires every billing field; "NA" is its documented placeholder for what we do not collect.
        billing_data: {
          first_name: firstName || 'NA',
          last_name: rest.join(' ') || 'NA',
          email: request.customer.email,
          phone_number: 'NA',
          apartment: 'NA',
          floor: 'NA',
          street: 'NA',
          building: 'NA',
          shipping_method: 'NA',
          postal_code: 'NA',
          city: 'NA',
          country: 'EG',
          state: 'NA',
        },
      });
      const paymentToken = field(paymentKey, 'token');
      const iframeUrl = `${settings.baseUrl}/api/acceptance/iframes/${settings.iframeId}?payment_token=${encodeURIComponent(paymentToken)}`;
      return { providerOrderId, paymentToken, iframeUrl };
    },
  };
}

function unavailable(): AppError {
  return new AppError('payments:provider_unavailable', 502, 'Failed to initialize payment. Please try again.');
}
