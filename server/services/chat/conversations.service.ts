/**
 * Conversations and their messages, always through their owner: a signed-in student's user id, or a visitor's
 * anonymous id (X-Anonymous-Id). Another owner's conversation answers 404, exactly like one that does not exist.
 */
import type { Conversation as ConversationResponse, CreateConversationRequestSchema, LearningStats, Message as MessageResponse } from '../../../contract/chat';
import type { z } from 'zod';
import type { Language } from '../../../contract/values';
import {
  countConversationsByOwner,
  findConversationById,
  insertConversation,
  listConversationsByOwner,
  type Conversation,
  type ConversationOwner,
} from '../../../db/repositories/conversations.repository';
import { listActiveDays } from '../../../db/repositories/daily-usage.repository';
import { listMessagesByConversation, updateMessage, type Message } from '../../../db/repositories/messages.repository';
import { cairoDay } from '../../../contract/constants';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { Identity } from '../../middleware/identity';
import { isPremiumActive, usageSubjects } from '../auth/status.service';
import { assertPlanAllows } from './plan-gate';

const NO_OWNER = {
  ar: 'لم نتعرّف على جهازك. حدّث الصفحة ثم حاول مرة أخرى.',
  en: 'We could not identify your browser. Reload the page and try again.',
} as const;
const NOT_FOUND = { ar: 'المحادثة غير موجودة.', en: 'Conversation not found.' } as const;
const INTERRUPTED = {
  ar: '⚠️ انقطع هذا الرد قبل أن يكتمل. أعد إرسال سؤالك من فضلك.',
  en: '⚠️ This reply was interrupted before it finished. Please send your question again.',
} as const;

/**
 * Every reply ends within the tutor's total timeout (plus the shutdown grace), so one still `streaming` this long
 * after it was created has nobody writing it: the process that was writing it died. Margin for clock skew between
 * processes and the last flush.
 */
const ORPHANED_REPLY_MARGIN_MS = 60_000;

/** The owner key of the caller; a visitor without an anonymous id cannot hold conversations (400). */
export function ownerOf(identity: Identity, language: Language): ConversationOwner {
  if (identity.user) return { userId: identity.user.id };
  if (identity.anonymousId) return { anonymousId: identity.anonymousId };
  throw new AppError('chat:no_owner', 400, NO_OWNER[language]);
}

export function callerIsPremium(identity: Identity): boolean {
  return identity.user !== null && isPremiumActive(identity.user);
}

/** The conversation if the caller owns it, else 404. */
export async function findOwnedConversation(context: Pick<AppContext, 'db'>, identity: Identity, id: string, language: Language): Promise<Conversation> {
  const owner = ownerOf(identity, language);
  const conversation = await findConversationById(context.db, id);
  const owned = conversation && (owner.userId ? conversation.userId === owner.userId : conversation.anonymousId === owner.anonymousId);
  if (!conversation || !owned) throw new AppError('chat:not_found', 404, NOT_FOUND[language]);
  return conversation;
}

export async function createConversation(
  context: Pick<AppContext, 'db'>,
  identity: Identity,
  input: z.output<typeof CreateConversationRequestSchema>,
  language: Language,
): Promise<ConversationResponse> {
  const owner = ownerOf(identity, language);
  const subject = input.subject ?? null;
  assertPlanAllows({ personality: input.personality, subject }, callerIsPremium(identity), language);
  return toConversationResponse(await insertConversation(context.db, { ...owner, title: input.title, personality: input.personality, subject }));
}

export async function listConversations(context: Pick<AppContext, 'db'>, identity: Identity, language: Language): Promise<ConversationResponse[]> {
  if (!identity.user && !identity.anonymousId) return [];
  const rows = await listConversationsByOwner(context.db, ownerOf(identity, language));
  return rows.map(toConversationResponse);
}

export async function listMessages(
  context: Pick<AppContext, 'db' | 'config'>,
  identity: Identity,
  id: string,
  language: Language,
): Promise<MessageResponse[]> {
  const conversation = await findOwnedConversation(context, identity, id, language);
  const messages = await settleOrphanedReplies(context, await listMessagesByConversation(context.db, conversation.id));
  return messages.map((message) => toMessageResponse(message, language));
}

/**
 * Replies left `streaming` by a process that died mid-reply are stored as `failed` (keeping what was written), so
 * a reload shows them ended instead of polling forever. Stateless: any process can settle them, by age alone.
 */
async function settleOrphanedReplies(context: Pick<AppContext, 'db' | 'config'>, messages: Message[]): Promise<Message[]> {
  const cutoff = Date.now() - context.config.tutor.totalTimeoutMs - ORPHANED_REPLY_MARGIN_MS;
  const orphaned = new Set(messages.filter((message) => message.status === 'streaming' && message.createdAt.getTime() < cutoff).map((message) => message.id));
  if (orphaned.size === 0) return messages;
  const settled = await Promise.all(
    messages.map(async (message) => {
      if (!orphaned.has(message.id)) return message;
      const metadata = { ...message.metadata, interrupted: true };
      return (await updateMessage(context.db, message.id, { status: 'failed', metadata })) ?? { ...message, status: 'failed' as const, metadata };
    }),
  );
  return settled;
}

/** The welcome panel's numbers (LearningStatsSchema), from the caller's daily usage and conversations. */
export async function getLearningStats(context: Pick<AppContext, 'db'>, identity: Identity): Promise<LearningStats> {
  const [subject] = usageSubjects(identity);
  const owner = identity.user ? { userId: identity.user.id } : identity.anonymousId ? { anonymousId: identity.anonymousId } : undefined;
  const [days, topics] = await Promise.all([
    subject ? listActiveDays(context.db, subject) : Promise.resolve([]),
    owner ? countConversationsByOwner(context.db, owner) : Promise.resolve(0),
  ]);
  return { streakDays: streakLength(days, cairoDay()), topics, sessions: days.length };
}

/** Consecutive days in `daysNewestFirst` ending today, or yesterday when today has no activity yet. */
export function streakLength(daysNewestFirst: readonly string[], today: string): number {
  const active = new Set(daysNewestFirst);
  const cursor = new Date(`${today}T12:00:00Z`);
  if (!active.has(today)) cursor.setUTCDate(cursor.getUTCDate() - 1);
  let streak = 0;
  while (active.has(cursor.toISOString().slice(0, 10))) {
    streak += 1;
    cursor.setUTCDate(cursor.getUTCDate() - 1);
  }
  return streak;
}

export function toConversationResponse(conversation: Conversation): ConversationResponse {
  return {
    id: conversation.id,
    title: conversation.title,
    subject: conversation.subject as ConversationResponse['subject'],
    personality: conversation.personality as ConversationResponse['personality'],
    updatedAt: conversation.updatedAt.toISOString(),
  };
}

/** A failed reply (see settleOrphanedReplies) is shown ended, with a note in the reader's language after what was written. */
export function toMessageResponse(message: Message, language: Language): MessageResponse {
  const content = message.status === 'failed' ? [message.content.trim(), INTERRUPTED[language]].filter(Boolean).join('\n\n') : message.content;
  return {
    id: String(message.id),
    conversationId: message.conversationId,
    role: message.role,
    content,
    createdAt: message.createdAt.toISOString(),
    metadata: message.metadata,
    imageUrl: message.imageUrl,
    status: message.status === 'streaming' ? 'streaming' : 'complete',
  };
}
