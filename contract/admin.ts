/**
 * Operator tools: the admin session, message monitoring (messages, conversations, users) and the visitor and
 * conversation analytics.
 */
import { z } from 'zod';
import { IdSchema, IsoDateTimeSchema, PageInfoSchema, paginationQuery, textField } from './common';
import { ADMIN } from './constants';
import {
  BrowserSchema,
  DeviceTypeSchema,
  LanguageSchema,
  MessageRoleSchema,
  MessageTypeSchema,
  PersonalityIdSchema,
  PlanSchema,
  SubjectSchema,
  UserTypeSchema,
} from './enums';
import { issue } from './validation';

// ── Admin session ─────────────────────────────────────────────────────────────────────────────────────────────
/** POST /api/admin/login. The password is trimmed and required. */
export const AdminLoginRequestSchema = z.object({ password: textField({ max: ADMIN.passwordMax }) }, issue('validation.invalid'));
export type AdminLoginRequest = z.input<typeof AdminLoginRequestSchema>;
/** Answer of admin login and logout: success, with a message on failure. */
export const AdminSessionResponseSchema = z.object({ success: z.boolean(), message: z.string().optional() });
export type AdminSessionResponse = z.infer<typeof AdminSessionResponseSchema>;
/** GET /api/admin/check. */
export const AdminCheckResponseSchema = z.object({ isAdmin: z.boolean() });
export type AdminCheckResponse = z.infer<typeof AdminCheckResponseSchema>;

// ── Message monitoring ────────────────────────────────────────────────────────────────────────────────────────
/** `?page=&limit=` of GET /api/admin/messages (limit 50 by default). */
export const AdminMessagesQuerySchema = paginationQuery(ADMIN.messagesPerPage, ADMIN.messagesPerPageMax);
export type AdminMessagesQuery = z.input<typeof AdminMessagesQuerySchema>;

/** One message as monitoring lists it; the UI cuts content to ADMIN.messageCut characters. */
export const AdminMessageSchema = z.object({
  id: IdSchema,
  role: MessageRoleSchema,
  /** null for visitors without an account. */
  userName: z.string().nullable(),
  userEmail: z.string().nullable(),
  content: z.string(),
  createdAt: IsoDateTimeSchema,
  conversationTitle: z.string(),
  subject: SubjectSchema.nullable(),
  personality: PersonalityIdSchema,
});
export type AdminMessage = z.infer<typeof AdminMessageSchema>;

/** One page of messages, newest first. */
export const AdminMessagesPageSchema = PageInfoSchema.extend({ messages: z.array(AdminMessageSchema) });
export type AdminMessagesPage = z.infer<typeof AdminMessagesPageSchema>;

/** GET /api/admin/conversations returns AdminConversation[]. */
export const AdminConversationSchema = z.object({
  id: IdSchema,
  title: z.string(),
  messageCount: z.number().int().nonnegative(),
  userName: z.string().nullable(),
  userEmail: z.string().nullable(),
  subject: SubjectSchema.nullable(),
  personality: PersonalityIdSchema,
  /** Set by the conversation analysis job (e.g. beginner, intermediate, advanced); null before it ran. */
  difficultyLevel: z.string().nullable(),
  createdAt: IsoDateTimeSchema,
});
export type AdminConversation = z.infer<typeof AdminConversationSchema>;
export const AdminConversationsResponseSchema = z.array(AdminConversationSchema);

