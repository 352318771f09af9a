/**
 * Sends the account e-mails over SMTP (SMTP_URL) through a pooled nodemailer transport: a few long-lived
 * connections instead of a TLS handshake per message. Timeouts are bounded so a stuck relay cannot pile up work.
 */
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { AccountMail, Mailer } from './mailer';
import { renderAccountMail, type AccountMailKind } from './templates';

export interface SmtpMailerOptions {
  /** smtp://user:pass@host:port or smtps://… (nodemailer URL options such as ?tls.rejectUnauthorized=false work). */
  smtpUrl: string;
  /** The From header, e.g. `Moallemy <no-reply@example.com>`. */
  from: string;
  logger: Logger;
}

export function createSmtpMailer({ smtpUrl, from, logger }: SmtpMailerOptions): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 3,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });

  const send = async (kind: AccountMailKind, mail: AccountMail): Promise<void> => {
    const { subject, text, html } = renderAccountMail(kind, mail);
    const info = await transport.sendMail({
      from,
      to: mail.to,
      subject,
      text,
      html,
      headers: { 'Content-Language': mail.language },
    });
    logger.info({ kind, to: mail.to, messageId: info.messageId }, 'mail sent over SMTP');
  };

  return {
    sendPasswordReset: (mail) => send('passwordReset', mail),
    sendEmailVerification: (mail) => send('emailVerification', mail),
    async close() {
      transport.close();
    },
  };
}
