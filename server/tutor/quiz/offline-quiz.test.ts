/**
 * The offline quiz: exactly the plan's count for every subject in both languages, bank questions on the topic
 * first, maths and physics mixing computed numeric questions with bank ones, options reordered with the right
 * answer kept, and the same request always giving the same quiz.
 */
import { describe, expect, it } from 'vitest';
import { QUIZ_QUESTIONS } from '../../../contract/constants';
import { QuizQuestionSchema } from '../../../contract/learning';
import { subjects } from '../../../contract/values';
import type { TutorConfig } from '../../config';
import { generateNumericQuestions, searchQuestionBank } from './bank';
import { generateQuiz } from './index';
import { generateOfflineQuiz } from './offline-quiz';

const offline: TutorConfig = { llm: undefined, firstTokenTimeoutMs: 1_000, totalTimeoutMs: 1_000, maxOutputTokens: 100, maxRetries: 0 };

describe('the offline quiz', () => {
  for (const subject of subjects) {
    for (const language of ['ar', 'en'] as const) {
      it(`gives exactly the free and the premium count in ${subject} (${language}), valid and without repeats`, async () => {
        for (const count of [QUIZ_QUESTIONS.free, QUIZ_QUESTIONS.premium]) {
          const questions = await generateQuiz(offline, { topic: 'مراجعة عامة', subject, language, count });
          expect(questions).toHaveLength(count);
          for (const question of questions) expect(QuizQuestionSchema.safeParse(question).success).toBe(true);
          expect(new Set(questions.map((question) => question.question)).size).toBe(count);
        }
      });
    }
  }

  it('mixes computed numeric questions with bank questions in maths and physics', () => {
    for (const subject of ['math', 'physics'] as const) {
      const request = { topic: 'equations', subject, language: 'en' as const, count: QUIZ_QUESTIONS.premium };
      const numeric = new Set(generateNumericQuestions(request.topic, subject, 'en', request.count).map((question) => question.question));
      const bank = new Set(searchQuestionBank(request.topic, subject, 'en', request.count).map((question) => question.question));
      const quiz = generateOfflineQuiz(request);
      const fromNumeric = quiz.filter((question) => numeric.has(question.question)).length;
      const fromBank = quiz.filter((question) => bank.has(question.question)).length;
      expect(fromNumeric).toBe(QUIZ_QUESTIONS.premium / 2);
      expect(fromBank).toBe(QUIZ_QUESTIONS.premium / 2);
    }
  });

  it('uses only the bank in subjects without numeric questions, best match first', () => {
    const topic = 'photosynthesis';
    const best = searchQuestionBank(topic, 'biology', 'en', 1)[0];
    const quiz = generateOfflineQuiz({ topic, subject: 'biology', language: 'en', count: QUIZ_QUESTIONS.free });
    expect(quiz[0]?.question).toBe(best?.question);
    expect(generateNumericQuestions(topic, 'biology', 'en', 5)).toEqual([]);
  });

  it('reorders options but keeps the right answer, the same way for the same request', async () => {
    const request = { topic: 'قانون أوم', subject: 'physics' as const, language: 'ar' as const, count: QUIZ_QUESTIONS.premium };
    const original = generateOfflineQuiz(request);
    const quiz = await generateQuiz(offline, request);
    quiz.forEach((question, index) => {
      const before = original[index];
      expect(question.question).toBe(before?.question);
      expect([...question.options].sort()).toEqual([...(before?.options ?? [])].sort());
      expect(question.options[question.correctAnswer]).toBe(before?.options[before.correctAnswer]);
    });
    expect(await generateQuiz(offline, request)).toEqual(quiz);
    expect(await generateQuiz(offline, { ...request, topic: 'الكهربية' })).not.toEqual(quiz);
  });
});