/** GET /api/admin/users returns AdminUser[]; freeMessagesUsed is today's count out of FREE_DAILY_MESSAGES. */
export const AdminUserSchema = z.object({
  id: IdSchema,
  name: z.string(),
  email: z.string(),
  grade: z.string().nullable(),
  isPremium: z.boolean(),
  subscriptionTier: PlanSchema.nullable(),
  subscriptionEndDate: IsoDateTimeSchema.nullable(),
  freeMessagesUsed: z.number().int().nonnegative(),
  conversationCount: z.number().int().nonnegative(),
  messageCount: z.number().int().nonnegative(),
  emailVerified: z.boolean(),
  createdAt: IsoDateTimeSchema,
  lastActivity: IsoDateTimeSchema.nullable(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;
export const AdminUsersResponseSchema = z.array(AdminUserSchema);

// ── Visitor analytics ─────────────────────────────────────────────────────────────────────────────────────────
const VisitorCountsSchema = z.object({ unique: z.number().int().nonnegative(), sessions: z.number().int().nonnegative() });

/** GET /api/admin/analytics/summary. Days are Cairo days; active = visitors seen in the last 5 minutes. */
export const AnalyticsSummarySchema = z.object({
  active: z.number().int().nonnegative(),
  today: VisitorCountsSchema,
  yesterday: VisitorCountsSchema,
  week: VisitorCountsSchema,
  topPages: z.array(z.object({ page: z.string(), count: z.number().int().nonnegative() })),
});
export type AnalyticsSummary = z.infer<typeof AnalyticsSummarySchema>;

/** One visitor session of GET /api/admin/analytics/recent-sessions (at most ADMIN.recentSessions, newest first). */
export const RecentSessionSchema = z.object({
  id: IdSchema,
  userAgent: z.string(),
  isAuthenticated: z.boolean(),
  lastActivity: IsoDateTimeSchema,
  createdAt: IsoDateTimeSchema,
  currentPage: z.string(),
  /** Full external referrer URL; the UI shows its host. null when internal or direct. */
  referrer: z.string().nullable(),
  /** Parsed from userAgent on the server. */
  browser: BrowserSchema,
  device: DeviceTypeSchema,
});
export type RecentSession = z.infer<typeof RecentSessionSchema>;
export const RecentSessionsResponseSchema = z.array(RecentSessionSchema);

// ── Conversation analytics ────────────────────────────────────────────────────────────────────────────────────
const countSchema = z.number().int().nonnegative();

export const TopicTrendSchema = z.object({
  id: IdSchema,
  topic: z.string(),
  subject: SubjectSchema.nullable(),
  totalMessages: countSchema,
  /** 0–100, drawn as the trend bar. */
  trendingScore: z.number().min(0).max(100),
});
export type TopicTrend = z.infer<typeof TopicTrendSchema>;

/** GET /api/admin/analytics/dashboard. All zero before the first analysis (the UI shows the empty state). */
export const AnalyticsDashboardSchema = z.object({
  overview: z.object({ totalMessages: countSchema, totalTopics: countSchema, uniqueQueries: countSchema }),
  /** At most ADMIN.topTopics, highest first. */
  topicTrends: z.array(TopicTrendSchema),
  distributions: z.object({
    language: z.record(LanguageSchema, countSchema),
    messageType: z.record(MessageTypeSchema, countSchema),
    userType: z.record(UserTypeSchema, countSchema),
    /** Messages per hour of the Cairo day, hours 0–23. */
    hourlyUsage: z.array(z.object({ hour: z.number().int().min(0).max(23), count: countSchema })),
  }),
});
export type AnalyticsDashboard = z.infer<typeof AnalyticsDashboardSchema>;

/** POST /api/admin/analytics/analyze-messages: how many messages the job classified. */
export const AnalyzeMessagesResponseSchema = z.object({ success: z.boolean(), analyzed: countSchema, message: z.string().optional() });
export type AnalyzeMessagesResponse = z.infer<typeof AnalyzeMessagesResponseSchema>;

/**
 * GET /api/admin/analytics/analyze-messages/status: the analysis job's progress (it runs in the background; POST
 * answers 202 while it is still running). `interrupted`: a run stopped half-way (a restart) — the next POST
 * resumes it. `pending`: messages (replies included) newer than the job's cursor.
 */
export const AnalysisJobStatusSchema = z.object({
  status: z.enum(['idle', 'running', 'completed', 'failed', 'interrupted']),
  analyzed: countSchema,
  pending: countSchema,
  startedAt: IsoDateTimeSchema.nullable(),
  finishedAt: IsoDateTimeSchema.nullable(),
  error: z.string().nullable(),
});
export type AnalysisJobStatus = z.infer<typeof AnalysisJobStatusSchema>;
