/**
 * Paymob's transaction HMAC (HMAC-SHA512, keyed with the HMAC secret — not the API key) over the documented fields,
 * concatenated without separators in this order. Booleans are "true"/"false", null and undefined are "".
 * The processed (POST) callback nests `order.id` and `source_data.*`; the response (GET) callback has the same
 * fields flat, with `order` for the order id and `source_data.pan` literally as a key.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const PAYMOB_HMAC_FIELDS = [
  'amount_cents',
  'created_at',
  'currency',
  'error_occured',
  'has_parent_transaction',
  'id',
  'integration_id',
  'is_3d_secure',
  'is_auth',
  'is_capture',
  'is_refunded',
  'is_standalone_payment',
  'is_voided',
  'order.id',
  'owner',
  'pending',
  'source_data.pan',
  'source_data.sub_type',
  'source_data.type',
  'success',
] as const;

type Field = (typeof PAYMOB_HMAC_FIELDS)[number];

function asText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint') return String(value);
  return '';
}

/** A field of the processed callback's `obj` (nested paths). */
function nestedField(transaction: Record<string, unknown>, field: Field): unknown {
  return field.split('.').reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), transaction);
}

/** A field of the response callback's flat query (`order` carries the order id). */
function flatField(query: Record<string, unknown>, field: Field): unknown {
  return field === 'order.id' ? query.order : query[field];
}

/** The string Paymob signs, from the processed callback's `obj`. */
export function processedCallbackMessage(transaction: Record<string, unknown>): string {
  return PAYMOB_HMAC_FIELDS.map((field) => asText(nestedField(transaction, field))).join('');
}

/** The string Paymob signs, from the response callback's query parameters. */
export function responseCallbackMessage(query: Record<string, unknown>): string {
  return PAYMOB_HMAC_FIELDS.map((field) => asText(flatField(query, field))).join('');
}

export function signPaymob(message: string, secret: string): string {
  return createHmac('sha512', secret).update(message, 'utf8').digest('hex');
}

/** Constant-time comparison of a received hex HMAC with the expected one (any other shape is false). */
export function verifyPaymob(message: string, received: unknown, secret: string): boolean {
  if (typeof received !== 'string' || !/^[0-9a-fA-F]{128}$/.test(received)) return false;
  const expected = Buffer.from(signPaymob(message, secret), 'hex');
  return timingSafeEqual(expected, Buffer.from(received.toLowerCase(), 'hex'));
}
