/**
 * Payments (SPEC.md §7): which methods are on, the card checkout token, the Vodafone Cash request and proof (sent
 * as multipart/form-data with the screenshot file), one's own wallet request, and billing. Mutations never retry.
 */
import { queryOptions } from '@tanstack/react-query';
import type {
  BillingResponse,
  ConfirmVodafoneResponse,
  WalletRequestSummary,
  PaymentOptions,
  PaymentTokenRequest,
  PaymentTokenResponse,
  VodafoneManualPaymentResponse,
} from '../../contract/payments';
import type { Plan } from '../../contract/enums';
import { apiGet, apiRequest, requestHeaders, throwIfNotOk } from '../api-client';

export const paymentKeys = {
  options: ['/api/payments/options'] as const,
  billing: ['/api/billing'] as const,
  request: (id: string) => ['/api/payments/requests', id] as const,
};

export function paymentOptionsQuery() {
  return queryOptions({ queryKey: paymentKeys.options, queryFn: ({ signal }) => apiGet<PaymentOptions>('/api/payments/options', signal) });
}

export function billingQuery() {
  return queryOptions({ queryKey: paymentKeys.billing, queryFn: ({ signal }) => apiGet<BillingResponse>('/api/billing', signal), staleTime: 0 });
}

export function ownPaymentRequestQuery(id: string) {
  return queryOptions({
    queryKey: paymentKeys.request(id),
    queryFn: ({ signal }) => apiGet<WalletRequestSummary>(`/api/payments/requests/${encodeURIComponent(id)}`, signal),
  });
}

async function postForm<T>(url: string, form: FormData): Promise<T> {
  // No Content-Type: the browser writes multipart/form-data with its boundary.
  const response = await fetch(url, { method: 'POST', credentials: 'include', headers: requestHeaders(false), body: form });
  await throwIfNotOk(response);
  return (await response.json()) as T;
}

export interface ManualPaymentValues {
  userName: string;
  userPhone: string;
  senderPhone: string;
  amount: string;
  plan: Plan;
  notes: string;
  screenshot: File;
}

export const paymentsApi = {
  generateToken: (body: PaymentTokenRequest) => apiRequest<PaymentTokenResponse>('POST', '/api/generate-payment-token', body),
  submitManual: (values: ManualPaymentValues) => {
    const form = new FormData();
    for (const key of ['userName', 'userPhone', 'senderPhone', 'amount', 'plan', 'notes'] as const) form.set(key, values[key]);
    form.set('screenshot', values.screenshot, values.screenshot.name);
    return postForm<VodafoneManualPaymentResponse>('/api/payments/vodafone-manual', form);
  },
  confirmWallet: (values: { requestId: string; phoneNumber: string; screenshot: File }) => {
    const form = new FormData();
    form.set('requestId', values.requestId);
    form.set('phoneNumber', values.phoneNumber);
    form.set('screenshot', values.screenshot, values.screenshot.name);
    return postForm<ConfirmVodafoneResponse>('/api/payment/confirm-vodafone', form);
  },
  cancelRenewal: () => apiRequest<BillingResponse>('POST', '/api/billing/cancel'),
};
