/**
 * Chat messages. A conversation's messages are read oldest first, ordered by created_at and then by the
 * auto-increment id, so a user message and the reply stored in the same millisecond keep their order.
 * An assistant reply being streamed is inserted with status `streaming` and completed with updateMessage.
 */
import type { Executor } from '../connection';
import {
  patchToColumns,
  readDate,
  readJson,
  readNullableString,
  readNumber,
  writeJson,
  type RawRow,
} from './rows';

export type MessageRole = 'user' | 'assistant';
export type MessageStatus = 'streaming' | 'complete' | 'failed';
export type MessageMetadata = Record<string, unknown>;

export interface Message {
  id: number;
  conversationId: string;
  userId: string | null;
  role: MessageRole;
  content: string;
  metadata: MessageMetadata | null;
  imageUrl: string | null;
  status: MessageStatus;
  createdAt: Date;
}

export interface NewMessage {
  conversationId: string;
  role: MessageRole;
  content: string;
  userId?: string | null;
  metadata?: MessageMetadata | null;
  imageUrl?: string | null;
  /** Defaults to `complete`. */
  status?: MessageStatus;
  createdAt?: Date;
}

export type MessagePatch = Partial<Pick<Message, 'content' | 'metadata' | 'imageUrl' | 'status'>>;

const TABLE = 'messages';
const DEFAULT_USER_LIST_LIMIT = 100;

const PATCH_COLUMNS: { [K in keyof Required<MessagePatch>]: string } = {
  content: 'content',
  metadata: 'metadata',
  imageUrl: 'image_url',
  status: 'status',
};

export async function insertMessage(db: Executor, input: NewMessage): Promise<Message> {
  const message: Omit<Message, 'id'> = {
    conversationId: input.conversationId,
    userId: input.userId ?? null,
    role: input.role,
    content: input.content,
    metadata: input.metadata ?? null,
    imageUrl: input.imageUrl ?? null,
    status: input.status ?? 'complete',
    createdAt: input.createdAt ?? new Date(),
  };
  // Both drivers answer an insert without `returning` with [insertId].
  const [id] = await db(TABLE).insert({
    conversation_id: message.conversationId,
    user_id: message.userId,
    role: message.role,
    content: message.content,
    metadata: writeJson(message.metadata),
    image_url: message.imageUrl,
    status: message.status,
    created_at: message.createdAt,
  });
  return { id: readNumber(id), ...message };
}

export async function findMessageById(db: Executor, id: number): Promise<Message | undefined> {
  const row = await db(TABLE).where({ id }).first();
  return row ? toMessage(row) : undefined;
}

/** Every message of a conversation, oldest first. */
export async function listMessagesByConversation(db: Executor, conversationId: string): Promise<Message[]> {
  const rows = await db(TABLE)
    .where({ conversation_id: conversationId })
    .orderBy([
      { column: 'created_at', order: 'asc' },
      { column: 'id', order: 'asc' },
    ]);
  return rows.map(toMessage);
}

/** A user's messages across conversations, newest first; `before` pages further back. */
export async function listMessagesByUser(
  db: Executor,
  userId: string,
  options: { limit?: number; before?: Date } = {},
): Promise<Message[]> {
  const query = db(TABLE).where({ user_id: userId });
  if (options.before) query.andWhere('created_at', '<', options.before);
  const rows = await query
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(options.limit ?? DEFAULT_USER_LIST_LIMIT);
  return rows.map(toMessage);
}

/** The last `limit` complete messages of a conversation, oldest first (the tutor's context window). */
export async function listRecentMessages(db: Executor, conversationId: string, limit: number): Promise<Message[]> {
  const rows = await db(TABLE)
    .where({ conversation_id: conversationId, status: 'complete' })
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(limit);
  return rows.map(toMessage).reverse();
}

/** Deletes the given messages (a failed reply keeps nothing half-written); returns how many went. */
export async function deleteMessages(db: Executor, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  return db(TABLE).whereIn('id', ids).delete();
}

/** Applies the defined fields of `patch` (e.g. the final text of a streamed reply). */
export async function updateMessage(db: Executor, id: number, patch: MessagePatch): Promise<Message | undefined> {
  const columns = patchToColumns(patch, PATCH_COLUMNS, { metadata: writeJson });
  if (Object.keys(columns).length > 0) await db(TABLE).where({ id }).update(columns);
  return findMessageById(db, id);
}

function toMessage(row: RawRow): Message {
  return {
    id: readNumber(row.id),
    conversationId: String(row.conversation_id),
    userId: readNullableString(row.user_id),
    role: String(row.role) as MessageRole,
    content: String(row.content),
    metadata: readJson<MessageMetadata>(row.metadata),
    imageUrl: readNullableString(row.image_url),
    status: String(row.status) as MessageStatus,
    createdAt: readDate(row.created_at),
  };
}
