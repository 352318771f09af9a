/**
 * Learning aids around the chat: quick quizzes, wrong-answer analysis and the study summary packs.
 */
import { z } from 'zod';
import { IdSchema, textField, whenObject } from './common';
import { ANALYSIS, QUIZ_TOPIC_LENGTH } from './constants';
import { GradeSchema, LanguageSchema, StudyPackCategorySchema, SubjectSchema } from './enums';
import { issue } from './validation';

// ── Quiz ──────────────────────────────────────────────────────────────────────────────────────────────────────
/** One multiple-choice question; correctAnswer is an index into options. Also validates LLM structured output. */
export const QuizQuestionSchema = z
  .object({
    question: z.string().trim().min(1),
    options: z.array(z.string().trim().min(1)).min(2).max(6),
    correctAnswer: z.number().int().nonnegative(),
    explanation: z.string(),
  })
  .refine((quiz) => quiz.correctAnswer < quiz.options.length, {
    ...issue('validation.invalid'),
    path: ['correctAnswer'],
    when: whenObject,
  });
export type QuizQuestion = z.infer<typeof QuizQuestionSchema>;

/** POST /api/generate-quiz. topic = `quizTopic(userMessage)`; the plan decides the count (QUIZ_QUESTIONS). */
export const GenerateQuizRequestSchema = z.object(
  {
    topic: textField({ max: QUIZ_TOPIC_LENGTH }),
    subject: SubjectSchema,
    /** Language of the questions; the server falls back to the UI language cookie. */
    language: LanguageSchema.optional(),
  },
  issue('validation.invalid'),
);
export type GenerateQuizRequest = z.input<typeof GenerateQuizRequestSchema>;

export const GenerateQuizResponseSchema = z.object({ questions: z.array(QuizQuestionSchema).min(1) });
export type GenerateQuizResponse = z.infer<typeof GenerateQuizResponseSchema>;

// ── Wrong-answer analysis ─────────────────────────────────────────────────────────────────────────────────────
/** POST /api/analyze-wrong-answer. Both fields trimmed and required; missing → 'بيانات ناقصة' (missingData). */
export const AnalyzeWrongAnswerRequestSchema = z.object(
  {
    question: textField({ max: ANALYSIS.questionMax, requiredKey: 'validation.missingData' }),
    wrongAnswer: textField({ max: ANALYSIS.answerMax, requiredKey: 'validation.missingData' }),
    subject: SubjectSchema.optional(),
  },
  issue('validation.missingData'),
);
export type AnalyzeWrongAnswerRequest = z.input<typeof AnalyzeWrongAnswerRequestSchema>;

/** The analysis: what is wrong, the likely misconception, the correct method, and a practice question. */
export const WrongAnswerAnalysisSchema = z.object({
  whatIsWrong: z.string(),
  misconception: z.string(),
  correctMethod: z.string(),
  practiceQuestion: z.string(),
});
export type WrongAnswerAnalysis = z.infer<typeof WrongAnswerAnalysisSchema>;

export const AnalyzeWrongAnswerResponseSchema = z.object({ analysis: WrongAnswerAnalysisSchema });
export type AnalyzeWrongAnswerResponse = z.infer<typeof AnalyzeWrongAnswerResponseSchema>;

// ── Study packs ───────────────────────────────────────────────────────────────────────────────────────────────
/**
 * GET /api/study-packs returns StudyPack[]. Like Personality, text comes in both languages (title/titleEn,
 * summary/summaryEn) so switching language needs no refetch; level is a Grade id the UI translates.
 */
export const StudyPackSchema = z.object({
  id: IdSchema,
  title: z.string(),
  titleEn: z.string(),
  subject: SubjectSchema,
  level: GradeSchema,
  /** An emoji. */
  icon: z.string(),
  category: StudyPackCategorySchema,
  summary: z.array(z.string()),
  summaryEn: z.array(z.string()),
});
export type StudyPack = z.infer<typeof StudyPackSchema>;
export const StudyPacksResponseSchema = z.array(StudyPackSchema);
