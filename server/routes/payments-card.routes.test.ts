/**
 * Card payments over real HTTP on each database: the sandbox checkout end to end, and the `paymob` provider against
 * a local fake Accept server. Forged, replayed, tampered, stale, amount-mismatched and cross-plan callbacks activate
 * nothing; the same valid callback twice activates exactly once.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentTokenResponseSchema } from '../../contract/payments';
import { SubscriptionStatusSchema } from '../../contract/subscription';
import { findUserById, insertUser, updateUser } from '../../db/repositories/users.repository';
import { describeEachDatabase } from '../../db/testing';
import { hashPassword } from '../services/auth/passwords';
import { signPaymob, processedCallbackMessage } from '../services/payments/paymob-hmac';
import { SANDBOX_CARDS } from '../services/payments/providers/sandbox';
import { createTestClient, startTestApp, type RunningApp, type TestClient } from '../testing';
import { startFakePaymob, type FakePaymob } from '../testing/fake-paymob';

const PASSWORD = 'correct horse 1';
const DAY_MS = 24 * 60 * 60 * 1000;

async function signedInStudent(app: RunningApp, name = 'سارة محمود'): Promise<{ browser: TestClient; userId: string }> {
  const user = await insertUser(app.context.db, { name, email: `pay-${randomUUID()}@example.com`, passwordHash: await hashPassword(PASSWORD) });
  const browser = createTestClient(app);
  expect((await browser.post('/api/auth/login', { email: user.email, password: PASSWORD })).status).toBe(200);
  return { browser, userId: user.id };
}

async function status(browser: TestClient) {
  return SubscriptionStatusSchema.parse(await (await browser.get('/api/subscription/status')).json());
}

describeEachDatabase('card payments: the sandbox checkout', (database) => {
  let app: RunningApp;
  beforeAll(async () => {
    app = await startTestApp(database.knex, {}, { relaxedRateLimits: true });
  });
  afterAll(() => app.close());

  async function openCheckout(browser: TestClient, body: unknown = { amount: 99, plan: 'premium_monthly' }) {
    const response = await browser.post('/api/generate-payment-token', body);
    expect(response.status).toBe(200);
    const token = PaymentTokenResponseSchema.parse(await response.json());
    expect(token.success).toBe(true);
    return token;
  }

  it('a student pays by test card: the frame lands on a page that tells the app, and the student is Premium for 30 days', async () => {
    const { browser, userId } = await signedInStudent(app);
    const token = await openCheckout(browser);
    expect(token.iframe_url).toMatch(/^\/api\/payments\/sandbox\/checkout\?payment_token=/);

    const checkout = await browser.get(token.iframe_url!);
    expect(checkout.status).toBe(200);
    expect(checkout.headers.get('content-type')).toMatch(/text\/html/);
    const html = await checkout.text();
    expect(html).toContain('٩٩');
    expect(html).toContain(SANDBOX_CARDS.declined);

    const paid = await browser.post('/api/payments/sandbox/pay', { payment_token: token.payment_token, card_number: '4242 4242 4242 4242' });
    expect(paid.status).toBe(200);
    const { redirectUrl } = (await paid.json()) as { redirectUrl: string };
    expect(redirectUrl).toMatch(/^\/api\/payments\/card\/response\?/);
    const result = await browser.get(redirectUrl);
    const page = await result.text();
    expect(page).toContain('"type":"payment_success"');
    expect(page).toContain('location.origin');

    const now = await status(browser);
    expect(now).toMatchObject({ isPremium: true, subscriptionTier: 'premium_monthly', isExpired: false });
    expect(new Date(now.subscriptionEndDate!).getTime() - Date.now()).toBeGreaterThan(29.9 * DAY_MS);
    // The response page again (a reload of the frame) changes nothing.
    await browser.get(redirectUrl);
    expect((await findUserById(app.context.db, userId))?.subscriptionEndDate?.toISOString()).toBe(now.subscriptionEndDate);

    const billing = (await (await browser.get('/api/billing')).json()) as { history: Array<{ method: string; status: string; amount: number }> };
    expect(billing.history).toEqual([expect.objectContaining({ method: 'card', status: 'paid', amount: 99 })]);
  });

  it('a declined test card shows the error to the app and leaves the student free; billing lists it as failed', async () => {
    const { browser } = await signedInStudent(app);
    const token = await openCheckout(browser, { amount: 999, plan: 'premium_yearly' });
    const declined = await browser.post('/api/payments/sandbox/pay', { payment_token: token.payment_token, card_number: SANDBOX_CARDS.declined });
    const page = await (await browser.get(((await declined.json()) as { redirectUrl: string }).redirectUrl)).text();
    expect(page).toContain('"type":"payment_error"');
    expect(await status(browser)).toMatchObject({ isPremium: false });
    const billing = (await (await browser.get('/api/billing')).json()) as { history: Array<{ status: string }> };
    expect(billing.history).toEqual([expect.objectContaining({ status: 'failed' })]);

    // Trying another card on the same checkout after a decline works (as at Paymob).
    const retry = await browser.post('/api/payments/sandbox/pay', { payment_token: token.payment_token, card_number: SANDBOX_CARDS.approved });
    await browser.get(((await retry.json()) as { redirectUrl: string }).redirectUrl);
    expect(await status(browser)).toMatchObject({ isPremium: true, subscriptionTier: 'premium_yearly' });
  });

  it('the server decides the amount: a client amount that is not the plan price is a 400; visitors get 401', async () => {
    const { browser } = await signedInStudent(app);
    expect((await browser.post('/api/generate-payment-token', { amount: 999, plan: 'premium_monthly' })).status).toBe(400);
    expect((await browser.post('/api/generate-payment-token', { amount: 1 })).status).toBe(400);
    expect((await browser.post('/api/generate-payment-token', { amount: 99.5 })).status).toBe(400);
    const plan = await openCheckout(browser, { amount: 999 });
    expect(plan.success).toBe(true);
    expect((await createTestClient(app).post('/api/generate-payment-token', { amount: 99 })).status).toBe(401);
  });

  it('a forged checkout token or a card number that fails the Luhn check changes nothing', async () => {
    const { browser } = await signedInStudent(app);
    const token = await openCheckout(browser);
    const forged = token.payment_token!.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
    expect((await browser.post('/api/payments/sandbox/pay', { payment_token: forged, card_number: SANDBOX_CARDS.approved })).status).toBe(404);
    expect(await (await browser.get(`/api/payments/sandbox/checkout?payment_token=${encodeURIComponent(forged)}`)).text()).toContain('role="alert"');
    expect((await browser.post('/api/payments/sandbox/pay', { payment_token: token.payment_token, card_number: '4242424242424241' })).status).toBe(400);
    expect(await status(browser)).toMatchObject({ isPremium: false });
  });

  it('a response-page URL with a tampered field (amount, success) is refused and activates nothing', async () => {
    const { browser } = await signedInStudent(app);
    const token = await openCheckout(browser);
    const declined = await browser.post('/api/payments/sandbox/pay', { payment_token: token.payment_token, card_number: SANDBOX_CARDS.declined });
    const url = new URL(((await declined.json()) as { redirectUrl: string }).redirectUrl, 'http://x');
    url.searchParams.set('success', 'true');
    expect(await (await browser.get(url.pathname + url.search)).text()).toContain('"type":"payment_error"');
    expect(await status(browser)).toMatchObject({ isPremium: false });
  });

  it('paying again while Premium extends from the current end date, not from today', async () => {
    const { browser, userId } = await signedInStudent(app);
    const end = new Date(Date.now() + 10 * DAY_MS);
    await updateUser(app.context.db, userId, { isPremium: true, subscriptionTier: 'premium_monthly', subscriptionEndDate: end });
    const token = await openCheckout(browser, { amount: 999, plan: 'premium_yearly' });
    const paid = await browser.post('/api/payments/sandbox/pay', { payment_token: token.payment_token, card_number: SANDBOX_CARDS.approved });
    await browser.get(((await paid.json()) as { redirectUrl: string }).redirectUrl);
    const now = await status(browser);
    expect(now.subscriptionTier).toBe('premium_yearly');
    expect(Math.abs(new Date(now.subscriptionEndDate!).getTime() - (end.getTime() + 365 * DAY_MS))).toBeLessThan(1000);
  });
});

describeEachDatabase('card payments: the paymob provider against a fake Accept server', (database) => {
  const secrets = { apiKey: 'ZXlKaGJHY2lPaUpJVXpVeE1pSXNJblI1Y0NJNklrcFhWQ0o5', integrationId: 4_123_456, hmacSecret: 'F0B1C2D3E4F5A6B7C8D9E0F1A2B3C4D5' };
  let fake: FakePaymob;
  let app: RunningApp;
  beforeAll(async () => {
    fake = await startFakePaymob(secrets);
    const base = (await import('../config')).loadConfig({ NODE_ENV: 'test' });
    app = await startTestApp(
      database.knex,
      {
        payments: {
          ...base.payments,
          provider: 'paymob',
          paymob: { apiKey: secrets.apiKey, integrationId: secrets.integrationId, iframeId: 777_001, hmacSecret: secrets.hmacSecret, baseUrl: fake.baseUrl },
        },
      },
      { relaxedRateLimits: true },
    );
  });
  afterAll(async () => {
    await app.close();
    await fake.close();
  });

  async function checkout(browser: TestClient, body: unknown = { amount: 99, plan: 'premium_monthly' }) {
    const response = await browser.post('/api/generate-payment-token', body);
    expect(response.status).toBe(200);
    const token = PaymentTokenResponseSchema.parse(await response.json());
    const key = fake.paymentKeys.get(token.payment_token!);
    const order = fake.orders.find((each) => each.id === key?.orderId);
    if (!order) throw new Error('the fake saw no order for this checkout');
    return { token, order };
  }

  const callback = (body: unknown, hmac: string) =>
    createTestClient(app).request(`/api/payments/card/callback?hmac=${hmac}`, { method: 'POST', json: body, headers: { Origin: '' } });

  it('opens a real Accept checkout: order with our merchant order id and the plan price in piasters, a payment key, the iframe URL', async () => {
    const { browser, userId } = await signedInStudent(app);
    const { token, order } = await checkout(browser);
    expect(order).toMatchObject({ amountCents: 9900, currency: 'EGP' });
    expect(order.merchantOrderId).toMatch(/^[0-9a-f-]{36}$/);
    expect(token.iframe_url).toBe(`${fake.baseUrl}/api/acceptance/iframes/777001?payment_token=${encodeURIComponent(token.payment_token!)}`);
    expect(fake.paymentKeys.get(token.payment_token!)?.billingData).toMatchObject({ first_name: 'سارة', last_name: 'محمود' });
    expect((await findUserById(app.context.db, userId))?.isPremium).toBe(false);
  });

  it('the signed processed callback activates Premium once; the same callback again changes nothing', async () => {
    const { browser, userId } = await signedInStudent(app);
    const { order } = await checkout(browser);
    const { body, hmac } = fake.transaction(order);
    const first = await callback(body, hmac);
    expect(first.status).toBe(200);
    const activated = await findUserById(app.context.db, userId);
    expect(activated).toMatchObject({ isPremium: true, subscriptionTier: 'premium_monthly' });
    expect((await callback(body, hmac)).status).toBe(200);
    expect((await findUserById(app.context.db, userId))?.subscriptionEndDate?.getTime()).toBe(activated?.subscriptionEndDate?.getTime());
    // The browser's GET response callback for the same transaction agrees and activates nothing more.
    const page = await (await browser.get(`/api/payments/card/response?${fake.responseQuery(body.obj)}`)).text();
    expect(page).toContain('"type":"payment_success"');
    expect((await findUserById(app.context.db, userId))?.subscriptionEndDate?.getTime()).toBe(activated?.subscriptionEndDate?.getTime());
  });

  it('the GET response callback alone (processed callback late) activates Premium', async () => {
    const { browser } = await signedInStudent(app);
    const { order } = await checkout(browser, { amount: 999, plan: 'premium_yearly' });
    const { body } = fake.transaction(order);
    expect(await (await browser.get(`/api/payments/card/response?${fake.responseQuery(body.obj)}`)).text()).toContain('payment_success');
    expect(await status(browser)).toMatchObject({ isPremium: true, subscriptionTier: 'premium_yearly' });
  });

  it('forged, tampered, stale, amount-mismatched, cross-plan and foreign-integration callbacks are refused with 400 and activate nothing', async () => {
    const { browser, userId } = await signedInStudent(app);
    const { order } = await checkout(browser);
    const valid = fake.transaction(order);
    const resign = (obj: Record<string, unknown>) => signPaymob(processedCallbackMessage(obj), secrets.hmacSecret);

    const attempts: Array<[string, unknown, string]> = [
      ['no hmac', valid.body, ''],
      ['hmac of another secret', valid.body, signPaymob(processedCallbackMessage(valid.body.obj), 'not-the-secret')],
      ['hmac made with the API key', valid.body, signPaymob(processedCallbackMessage(valid.body.obj), secrets.apiKey)],
      ['tampered amount, old hmac', { ...valid.body, obj: { ...valid.body.obj, amount_cents: 100 } }, valid.hmac],
      ['truncated hmac', valid.body, valid.hmac.slice(0, 64)],
    ];
    const yearly = { ...valid.body.obj, amount_cents: 99900 };
    attempts.push(['the yearly price on a monthly checkout (signed)', { type: 'TRANSACTION', obj: yearly }, resign(yearly)]);
    const otherCurrency = { ...valid.body.obj, currency: 'USD' };
    attempts.push(['another currency (signed)', { type: 'TRANSACTION', obj: otherCurrency }, resign(otherCurrency)]);
    const stale = { ...valid.body.obj, created_at: new Date(Date.now() - 3 * 24 * 60 * 60 * 1000).toISOString() };
    attempts.push(['a transaction from days before the checkout (signed)', { type: 'TRANSACTION', obj: stale }, resign(stale)]);
    const foreignIntegration = { ...valid.body.obj, integration_id: 999 };
    attempts.push(['another integration (signed)', { type: 'TRANSACTION', obj: foreignIntegration }, resign(foreignIntegration)]);
    const otherMerchantOrder = { ...valid.body.obj, order: { ...(valid.body.obj.order as object), merchant_order_id: randomUUID() } };
    attempts.push(['a merchant order id that is not ours (signed)', { type: 'TRANSACTION', obj: otherMerchantOrder }, resign(otherMerchantOrder)]);
    const unknownOrder = { ...valid.body.obj, order: { id: 1, merchant_order_id: order.merchantOrderId } };
    attempts.push(['an order we never created (signed)', { type: 'TRANSACTION', obj: unknownOrder }, resign(unknownOrder)]);
    const refunded = { ...valid.body.obj, is_refunded: true };
    attempts.push(['a refunded transaction (signed)', { type: 'TRANSACTION', obj: refunded }, resign(refunded)]);
    attempts.push(['not a transaction', { type: 'TOKEN', obj: valid.body.obj }, valid.hmac]);

    for (const [label, body, hmac] of attempts) {
      const response = await callback(body, hmac);
      expect(response.status, label).toBe(400);
      expect((await findUserById(app.context.db, userId))?.isPremium, label).toBe(false);
    }
    // A pending (not yet final) transaction is acknowledged but activates nothing.
    const pending = { ...valid.body.obj, pending: true };
    expect((await callback({ type: 'TRANSACTION', obj: pending }, resign(pending))).status).toBe(200);
    expect((await findUserById(app.context.db, userId))?.isPremium).toBe(false);
    // The untouched callback still works afterwards.
    expect((await callback(valid.body, valid.hmac)).status).toBe(200);
    expect((await findUserById(app.context.db, userId))?.isPremium).toBe(true);
  });

  it("a transaction on one student's order never activates another student", async () => {
    const first = await signedInStudent(app);
    const second = await signedInStudent(app);
    const { order } = await checkout(first.browser);
    const { body, hmac } = fake.transaction(order);
    await callback(body, hmac);
    expect((await findUserById(app.context.db, first.userId))?.isPremium).toBe(true);
    expect((await findUserById(app.context.db, second.userId))?.isPremium).toBe(false);
  });

  it('when Accept is down the student gets the §8 initialisation error (502), not a 500', async () => {
    const { browser } = await signedInStudent(app);
    fake.failWith = 500;
    try {
      const response = await browser.post('/api/generate-payment-token', { amount: 99 });
      expect(response.status).toBe(502);
      expect(await response.text()).toContain('Failed to initialize payment. Please try again.');
    } finally {
      fake.failWith = null;
    }
  });

  it('the card page may frame Accept: its origin is in the CSP frame-src', async () => {
    const response = await createTestClient(app).get('/api/payments/options');
    expect(await response.json()).toMatchObject({ card: 'paymob' });
    expect(response.headers.get('content-security-policy')).toContain(`frame-src 'self' ${fake.baseUrl}`);
  });
});

describe('the sandbox is never mistaken for Paymob', () => {
  it('a sandbox-signed transaction is refused by a Paymob-configured server (different HMAC secret)', async () => {
    const sandbox = (await import('../services/payments/providers/sandbox')).sandboxProvider('test-secret-test-secret-test-secret-0123456789');
    expect(sandbox.hmacSecret).not.toBe('F0B1C2D3E4F5A6B7C8D9E0F1A2B3C4D5');
    expect(sandbox.hmacSecret).toMatch(/^[0-9a-f]{64}$/);
  });
});
