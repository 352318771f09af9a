/**
 * Password recovery end to end over real HTTP and real SMTP, on each database: the app sends through nodemailer
 * to a capture server on loopback, the test reads the message like a mailbox would, follows the link, and checks
 * what the student can do afterwards (new password works, old sessions and old links do not).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ForgotPasswordResponseSchema, LoginResponseSchema, ResetPasswordResponseSchema } from '../../contract/auth';
import { ApiErrorBodySchema } from '../../contract/common';
import { findUserByEmail, insertUser } from '../../db/repositories/users.repository';
import { describeEachDatabase } from '../../db/testing';
import { partBody } from '../mail/mime-reader';
import { startSmtpCapture, type CapturedMail, type SmtpCapture } from '../mail/smtp-capture';
import { hashAccountToken } from '../services/auth/account-tokens';
import { hashPassword } from '../services/auth/passwords';
import { createTestClient, startTestApp, type RunningApp, type TestClient } from '../testing';

const OLD_PASSWORD = 'old password 1';
const NEW_PASSWORD = 'new password 2';

describeEachDatabase('password recovery over SMTP', (database) => {
  let smtp: SmtpCapture;
  let app: RunningApp;
  let counter = 0;
  const uniqueEmail = (label: string) => `${label}-${(counter += 1)}-${process.pid}@example.com`;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    app = await startTestApp(database.knex, { smtpUrl: smtp.url }, { relaxedRateLimits: true });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  const student = async (label: string, name = 'سارة أحمد') =>
    insertUser(database.knex, { name, email: uniqueEmail(label), passwordHash: await hashPassword(OLD_PASSWORD) });
  const mailTo = (email: string) => smtp.waitForMessage((mail) => mail.envelopeTo.includes(email));
  const login = (browser: TestClient, email: string, password: string) => browser.post('/api/auth/login', { email, password });

  /** The token of the reset link in the plain-text part; the HTML button and text link carry the same URL. */
  function resetToken(mail: CapturedMail): string {
    const text = partBody(mail.message, 'text/plain') ?? '';
    const match = /(\S+\/auth\/reset-password\?token=[A-Za-z0-9_-]+)/.exec(text);
    expect(match, 'a reset link in the text part').not.toBeNull();
    const link = new URL(match?.[1] ?? '');
    expect(link.origin).toBe(app.baseUrl);
    expect(partBody(mail.message, 'text/html')).toContain(`href="${link.href}"`);
    return link.searchParams.get('token') ?? '';
  }

  async function expectInvalidToken(response: Response) {
    expect(response.status).toBe(400);
    expect(ApiErrorBodySchema.parse(await response.json()).error.code).toBe('auth:invalid_token');
  }

  it('a registered e-mail gets an Arabic right-to-left reset mail by default, with a text part', async () => {
    const user = await student('arabic');
    const response = await createTestClient(app).post('/api/auth/forgot-password', { email: user.email.toUpperCase() });
    expect(response.status).toBe(200);
    expect(ForgotPasswordResponseSchema.parse(await response.json())).toEqual({ ok: true });

    const mail = await mailTo(user.email);
    expect(mail.message.headers.get('from')).toBe('Moallemy <no-reply@moallemy.local>');
    expect(mail.message.headers.get('to')).toBe(user.email);
    expect(mail.message.headers.get('subject')).toBe('إعادة تعيين كلمة المرور · مُعلّمي');
    expect(mail.message.contentType).toBe('multipart/alternative');
    expect(mail.raw).not.toContain('مرحبًا'); // transfer-encoded on the wire: the reader really decoded it
    const html = partBody(mail.message, 'text/html') ?? '';
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('مرحبًا سارة أحمد،');
    expect(partBody(mail.message, 'text/plain')).toContain('ينتهي هذا الرابط خلال ساعة واحدة');
    expect(resetToken(mail)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('with the language cookie set to English the mail is English and left-to-right', async () => {
    const user = await student('english', 'Omar');
    const browser = createTestClient(app);
    browser.cookies.set('language', 'en');
    await browser.post('/api/auth/forgot-password', { email: user.email });
    const mail = await mailTo(user.email);
    expect(mail.message.headers.get('subject')).toBe('Reset your password · Moallemy');
    expect(partBody(mail.message, 'text/html')).toContain('<html lang="en" dir="ltr">');
    expect(partBody(mail.message, 'text/plain')).toContain('Hello Omar,');
  });

  it('following the link sets the new password once, signs every old session out, and the old password stops working', async () => {
    const user = await student('reset');
    const oldSession = createTestClient(app);
    expect(LoginResponseSchema.parse(await (await login(oldSession, user.email, OLD_PASSWORD)).json()).ok).toBe(true);
    expect((await oldSession.get('/api/auth/me')).status).toBe(200);

    await createTestClient(app).post('/api/auth/forgot-password', { email: user.email });
    const token = resetToken(await mailTo(user.email));
    const reset = await createTestClient(app).post('/api/auth/reset-password', { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(reset.status).toBe(200);
    expect(ResetPasswordResponseSchema.parse(await reset.json())).toEqual({ ok: true });

    await expectInvalidToken(await createTestClient(app).post('/api/auth/reset-password', { token, password: 'another one 3', confirmPassword: 'another one 3' }));
    expect((await oldSession.get('/api/auth/me')).status).toBe(401);
    expect((await login(createTestClient(app), user.email, OLD_PASSWORD)).status).toBe(401);
    const fresh = createTestClient(app);
    expect((await login(fresh, user.email, NEW_PASSWORD)).status).toBe(200);
    expect((await fresh.get('/api/auth/me')).status).toBe(200);
    const stored = await findUserByEmail(database.knex, user.email);
    expect(stored).toMatchObject({ emailVerified: true, sessionVersion: user.sessionVersion + 1 });
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('an unknown e-mail gets the very same answer and no mail is sent', async () => {
    const known = await student('known');
    const unknownEmail = uniqueEmail('nobody');
    const unknownResponse = await createTestClient(app).post('/api/auth/forgot-password', { email: unknownEmail });
    const knownResponse = await createTestClient(app).post('/api/auth/forgot-password', { email: known.email });
    expect(unknownResponse.status).toBe(knownResponse.status);
    expect(await unknownResponse.text()).toBe(await knownResponse.text());
    await mailTo(known.email);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.messages.filter((mail) => mail.envelopeTo.includes(unknownEmail))).toEqual([]);
  });

  it('a newer reset link retires the older one', async () => {
    const user = await student('twice');
    await createTestClient(app).post('/api/auth/forgot-password', { email: user.email });
    const first = resetToken(await mailTo(user.email));
    await createTestClient(app).post('/api/auth/forgot-password', { email: user.email });
    const second = resetToken(await smtp.waitForMessage((mail) => mail.envelopeTo.includes(user.email) && !mail.raw.includes(first)));
    await expectInvalidToken(await createTestClient(app).post('/api/auth/reset-password', { token: first, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }));
    expect((await createTestClient(app).post('/api/auth/reset-password', { token: second, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).status).toBe(200);
  });

  it('a link older than one hour is refused with 400 auth:invalid_token', async () => {
    const user = await student('expired');
    await createTestClient(app).post('/api/auth/forgot-password', { email: user.email });
    const token = resetToken(await mailTo(user.email));
    await database.knex('password_reset_tokens').where({ token_hash: hashAccountToken(token) }).update({ expires_at: new Date(Date.now() - 1000) });
    await expectInvalidToken(await createTestClient(app).post('/api/auth/reset-password', { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }));
    expect((await login(createTestClient(app), user.email, OLD_PASSWORD)).status).toBe(200);
  });

  it('only the hash of a token is stored', async () => {
    const user = await student('hashed');
    await createTestClient(app).post('/api/auth/forgot-password', { email: user.email });
    const token = resetToken(await mailTo(user.email));
    const rows = (await database.knex('password_reset_tokens').where({ user_id: user.id })) as Array<{ token_hash: string }>;
    expect(rows.map((row) => row.token_hash)).toEqual([hashAccountToken(token)]);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('a made-up token and invalid forms are refused', async () => {
    await expectInvalidToken(await createTestClient(app).post('/api/auth/reset-password', { token: 'x'.repeat(43), password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }));
    const mismatch = await createTestClient(app).post('/api/auth/reset-password', { token: 'x', password: NEW_PASSWORD, confirmPassword: 'different' });
    expect(mismatch.status).toBe(400);
    expect(Object.keys(ApiErrorBodySchema.parse(await mismatch.json()).error.fields ?? {})).toEqual(['confirmPassword']);
    const short = await createTestClient(app).post('/api/auth/reset-password', { token: 'x', password: '123', confirmPassword: '123' });
    expect(Object.keys(ApiErrorBodySchema.parse(await short.json()).error.fields ?? {})).toEqual(['password']);
    const badEmail = await createTestClient(app).post('/api/auth/forgot-password', { email: 'not-an-email' });
    expect(badEmail.status).toBe(400);
  });

  describe('rate limits (a fresh app: its own counters)', () => {
    let strict: RunningApp;
    beforeAll(async () => {
      strict = await startTestApp(database.knex, { smtpUrl: smtp.url });
    });
    afterAll(() => strict.close());

    it('the fourth request for one address within an hour is 429 rate:limited with Retry-After', async () => {
      const email = uniqueEmail('limited');
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        expect((await createTestClient(strict).post('/api/auth/forgot-password', { email })).status).toBe(200);
      }
      const refused = await createTestClient(strict).post('/api/auth/forgot-password', { email });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
      expect(ApiErrorBodySchema.parse(await refused.json()).error.code).toBe('rate:limited');
    });

    it('one IP may ask at most 10 times an hour, whatever the addresses (4 counted above, the refused one too)', async () => {
      const statuses: number[] = [];
      for (let attempt = 1; attempt <= 7; attempt += 1) {
        statuses.push((await createTestClient(strict).post('/api/auth/forgot-password', { email: uniqueEmail('scan') })).status);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
    });
  });
});
