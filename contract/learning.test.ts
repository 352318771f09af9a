import { describe, expect, it } from 'vitest';
import { issuesToFields } from './common';
import { AnalyzeWrongAnswerRequestSchema, GenerateQuizRequestSchema, GenerateQuizResponseSchema, QuizQuestionSchema } from './learning';

const question = { question: '2 + 2 = ?', options: ['3', '4', '5'], correctAnswer: 1, explanation: '2 + 2 = 4' };

describe('quiz questions', () => {
  it('accept a correctAnswer that points at one of the options', () => {
    expect(QuizQuestionSchema.safeParse(question).success).toBe(true);
    expect(QuizQuestionSchema.safeParse({ ...question, correctAnswer: 2 }).success).toBe(true);
  });

  it('reject a correctAnswer outside the options, on the correctAnswer field', () => {
    const result = QuizQuestionSchema.safeParse({ ...question, correctAnswer: 3 });
    expect(result.success).toBe(false);
    expect(result.error && Object.keys(issuesToFields(result.error.issues))).toEqual(['correctAnswer']);
    expect(QuizQuestionSchema.safeParse({ ...question, correctAnswer: -1 }).success).toBe(false);
  });

  it('need at least two options', () => {
    expect(QuizQuestionSchema.safeParse({ ...question, options: ['4'], correctAnswer: 0 }).success).toBe(false);
  });

  it('a generated quiz has at least one question', () => {
    expect(GenerateQuizResponseSchema.safeParse({ questions: [question] }).success).toBe(true);
    expect(GenerateQuizResponseSchema.safeParse({ questions: [] }).success).toBe(false);
  });

  it('the quiz request takes a topic of at most 50 characters and a subject', () => {
    expect(GenerateQuizRequestSchema.parse({ topic: ' قانون نيوتن ', subject: 'physics' })).toEqual({ topic: 'قانون نيوتن', subject: 'physics' });
    expect(issuesToFields(GenerateQuizRequestSchema.safeParse({ topic: 'x'.repeat(51), subject: 'art' }).error?.issues ?? [])).toEqual({
      topic: ['validation.tooLong'],
      subject: ['validation.invalid'],
    });
  });
});

describe('wrong-answer analysis (SPEC §5)', () => {
  it('trims question and wrong answer', () => {
    expect(AnalyzeWrongAnswerRequestSchema.parse({ question: '  ما ناتج ٢×٣؟ ', wrongAnswer: ' 5 ' })).toEqual({
      question: 'ما ناتج ٢×٣؟',
      wrongAnswer: '5',
    });
  });

  it('reports missing data when either is empty after trimming or absent', () => {
    expect(issuesToFields(AnalyzeWrongAnswerRequestSchema.safeParse({ question: '   ', wrongAnswer: '' }).error?.issues ?? [])).toEqual({
      question: ['validation.missingData'],
      wrongAnswer: ['validation.missingData'],
    });
    expect(issuesToFields(AnalyzeWrongAnswerRequestSchema.safeParse({ question: 'q' }).error?.issues ?? [])).toEqual({
      wrongAnswer: ['validation.missingData'],
    });
  });
});
