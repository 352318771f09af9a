/**
 * Chat conversations. A conversation belongs to a signed-in user or, for visitors trying the tutor without
 * an account, to their anonymous id; lists are newest-activity first (indexed by owner + updated_at).
 */
import { randomUUID } from 'node:crypto';
import type { Executor } from '../connection';
import { withUniqueViolation } from '../errors';
import { patchToColumns, readDate, readNullableString, type RawRow } from './rows';

export interface Conversation {
  id: string;
  userId: string | null;
  anonymousId: string | null;
  title: string;
  subject: string | null;
  personality: string;
  difficultyLevel: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** Who a conversation belongs to: exactly one of a user id or an anonymous id. */
export type ConversationOwner = { userId: string; anonymousId?: undefined } | { anonymousId: string; userId?: undefined };

export type NewConversation = ConversationOwner & {
  title: string;
  personality: string;
  subject?: string | null;
  difficultyLevel?: string | null;
  id?: string;
  createdAt?: Date;
};

export type ConversationPatch = Partial<Pick<Conversation, 'title' | 'subject' | 'personality' | 'difficultyLevel' | 'updatedAt'>>;

const TABLE = 'conversations';
const DEFAULT_LIST_LIMIT = 100;

const PATCH_COLUMNS: { [K in keyof Required<ConversationPatch>]: string } = {
  title: 'title',
  subject: 'subject',
  personality: 'personality',
  difficultyLevel: 'difficulty_level',
  updatedAt: 'updated_at',
};

export async function insertConversation(db: Executor, input: NewConversation): Promise<Conversation> {
  if (!input.userId && !input.anonymousId) throw new TypeError('A conversation needs a userId or an anonymousId');
  const createdAt = input.createdAt ?? new Date();
  const conversation: Conversation = {
    id: input.id ?? randomUUID(),
    userId: input.userId ?? null,
    anonymousId: input.userId ? null : (input.anonymousId ?? null),
    title: input.title,
    subject: input.subject ?? null,
    personality: input.personality,
    difficultyLevel: input.difficultyLevel ?? null,
    createdAt,
    updatedAt: createdAt,
  };
  await withUniqueViolation(TABLE, () =>
    db(TABLE).insert({
      id: conversation.id,
      user_id: conversation.userId,
      anonymous_id: conversation.anonymousId,
      title: conversation.title,
      subject: conversation.subject,
      personality: conversation.personality,
      difficulty_level: conversation.difficultyLevel,
      created_at: conversation.createdAt,
      updated_at: conversation.updatedAt,
    }),
  );
  return conversation;
}

export async function findConversationById(db: Executor, id: string): Promise<Conversation | undefined> {
  const row = await db(TABLE).where({ id }).first();
  return row ? toConversation(row) : undefined;
}

/** The owner's conversations, most recently active first. */
export async function listConversationsByOwner(
  db: Executor,
  owner: ConversationOwner,
  options: { limit?: number } = {},
): Promise<Conversation[]> {
  const query = owner.userId ? db(TABLE).where({ user_id: owner.userId }) : db(TABLE).where({ anonymous_id: owner.anonymousId });
  const rows = await query
    .orderBy([
      { column: 'updated_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(options.limit ?? DEFAULT_LIST_LIMIT);
  return rows.map(toConversation);
}

/** How many conversations the owner has. */
export async function countConversationsByOwner(db: Executor, owner: ConversationOwner): Promise<number> {
  const query = owner.userId ? db(TABLE).where({ user_id: owner.userId }) : db(TABLE).where({ anonymous_id: owner.anonymousId });
  const row = await query.count({ total: '*' }).first();
  return row ? Number(row.total) : 0;
}

/** Applies the defined fields of `patch`; returns the updated conversation, or undefined when there is none. */
export async function updateConversation(db: Executor, id: string, patch: ConversationPatch): Promise<Conversation | undefined> {
  const columns = patchToColumns(patch, PATCH_COLUMNS);
  if (Object.keys(columns).length > 0) await db(TABLE).where({ id }).update(columns);
  return findConversationById(db, id);
}

/** Marks new activity (a message) so the conversation moves to the top of its owner's list. */
export async function touchConversation(db: Executor, id: string, at: Date = new Date()): Promise<boolean> {
  return (await db(TABLE).where({ id }).update({ updated_at: at })) > 0;
}

/** Moves a visitor's conversations to the account they signed in with; returns how many moved. */
export async function assignAnonymousConversations(db: Executor, anonymousId: string, userId: string): Promise<number> {
  return db(TABLE).where({ anonymous_id: anonymousId }).whereNull('user_id').update({ user_id: userId, anonymous_id: null });
}

/** Deletes a conversation and (by cascade) its messages. */
export async function deleteConversation(db: Executor, id: string): Promise<boolean> {
  return (await db(TABLE).where({ id }).delete()) > 0;
}

function toConversation(row: RawRow): Conversation {
  return {
    id: String(row.id),
    userId: readNullableString(row.user_id),
    anonymousId: readNullableString(row.anonymous_id),
    title: String(row.title),
    subject: readNullableString(row.subject),
    personality: String(row.personality),
    difficultyLevel: readNullableString(row.difficulty_level),
    createdAt: readDate(row.created_at),
    updatedAt: readDate(row.updated_at),
  };
}
