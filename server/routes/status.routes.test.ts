/**
 * The polled statuses over real HTTP on each database: the subscription status (signed-in only) and the daily
 * usage status (students and visitors), both revalidated cheaply with ETags.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MeResponseSchema } from '../../contract/auth';
import { cairoDay, FREE_DAILY_MESSAGES } from '../../contract/constants';
import { SubscriptionStatusSchema, UserStatusSchema } from '../../contract/subscription';
import { addBonusMessages } from '../../db/repositories/bonus-messages.repository';
import { consumeDailyUsage, type DailyUsageSubject } from '../../db/repositories/daily-usage.repository';
import { insertUser, updateUser, type User } from '../../db/repositories/users.repository';
import { describeEachDatabase } from '../../db/testing';
import { hashPassword } from '../services/auth/passwords';
import { createTestClient, startTestApp, type RunningApp, type TestClient } from '../testing';

const PASSWORD = 'correct horse 1';
const DAY_MS = 24 * 60 * 60 * 1000;

describeEachDatabase('the polled statuses', (database) => {
  let app: RunningApp;
  let counter = 0;
  beforeAll(async () => {
    app = await startTestApp(database.knex, {}, { relaxedRateLimits: true });
  });
  afterAll(() => app.close());

  async function signedIn(): Promise<{ user: User; browser: TestClient }> {
    const user = await insertUser(database.knex, { name: 'Student', email: `status-${(counter += 1)}@example.com`, passwordHash: await hashPassword(PASSWORD) });
    const browser = createTestClient(app);
    expect((await browser.post('/api/auth/login', { email: user.email, password: PASSWORD })).status).toBe(200);
    return { user, browser };
  }

  const use = async (subject: Omit<DailyUsageSubject, 'day'>, times: number) => {
    for (let count = 0; count < times; count += 1) await consumeDailyUsage(database.knex, { ...subject, day: cairoDay() }, FREE_DAILY_MESSAGES);
  };

  describe('GET /api/subscription/status', () => {
    it('is 401 when signed out', async () => {
      expect((await createTestClient(app).get('/api/subscription/status')).status).toBe(401);
    });

    it('a free student: not premium, nothing expired', async () => {
      const { browser } = await signedIn();
      const status = SubscriptionStatusSchema.parse(await (await browser.get('/api/subscription/status')).json());
      expect(status).toEqual({ isPremium: false, subscriptionTier: null, subscriptionEndDate: null, isExpired: false });
    });

    it('an active yearly subscriber, then the same subscription after its end date', async () => {
      const { user, browser } = await signedIn();
      const end = new Date(Date.now() + 300 * DAY_MS);
      await updateUser(database.knex, user.id, { isPremium: true, subscriptionTier: 'premium_yearly', subscriptionEndDate: end });
      const active = SubscriptionStatusSchema.parse(await (await browser.get('/api/subscription/status')).json());
      expect(active).toEqual({ isPremium: true, subscriptionTier: 'premium_yearly', subscriptionEndDate: end.toISOString(), isExpired: false });
      expect(MeResponseSchema.parse(await (await browser.get('/api/auth/me')).json()).isPremium).toBe(true);

      await updateUser(database.knex, user.id, { subscriptionEndDate: new Date(Date.now() - DAY_MS) });
      const expired = SubscriptionStatusSchema.parse(await (await browser.get('/api/subscription/status')).json());
      expect(expired).toMatchObject({ isPremium: false, isExpired: true });
    });

    it('is 304 with no body while unchanged, 200 once premium is activated', async () => {
      const { user, browser } = await signedIn();
      const first = await browser.get('/api/subscription/status');
      expect(first.headers.get('cache-control')).toBe('private, no-cache');
      const etag = first.headers.get('etag')!;
      const unchanged = await browser.get('/api/subscription/status', { 'If-None-Match': etag });
      expect(unchanged.status).toBe(304);
      expect(await unchanged.text()).toBe('');
      await updateUser(database.knex, user.id, { isPremium: true, subscriptionTier: 'premium_monthly', subscriptionEndDate: new Date(Date.now() + 30 * DAY_MS) });
      const activated = await browser.get('/api/subscription/status', { 'If-None-Match': etag });
      expect(activated.status).toBe(200);
      expect(SubscriptionStatusSchema.parse(await activated.json()).isPremium).toBe(true);
    });
  });

  describe('GET /api/user/status', () => {
    it('a student: today’s usage, the daily limit, the bonus balance and their referral code', async () => {
      const { user, browser } = await signedIn();
      await use({ kind: 'user', key: user.id }, 2);
      await addBonusMessages(database.knex, user.id, 30);
      const status = UserStatusSchema.parse(await (await browser.get('/api/user/status')).json());
      expect(status).toEqual({ isPremium: false, usedToday: 2, dailyLimit: FREE_DAILY_MESSAGES, bonusMessages: 30, referralCode: user.referralCode });
      expect(MeResponseSchema.parse(await (await browser.get('/api/auth/me')).json()).freeMessagesUsed).toBe(2);
    });

    it('a visitor: usage by device, still counted once storage is cleared (same fingerprint); no bonus, no referral code', async () => {
      const device = randomUUID();
      const fingerprint = randomUUID().replaceAll('-', '').slice(0, 16);
      const visitor = createTestClient(app, { 'X-Device-Id': device, 'X-Device-Fingerprint': fingerprint, 'X-Anonymous-Id': `user_${Date.now()}_visitor1` });
      expect(UserStatusSchema.parse(await (await visitor.get('/api/user/status')).json()).usedToday).toBe(0);
      await use({ kind: 'device', key: `id:${device}` }, 3);
      const status = UserStatusSchema.parse(await (await visitor.get('/api/user/status')).json());
      expect(status).toEqual({ isPremium: false, usedToday: 3, dailyLimit: FREE_DAILY_MESSAGES, bonusMessages: 0, referralCode: '' });

      await use({ kind: 'device', key: `fp:${fingerprint}` }, 4);
      const clearedStorage = createTestClient(app, { 'X-Device-Id': randomUUID(), 'X-Device-Fingerprint': fingerprint });
      expect(UserStatusSchema.parse(await (await clearedStorage.get('/api/user/status')).json()).usedToday).toBe(4);
      expect(UserStatusSchema.parse(await (await visitor.get('/api/user/status')).json()).usedToday).toBe(4);
    });

    it('is 304 with no body while unchanged, 200 after another message', async () => {
      const { user, browser } = await signedIn();
      const first = await browser.get('/api/user/status');
      expect(first.headers.get('cache-control')).toBe('private, no-cache');
      const etag = first.headers.get('etag')!;
      expect((await browser.get('/api/user/status', { 'If-None-Match': etag })).status).toBe(304);
      await use({ kind: 'user', key: user.id }, 1);
      const changed = await browser.get('/api/user/status', { 'If-None-Match': etag });
      expect(changed.status).toBe(200);
      expect(UserStatusSchema.parse(await changed.json()).usedToday).toBe(1);
    });
  });
});
