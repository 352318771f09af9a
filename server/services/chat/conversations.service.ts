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
import { listMessagesByConversation, type Message } from '../../../db/repositories/messages.repository';
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

export async function listMessages(context: Pick<AppContext, 'db'>, identity: Identity, id: string, language: Language): Promise<MessageResponse[]> {
  const conversation = await findOwnedConversation(context, identity, id, language);
  return (await listMessagesByConversation(context.db, conversation.id)).map(toMessageResponse);
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

export function toMessageResponse(message: Message): MessageResponse {
  return {
    id: String(message.id),
    conversationId: message.conversationId,
    role: message.role,
    content: message.content,
    createdAt: message.createdAt.toISOString(),
    metadata: message.metadata,
    imageUrl: message.imageUrl,
    status: message.status === 'streaming' ? 'streaming' : 'complete',
  };
}
