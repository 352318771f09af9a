/** What a card-payment provider does for us: open a checkout for one payment, and sign its transaction callbacks. */
import type { Plan } from '../../../../contract/enums';

export interface CheckoutRequest {
  /** Our card_payments id: sent as the provider's merchant order id and checked again on the callback. */
  paymentId: string;
  amountCents: number;
  currency: 'EGP';
  plan: Plan;
  customer: { name: string; email: string };
}

export interface Checkout {
  providerOrderId: string;
  paymentToken: string;
  /** The page the card frame shows (absolute for Paymob, same-origin path for the sandbox). */
  iframeUrl: string;
}

export interface CardProvider {
  readonly name: 'paymob' | 'sandbox';
  /** Key of the transaction HMAC (both providers sign callbacks the Paymob way). */
  readonly hmacSecret: string;
  /** The integration id callbacks must carry, when the provider has one. */
  readonly integrationId: string | null;
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
}
