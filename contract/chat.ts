/**
 * The tutor chat: personalities, conversations, messages, the send call and its streaming (SSE) variant.
 */
import { z } from 'zod';
import { IdSchema, IsoDateTimeSchema, textField } from './common';
import { MESSAGE_MAX_LENGTH, TITLE_MAX } from './constants';
import { MessageRoleSchema, PersonalityIdSchema, SubjectSchema, TutorModeSchema } from './enums';
import { issue } from './validation';

// ── Entities ──────────────────────────────────────────────────────────────────────────────────────────────────
/** GET /api/personalities returns Personality[]; name/description are Arabic, *En English. icon is an emoji. */
export const PersonalitySchema = z.object({
  id: PersonalityIdSchema,
  name: z.string(),
  nameEn: z.string(),
  description: z.string(),
  descriptionEn: z.string(),
  icon: z.string(),
  /** A theme colour token name (e.g. 'blue9'), never a literal colour. */
  color: z.string(),
});
export type Personality = z.infer<typeof PersonalitySchema>;
export const PersonalitiesResponseSchema = z.array(PersonalitySchema);

/** GET /api/conversations returns Conversation[], newest updatedAt first. */
export const ConversationSchema = z.object({
  id: IdSchema,
  title: z.string(),
  subject: SubjectSchema.nullable(),
  personality: PersonalityIdSchema,
  updatedAt: IsoDateTimeSchema,
});
export type Conversation = z.infer<typeof ConversationSchema>;
export const ConversationsResponseSchema = z.array(ConversationSchema);

/**
 * Free-form details the server attaches to a message. Known keys are typed; others pass through untouched.
 * `source` says whether the LLM or the offline tutor answered.
 */
export const MessageMetadataSchema = z.looseObject({
  tutorMode: TutorModeSchema.optional(),
  subject: SubjectSchema.optional(),
  source: z.enum(['llm', 'offline']).optional(),
  model: z.string().optional(),
});
export type MessageMetadata = z.infer<typeof MessageMetadataSchema>;

export const MessageSchema = z.object({
  id: IdSchema,
  conversationId: IdSchema,
  role: MessageRoleSchema,
  content: z.string(),
  createdAt: IsoDateTimeSchema,
  metadata: MessageMetadataSchema.nullable(),
  /** An illustration the tutor attached (assistant messages only). */
  imageUrl: z.string().nullable(),
  /**
   * `streaming` while the tutor is still writing this reply (content is what it has written so far; the client
   * polls until it is `complete`). Absent on older messages means complete.
   */
  status: z.enum(['streaming', 'complete']).optional(),
});
export type Message = z.infer<typeof MessageSchema>;
/** GET /api/conversations/{id}/messages, oldest first. */
export const MessagesResponseSchema = z.array(MessageSchema);

// ── Calls ─────────────────────────────────────────────────────────────────────────────────────────────────────
/** Path params of /api/conversations/{id}/messages. */
export const ConversationParamsSchema = z.object({ id: IdSchema });
export type ConversationParams = z.infer<typeof ConversationParamsSchema>;

/** POST /api/conversations → Conversation. The title comes from `conversationTitle(firstMessage)`. */
export const CreateConversationRequestSchema = z.object(
  {
    personality: PersonalityIdSchema,
    title: textField({ max: TITLE_MAX }),
    subject: SubjectSchema.optional(),
  },
  issue('validation.invalid'),
);
export type CreateConversationRequest = z.input<typeof CreateConversationRequestSchema>;
export const CreateConversationResponseSchema = ConversationSchema;

/** POST /api/conversations/{id}/messages. Content is trimmed; empty is rejected. tutorMode defaults to formal. */
export const SendMessageRequestSchema = z.object(
  {
    content: textField({ max: MESSAGE_MAX_LENGTH }),
    tutorMode: TutorModeSchema.default('formal'),
    subject: SubjectSchema.optional(),
  },
  issue('validation.invalid'),
);
export type SendMessageRequest = z.input<typeof SendMessageRequestSchema>;

/** The stored user message and the tutor's reply (which may carry imageUrl). 429 when the daily cap is reached. */
export const SendMessageResponseSchema = z.object({ userMessage: MessageSchema, aiMessage: MessageSchema });
export type SendMessageResponse = z.infer<typeof SendMessageResponseSchema>;

/**
 * One Server-Sent Event of the streaming send (`Accept: text/event-stream`), sent as `data: <json>`:
 * user_message (stored), delta (text appended to the reply), ai_message (the stored reply, ends the stream)
 * or error (ends the stream; code as in ApiErrorBody, e.g. quota:exceeded).
 */
export const ChatStreamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('user_message'), message: MessageSchema }),
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({ type: z.literal('ai_message'), message: MessageSchema }),
  z.object({ type: z.literal('error'), code: z.string(), message: z.string() }),
]);
export type ChatStreamEvent = z.infer<typeof ChatStreamEventSchema>;

/**
 * GET /api/learning/stats: the welcome panel's numbers from the caller's real activity. streakDays = consecutive
 * Cairo days with a message, ending today (or yesterday, when today has none yet); sessions = Cairo days with a
 * message; topics = conversations started.
 */
export const LearningStatsSchema = z.object({
  streakDays: z.number().int().nonnegative(),
  topics: z.number().int().nonnegative(),
  sessions: z.number().int().nonnegative(),
});
export type LearningStats = z.infer<typeof LearningStatsSchema>;
