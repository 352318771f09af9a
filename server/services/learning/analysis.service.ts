/**
 * Wrong-answer analysis (SPEC.md §5, §7 POST /api/analyze-wrong-answer), for every student and visitor. It uses no
 * daily messages, but each caller (and each IP address, for visitors who rotate their ids) may ask only so often,
 * because an analysis costs a model call or a round of solving. Failures of the model come back as the tutor's
 * error codes (502/503/504) with a message in the page's language.
 */
import type { z } from 'zod';
import type { AnalyzeWrongAnswerRequestSchema, AnalyzeWrongAnswerResponse } from '../../../contract/learning';
import type { Language } from '../../../contract/values';
import type { AppContext } from '../../context';
import { callerKey, type Identity } from '../../middleware/identity';
import { analyseWrongAnswer } from '../../tutor/analysis';
import { TutorError, tutorAppError } from '../../tutor/errors';
import { callerIsPremium } from '../chat/conversations.service';
import { assertPlanAllows } from '../chat/plan-gate';
import { limitersFor, type LimitRule } from '../rate-limits';

export const ANALYSIS_RATE_LIMITS = {
  /** Analyses a minute per student (or visitor's browser). */
  perCaller: { keyPrefix: 'analysis_caller', points: 10, durationSeconds: 60 },
  /** Analyses a minute per IP address (a school's students share one). */
  perIp: { keyPrefix: 'analysis_ip', points: 30, durationSeconds: 60 },
} as const satisfies Record<string, LimitRule>;

const analysisLimiters = limitersFor(ANALYSIS_RATE_LIMITS);

/** The analysis of the caller's wrong answer, or AppError 403 (a premium subject on the free plan), 429 (rate limit) or the tutor's failure (502/503/504). */
export async function analyzeWrongAnswerFor(
  context: Pick<AppContext, 'config' | 'limits'>,
  identity: Identity,
  input: z.output<typeof AnalyzeWrongAnswerRequestSchema>,
  pageLanguage: Language,
  signal?: AbortSignal,
): Promise<AnalyzeWrongAnswerResponse> {
  // The free plan's subjects apply here as in the chat and the quiz.
  assertPlanAllows({ personality: 'friendly', subject: input.subject ?? null }, callerIsPremium(identity), pageLanguage);
  const limiters = analysisLimiters(context);
  await limiters.perCaller.consume(callerKey(identity));
  if (!identity.user) await limiters.perIp.consume(identity.ip);
  try {
    const analysis = await analyseWrongAnswer(
      context.config.tutor,
      { question: input.question, wrongAnswer: input.wrongAnswer, pageLanguage, ...(input.subject ? { subject: input.subject } : {}) },
      signal,
    );
    return { analysis };
  } catch (error) {
    if (!(error instanceof TutorError)) throw error;
    throw tutorAppError(error, pageLanguage);
  }
}
