/**
 * E-mail confirmation end to end over real HTTP and real SMTP, on each database: the mail a new or signed-in
 * student gets, following its link, single use, expiry, resend rules, and a relay that is down.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { MeResponseSchema, VerifyEmailResponseSchema } from '../../contract/auth';
import { ApiErrorBodySchema, OkResponseSchema } from '../../contract/common';
import { findUserByEmail, insertUser } from '../../db/repositories/users.repository';
import { describeEachDatabase } from '../../db/testing';
import { loadConfig } from '../config';
import { createMailer } from '../mail/create-mailer';
import { partBody } from '../mail/mime-reader';
import { startSmtpCapture, type CapturedMail, type SmtpCapture } from '../mail/smtp-capture';
import { hashAccountToken } from '../services/auth/account-tokens';
import { requestEmailVerification } from '../services/auth/email-verification.service';
import { hashPassword } from '../services/auth/passwords';
import { createTestClient, startTestApp, type RunningApp, type TestClient } from '../testing';

const PASSWORD = 'student password 1';

describeEachDatabase('e-mail verification over SMTP', (database) => {
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

  async function signedInStudent(target: RunningApp, options: { verified?: boolean } = {}) {
    const user = await insertUser(database.knex, { name: 'Omar', email: uniqueEmail('student'), passwordHash: await hashPassword(PASSWORD), emailVerified: options.verified });
    const browser = createTestClient(target);
    expect((await browser.post('/api/auth/login', { email: user.email, password: PASSWORD })).status).toBe(200);
    return { user, browser };
  }
  const mailTo = (email: string) => smtp.waitForMessage((mail) => mail.envelopeTo.includes(email));
  const verify = (browser: TestClient, token: string) => browser.post('/api/auth/verify-email', { token });

  function verificationToken(mail: CapturedMail): string {
    const match = /(\S+\/auth\/verify-email\?token=[A-Za-z0-9_-]+)/.exec(partBody(mail.message, 'text/plain') ?? '');
    expect(match, 'a verification link in the text part').not.toBeNull();
    const link = new URL(match?.[1] ?? '');
    expect(link.origin).toBe(app.baseUrl);
    expect(partBody(mail.message, 'text/html')).toContain(`href="${link.href}"`);
    return link.searchParams.get('token') ?? '';
  }

  async function expectInvalidToken(response: Response) {
    expect(response.status).toBe(400);
    expect(ApiErrorBodySchema.parse(await response.json()).error.code).toBe('auth:invalid_token');
  }

  it('sign-up sends a confirmation mail whose link marks the account verified, once', async () => {
    const browser = createTestClient(app);
    const email = uniqueEmail('signup');
    expect((await browser.post('/api/auth/register', { email, password: PASSWORD, confirmPassword: PASSWORD, name: 'سارة' })).status).toBe(201);
    const mail = await mailTo(email);
    expect(mail.message.headers.get('subject')).toBe('أكّد بريدك الإلكتروني · مُعلّمي');
    expect(partBody(mail.message, 'text/html')).toContain('<html lang="ar" dir="rtl">');
    expect(partBody(mail.message, 'text/plain')).toContain('ينتهي هذا الرابط خلال 48 ساعة');
    const token = verificationToken(mail);

    const response = await verify(createTestClient(app), token);
    expect(response.status).toBe(200);
    expect(VerifyEmailResponseSchema.parse(await response.json())).toEqual({ ok: true });
    expect(MeResponseSchema.parse(await (await browser.get('/api/auth/me')).json()).emailVerified).toBe(true);
    await expectInvalidToken(await verify(createTestClient(app), token));
  });

  it('a signed-in student can ask for a new link, in English with the English cookie', async () => {
    const { user, browser } = await signedInStudent(app);
    browser.cookies.set('language', 'en');
    const response = await browser.post('/api/auth/resend-verification');
    expect(response.status).toBe(200);
    expect(OkResponseSchema.parse(await response.json())).toEqual({ ok: true });
    const mail = await mailTo(user.email);
    expect(mail.message.headers.get('subject')).toBe('Confirm your email · Moallemy');
    expect(partBody(mail.message, 'text/html')).toContain('<html lang="en" dir="ltr">');
    expect((await verify(createTestClient(app), verificationToken(mail))).status).toBe(200);
    expect((await findUserByEmail(database.knex, user.email))?.emailVerified).toBe(true);
  });

  it('asking for a new link needs a signed-in student', async () => {
    const response = await createTestClient(app).post('/api/auth/resend-verification');
    expect(response.status).toBe(401);
    expect(ApiErrorBodySchema.parse(await response.json()).error.code).toBe('auth:unauthenticated');
  });

  it('an already verified student gets ok and no mail', async () => {
    const { user, browser } = await signedInStudent(app, { verified: true });
    expect((await browser.post('/api/auth/resend-verification')).status).toBe(200);
    const { user: other, browser: otherBrowser } = await signedInStudent(app);
    await otherBrowser.post('/api/auth/resend-verification');
    await mailTo(other.email);
    expect(smtp.messages.filter((mail) => mail.envelopeTo.includes(user.email))).toEqual([]);
  });

  it('an expired or made-up link is refused and leaves the account unverified', async () => {
    const { user, browser } = await signedInStudent(app);
    await browser.post('/api/auth/resend-verification');
    const token = verificationToken(await mailTo(user.email));
    await database.knex('email_verification_tokens').where({ token_hash: hashAccountToken(token) }).update({ expires_at: new Date(Date.now() - 1000) });
    await expectInvalidToken(await verify(createTestClient(app), token));
    await expectInvalidToken(await verify(createTestClient(app), 'A'.repeat(43)));
    expect((await findUserByEmail(database.knex, user.email))?.emailVerified).toBe(false);
  });

  it('a relay that is down is logged, not thrown: the link is still issued and sign-up is not blocked', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    const config = { ...loadConfig({ NODE_ENV: 'test' }), smtpUrl: 'smtp://127.0.0.1:9' };
    const mailer = createMailer({ config, db: database.knex, logger });
    const user = await insertUser(database.knex, { name: 'Offline', email: uniqueEmail('down') });
    try {
      await expect(requestEmailVerification({ db: database.knex, logger, mailer }, user, { language: 'ar', origin: 'http://localhost' })).resolves.toBeUndefined();
    } finally {
      await mailer.close();
    }
    expect(await database.knex('email_verification_tokens').where({ user_id: user.id })).toHaveLength(1);
    expect(lines.map((line) => JSON.parse(line) as { level: number; msg: string })).toContainEqual(expect.objectContaining({ level: 50, msg: 'e-mail verification mail failed' }));
  });

  describe('resend limit (a fresh app: its own counters)', () => {
    let strict: RunningApp;
    beforeAll(async () => {
      strict = await startTestApp(database.knex, { smtpUrl: smtp.url });
    });
    afterAll(() => strict.close());

    it('the fourth resend within an hour is 429 rate:limited', async () => {
      const { browser } = await signedInStudent(strict);
      const statuses: number[] = [];
      for (let attempt = 1; attempt <= 4; attempt += 1) statuses.push((await browser.post('/api/auth/resend-verification')).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
    });
  });
});
