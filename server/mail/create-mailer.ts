/**
 * Chooses the mailer from the configuration: SMTP when SMTP_URL is set, otherwise the outbox table plus a log
 * line (the offline default).
 */
import type { AppContext } from '../context';
import type { Mailer } from './mailer';
import { createOutboxMailer } from './outbox-mailer';
import { createSmtpMailer } from './smtp-mailer';

export function createMailer({ config, db, logger }: Pick<AppContext, 'config' | 'db' | 'logger'>): Mailer {
  const mailLogger = logger.child({ module: 'mail' });
  if (config.smtpUrl) return createSmtpMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, logger: mailLogger });
  return createOutboxMailer({ db, logger: mailLogger });
}
