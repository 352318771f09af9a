/**
 * The feedback form (SPEC.md §3, §5): stores a validated submission with who sent it — the signed-in student's
 * id, else the visitor's anonymous id — and the client's metadata plus the user agent the server itself saw.
 * Stored submissions are limited per IP address so a script cannot fill the table; a refused one is not stored.
 */
import type { z } from 'zod';
import type { FeedbackRequestSchema, FeedbackResponse } from '../../../contract/feedback';
import { insertFeedback } from '../../../db/repositories/feedback.repository';
import type { AppContext } from '../../context';
import type { Identity } from '../../middleware/identity';
import { limitersFor, type LimitRule } from '../rate-limits';

/** Submissions from one IP address: 5 per 10 minutes, then 429 `rate:limited`. */
export const FEEDBACK_RATE_LIMIT = { keyPrefix: 'feedback_ip', points: 5, durationSeconds: 10 * 60 } as const satisfies LimitRule;

/** The parsed request (type defaulted, title and description trimmed). */
export type FeedbackSubmission = z.output<typeof FeedbackRequestSchema>;

/** The feedback limiter of this app, created on first use so its counters live in the configured store. */
const feedbackLimiters = limitersFor({ perIp: FEEDBACK_RATE_LIMIT });

/**
 * Stores one submission and returns its id; throws AppError 429 when this IP has sent too many.
 * `receivedUserAgent` is the request's own User-Agent header, kept beside what the client reported.
 */
export async function submitFeedback(
  context: Pick<AppContext, 'db' | 'limits'>,
  identity: Identity,
  submission: FeedbackSubmission,
  receivedUserAgent: string | undefined,
): Promise<FeedbackResponse> {
  await feedbackLimiters(context).perIp.consume(identity.ip);
  const stored = await insertFeedback(context.db, {
    type: submission.type,
    rating: submission.rating ?? null,
    title: submission.title,
    description: submission.description,
    category: submission.category ?? null,
    metadata: { ...submission.metadata, receivedUserAgent: receivedUserAgent?.slice(0, 512) ?? null },
    userId: identity.user?.id ?? null,
    anonymousId: identity.user ? null : identity.anonymousId,
  });
  return { success: true, id: String(stored.id) };
}
