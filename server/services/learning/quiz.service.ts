/**
 * Quick quizzes (SPEC.md §4, §7 POST /api/generate-quiz), for every student and visitor. Quizzes use no daily
 * messages, but each caller (and each IP address, for visitors who rotate their ids) may ask only so often,
 * because an LLM quiz costs a model call. The plan gate of the chat applies: a free student or visitor gets
 * quizzes in the free subjects only. Premium students get QUIZ_QUESTIONS.premium questions, everyone else
 * QUIZ_QUESTIONS.free, in the requested language or else the page's.
 */
import type { z } from 'zod';
import { QUIZ_QUESTIONS } from '../../../contract/constants';
import { GenerateQuizResponseSchema, type GenerateQuizRequestSchema, type GenerateQuizResponse, type QuizQuestion } from '../../../contract/learning';
import type { Language } from '../../../contract/values';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { callerKey, type Identity } from '../../middleware/identity';
import { TutorError, tutorAppError } from '../../tutor/errors';
import { generateQuiz } from '../../tutor/quiz';
import { callerIsPremium } from '../chat/conversations.service';
import { assertPlanAllows } from '../chat/plan-gate';
import { limitersFor, type LimitRule } from '../rate-limits';

export const QUIZ_RATE_LIMITS = {
  /** Quizzes a minute per student (or visitor's browser). */
  perCaller: { keyPrefix: 'quiz_caller', points: 10, durationSeconds: 60 },
  /** Quizzes a minute per IP address (a school's students share one). */
  perIp: { keyPrefix: 'quiz_ip', points: 30, durationSeconds: 60 },
} as const satisfies Record<string, LimitRule>;

const NO_QUESTIONS = {
  ar: 'لا توجد أسئلة متاحة لهذه المادة الآن.',
  en: 'There are no questions for this subject right now.',
} as const;

const quizLimiters = limitersFor(QUIZ_RATE_LIMITS);

/**
 * The caller's quiz, or AppError 403 (plan), 429 (rate limit) or the tutor's failure (502/503/504), with messages
 * in the page's language.
 */
export async function generateQuizFor(
  context: Pick<AppContext, 'config' | 'limits'>,
  identity: Identity,
  input: z.output<typeof GenerateQuizRequestSchema>,
  pageLanguage: Language,
  signal?: AbortSignal,
): Promise<GenerateQuizResponse> {
  const language = input.language ?? pageLanguage;
  const premium = callerIsPremium(identity);
  assertPlanAllows({ personality: 'friendly', subject: input.subject }, premium, pageLanguage);
  const limiters = quizLimiters(context);
  await limiters.perCaller.consume(callerKey(identity));
  if (!identity.user) await limiters.perIp.consume(identity.ip);

  const count = premium ? QUIZ_QUESTIONS.premium : QUIZ_QUESTIONS.free;
  let questions: QuizQuestion[];
  try {
    questions = await generateQuiz(context.config.tutor, { topic: input.topic, subject: input.subject, language, count }, signal);
  } catch (error) {
    if (!(error instanceof TutorError)) throw error;
    throw tutorAppError(error, pageLanguage);
  }
  if (questions.length === 0) throw new AppError('quiz:no_questions', 503, NO_QUESTIONS[pageLanguage]);
  // The contract holds for the bank's and the model's questions alike; a broken one is our bug (500), not the client's.
  const response = GenerateQuizResponseSchema.safeParse({ questions });
  if (!response.success) throw new Error('The quiz does not match the contract', { cause: response.error });
  return response.data;
}
