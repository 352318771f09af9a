/**
 * The seeded questions themselves: enough of them in every subject, each a valid quiz question in both languages
 * with the same options in the same order, and every `$…$` maths KaTeX renders in strict mode.
 */
import katex from 'katex';
import { describe, expect, it } from 'vitest';
import { QuizQuestionSchema } from '../../../../contract/learning';
import { subjects } from '../../../../contract/values';
import { questionBank } from './catalog';
import type { BankQuestionText } from './types';

const MATH_SEGMENT = /\$([^$\n]+)\$/g;
const ARABIC_LETTERS = /[\u0600-\u06FF]/;
const languages = ['ar', 'en'] as const;
const allQuestions = subjects.flatMap((subject) => questionBank[subject].map((question) => ({ subject, question })));
const cases = allQuestions.map(({ subject, question }) => [question.id, subject, question] as const);

function textsOf(version: BankQuestionText): string[] {
  return [version.question, ...version.options, version.explanation];
}

describe('the seeded question bank', () => {
  it.each(subjects)('%s has at least 25 questions, each in both Arabic and English', (subject) => {
    const questions = questionBank[subject];
    expect(questions.length).toBeGreaterThanOrEqual(25);
    const arabicCount = questions.filter((question) => QuizQuestionSchema.safeParse(question.ar).success).length;
    const englishCount = questions.filter((question) => QuizQuestionSchema.safeParse(question.en).success).length;
    expect(arabicCount).toBe(questions.length);
    expect(englishCount).toBe(arabicCount);
  });

  it('every question has a unique id that starts with its subject', () => {
    const ids = allQuestions.map(({ question }) => question.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { subject, question } of allQuestions) expect(question.id.startsWith(`${subject}-`), question.id).toBe(true);
  });

  it.each(subjects)('%s does not always put the right answer in the same place', (subject) => {
    const positions = new Set(questionBank[subject].map((question) => question.en.correctAnswer));
    expect(positions.size).toBeGreaterThanOrEqual(3);
  });

  it.each(cases)('%s validates as a quiz question in both languages, with four distinct options', (_id, _subject, question) => {
    for (const language of languages) {
      const version = question[language];
      expect(QuizQuestionSchema.parse(version)).toEqual({ ...version, options: [...version.options] });
      expect(version.options).toHaveLength(4);
      expect(new Set(version.options).size).toBe(4);
      expect(version.explanation.trim()).not.toBe('');
    }
    expect(question.ar.correctAnswer).toBe(question.en.correctAnswer);
    expect(question.ar.options).toHaveLength(question.en.options.length);
  });

  it.each(cases)('%s has topic keywords in both languages', (_id, _subject, question) => {
    for (const language of languages) {
      expect(question.keywords[language].length).toBeGreaterThanOrEqual(2);
      expect(question.keywords[language].every((keyword) => keyword.trim() !== '')).toBe(true);
    }
    expect(question.keywords.ar.some((keyword) => ARABIC_LETTERS.test(keyword))).toBe(true);
  });

  it.each(cases)('%s is written in Arabic in the Arabic version and in English in the English one', (_id, subject, question) => {
    expect(question.ar.explanation).toMatch(ARABIC_LETTERS);
    if (subject === 'english') {
      expect(question.ar.question).toBe(question.en.question);
      expect(question.ar.options).toEqual(question.en.options);
      expect(question.en.question).not.toMatch(ARABIC_LETTERS);
    } else {
      expect(`${question.ar.question} ${question.ar.options.join(' ')}`).toMatch(ARABIC_LETTERS);
      expect(question.en.question).toMatch(/[A-Za-z]{3}/);
    }
    if (subject !== 'arabic') expect(question.en.explanation).not.toMatch(ARABIC_LETTERS);
  });

  it.each(cases)('%s has no bare $ and only maths KaTeX renders in strict mode', (_id, _subject, question) => {
    for (const language of languages) {
      for (const text of textsOf(question[language])) {
        expect(text, 'a control character (a lost backslash escape)').not.toMatch(/[\u0000-\u001f]/);
        expect(text.replace(MATH_SEGMENT, ''), `a $ outside $…$ in ${text}`).not.toContain('$');
        for (const [, formula] of text.matchAll(MATH_SEGMENT)) {
          expect(formula!.trim()).not.toBe('');
          expect(() => katex.renderToString(formula!, { throwOnError: true, strict: 'error' }), formula).not.toThrow();
        }
      }
    }
  });

  it('maths, physics and chemistry questions carry their formulas as LaTeX', () => {
    for (const subject of ['math', 'physics', 'chemistry'] as const) {
      const withMaths = questionBank[subject].filter((question) => MATH_SEGMENT.test(textsOf(question.en).join(' ')));
      expect(withMaths.length, subject).toBeGreaterThanOrEqual(questionBank[subject].length * 0.6);
    }
  });
});
