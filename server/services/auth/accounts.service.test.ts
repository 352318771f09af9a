/**
 * What signing in and signing up do besides the cookie, over real HTTP: an anonymous student's conversations move
 * to the account, a referral credits the referrer once per friend, and production hides the test sign-in and
 * uses the __Host- cookie behind HTTPS.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findBonusBalance } from '../../../db/repositories/bonus-messages.repository';
import { insertConversation, listConversationsByOwner } from '../../../db/repositories/conversations.repository';
import { countReferralsByReferrer, recordReferral } from '../../../db/repositories/referrals.repository';
import { findUserByEmail, insertUser } from '../../../db/repositories/users.repository';
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../../db/testing';
import { createTestClient, startTestApp, type RunningApp } from '../../testing';
import { hashPassword } from './passwords';

const PASSWORD = 'correct horse 1';

describeEachDatabase('signing in and signing up', (database) => {
  let app: RunningApp;
  let counter = 0;
  const uniqueEmail = (label: string) => `${label}-${(counter += 1)}@example.com`;
  const anonymousId = () => `user_${Date.now()}_abc${(counter += 1)}`;
  beforeAll(async () => {
    app = await startTestApp(database.knex, {}, { relaxedRateLimits: true });
  });
  afterAll(() => app.close());

  async function visitorConversation(visitor: string, title: string) {
    return insertConversation(database.knex, { anonymousId: visitor, title, personality: 'friendly', subject: 'math' });
  }

  it('login adopts the anonymous student’s conversations', async () => {
    const user = await insertUser(database.knex, { name: 'Ali', email: uniqueEmail('adopt'), passwordHash: await hashPassword(PASSWORD) });
    const visitor = anonymousId();
    const stranger = anonymousId();
    const mine = await visitorConversation(visitor, 'حل المعادلة');
    await visitorConversation(stranger, 'not mine');

    const response = await createTestClient(app, { 'X-Anonymous-Id': visitor }).post('/api/auth/login', { email: user.email, password: PASSWORD });
    expect(response.status).toBe(200);
    const owned = await listConversationsByOwner(database.knex, { userId: user.id });
    expect(owned.map((conversation) => conversation.id)).toEqual([mine.id]);
    expect(await listConversationsByOwner(database.knex, { anonymousId: visitor })).toEqual([]);
    expect(await listConversationsByOwner(database.knex, { anonymousId: stranger })).toHaveLength(1);
    expect((await findUserByEmail(database.knex, user.email))?.lastActivity).toBeInstanceOf(Date);
  });

  it('sign-up adopts them too', async () => {
    const visitor = anonymousId();
    const conversation = await visitorConversation(visitor, 'قانون نيوتن');
    const email = uniqueEmail('adopt-signup');
    await createTestClient(app, { 'X-Anonymous-Id': visitor }).post('/api/auth/register', { email, password: PASSWORD, name: 'Nour' });
    const user = await findUserByEmail(database.knex, email);
    expect((await listConversationsByOwner(database.knex, { userId: user!.id })).map((c) => c.id)).toEqual([conversation.id]);
  });

  it('a friend who signs up with the code gives the referrer 30 bonus messages, once per friend', async () => {
    const referrer = await insertUser(database.knex, { name: 'Referrer', email: uniqueEmail('referrer') });
    const firstFriend = uniqueEmail('friend');
    await createTestClient(app).post('/api/auth/register', { email: firstFriend, password: PASSWORD, name: 'Friend', ref: referrer.referralCode.toLowerCase() });
    expect(await findBonusBalance(database.knex, referrer.id)).toBe(30);
    const friend = await findUserByEmail(database.knex, firstFriend);
    expect(friend?.referredBy).toBe(referrer.id);

    // The invite link's cookie works as well, and is cleared once used.
    const viaCookie = createTestClient(app, { Cookie: `ref=${referrer.referralCode}` });
    await viaCookie.post('/api/auth/register', { email: uniqueEmail('friend'), password: PASSWORD, name: 'Second Friend' });
    expect(await findBonusBalance(database.knex, referrer.id)).toBe(60);
    expect(viaCookie.lastSetCookies.some((header) => /^ref=; Max-Age=0/.test(header))).toBe(true);

    // The same friend again (a retried sign-up, an existing e-mail) credits nothing more.
    expect(await recordReferral(database.knex, { referrerId: referrer.id, referredUserId: friend!.id, bonusMessages: 30 })).toBe(false);
    await createTestClient(app).post('/api/auth/register', { email: firstFriend, password: PASSWORD, name: 'Friend', ref: referrer.referralCode });
    expect(await findBonusBalance(database.knex, referrer.id)).toBe(60);
    expect(await countReferralsByReferrer(database.knex, referrer.id)).toBe(2);
  });

  it('an unknown referral code is ignored and the sign-up succeeds', async () => {
    const email = uniqueEmail('unknown-ref');
    const response = await createTestClient(app).post('/api/auth/register', { email, password: PASSWORD, name: 'Hana', ref: 'NOSUCHCODE' });
    expect(response.status).toBe(201);
    expect((await findUserByEmail(database.knex, email))?.referredBy).toBeNull();
  });
});

describe('in production', () => {
  let database: TestDatabase;
  let app: RunningApp;
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    app = await startTestApp(database.knex, { env: 'production', isProduction: true, trustProxy: true });
  });
  afterAll(async () => {
    await app.close();
    await database.destroy();
  });

  it('POST /api/test-interactive-auth does not exist (404)', async () => {
    const response = await createTestClient(app).post('/api/test-interactive-auth', { testUser: true });
    expect(response.status).toBe(404);
  });

  it('behind HTTPS the session cookie is __Host-tutor_session, Secure, HttpOnly, SameSite=Lax, Path=/', async () => {
    const email = 'prod@example.com';
    await insertUser(database.knex, { name: 'Prod', email, passwordHash: await hashPassword(PASSWORD) });
    const httpsOrigin = app.baseUrl.replace('http:', 'https:');
    const browser = createTestClient(app, { 'X-Forwarded-Proto': 'https' });
    const response = await browser.request('/api/auth/login', { method: 'POST', json: { email, password: PASSWORD }, headers: { Origin: httpsOrigin } });
    expect(response.status).toBe(200);
    expect(browser.lastSetCookies[0]).toMatch(/^__Host-tutor_session=[^;]+; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    expect((await browser.get('/api/auth/me')).status).toBe(200);
  });
});
