/**
 * The offline mailer (no SMTP_URL): each message is stored in the mail_outbox table and one info line carrying
 * the recipient and the link is logged, so a developer running `npm start` without a mail server can still
 * follow reset and confirmation links. Nothing secret other than that one-time link is written.
 */
import type { Logger } from 'pino';
import type { Database } from '../../db/connection';
import { insertOutboxMail } from '../../db/repositories/mail-outbox.repository';
import type { AccountMail, Mailer } from './mailer';
import { renderAccountMail, type AccountMailKind } from './templates';

export interface OutboxMailerOptions {
  db: Database;
  logger: Logger;
}

export function createOutboxMailer({ db, logger }: OutboxMailerOptions): Mailer {
  const send = async (kind: AccountMailKind, mail: AccountMail): Promise<void> => {
    const { subject, text, html } = renderAccountMail(kind, mail);
    const stored = await insertOutboxMail(db, { to: mail.to, subject, textBody: text, htmlBody: html });
    logger.info({ kind, to: mail.to, link: mail.link, outboxId: stored.id }, `mail kept in the outbox (SMTP_URL not set): ${mail.link}`);
  };

  return {
    sendPasswordReset: (mail) => send('passwordReset', mail),
    sendEmailVerification: (mail) => send('emailVerification', mail),
    async close() {},
  };
}
