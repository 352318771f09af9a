/**
 * Vodafone Cash over real HTTP on each database: a request with a real screenshot lands as pending; uploads that
 * lie about their type, are oversized, truncated, polyglot or empty get a 4xx and store nothing (a polyglot's
 * payload does not survive re-encoding); another student's request id is a 404; approval activates Premium once
 * even when two operators approve at once; billing shows the history and stopping renewal keeps access.
 */
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PAYMENT_SCREENSHOT } from '../../contract/constants';
import { BillingResponseSchema, WalletRequestSummarySchema } from '../../contract/payments';
import { SubscriptionStatusSchema } from '../../contract/subscription';
import { findPaymentRequestById } from '../../db/repositories/payment-requests.repository';
import { findUploadedFileById } from '../../db/repositories/uploaded-files.repository';
import { findUserById, insertUser, updateUser } from '../../db/repositories/users.repository';
import { describeEachDatabase } from '../../db/testing';
import { hashPassword } from '../services/auth/passwords';
import { approvePaymentRequest, rejectPaymentRequest } from '../services/payments/wallet.service';
import { createTestClient, startTestApp, type RunningApp, type TestClient } from '../testing';

const PASSWORD = 'correct horse 1';
const WALLET = '01001234567';
const DAY_MS = 24 * 60 * 60 * 1000;

async function png(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#e60000' } }).png().toBuffer();
}

async function jpegWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 80, height: 60, channels: 3, background: '#00aaff' } })
    .withExif({ IFD0: { Copyright: 'secret-gps-owner', Artist: 'Student Phone' } })
    .jpeg()
    .toBuffer();
}

function form(fields: Record<string, string>, file?: { bytes: Buffer; type: string; name: string }): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  if (file) data.set('screenshot', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return data;
}

const manualFields = { userName: 'أحمد علي', userPhone: '+20 100 123 4567', senderPhone: '٠١١٢٣٤٥٦٧٨٩', amount: '99', plan: 'premium_monthly', notes: 'حولت من محفظة أخي' };

