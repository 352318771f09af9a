/**
 * Reads behind message monitoring (/admin-dashboard). The messages list is paged newest first at any page number
 * without OFFSET over the messages table: message_count_buckets (kept current by triggers) gives the total and the
 * id range holding the requested page, and the page itself is a primary-key range read with an offset below the
 * bucket size (2000). Conversations and users are the newest N, each with per-row counts on indexed columns.
 */
import type { Executor } from '../connection';
import { dialect } from '../connection';
import { readBoolean, readDate, readNullableDate, readNullableString, readNumber, type RawRow } from './rows';

/** Must match the message_count_buckets migration and its triggers. */
export const MESSAGE_BUCKET_SIZE = 2000;

export interface AdminMessageRow {
  id: number;
  role: string;
  userName: string | null;
  userEmail: string | null;
  /** At most `cut + 1` characters of the content (the caller cuts and marks). */
  content: string;
  createdAt: Date;
  conversationTitle: string;
  subject: string | null;
  personality: string;
}

/** The maintained message count per bucket, highest bucket first. */
async function bucketCounts(db: Executor): Promise<{ bucket: number; count: number }[]> {
  const rows = (await db('message_count_buckets').select('bucket').sum({ n: 'message_count' }).groupBy('bucket').orderBy('bucket', 'desc')) as RawRow[];
  return rows.map((row) => ({ bucket: readNumber(row.bucket), count: readNumber(row.n) }));
}

/** Total messages (the maintained count). */
export async function countAllMessages(db: Executor): Promise<number> {
  const row = (await db('message_count_buckets').sum({ n: 'message_count' }).first()) as RawRow | undefined;
  return readNumber(row?.n ?? 0);
}

/** One page of messages, newest first, with the total. `cut` bounds the content read per row. */
export async function listMessagesPage(db: Executor, page: number, limit: number, cut: number): Promise<{ total: number; rows: AdminMessageRow[] }> {
  const buckets = await bucketCounts(db);
  const total = buckets.reduce((sum, each) => sum + each.count, 0);
  const offset = (page - 1) * limit;
  if (offset >= total) return { total, rows: [] };
  let before = 0;
  let upperId: number | undefined;
  let localOffset = 0;
  for (const { bucket, count } of buckets) {
    if (offset < before + count) {
      upperId = (bucket + 1) * MESSAGE_BUCKET_SIZE;
      localOffset = offset - before;
      break;
    }
    before += count;
  }
  if (upperId === undefined) return { total, rows: [] };
  const idRows = (await db('messages').where('id', '<', upperId).orderBy('id', 'desc').limit(limit).offset(localOffset).select('id')) as RawRow[];
  const ids = idRows.map((row) => readNumber(row.id));
  if (ids.length === 0) return { total, rows: [] };
  const rows = await messagesWithContext(db, ids, cut);
  return { total, rows };
}

/**
 * The messages `ids` (newest first) with their conversation and author, in three primary-key reads — never a join
 * the optimiser could turn around to drive from a big table.
 */
async function messagesWithContext(db: Executor, ids: readonly number[], cut: number): Promise<AdminMessageRow[]> {
  const substr = dialect(db) === 'mysql' ? 'SUBSTRING(content, 1, ?)' : 'substr(content, 1, ?)';
  const messages = (await db('messages')
    .whereIn('id', ids as number[])
    .orderBy('id', 'desc')
    .select('id', 'role', 'created_at', 'conversation_id', 'user_id', db.raw(`${substr} as content`, [cut + 1]))) as RawRow[];
  const conversationIds = [...new Set(messages.map((row) => String(row.conversation_id)))];
  const conversations = new Map(
    ((await db('conversations').whereIn('id', conversationIds).select('id', 'user_id', 'title', 'subject', 'personality')) as RawRow[]).map((row) => [String(row.id), row]),
  );
  const authorOf = (row: RawRow) => readNullableString(row.user_id) ?? readNullableString(conversations.get(String(row.conversation_id))?.user_id);
  const userIds = [...new Set(messages.map(authorOf).filter((id): id is string => id !== null))];
  const users = new Map(((await db('users').whereIn('id', userIds).select('id', 'name', 'email')) as RawRow[]).map((row) => [String(row.id), row]));
  return messages.map((row) => {
    const conversation = conversations.get(String(row.conversation_id));
    const author = users.get(authorOf(row) ?? '');
    return {
      id: readNumber(row.id),
      role: String(row.role),
      userName: author ? String(author.name) : null,
      userEmail: author ? String(author.email) : null,
      content: String(row.content ?? ''),
      createdAt: readDate(row.created_at),
      conversationTitle: conversation ? String(conversation.title) : '',
      subject: conversation ? readNullableString(conversation.subject) : null,
      personality: conversation ? String(conversation.personality) : 'friendly',
    };
  });
}

