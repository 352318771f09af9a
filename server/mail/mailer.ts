/**
 * The mail interface the account flows use. Implementations: SMTP via nodemailer when SMTP_URL is set; otherwise
 * the outbox table plus a log line carrying the link, so `npm start` works offline (see smtp-mailer.ts,
 * outbox-mailer.ts and create-mailer.ts).
 */
import type { Language } from '../../contract/values';

export interface AccountMail {
  to: string;
  /** The recipient's name, for the greeting. */
  name: string;
  /** Language of the message (the UI language at the time of the request). */
  language: Language;
  /** The absolute link the recipient follows. */
  link: string;
}

export interface Mailer {
  sendPasswordReset(mail: AccountMail): Promise<void>;
  sendEmailVerification(mail: AccountMail): Promise<void>;
  /** Releases connections (SMTP pool) on shutdown. */
  close(): Promise<void>;
}
