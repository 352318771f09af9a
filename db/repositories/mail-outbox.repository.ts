/**
 * The mail outbox: without SMTP every outgoing message is kept here (status `pending`), so an operator running
 * offline can still read the links, and a relay could send them later.
 */
import type { Executor } from '../connection';
import { readDate, readNullableDate, readNullableString, readNumber, type RawRow } from './rows';

export type OutboxStatus = 'pending' | 'sent' | 'failed';

export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
}

export interface NewOutboxMail {
  to: string;
  subject: string;
  textBody: string;
  htmlBody?: string | null;
}

const TABLE = 'mail_outbox';

export async function insertOutboxMail(db: Executor, input: NewOutboxMail): Promise<OutboxMail> {
  const createdAt = new Date();
  const row = {
    to_address: input.to.trim().toLowerCase(),
    subject: input.subject,
    text_body: input.textBody,
    html_body: input.htmlBody ?? null,
    status: 'pending' as const,
    attempts: 0,
    created_at: createdAt,
  };
  const [id] = await db(TABLE).insert(row);
  return {
    id: readNumber(id),
    to: row.to_address,
    subject: row.subject,
    textBody: row.text_body,
    htmlBody: row.html_body,
    status: row.status,
    attempts: 0,
    lastError: null,
    createdAt,
    sentAt: null,
  };
}

/** The newest messages first, optionally only those to one address. */
export async function listOutboxMail(db: Executor, options: { to?: string; limit?: number } = {}): Promise<OutboxMail[]> {
  const query = db(TABLE).orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]).limit(options.limit ?? 50);
  if (options.to) query.where({ to_address: options.to.trim().toLowerCase() });
  const rows = (await query) as RawRow[];
  return rows.map(toOutboxMail);
}

function toOutboxMail(row: RawRow): OutboxMail {
  return {
    id: readNumber(row.id),
    to: String(row.to_address),
    subject: String(row.subject),
    textBody: String(row.text_body),
    htmlBody: readNullableString(row.html_body),
    status: String(row.status) as OutboxStatus,
    attempts: readNumber(row.attempts),
    lastError: readNullableString(row.last_error),
    createdAt: readDate(row.created_at),
    sentAt: readNullableDate(row.sent_at),
  };
}