export interface AdminConversationRow {
  id: string;
  title: string;
  messageCount: number;
  userName: string | null;
  userEmail: string | null;
  subject: string | null;
  personality: string;
  difficultyLevel: string | null;
  createdAt: Date;
}

/** The newest `limit` conversations with their message counts (each a count on the conversation index). */
export async function listRecentConversations(db: Executor, limit: number): Promise<AdminConversationRow[]> {
  const rows = (await db('conversations as c')
    .leftJoin('users as u', 'u.id', 'c.user_id')
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(limit)
    .select(
      'c.id',
      'c.title',
      'c.subject',
      'c.personality',
      'c.difficulty_level',
      'c.created_at',
      'u.name as user_name',
      'u.email as user_email',
      db.raw('(select count(*) from messages m where m.conversation_id = c.id) as message_count'),
    )) as RawRow[];
  return rows.map((row) => ({
    id: String(row.id),
    title: String(row.title),
    messageCount: readNumber(row.message_count),
    userName: readNullableString(row.user_name),
    userEmail: readNullableString(row.user_email),
    subject: readNullableString(row.subject),
    personality: String(row.personality),
    difficultyLevel: readNullableString(row.difficulty_level),
    createdAt: readDate(row.created_at),
  }));
}

export interface AdminUserRow {
  id: string;
  name: string;
  email: string;
  grade: string | null;
  isPremium: boolean;
  subscriptionTier: string | null;
  subscriptionEndDate: Date | null;
  freeMessagesUsed: number;
  conversationCount: number;
  messageCount: number;
  emailVerified: boolean;
  createdAt: Date;
  lastActivity: Date | null;
}

/** The newest `limit` accounts with today's usage (`cairoDay`) and their conversation and message counts. */
export async function listRecentUsers(db: Executor, limit: number, cairoDay: string): Promise<AdminUserRow[]> {
  const rows = (await db('users as u')
    .leftJoin('daily_usage as d', function joinUsage() {
      this.on('d.subject_key', '=', 'u.id').andOn('d.subject_kind', '=', db.raw('?', ['user'])).andOn('d.cairo_day', '=', db.raw('?', [cairoDay]));
    })
    .orderBy('u.created_at', 'desc')
    .orderBy('u.id', 'desc')
    .limit(limit)
    .select(
      'u.id',
      'u.name',
      'u.email',
      'u.grade',
      'u.is_premium',
      'u.subscription_tier',
      'u.subscription_end_date',
      'u.email_verified',
      'u.created_at',
      'u.last_activity',
      'd.count as used_today',
      db.raw('(select count(*) from conversations c where c.user_id = u.id) as conversation_count'),
      db.raw('(select count(*) from messages m where m.user_id = u.id) as message_count'),
    )) as RawRow[];
  return rows.map((row) => ({
    id: String(row.id),
    name: String(row.name),
    email: String(row.email),
    grade: readNullableString(row.grade),
    isPremium: readBoolean(row.is_premium),
    subscriptionTier: readNullableString(row.subscription_tier),
    subscriptionEndDate: readNullableDate(row.subscription_end_date),
    freeMessagesUsed: readNumber(row.used_today ?? 0),
    conversationCount: readNumber(row.conversation_count),
    messageCount: readNumber(row.message_count),
    emailVerified: readBoolean(row.email_verified),
    createdAt: readDate(row.created_at),
    lastActivity: readNullableDate(row.last_activity),
  }));
}

/** Messages (any role) with an id above `afterId`, from the maintained buckets (the partial first bucket counted). */
export async function countMessagesAfter(db: Executor, afterId: number): Promise<number> {
  const firstBucket = Math.floor(afterId / MESSAGE_BUCKET_SIZE);
  const rest = (await db('message_count_buckets').where('bucket', '>', firstBucket).sum({ n: 'message_count' }).first()) as RawRow | undefined;
  const partial = (await db('messages')
    .where('id', '>', afterId)
    .andWhere('id', '<', (firstBucket + 1) * MESSAGE_BUCKET_SIZE)
    .count({ n: '*' })
    .first()) as RawRow | undefined;
  return readNumber(rest?.n ?? 0) + readNumber(partial?.n ?? 0);
}
