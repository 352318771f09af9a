/**
 * Offline mail (no SMTP_URL), on each database: forgot-password stores the message in mail_outbox and logs one
 * line with the recipient and the link, which works; the log never carries the password.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import pino from 'pino';
import { listOutboxMail } from '../../db/repositories/mail-outbox.repository';
import { insertUser } from '../../db/repositories/users.repository';
import { describeEachDatabase } from '../../db/testing';
import { hashPassword } from '../services/auth/passwords';
import { createTestClient, startTestApp, type RunningApp } from '../testing';

interface LogLine {
  level: number;
  msg: string;
  to?: string;
  link?: string;
}

describeEachDatabase('the outbox mailer (no SMTP_URL)', (database) => {
  let app: RunningApp;
  const lines: string[] = [];
  beforeAll(async () => {
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    app = await startTestApp(database.knex, { smtpUrl: undefined }, { logger, relaxedRateLimits: true });
  });
  afterAll(() => app.close());

  it('forgot-password keeps the mail in the outbox and logs the recipient with a link that works', async () => {
    const email = `outbox-${process.pid}@example.com`;
    await insertUser(database.knex, { name: 'ليلى', email, passwordHash: await hashPassword('old password 1') });
    expect((await createTestClient(app).post('/api/auth/forgot-password', { email })).status).toBe(200);

    await expect.poll(async () => (await listOutboxMail(database.knex, { to: email })).length).toBe(1);
    const [stored] = await listOutboxMail(database.knex, { to: email });
    expect(stored).toMatchObject({ to: email, subject: 'إعادة تعيين كلمة المرور · مُعلّمي', status: 'pending' });
    expect(stored?.htmlBody).toContain('<html lang="ar" dir="rtl">');
    const link = /(\S+\/auth\/reset-password\?token=[A-Za-z0-9_-]+)/.exec(stored?.textBody ?? '')?.[1];
    expect(link).toMatch(new RegExp(`^${app.baseUrl}/auth/reset-password\\?token=`));

    const logged = lines.map((line) => JSON.parse(line) as LogLine).filter((line) => line.to === email);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ level: 30, link });
    expect(logged[0]?.msg).toContain(link);

    const token = new URL(link ?? '').searchParams.get('token');
    const password = 'new secret password 9';
    expect((await createTestClient(app).post('/api/auth/reset-password', { token, password, confirmPassword: password })).status).toBe(200);
    expect(lines.join('\n')).not.toContain(password);
  });
});
