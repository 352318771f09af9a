/**
 * Storage of the conversation-analysis job: the next batch of unanalysed student messages (a primary-key range
 * after the job's cursor), the message_analysis rows, and the admin_jobs row holding the cursor and progress.
 */
import type { Executor } from '../connection';
import { dialect } from '../connection';
import { affectedRows } from './admin-analytics.repository';
import { readBoolean, readDate, readNullableDate, readNullableString, readNumber, type RawRow } from './rows';

export type JobStatus = 'running' | 'completed' | 'failed';

export interface AdminJob {
  name: string;
  status: JobStatus;
  processed: number;
  lastMessageId: number;
  error: string | null;
  startedAt: Date | null;
  finishedAt: Date | null;
  updatedAt: Date;
}

const JOBS = 'admin_jobs';

function jobFromRow(row: RawRow): AdminJob {
  return {
    name: String(row.name),
    status: String(row.status) as JobStatus,
    processed: readNumber(row.processed),
    lastMessageId: readNumber(row.last_message_id),
    error: readNullableString(row.error),
    startedAt: readNullableDate(row.started_at),
    finishedAt: readNullableDate(row.finished_at),
    updatedAt: readDate(row.updated_at),
  };
}

export async function findJob(db: Executor, name: string, options: { lock?: boolean } = {}): Promise<AdminJob | undefined> {
  let query = db(JOBS).where({ name });
  if (options.lock && dialect(db) === 'mysql') query = query.forUpdate();
  const row = (await query.first()) as RawRow | undefined;
  return row ? jobFromRow(row) : undefined;
}

/** Marks the job running (creating its row at cursor 0 the first time). */
export async function startJob(db: Executor, name: string, at: Date = new Date()): Promise<void> {
  const verb = dialect(db) === 'mysql' ? 'INSERT IGNORE' : 'INSERT OR IGNORE';
  await db.raw(`${verb} INTO ${JOBS} (name, status, processed, last_message_id, updated_at) VALUES (?, ?, 0, 0, ?)`, [name, 'completed', at]);
  await db(JOBS).where({ name }).update({ status: 'running', error: null, started_at: at, finished_at: null, updated_at: at });
}

export async function advanceJob(db: Executor, name: string, lastMessageId: number, processedNow: number, at: Date = new Date()): Promise<void> {
  await db(JOBS)
    .where({ name })
    .update({ last_message_id: lastMessageId, processed: db.raw('processed + ?', [processedNow]), updated_at: at });
}

export async function finishJob(db: Executor, name: string, status: Exclude<JobStatus, 'running'>, error: string | null = null, at: Date = new Date()): Promise<void> {
  await db(JOBS).where({ name }).update({ status, error: error?.slice(0, 512) ?? null, finished_at: at, updated_at: at });
}

export interface MessageToAnalyze {
  id: number;
  content: string;
  createdAt: Date;
  conversationSubject: string | null;
  /** The author's premium state now (null author: a visitor, free). */
  isPremium: boolean;
  subscriptionEndDate: Date | null;
}

/**
 * Student messages after `afterId`, oldest first, at most `limit`; content cut to `contentMax` characters. A
 * primary-key range read of messages, then the conversations' subjects and the authors' plans by primary key.
 */
export async function listMessagesToAnalyze(db: Executor, afterId: number, limit: number, contentMax: number): Promise<MessageToAnalyze[]> {
  const substr = dialect(db) === 'mysql' ? 'SUBSTRING(content, 1, ?)' : 'substr(content, 1, ?)';
  const messages = (await db('messages')
    .where('id', '>', afterId)
    .andWhere('role', 'user')
    .orderBy('id', 'asc')
    .limit(limit)
    .select('id', 'created_at', 'conversation_id', 'user_id', db.raw(`${substr} as content`, [contentMax]))) as RawRow[];
  if (messages.length === 0) return [];
  const conversationIds = [...new Set(messages.map((row) => String(row.conversation_id)))];
  const conversations = new Map(
    ((await db('conversations').whereIn('id', conversationIds).select('id', 'user_id', 'subject')) as RawRow[]).map((row) => [String(row.id), row]),
  );
  const authorOf = (row: RawRow) => readNullableString(row.user_id) ?? readNullableString(conversations.get(String(row.conversation_id))?.user_id);
  const userIds = [...new Set(messages.map(authorOf).filter((id): id is string => id !== null))];
  const users = new Map(
    ((await db('users').whereIn('id', userIds).select('id', 'is_premium', 'subscription_end_date')) as RawRow[]).map((row) => [String(row.id), row]),
  );
  return messages.map((row) => {
    const author = users.get(authorOf(row) ?? '');
    return {
      id: readNumber(row.id),
      content: String(row.content ?? ''),
      createdAt: readDate(row.created_at),
      conversationSubject: readNullableString(conversations.get(String(row.conversation_id))?.subject),
      isPremium: author ? readBoolean(author.is_premium) : false,
      subscriptionEndDate: author ? readNullableDate(author.subscription_end_date) : null,
    };
  });
}

export interface NewMessageAnalysis {
  messageId: number;
  topic: string;
  subject: string | null;
  language: string;
  messageType: string;
  userType: string;
  messageCreatedAt: Date;
}

/** Inserts the rows of one batch, skipping messages that already have one; returns how many were inserted. */
export async function insertMessageAnalyses(db: Executor, rows: readonly NewMessageAnalysis[], at: Date = new Date()): Promise<number> {
  if (rows.length === 0) return 0;
  const verb = dialect(db) === 'mysql' ? 'INSERT IGNORE' : 'INSERT OR IGNORE';
  const placeholders = rows.map(() => '(?, ?, ?, ?, ?, ?, ?, ?)').join(', ');
  const bindings = rows.flatMap((row) => [row.messageId, row.topic, row.subject, row.language, row.messageType, row.userType, row.messageCreatedAt, at]);
  const result = await db.raw(
    `${verb} INTO message_analysis (message_id, topic, subject, language, message_type, user_type, message_created_at, analyzed_at) VALUES ${placeholders}`,
    bindings as never,
  );
  return affectedRows(result);
}

/** Adds members to one scope in a single statement; returns how many were new. */
export async function insertMembers(db: Executor, scope: string, members: readonly string[]): Promise<number> {
  if (members.length === 0) return 0;
  const verb = dialect(db) === 'mysql' ? 'INSERT IGNORE' : 'INSERT OR IGNORE';
  const result = await db.raw(`${verb} INTO analytics_members (scope, member) VALUES ${members.map(() => '(?, ?)').join(', ')}`, members.flatMap((member) => [scope, member]) as never);
  return affectedRows(result);
}

/** Adds to several counters in one statement. */
export async function incrementCounters(db: Executor, increments: ReadonlyMap<string, number>): Promise<void> {
  const entries = [...increments].filter(([, by]) => by !== 0);
  if (entries.length === 0) return;
  const values = entries.map(() => '(?, ?)').join(', ');
  const bindings = entries.flatMap(([name, by]) => [name.slice(0, 255), by]);
  const sql =
    dialect(db) === 'mysql'
      ? `INSERT INTO analytics_counters (name, value) VALUES ${values} ON DUPLICATE KEY UPDATE value = value + VALUES(value)`
      : `INSERT INTO analytics_counters (name, value) VALUES ${values} ON CONFLICT (name) DO UPDATE SET value = value + excluded.value`;
  await db.raw(sql, bindings as never);
}
