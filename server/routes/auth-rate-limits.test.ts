/**
 * The account rate limits with their real allowances (a fresh app, so fresh counters, for each test):
 * login per e-mail and per IP, registration per IP. A hit limit is 429 `rate:limited` with Retry-After.
 */
import { afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { ApiErrorBodySchema } from '../../contract/common';
import { insertUser } from '../../db/repositories/users.repository';
import { describeEachDatabase } from '../../db/testing';
import { AUTH_RATE_LIMITS } from '../services/auth/auth-limits';
import { hashPassword } from '../services/auth/passwords';
import { createTestClient, startTestApp, type RunningApp } from '../testing';

const PASSWORD = 'correct horse 1';

describeEachDatabase('account rate limits', (database) => {
  let app: RunningApp;
  let email: string;
  let counter = 0;
  let passwordHash: string;
  beforeAll(async () => {
    passwordHash = await hashPassword(PASSWORD);
  });
  beforeEach(async () => {
    app = await startTestApp(database.knex);
    email = `limited-${(counter += 1)}@example.com`;
    await insertUser(database.knex, { name: 'Limited', email, passwordHash });
  });
  afterEach(() => app.close());

  async function expectLimited(response: Response) {
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(ApiErrorBodySchema.parse(await response.json()).error.code).toBe('rate:limited');
  }

  it('the sixth login attempt on one e-mail within 15 minutes is refused, even with the right password', async () => {
    const browser = createTestClient(app);
    for (let attempt = 0; attempt < AUTH_RATE_LIMITS.loginPerEmail.points; attempt += 1) {
      expect((await browser.post('/api/auth/login', { email, password: 'wrong password' })).status).toBe(401);
    }
    await expectLimited(await browser.post('/api/auth/login', { email, password: PASSWORD }));
    // Another account from the same IP is not affected.
    const other = `other-${counter}@example.com`;
    expect((await browser.post('/api/auth/login', { email: other, password: 'wrong password' })).status).toBe(401);
  });

  it('a successful login forgets the earlier failures on that e-mail', async () => {
    const browser = createTestClient(app);
    const fail = () => browser.post('/api/auth/login', { email, password: 'wrong password' });
    for (let attempt = 1; attempt < AUTH_RATE_LIMITS.loginPerEmail.points; attempt += 1) expect((await fail()).status).toBe(401);
    expect((await browser.post('/api/auth/login', { email, password: PASSWORD })).status).toBe(200);
    for (let attempt = 1; attempt < AUTH_RATE_LIMITS.loginPerEmail.points; attempt += 1) expect((await fail()).status).toBe(401);
  });

  it('one IP gets 20 login attempts per 15 minutes across all e-mails', async () => {
    const browser = createTestClient(app);
    // Malformed attempts count too (and are cheap to send).
    for (let attempt = 0; attempt < AUTH_RATE_LIMITS.loginPerIp.points; attempt += 1) {
      expect((await browser.post('/api/auth/login', { email: 'x', password: 'y' })).status).toBe(400);
    }
    await expectLimited(await browser.post('/api/auth/login', { email, password: PASSWORD }));
  });

  it('one IP may open 10 accounts an hour', async () => {
    const browser = createTestClient(app);
    for (let attempt = 0; attempt < AUTH_RATE_LIMITS.registerPerIp.points; attempt += 1) {
      expect((await browser.post('/api/auth/register', {})).status).toBe(400);
    }
    await expectLimited(await browser.post('/api/auth/register', { email: `fresh-${counter}@example.com`, password: PASSWORD, name: 'Fresh' }));
  });
});
