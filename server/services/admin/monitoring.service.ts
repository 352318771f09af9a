/**
 * Message monitoring (/admin-dashboard): messages 50 a page at any page number with the total, the newest
 * conversations, and the newest accounts with today's free messages (out of FREE_DAILY_MESSAGES). The lists are
 * capped at ADMIN_LIST_CAP rows, newest first (the contract's shapes are arrays, not pages).
 */
import { ADMIN, cairoDay } from '../../../contract/constants';
import type { AdminConversation, AdminMessage, AdminMessagesPage, AdminMessagesQuery, AdminUser } from '../../../contract/admin';
import { AdminMessagesQuerySchema } from '../../../contract/admin';
import { personalityIds, plans, subjects, type PersonalityId, type Plan, type Subject } from '../../../contract/values';
import { listMessagesPage, listRecentConversations, listRecentUsers } from '../../../db/repositories/admin-monitoring.repository';
import type { AppContext } from '../../context';

/** How many conversations and users the lists show (newest first). */
export const ADMIN_LIST_CAP = 200;

/** `text` cut to `max` characters (code points, so an emoji is never split), with '…' when it was longer. */
export function cutText(text: string, max: number = ADMIN.messageCut): string {
  const characters = Array.from(text);
  return characters.length <= max ? text : `${characters.slice(0, max).join('')}…`;
}

const asSubject = (value: string | null): Subject | null => ((subjects as readonly string[]).includes(value ?? '') ? (value as Subject) : null);
const asPersonality = (value: string): PersonalityId => ((personalityIds as readonly string[]).includes(value) ? (value as PersonalityId) : 'friendly');
const asPlan = (value: string | null): Plan | null => ((plans as readonly string[]).includes(value ?? '') ? (value as Plan) : null);

export async function messagesPage(context: Pick<AppContext, 'db'>, query: AdminMessagesQuery): Promise<AdminMessagesPage> {
  const { page, limit } = AdminMessagesQuerySchema.parse(query);
  // Read a few more characters than the cut: a surrogate pair may count as two in SQL.
  const { total, rows } = await listMessagesPage(context.db, page, limit, ADMIN.messageCut * 2);
  const totalPages = Math.ceil(total / limit);
  const messages: AdminMessage[] = rows.map((row) => ({
    id: String(row.id),
    role: row.role === 'assistant' ? 'assistant' : 'user',
    userName: row.userName,
    userEmail: row.userEmail,
    content: cutText(row.content),
    createdAt: row.createdAt.toISOString(),
    conversationTitle: row.conversationTitle,
    subject: asSubject(row.subject),
    personality: asPersonality(row.personality),
  }));
  return { messages, totalCount: total, totalPages, hasNextPage: page < totalPages };
}

export async function conversations(context: Pick<AppContext, 'db'>): Promise<AdminConversation[]> {
  const rows = await listRecentConversations(context.db, ADMIN_LIST_CAP);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    messageCount: row.messageCount,
    userName: row.userName,
    userEmail: row.userEmail,
    subject: asSubject(row.subject),
    personality: asPersonality(row.personality),
    difficultyLevel: row.difficultyLevel,
    createdAt: row.createdAt.toISOString(),
  }));
}

export async function users(context: Pick<AppContext, 'db'>, now: Date = new Date()): Promise<AdminUser[]> {
  const rows = await listRecentUsers(context.db, ADMIN_LIST_CAP, cairoDay(now));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    grade: row.grade,
    isPremium: row.isPremium && (row.subscriptionEndDate === null || row.subscriptionEndDate > now),
    subscriptionTier: asPlan(row.subscriptionTier),
    subscriptionEndDate: row.subscriptionEndDate?.toISOString() ?? null,
    freeMessagesUsed: row.freeMessagesUsed,
    conversationCount: row.conversationCount,
    messageCount: row.messageCount,
    emailVerified: row.emailVerified,
    createdAt: row.createdAt.toISOString(),
    lastActivity: row.lastActivity?.toISOString() ?? null,
  }));
}
