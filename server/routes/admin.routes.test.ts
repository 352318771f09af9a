/**
 * /api/admin session, guards and payment review over real HTTP on each database: the password session (constant-
 * time check, rate limit, sealed revocable cookie), 401/403 in the §8 format for every admin route, the ADMIN_EMAIL
 * account for monitoring only, the payment review routes (approve, reject, the screenshot's headers, the
 * concurrent-approval race) and the production diagnostic route.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminCheckResponseSchema, AdminSessionResponseSchema } from '../../contract/admin';
import { ApiErrorBodySchema } from '../../contract/common';
import { COOKIE_NAMES } from '../../contract/constants';
import { ApprovalResponseSchema, PaymentRequestsResponseSchema } from '../../contract/payments';
import { TestInteractiveAuthResponseSchema } from '../../contract/auth';
import { insertPaymentRequest } from '../../db/repositories/payment-requests.repository';
import { insertUploadedFile } from '../../db/repositories/uploaded-files.repository';
import { findUserById, insertUser, type User } from '../../db/repositories/users.repository';
import { describeEachDatabase } from '../../db/testing';
import { ADMIN_RATE_LIMITS } from '../services/admin/admin-session';
import { hashPassword } from '../services/auth/passwords';
import { createTestClient, startTestApp, type RunningApp, type TestClient } from '../testing';

const ADMIN_PASSWORD = 'operators-only-2025';
const ADMIN_EMAIL = 'boss@example.com';
const STUDENT_PASSWORD = 'correct horse 1';
/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const PANEL_GETS = ['/api/admin/payment-requests', '/api/admin/analytics/summary', '/api/admin/analytics/recent-sessions', '/api/admin/payment-requests/x/screenshot'];
const MONITORING_GETS = ['/api/admin/messages?page=1&limit=50', '/api/admin/conversations', '/api/admin/users', '/api/admin/analytics/dashboard', '/api/admin/analytics/analyze-messages/status', '/api/admin/unknown'];
const POSTS = ['/api/admin/approve-payment/x', '/api/admin/reject-payment/x', '/api/admin/analytics/analyze-messages'];

async function errorOf(response: Response) {
  return ApiErrorBodySchema.parse(await response.json()).error;
}

describeEachDatabase('/api/admin session, guards and payment review', (database) => {
  let app: RunningApp;
  beforeAll(async () => {
    app = await startTestApp(database.knex, { adminPassword: ADMIN_PASSWORD, adminEmail: ADMIN_EMAIL }, { relaxedRateLimits: true });
  });
  afterAll(() => app.close());

  async function admin(): Promise<TestClient> {
    const client = createTestClient(app);
    const response = await client.post('/api/admin/login', { password: ADMIN_PASSWORD });
    expect(response.status).toBe(200);
    return client;
  }

  async function student(options: { email?: string; verified?: boolean } = {}): Promise<{ client: TestClient; user: User }> {
    const user = await insertUser(database.knex, {
      name: 'سارة',
      email: options.email ?? `student-${randomUUID()}@example.com`,
      passwordHash: await hashPassword(STUDENT_PASSWORD),
      emailVerified: options.verified ?? true,
    });
    const client = createTestClient(app);
    expect((await client.post('/api/auth/login', { email: user.email, password: STUDENT_PASSWORD })).status).toBe(200);
    return { client, user };
  }

  async function pendingRequest(user: User, withScreenshot = true) {
    const file = withScreenshot ? await insertUploadedFile(database.knex, { ownerUserId: user.id, purpose: 'payment_screenshot', mimeType: 'image/png', bytes: PNG }) : null;
    return insertPaymentRequest(database.knex, {
      userId: user.id,
      userName: user.name,
      userPhone: '01012345678',
      senderPhone: '01098765432',
      amount: 99,
      plan: 'premium_monthly',
      notes: 'حولت من رقم أخي',
      screenshotFileId: file?.id ?? null,
    });
  }

  describe('login, check and logout', () => {
    it('the right password starts a sealed HttpOnly admin cookie and check says isAdmin', async () => {
      const client = createTestClient(app);
      expect(AdminCheckResponseSchema.parse(await (await client.get('/api/admin/check')).json())).toEqual({ isAdmin: false });
      const response = await client.post('/api/admin/login', { password: `  ${ADMIN_PASSWORD}  ` });
      expect(response.status).toBe(200);
      expect(AdminSessionResponseSchema.parse(await response.json())).toEqual({ success: true });
      const cookie = client.lastSetCookies.find((header) => header.startsWith(`${COOKIE_NAMES.adminSession}=`));
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Strict/i);
      expect(cookie).toMatch(/Max-Age=28800/);
      expect(client.cookies.get(COOKIE_NAMES.adminSession)).not.toContain('admin');
      expect(AdminCheckResponseSchema.parse(await (await client.get('/api/admin/check')).json())).toEqual({ isAdmin: true });
    });

    it('a wrong password is 401 with success false and a message, and no cookie', async () => {
      const client = createTestClient(app);
      const response = await client.post('/api/admin/login', { password: 'not-the-password' });
      expect(response.status).toBe(401);
      const body = (await response.json()) as unknown;
      expect(AdminSessionResponseSchema.parse(body)).toEqual({ success: false, message: 'Incorrect password' });
      expect(ApiErrorBodySchema.parse(body).error.code).toBe('admin:invalid_password');
      expect(client.cookies.has(COOKIE_NAMES.adminSession)).toBe(false);
    });

    it('an empty password is a 400 naming the field', async () => {
      const response = await createTestClient(app).post('/api/admin/login', { password: '   ' });
      expect(response.status).toBe(400);
      expect(Object.keys((await errorOf(response)).fields ?? {})).toEqual(['password']);
    });

    it('logout revokes the session server-side: a copy of the old cookie no longer works', async () => {
      const client = await admin();
      const copy = createTestClient(app);
      copy.cookies.set(COOKIE_NAMES.adminSession, client.cookies.get(COOKIE_NAMES.adminSession)!);
      expect((await copy.get('/api/admin/payment-requests')).status).toBe(200);
      const out = await client.post('/api/admin/logout');
      expect(AdminSessionResponseSchema.parse(await out.json())).toEqual({ success: true });
      expect(client.cookies.has(COOKIE_NAMES.adminSession)).toBe(false);
      expect((await copy.get('/api/admin/payment-requests')).status).toBe(401);
      expect(AdminCheckResponseSchema.parse(await (await copy.get('/api/admin/check')).json())).toEqual({ isAdmin: false });
    });

    it('a forged or student cookie under the admin name is not an admin session', async () => {
      const { client } = await student();
      const forged = createTestClient(app);
      forged.cookies.set(COOKIE_NAMES.adminSession, client.cookies.get(COOKIE_NAMES.session)!);
      expect((await forged.get('/api/admin/payment-requests')).status).toBe(401);
      for (const almostASeal of ['Fe26.2**garbage', 'Fe26.2**a*b*c*d*e*f', 'Fe26.1**a*b*c*d*e*f*g*h', 'Fe26.2*1*salt*iv*data*9999999999999*salt*mac']) {
        forged.cookies.set(COOKIE_NAMES.adminSession, almostASeal);
        const check = await forged.get('/api/admin/check');
        expect(check.status, almostASeal).toBe(200);
        expect(AdminCheckResponseSchema.parse(await check.json())).toEqual({ isAdmin: false });
        expect((await forged.get('/api/admin/payment-requests')).status, almostASeal).toBe(401);
      }
    });
  });

  describe('guards', () => {
    it.each([...PANEL_GETS, ...MONITORING_GETS])('GET %s without any session is 401 admin:unauthenticated', async (path) => {
      const response = await createTestClient(app).get(path);
      expect(response.status).toBe(401);
      expect(await errorOf(response)).toEqual({ code: 'admin:unauthenticated', message: 'Admin session required' });
    });

    it.each(POSTS)('POST %s without any session is 401', async (path) => {
      const response = await createTestClient(app).post(path);
      expect(response.status).toBe(401);
      expect((await errorOf(response)).code).toBe('admin:unauthenticated');
    });

    it('a signed-in student who is not the admin gets 403 admin:forbidden everywhere', async () => {
      const { client } = await student();
      for (const path of [...PANEL_GETS, ...MONITORING_GETS]) {
        const response = await client.get(path);
        expect(response.status, path).toBe(403);
        expect((await errorOf(response)).code).toBe('admin:forbidden');
      }
      for (const path of POSTS) expect((await client.post(path)).status, path).toBe(403);
    });

    it('the ADMIN_EMAIL account (verified) opens monitoring but not the password-protected panel', async () => {
      const { client } = await student({ email: ADMIN_EMAIL });
      expect((await client.get('/api/admin/messages')).status).toBe(200);
      expect((await client.get('/api/admin/users')).status).toBe(200);
      expect((await client.get('/api/admin/analytics/dashboard')).status).toBe(200);
      expect((await client.get('/api/admin/payment-requests')).status).toBe(403);
      expect(AdminCheckResponseSchema.parse(await (await client.get('/api/admin/check')).json())).toEqual({ isAdmin: false });
    });

    it('an unverified account with the admin e-mail is refused', async () => {
      const other = `unverified-${randomUUID()}@example.com`;
      const appWithOtherAdmin = await startTestApp(database.knex, { adminPassword: ADMIN_PASSWORD, adminEmail: other }, { relaxedRateLimits: true });
      try {
        const user = await insertUser(database.knex, { name: 'X', email: other, passwordHash: await hashPassword(STUDENT_PASSWORD), emailVerified: false });
        const client = createTestClient(appWithOtherAdmin);
        const login = await client.post('/api/auth/login', { email: user.email, password: STUDENT_PASSWORD });
        if (login.status === 200) expect((await client.get('/api/admin/messages')).status).toBe(403);
        else expect((await client.get('/api/admin/messages')).status).toBe(401);
      } finally {
        await appWithOtherAdmin.close();
      }
    });

    it('an admin reaching an unknown admin path gets the JSON 404', async () => {
      const client = await admin();
      const response = await client.get('/api/admin/nothing-here');
      expect(response.status).toBe(404);
      expect((await errorOf(response)).code).toBe('http:not_found');
    });

    it('a cross-site POST is refused by the CSRF guard before the password is checked', async () => {
      const response = await createTestClient(app).post('/api/admin/login', { password: ADMIN_PASSWORD }, { Origin: 'https://evil.example' });
      expect(response.status).toBe(403);
      expect((await errorOf(response)).code).toBe('csrf:forbidden');
    });
  });

  describe('payment review', () => {
    it('lists requests newest first with the admin-only screenshot URL', async () => {
      const { user } = await student();
      const first = await pendingRequest(user);
      const second = await pendingRequest(user, false);
      const client = await admin();
      const list = PaymentRequestsResponseSchema.parse(await (await client.get('/api/admin/payment-requests')).json());
      const mine = list.filter((request) => request.userId === user.id);
      expect(mine.map((request) => request.id)).toEqual([second.id, first.id]);
      expect(mine[1]).toMatchObject({ status: 'pending', amount: 99, plan: 'premium_monthly', senderPhone: '01098765432', notes: 'حولت من رقم أخي', processedAt: null, processedBy: null });
      expect(mine[1]!.screenshotUrl).toBe(`/api/admin/payment-requests/${first.id}/screenshot`);
      expect(mine[0]!.screenshotUrl).toBeNull();
    });

    it('serves the screenshot to admins only, with its type, nosniff, inline, no-store and a closed CSP', async () => {
      const { user, client: owner } = await student();
      const request = await pendingRequest(user);
      const client = await admin();
      const response = await client.get(`/api/admin/payment-requests/${request.id}/screenshot`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-disposition')).toBe('inline');
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(response.headers.get('content-security-policy')).toMatch(/^default-src 'none'/);
      expect(Buffer.from(await response.arrayBuffer()).equals(PNG)).toBe(true);
      expect((await owner.get(`/api/admin/payment-requests/${request.id}/screenshot`)).status).toBe(403);
      const none = await client.get(`/api/admin/payment-requests/${(await pendingRequest(user, false)).id}/screenshot`);
      expect(none.status).toBe(404);
    });

    it('approve activates Premium and records who and when; a second approval is 409', async () => {
      const { user } = await student();
      const request = await pendingRequest(user);
      const client = await admin();
      const response = await client.post(`/api/admin/approve-payment/${request.id}`);
      expect(response.status).toBe(200);
      const approval = ApprovalResponseSchema.parse(await response.json());
      expect(approval.userId).toBe(user.id);
      expect(new Date(approval.subscriptionEndDate).getTime()).toBeGreaterThan(Date.now() + 25 * 24 * 3600_000);
      const updated = await findUserById(database.knex, user.id);
      expect(updated).toMatchObject({ isPremium: true, subscriptionTier: 'premium_monthly' });
      const listed = PaymentRequestsResponseSchema.parse(await (await client.get('/api/admin/payment-requests')).json()).find((each) => each.id === request.id);
      expect(listed).toMatchObject({ status: 'approved', processedBy: 'admin' });
      expect(listed?.processedAt).not.toBeNull();
      const again = await client.post(`/api/admin/approve-payment/${request.id}`);
      expect(again.status).toBe(409);
      expect((await client.post(`/api/admin/reject-payment/${request.id}`)).status).toBe(409);
    });

    it('reject marks the request rejected without Premium', async () => {
      const { user } = await student();
      const request = await pendingRequest(user);
      const client = await admin();
      const response = await client.post(`/api/admin/reject-payment/${request.id}`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ success: true });
      expect(await findUserById(database.knex, user.id)).toMatchObject({ isPremium: false });
      const listed = PaymentRequestsResponseSchema.parse(await (await client.get('/api/admin/payment-requests')).json()).find((each) => each.id === request.id);
      expect(listed).toMatchObject({ status: 'rejected', processedBy: 'admin' });
    });

    it('an unknown id is 404', async () => {
      const client = await admin();
      expect((await client.post(`/api/admin/approve-payment/${randomUUID()}`)).status).toBe(404);
      expect((await client.post(`/api/admin/reject-payment/${randomUUID()}`)).status).toBe(404);
    });

    it('two operators approving at once: exactly one 200 and one 409, and one activation', async () => {
      const { user } = await student();
      const request = await pendingRequest(user);
      const [one, two] = [await admin(), await admin()];
      const responses = await Promise.all([one.post(`/api/admin/approve-payment/${request.id}`), two.post(`/api/admin/approve-payment/${request.id}`)]);
      expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
      const winner = ApprovalResponseSchema.parse(await responses.find((response) => response.status === 200)!.json());
      const updated = await findUserById(database.knex, user.id);
      // One activation: the end date is the single month the winner reported, not two stacked months.
      expect(updated?.subscriptionEndDate?.toISOString()).toBe(winner.subscriptionEndDate);
      expect(updated!.subscriptionEndDate!.getTime()).toBeLessThan(Date.now() + 40 * 24 * 3600_000);
    });

    it('approve racing reject: exactly one outcome', async () => {
      const { user } = await student();
      const request = await pendingRequest(user);
      const [one, two] = [await admin(), await admin()];
      const [approve, reject] = await Promise.all([one.post(`/api/admin/approve-payment/${request.id}`), two.post(`/api/admin/reject-payment/${request.id}`)]);
      expect([approve.status, reject.status].sort()).toEqual([200, 409]);
      const updated = await findUserById(database.knex, user.id);
      expect(updated?.isPremium).toBe(approve.status === 200);
    });
  });
});

describeEachDatabase('/api/admin/login limits and configuration', (database) => {
  it('without ADMIN_PASSWORD every login fails with a clear message', async () => {
    const app = await startTestApp(database.knex, { adminPassword: undefined }, { relaxedRateLimits: true });
    try {
      const response = await createTestClient(app).post('/api/admin/login', { password: 'anything-at-all' });
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ success: false, message: expect.stringContaining('ADMIN_PASSWORD') });
    } finally {
      await app.close();
    }
  });

  it(`the ${ADMIN_RATE_LIMITS.loginPerIp.points + 1}th attempt from one IP is 429, even with the right password`, async () => {
    const app = await startTestApp(database.knex, { adminPassword: ADMIN_PASSWORD });
    try {
      for (let attempt = 0; attempt < ADMIN_RATE_LIMITS.loginPerIp.points; attempt += 1) {
        expect((await createTestClient(app).post('/api/admin/login', { password: `wrong-${attempt}` })).status).toBe(401);
      }
      const limited = await createTestClient(app).post('/api/admin/login', { password: ADMIN_PASSWORD });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await limited.json()).toMatchObject({ success: false, error: { code: 'rate:limited' } });
    } finally {
      await app.close();
    }
  });

  it('in production, POST /api/test-interactive-auth is 404 unless the caller has the admin session, and then only reports', async () => {
    const app = await startTestApp(database.knex, { env: 'production', isProduction: true, adminPassword: ADMIN_PASSWORD }, { relaxedRateLimits: true });
    try {
      const visitor = createTestClient(app);
      const hidden = await visitor.post('/api/test-interactive-auth', { testUser: true });
      expect(hidden.status).toBe(404);
      expect((await errorOf(hidden)).code).toBe('http:not_found');
      const admin = createTestClient(app);
      expect((await admin.post('/api/admin/login', { password: ADMIN_PASSWORD })).status).toBe(200);
      const shown = await admin.post('/api/test-interactive-auth', { testUser: true });
      expect(shown.status).toBe(200);
      expect(TestInteractiveAuthResponseSchema.parse(await shown.json())).toEqual({ ok: false, error: 'Not signed in' });
      expect(admin.cookies.has(COOKIE_NAMES.session)).toBe(false);
    } finally {
      await app.close();
    }
  });
});
