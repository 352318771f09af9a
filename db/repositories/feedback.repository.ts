/** Feedback form submissions, listed newest first for the admin. */
import type { Executor } from '../connection';
import { readDate, readJson, readNullableNumber, readNullableString, readNumber, writeJson, type RawRow } from './rows';

export type FeedbackType = 'bug_report' | 'feature_request' | 'general' | 'rating';
export type FeedbackCategory = 'ui_ux' | 'ai_responses' | 'performance' | 'content' | 'billing';
export type FeedbackMetadata = Record<string, unknown>;

export interface Feedback {
  id: number;
  userId: string | null;
  anonymousId: string | null;
  type: FeedbackType;
  /** 1–5, only for type `rating`. */
  rating: number | null;
  title: string;
  description: string;
  category: FeedbackCategory | null;
  metadata: FeedbackMetadata | null;
  createdAt: Date;
}

export interface NewFeedback {
  type: FeedbackType;
  title: string;
  description: string;
  rating?: number | null;
  category?: FeedbackCategory | null;
  metadata?: FeedbackMetadata | null;
  userId?: string | null;
  anonymousId?: string | null;
  createdAt?: Date;
}

const TABLE = 'feedback';
const DEFAULT_LIST_LIMIT = 50;

export async function insertFeedback(db: Executor, input: NewFeedback): Promise<Feedback> {
  const feedback: Omit<Feedback, 'id'> = {
    userId: input.userId ?? null,
    anonymousId: input.anonymousId ?? null,
    type: input.type,
    rating: input.rating ?? null,
    title: input.title,
    description: input.description,
    category: input.category ?? null,
    metadata: input.metadata ?? null,
    createdAt: input.createdAt ?? new Date(),
  };
  const [id] = await db(TABLE).insert({
    user_id: feedback.userId,
    anonymous_id: feedback.anonymousId,
    type: feedback.type,
    rating: feedback.rating,
    title: feedback.title,
    description: feedback.description,
    category: feedback.category,
    metadata: writeJson(feedback.metadata),
    created_at: feedback.createdAt,
  });
  return { id: readNumber(id), ...feedback };
}

/** Submissions newest first, paged by limit/offset. */
export async function listFeedback(db: Executor, options: { limit?: number; offset?: number } = {}): Promise<Feedback[]> {
  const rows = await db(TABLE)
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(options.limit ?? DEFAULT_LIST_LIMIT)
    .offset(options.offset ?? 0);
  return rows.map(toFeedback);
}

function toFeedback(row: RawRow): Feedback {
  return {
    id: readNumber(row.id),
    userId: readNullableString(row.user_id),
    anonymousId: readNullableString(row.anonymous_id),
    type: String(row.type) as FeedbackType,
    rating: readNullableNumber(row.rating),
    title: String(row.title),
    description: String(row.description),
    category: readNullableString(row.category) as FeedbackCategory | null,
    metadata: readJson<FeedbackMetadata>(row.metadata),
    createdAt: readDate(row.created_at),
  };
}