describeEachDatabase('Vodafone Cash payments', (database) => {
  let app: RunningApp;
  beforeAll(async () => {
    const base = (await import('../config')).loadConfig({ NODE_ENV: 'test' });
    app = await startTestApp(database.knex, { payments: { ...base.payments, vodafoneCashNumber: WALLET } }, { relaxedRateLimits: true });
  });
  afterAll(() => app.close());

  async function student(): Promise<{ browser: TestClient; userId: string }> {
    const user = await insertUser(app.context.db, { name: 'أحمد علي', email: `wallet-${randomUUID()}@example.com`, passwordHash: await hashPassword(PASSWORD) });
    const browser = createTestClient(app);
    expect((await browser.post('/api/auth/login', { email: user.email, password: PASSWORD })).status).toBe(200);
    return { browser, userId: user.id };
  }

  const submit = (browser: TestClient, data: FormData) => browser.request('/api/payments/vodafone-manual', { method: 'POST', form: data });
  const uploadedCount = async () => Number((await app.context.db('uploaded_files').count({ n: '*' }).first())?.n ?? 0);
  const requestCount = async () => Number((await app.context.db('payment_requests').count({ n: '*' }).first())?.n ?? 0);

  it('a request with a real PNG lands as pending, normalised phones, screenshot stored re-encoded and owned by the student', async () => {
    const { browser, userId } = await student();
    const response = await submit(browser, form(manualFields, { bytes: await png(), type: 'image/png', name: 'إيصال.png' }));
    expect(response.status).toBe(201);
    const { requestId } = (await response.json()) as { requestId: string };
    const stored = await findPaymentRequestById(app.context.db, requestId);
    expect(stored).toMatchObject({ userId, status: 'pending', userPhone: '01001234567', senderPhone: '01123456789', amount: 99, plan: 'premium_monthly', notes: 'حولت من محفظة أخي' });
    const file = await findUploadedFileById(app.context.db, stored!.screenshotFileId!);
    expect(file).toMatchObject({ ownerUserId: userId, mimeType: 'image/png', purpose: 'payment_screenshot' });
    expect((await sharp(file!.bytes).metadata()).format).toBe('png');

    const own = WalletRequestSummarySchema.parse(await (await browser.get(`/api/payments/requests/${requestId}`)).json());
    expect(own).toMatchObject({ amount: 99, plan: 'premium_monthly', status: 'pending', hasScreenshot: true, walletNumber: WALLET });
  });

  it('EXIF metadata (owner, GPS) is stripped from a JPEG', async () => {
    const { browser } = await student();
    const original = await jpegWithExif();
    expect(original.includes(Buffer.from('secret-gps-owner'))).toBe(true);
    const response = await submit(browser, form(manualFields, { bytes: original, type: 'image/jpeg', name: 'x.jpg' }));
    const { requestId } = (await response.json()) as { requestId: string };
    const file = await findUploadedFileById(app.context.db, (await findPaymentRequestById(app.context.db, requestId))!.screenshotFileId!);
    expect(file!.bytes.includes(Buffer.from('secret-gps-owner'))).toBe(false);
    expect((await sharp(file!.bytes).metadata()).exif).toBeUndefined();
  });

  it('the JSON form with the screenshot as a data URL (SPEC.md §3) goes through the same checks', async () => {
    const { browser } = await student();
    const screenshotUrl = `data:image/png;base64,${(await png()).toString('base64')}`;
    const response = await browser.post('/api/payments/vodafone-manual', { ...manualFields, amount: 999, plan: 'premium_yearly', screenshotUrl });
    expect(response.status).toBe(201);
    const lying = `data:image/png;base64,${Buffer.from('<html><script>alert(1)</script></html>').toString('base64')}`;
    expect((await browser.post('/api/payments/vodafone-manual', { ...manualFields, screenshotUrl: lying })).status).toBe(415);
  });

  it('uploads that lie about their type, are oversized, truncated or empty get a 4xx with the §8 text and store nothing', async () => {
    const { browser } = await student();
    const real = await png();
    const cases: Array<[string, FormData, number]> = [
      ['HTML named .png', form(manualFields, { bytes: Buffer.from('<html><script>alert(1)</script></html>'), type: 'image/png', name: 'a.png' }), 415],
      ['PDF', form(manualFields, { bytes: Buffer.from('%PDF-1.7\n1 0 obj'), type: 'image/png', name: 'a.png' }), 415],
      ['GIF', form(manualFields, { bytes: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), type: 'image/gif', name: 'a.gif' }), 415],
      ['truncated PNG', form(manualFields, { bytes: real.subarray(0, real.length - 30), type: 'image/png', name: 'a.png' }), 415],
      ['PNG header only', form(manualFields, { bytes: real.subarray(0, 16), type: 'image/png', name: 'a.png' }), 415],
      ['zero bytes', form(manualFields, { bytes: Buffer.alloc(0), type: 'image/png', name: 'a.png' }), 400],
      ['no file', form(manualFields), 400],
      ['oversized', form(manualFields, { bytes: Buffer.concat([real, Buffer.alloc(PAYMENT_SCREENSHOT.maxBytes)]), type: 'image/png', name: 'a.png' }), 413],
      ['bad phone', form({ ...manualFields, senderPhone: '12345' }, { bytes: real, type: 'image/png', name: 'a.png' }), 400],
      ['amount of another plan', form({ ...manualFields, amount: '999' }, { bytes: real, type: 'image/png', name: 'a.png' }), 400],
    ];
    const [files, requests] = [await uploadedCount(), await requestCount()];
    for (const [label, data, expected] of cases) {
      const response = await submit(browser, data);
      expect(response.status, label).toBe(expected);
      const body = await response.text();
      if (expected !== 400) expect(body, label).toContain('Upload failed, please try again');
      if (label === 'no file' || label === 'zero bytes') expect(body, label).toContain('Payment screenshot is required');
    }
    expect(await uploadedCount()).toBe(files);
    expect(await requestCount()).toBe(requests);
  });

  it('a polyglot (a PNG with a script appended) is stored only as the re-encoded image', async () => {
    const { browser } = await student();
    const payload = Buffer.from('<script>alert(document.cookie)</script>');
    const response = await submit(browser, form(manualFields, { bytes: Buffer.concat([await png(), payload]), type: 'image/png', name: 'a.png' }));
    expect(response.status).toBe(201);
    const { requestId } = (await response.json()) as { requestId: string };
    const file = await findUploadedFileById(app.context.db, (await findPaymentRequestById(app.context.db, requestId))!.screenshotFileId!);
    expect(file!.bytes.includes(payload)).toBe(false);
  });

  it("the proof page's upload works only on the student's own pending request: another student's id is a 404", async () => {
    const owner = await student();
    const stranger = await student();
    const created = await submit(owner.browser, form(manualFields, { bytes: await png(), type: 'image/png', name: 'a.png' }));
    const { requestId } = (await created.json()) as { requestId: string };
    const proof = (phoneNumber: string) => form({ requestId, phoneNumber }, { bytes: Buffer.from('not used'), type: 'image/png', name: 'b.png' });

    expect((await stranger.browser.get(`/api/payments/requests/${requestId}`)).status).toBe(404);
    const stolen = await stranger.browser.request('/api/payment/confirm-vodafone', { method: 'POST', form: form({ requestId, phoneNumber: '01001234567' }, { bytes: await png(), type: 'image/png', name: 'b.png' }) });
    expect(stolen.status).toBe(404);
    expect((await owner.browser.request('/api/payment/confirm-vodafone', { method: 'POST', form: proof('01001234567') })).status).toBe(415);
    const fresh = await owner.browser.request('/api/payment/confirm-vodafone', { method: 'POST', form: form({ requestId, phoneNumber: '0020 155 123 4567' }, { bytes: await png(30, 30), type: 'image/png', name: 'b.png' }) });
    expect(fresh.status).toBe(200);
    expect((await findPaymentRequestById(app.context.db, requestId))?.senderPhone).toBe('01551234567');
    expect((await createTestClient(app).request('/api/payment/confirm-vodafone', { method: 'POST', form: proof('01001234567') })).status).toBe(401);
  });

  it('two operators approving at once give one approval and one activation; approve racing reject gives one outcome', async () => {
    const { browser, userId } = await student();
    const created = await submit(browser, form(manualFields, { bytes: await png(), type: 'image/png', name: 'a.png' }));
    const { requestId } = (await created.json()) as { requestId: string };
    const outcomes = await Promise.allSettled([
      approvePaymentRequest(app.context, requestId, 'operator-1'),
      approvePaymentRequest(app.context, requestId, 'operator-2'),
      rejectPaymentRequest(app.context, requestId, 'operator-3'),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const decided = await findPaymentRequestById(app.context.db, requestId);
    const user = await findUserById(app.context.db, userId);
    if (decided?.status === 'approved') {
      expect(user?.isPremium).toBe(true);
      expect(Math.abs(user!.subscriptionEndDate!.getTime() - (Date.now() + 30 * DAY_MS))).toBeLessThan(60_000);
    } else {
      expect(decided?.status).toBe('rejected');
      expect(user?.isPremium).toBe(false);
    }
    expect(decided?.processedBy).toMatch(/^operator-/);
    expect(decided?.processedAt).toBeInstanceOf(Date);
  });

  it('billing lists wallet requests with their status; stopping renewal keeps Premium to the end date; expiry returns the student to free', async () => {
    const { browser, userId } = await student();
    const created = await submit(browser, form(manualFields, { bytes: await png(), type: 'image/png', name: 'a.png' }));
    const { requestId } = (await created.json()) as { requestId: string };
    const approval = await approvePaymentRequest(app.context, requestId, 'operator');
    expect(approval.userId).toBe(userId);

    const billing = BillingResponseSchema.parse(await (await browser.get('/api/billing')).json());
    expect(billing.subscription).toMatchObject({ isPremium: true, tier: 'premium_monthly', autoRenew: true, endDate: approval.subscriptionEndDate });
    expect(billing.history).toEqual([expect.objectContaining({ id: requestId, method: 'vodafone_cash', status: 'approved', amount: 99 })]);

    const cancelled = BillingResponseSchema.parse(await (await browser.post('/api/billing/cancel')).json());
    expect(cancelled.subscription).toMatchObject({ isPremium: true, autoRenew: false, endDate: approval.subscriptionEndDate });

    await updateUser(app.context.db, userId, { subscriptionEndDate: new Date(Date.now() - 1000) });
    const expired = SubscriptionStatusSchema.parse(await (await browser.get('/api/subscription/status')).json());
    expect(expired).toMatchObject({ isPremium: false, isExpired: true });
    expect((await browser.post('/api/billing/cancel')).status).toBe(409);
  });

  it('a student cannot flood the review queue: a fourth open request is refused', async () => {
    const { browser } = await student();
    for (let index = 0; index < 3; index++) {
      expect((await submit(browser, form(manualFields, { bytes: await png(), type: 'image/png', name: 'a.png' }))).status).toBe(201);
    }
    expect((await submit(browser, form(manualFields, { bytes: await png(), type: 'image/png', name: 'a.png' }))).status).toBe(429);
  });
});
