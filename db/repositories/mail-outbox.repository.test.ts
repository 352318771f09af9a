/** The mail outbox on both engines: Arabic bodies round-trip, newest first, filtered by recipient. */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../testing';
import { insertOutboxMail, listOutboxMail } from './mail-outbox.repository';

describeEachDatabase('mail outbox repository', (db) => {
  it('stores a pending message and lists it back for its recipient, newest first', async () => {
    const to = `outbox.${randomUUID().slice(0, 8)}@example.com`;
    const first = await insertOutboxMail(db.knex, { to, subject: 'إعادة تعيين كلمة المرور', textBody: 'مرحبًا 🌟\nhttps://x/1', htmlBody: '<p dir="rtl">مرحبًا</p>' });
    const second = await insertOutboxMail(db.knex, { to: to.toUpperCase(), subject: 'Second', textBody: 'text only' });
    await insertOutboxMail(db.knex, { to: `someone.else.${randomUUID().slice(0, 8)}@example.com`, subject: 'Other', textBody: 'x' });

    const listed = await listOutboxMail(db.knex, { to });
    expect(listed.map((mail) => mail.id)).toEqual([second.id, first.id]);
    expect(listed[1]).toMatchObject({
      to,
      subject: 'إعادة تعيين كلمة المرور',
      textBody: 'مرحبًا 🌟\nhttps://x/1',
      htmlBody: '<p dir="rtl">مرحبًا</p>',
      status: 'pending',
      attempts: 0,
      lastError: null,
      sentAt: null,
    });
    expect(listed[0]?.htmlBody).toBeNull();
  });
});
