/**
 * The accounts API over real HTTP on each database: sign-up, login, the current user, logout and revocation, and
 * the debug test sign-in. Every answer is parsed with the contract's schema.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginResponseSchema, MeResponseSchema, RegisterResponseSchema, TestInteractiveAuthResponseSchema } from '../../contract/auth';
import { ApiErrorBodySchema, OkResponseSchema } from '../../contract/common';
import { listOutboxMail } from '../../db/repositories/mail-outbox.repository';
import { findUserByEmail, insertUser } from '../../db/repositories/users.repository';
import { describeEachDatabase } from '../../db/testing';
import { hashPassword } from '../services/auth/passwords';
import { createTestClient, startTestApp, type RunningApp, type TestClient } from '../testing';

const THIRTY_DAYS = 30 * 24 * 60 * 60;
const PASSWORD = 'correct horse 1';

describeEachDatabase('the accounts API', (database) => {
  let app: RunningApp;
  let counter = 0;
  const uniqueEmail = (label: string) => `${label}-${(counter += 1)}@example.com`;
  beforeAll(async () => {
    app = await startTestApp(database.knex, { adminEmail: 'monitor@example.com' }, { relaxedRateLimits: true });
  });
  afterAll(() => app.close());

  const client = (headers?: Record<string, string>) => createTestClient(app, headers);
  const sessionCookie = (browser: TestClient) => browser.lastSetCookies.find((header) => header.startsWith('tutor_session='));

  async function existingUser(label: string, password = PASSWORD) {
    return insertUser(database.knex, { name: 'Existing Student', email: uniqueEmail(label), passwordHash: await hashPassword(password) });
  }

  async function fieldErrors(response: Response): Promise<string[]> {
    expect(response.status).toBe(400);
    const body = ApiErrorBodySchema.parse(await response.json());
    expect(body.error.code).toBe('validation:invalid');
    for (const messages of Object.values(body.error.fields ?? {})) expect(messages.length).toBeGreaterThan(0);
    return Object.keys(body.error.fields ?? {}).sort();
  }

  describe('POST /api/auth/register', () => {
    it('creates the account, signs it in for 30 days and sends the confirmation e-mail', async () => {
      const browser = client();
      const email = uniqueEmail('new');
      const response = await browser.post('/api/auth/register', { email: ` ${email.toUpperCase()} `, password: PASSWORD, confirmPassword: PASSWORD, name: 'سارة أحمد', grade: 'grade12' });
      expect(response.status).toBe(201);
      expect(RegisterResponseSchema.parse(await response.json())).toEqual({ ok: true, needsEmailVerification: true });
      expect(sessionCookie(browser)).toMatch(new RegExp(`Max-Age=${THIRTY_DAYS}; Path=/; HttpOnly; SameSite=Lax`));

      const me = MeResponseSchema.parse(await (await browser.get('/api/auth/me')).json());
      expect(me).toMatchObject({ name: 'سارة أحمد', email, grade: 'grade12', isPremium: false, emailVerified: false, freeMessagesUsed: 0, isMonitoringAdmin: false });
      const stored = await findUserByEmail(database.knex, email);
      expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);
      expect(stored?.referralCode).toMatch(/^[A-Z2-9]{8}$/);
      await expect.poll(async () => (await listOutboxMail(database.knex, { to: email })).map((mail) => mail.textBody).join()).toMatch(/\/auth\/verify-email\?token=/);
    });

    it('answers an e-mail that already exists exactly like a new one, signs no one in and changes nothing', async () => {
      const owner = await existingUser('taken');
      const attacker = client();
      const response = await attacker.post('/api/auth/register', { email: owner.email, password: 'other-password', name: 'Intruder' });
      expect(response.status).toBe(201);
      expect(await response.json()).toEqual({ ok: true, needsEmailVerification: true });
      expect(sessionCookie(attacker)).toBeUndefined();
      expect((await attacker.get('/api/auth/me')).status).toBe(401);
      const login = await client().post('/api/auth/login', { email: owner.email, password: PASSWORD });
      expect(LoginResponseSchema.parse(await login.json())).toEqual({ ok: true, user: { name: 'Existing Student' } });
    });

    it.each([
      ['nothing', {}, ['email', 'name', 'password']],
      ['a malformed e-mail', { email: 'not-an-email', password: PASSWORD, name: 'Sara' }, ['email']],
      ['a 5-character password', { email: 'a@example.com', password: '12345', name: 'Sara' }, ['password']],
      ['a 1-character name', { email: 'a@example.com', password: PASSWORD, name: 'S' }, ['name']],
      ['a confirmation that differs', { email: 'a@example.com', password: PASSWORD, confirmPassword: 'different', name: 'Sara' }, ['confirmPassword']],
      ['a short name and a mismatch at once', { email: 'a@example.com', password: PASSWORD, confirmPassword: 'x', name: 'S' }, ['confirmPassword', 'name']],
    ])('refuses %s with 400 naming exactly the wrong fields', async (_label, body, fields) => {
      expect(await fieldErrors(await client().post('/api/auth/register', body))).toEqual(fields);
    });
  });

  describe('POST /api/auth/login', () => {
    it('with remember-me signs in with a 30-day HttpOnly SameSite=Lax cookie', async () => {
      const user = await existingUser('remember');
      const browser = client();
      const response = await browser.post('/api/auth/login', { email: user.email, password: PASSWORD, rememberMe: true });
      expect(response.status).toBe(200);
      expect(LoginResponseSchema.parse(await response.json())).toEqual({ ok: true, user: { name: 'Existing Student' } });
      expect(sessionCookie(browser)).toMatch(new RegExp(`^tutor_session=[^;]+; Max-Age=${THIRTY_DAYS}; Path=/; HttpOnly; SameSite=Lax$`));
      expect((await browser.get('/api/auth/me')).status).toBe(200);
    });

    it('without remember-me signs in with a browser-session cookie (no Max-Age)', async () => {
      const user = await existingUser('session');
      const browser = client();
      await browser.post('/api/auth/login', { email: user.email.toUpperCase(), password: PASSWORD, rememberMe: false });
      expect(sessionCookie(browser)).toMatch(/^tutor_session=[^;]+; Path=\/; HttpOnly; SameSite=Lax$/);
      expect((await browser.get('/api/auth/me')).status).toBe(200);
    });

    it('issues a new cookie at every login', async () => {
      const user = await existingUser('twice');
      const browser = client();
      await browser.post('/api/auth/login', { email: user.email, password: PASSWORD });
      const first = browser.cookies.get('tutor_session');
      await browser.post('/api/auth/login', { email: user.email, password: PASSWORD });
      expect(browser.cookies.get('tutor_session')).not.toBe(first);
    });

    it('a wrong password and an unknown e-mail get the identical 401 answer', async () => {
      const user = await existingUser('wrong');
      const wrong = await client().post('/api/auth/login', { email: user.email, password: 'wrong password' });
      const unknown = await client().post('/api/auth/login', { email: uniqueEmail('nobody'), password: 'wrong password' });
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      const wrongBody = LoginResponseSchema.parse(await wrong.json());
      expect(wrongBody).toEqual({ ok: false, error: 'البريد الإلكتروني أو كلمة المرور غير صحيحة' });
      expect(await unknown.json()).toEqual(wrongBody);
      expect(wrong.headers.get('set-cookie')).toBeNull();
    });

    it('words the refusal in the language of the page', async () => {
      const response = await client({ Cookie: 'language=en' }).post('/api/auth/login', { email: uniqueEmail('en'), password: 'wrong password' });
      expect(await response.json()).toEqual({ ok: false, error: 'Incorrect email or password' });
    });

    it.each([
      ['nothing', {}, ['email', 'password']],
      ['a malformed e-mail', { email: 'student@', password: PASSWORD }, ['email']],
      ['a 5-character password', { email: 'a@example.com', password: '12345' }, ['password']],
      ['a remember-me that is not a boolean', { email: 'a@example.com', password: PASSWORD, rememberMe: 'yes' }, ['rememberMe']],
    ])('refuses %s with 400 naming exactly the wrong fields', async (_label, body, fields) => {
      expect(await fieldErrors(await client().post('/api/auth/login', body))).toEqual(fields);
    });
  });

  describe('GET /api/auth/me', () => {
    it('is 401 when signed out', async () => {
      const response = await client().get('/api/auth/me');
      expect(response.status).toBe(401);
      expect(ApiErrorBodySchema.parse(await response.json()).error.code).toBe('auth:unauthenticated');
    });

    it('marks the monitoring admin by e-mail', async () => {
      // Verified: an unverified account with that address (someone who registered it first) is not the admin.
      await insertUser(database.knex, { name: 'Monitor', email: 'monitor@example.com', passwordHash: await hashPassword(PASSWORD), emailVerified: true });
      const browser = client();
      await browser.post('/api/auth/login', { email: 'MONITOR@example.com', password: PASSWORD });
      expect(MeResponseSchema.parse(await (await browser.get('/api/auth/me')).json()).isMonitoringAdmin).toBe(true);
    });

    it('is private, revalidated, and 304 with no body while unchanged', async () => {
      const user = await existingUser('etag');
      const browser = client();
      await browser.post('/api/auth/login', { email: user.email, password: PASSWORD });
      const first = await browser.get('/api/auth/me');
      const etag = first.headers.get('etag');
      expect(first.headers.get('cache-control')).toBe('private, no-cache');
      expect(etag).toMatch(/^W\/"/);
      const again = await browser.get('/api/auth/me', { 'If-None-Match': etag! });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      await database.knex('users').where({ id: user.id }).update({ name: 'Renamed' });
      const changed = await browser.get('/api/auth/me', { 'If-None-Match': etag! });
      expect(changed.status).toBe(200);
      expect(MeResponseSchema.parse(await changed.json()).name).toBe('Renamed');
    });

    it('a tampered cookie is signed out and cleared', async () => {
      const user = await existingUser('tamper');
      const browser = client();
      await browser.post('/api/auth/login', { email: user.email, password: PASSWORD });
      const value = browser.cookies.get('tutor_session')!;
      browser.cookies.set('tutor_session', `${value.slice(0, 30)}${value[30] === 'x' ? 'y' : 'x'}${value.slice(31)}`);
      expect((await browser.get('/api/auth/me')).status).toBe(401);
      expect(browser.lastSetCookies[0]).toMatch(/^tutor_session=; Max-Age=0;/);
    });
  });

  describe('logout', () => {
    it('POST signs out every device: an old cookie value replayed is 401', async () => {
      const user = await existingUser('logout');
      const laptop = client();
      const phone = client();
      await laptop.post('/api/auth/login', { email: user.email, password: PASSWORD, rememberMe: true });
      await phone.post('/api/auth/login', { email: user.email, password: PASSWORD, rememberMe: true });
      const oldCookie = laptop.cookies.get('tutor_session')!;

      const response = await laptop.post('/api/auth/logout');
      expect(OkResponseSchema.parse(await response.json())).toEqual({ ok: true });
      expect(laptop.cookies.has('tutor_session')).toBe(false);
      expect((await laptop.get('/api/auth/me')).status).toBe(401);
      expect((await client({ Cookie: `tutor_session=${oldCookie}` }).get('/api/auth/me')).status).toBe(401);
      expect((await phone.get('/api/auth/me')).status).toBe(401);
    });

    it('GET (the sidebar navigation) signs out and redirects to /', async () => {
      const user = await existingUser('navigate');
      const browser = client();
      await browser.post('/api/auth/login', { email: user.email, password: PASSWORD });
      const oldCookie = browser.cookies.get('tutor_session')!;
      const response = await browser.get('/api/auth/logout');
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('/');
      expect((await client({ Cookie: `tutor_session=${oldCookie}` }).get('/api/auth/me')).status).toBe(401);
    });

    it('GET started by another site does not sign the student out', async () => {
      const user = await existingUser('crosssite');
      const browser = client();
      await browser.post('/api/auth/login', { email: user.email, password: PASSWORD });
      const response = await browser.get('/api/auth/logout', { 'Sec-Fetch-Site': 'cross-site' });
      expect(response.status).toBe(302);
      expect((await browser.get('/api/auth/me')).status).toBe(200);
    });

    it('POST when signed out still answers ok', async () => {
      expect(await (await client().post('/api/auth/logout')).json()).toEqual({ ok: true });
    });
  });

  describe('POST /api/test-interactive-auth', () => {
    it('outside production signs in as the (reused) test user', async () => {
      const browser = client();
      const first = TestInteractiveAuthResponseSchema.parse(await (await browser.post('/api/test-interactive-auth', { testUser: true })).json());
      expect(first).toMatchObject({ ok: true, user: { email: 'test-user@example.com' } });
      expect(MeResponseSchema.parse(await (await browser.get('/api/auth/me')).json()).id).toBe(first.user?.id);
      const second = TestInteractiveAuthResponseSchema.parse(await (await client().post('/api/test-interactive-auth', { testUser: true })).json());
      expect(second.user?.id).toBe(first.user?.id);
    });

    it('refuses a body without testUser: true', async () => {
      expect(await fieldErrors(await client().post('/api/test-interactive-auth', { testUser: false }))).toEqual(['testUser']);
    });
  });
});
