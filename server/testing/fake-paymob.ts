/**
 * A local stand-in for Paymob's Accept API over real HTTP, for tests of the `paymob` provider: auth tokens,
 * orders, payment keys and the iframe page, with the checks Paymob makes (API key, auth token, integration id,
 * order ownership). `transaction()` builds the processed callback Paymob would send for an order, signed with
 * the HMAC secret, and `responseQuery()` the matching GET response callback.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PAYMOB_HMAC_FIELDS, processedCallbackMessage, responseCallbackMessage, signPaymob } from '../services/payments/paymob-hmac';

export interface FakePaymobOptions {
  apiKey: string;
  integrationId: number;
  hmacSecret: string;
}

export interface FakeOrder {
  id: number;
  merchantOrderId: string;
  amountCents: number;
  currency: string;
}

export interface FakePaymob {
  baseUrl: string;
  orders: FakeOrder[];
  /** Payment keys issued: token → order id. */
  paymentKeys: Map<string, { orderId: number; integrationId: number; billingData: Record<string, unknown> }>;
  /** Answer every API call with this status instead (e.g. 500 to test an outage); null to behave. */
  failWith: number | null;
  transaction(order: FakeOrder, overrides?: Record<string, unknown>): { body: { type: 'TRANSACTION'; obj: Record<string, unknown> }; hmac: string };
  responseQuery(transaction: Record<string, unknown>): URLSearchParams;
  close(): Promise<void>;
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
}

export async function startFakePaymob(options: FakePaymobOptions): Promise<FakePaymob> {
  const authTokens = new Set<string>();
  const orders: FakeOrder[] = [];
  const paymentKeys: FakePaymob['paymentKeys'] = new Map();
  let nextOrderId = 5_000_000;

  const server: Server = createServer(async (req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (fake.failWith !== null) return send(fake.failWith, { detail: 'unavailable' });
    const url = new URL(req.url ?? '/', 'http://fake');
    if (req.method === 'GET' && url.pathname.startsWith('/api/acceptance/iframes/')) {
      const token = url.searchParams.get('payment_token') ?? '';
      res.writeHead(paymentKeys.has(token) ? 200 : 404, { 'content-type': 'text/html' });
      return res.end('<!doctype html><title>Paymob</title><form>card form</form>');
    }
    if (req.method !== 'POST') return send(405, { detail: 'method' });
    const body = await readJson(req);
    if (url.pathname === '/api/auth/tokens') {
      if (body.api_key !== options.apiKey) return send(403, { detail: 'incorrect credentials' });
      const token = randomBytes(24).toString('hex');
      authTokens.add(token);
      return send(201, { token, profile: { id: 1 } });
    }
    if (!authTokens.has(String(body.auth_token))) return send(401, { detail: 'invalid token' });
    if (url.pathname === '/api/ecommerce/orders') {
      if (orders.some((order) => order.merchantOrderId === body.merchant_order_id)) return send(422, { message: 'duplicate' });
      const order: FakeOrder = { id: nextOrderId++, merchantOrderId: String(body.merchant_order_id), amountCents: Number(body.amount_cents), currency: String(body.currency) };
      orders.push(order);
      return send(201, { id: order.id, merchant_order_id: order.merchantOrderId, amount_cents: order.amountCents });
    }
    if (url.pathname === '/api/acceptance/payment_keys') {
      const order = orders.find((each) => each.id === Number(body.order_id));
      if (!order || Number(body.amount_cents) !== order.amountCents) return send(400, { detail: 'order' });
      if (Number(body.integration_id) !== options.integrationId) return send(400, { detail: 'integration' });
      const billing = body.billing_data as Record<string, unknown> | undefined;
      const required = ['first_name', 'last_name', 'email', 'phone_number', 'apartment', 'floor', 'street', 'building', 'city', 'country', 'state'];
      if (!billing || required.some((key) => typeof billing[key] !== 'string' || billing[key] === '')) return send(400, { detail: 'billing_data' });
      const token = `ZXlK${randomBytes(32).toString('base64url')}`;
      paymentKeys.set(token, { orderId: order.id, integrationId: Number(body.integration_id), billingData: billing });
      return send(201, { token });
    }
    return send(404, { detail: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const fake: FakePaymob = {
    baseUrl: `http://127.0.0.1:${port}`,
    orders,
    paymentKeys,
    failWith: null,
    transaction(order, overrides = {}) {
      const obj: Record<string, unknown> = {
        id: randomInt(100_000_000, 999_999_999),
        pending: false,
        amount_cents: order.amountCents,
        success: true,
        is_auth: false,
        is_capture: false,
        is_standalone_payment: true,
        is_voided: false,
        is_refunded: false,
        is_3d_secure: true,
        integration_id: options.integrationId,
        profile_id: 1,
        has_parent_transaction: false,
        order: { id: order.id, merchant_order_id: order.merchantOrderId, amount_cents: order.amountCents, currency: order.currency },
        created_at: new Date().toISOString().replace('Z', ''),
        currency: order.currency,
        source_data: { pan: '2346', type: 'card', sub_type: 'MasterCard' },
        error_occured: false,
        owner: 302852,
        data: { message: 'Approved' },
        ...overrides,
      };
      return { body: { type: 'TRANSACTION', obj }, hmac: signPaymob(processedCallbackMessage(obj), options.hmacSecret) };
    },
    responseQuery(obj) {
      const order = obj.order as { id: number; merchant_order_id: string };
      const source = obj.source_data as Record<string, unknown>;
      const query = new URLSearchParams();
      for (const field of PAYMOB_HMAC_FIELDS) {
        const value = field === 'order.id' ? order.id : field.startsWith('source_data.') ? source[field.slice(12)] : obj[field];
        query.set(field === 'order.id' ? 'order' : field, value === null || value === undefined ? '' : String(value));
      }
      query.set('merchant_order_id', order.merchant_order_id);
      query.set('hmac', signPaymob(responseCallbackMessage(Object.fromEntries(query)), options.hmacSecret));
      return query;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return fake;
}
