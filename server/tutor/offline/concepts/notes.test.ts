/**
 * The concept notes themselves: every subject is covered in both languages, each body is a real explanation of
 * the right length ending with a check question, and every `$…$` is maths KaTeX can render.
 */
import katex from 'katex';
import { describe, expect, it } from 'vitest';
import { subjects } from '../../../../contract/values';
import { allConcepts, conceptsBySubject } from './catalog';

const MATH_SEGMENT = /\$([^$\n]+)\$/g;
const languages = ['ar', 'en'] as const;

function wordCount(markdown: string): number {
  return markdown
    .replace(MATH_SEGMENT, ' formula ')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

describe('concept notes', () => {
  it.each(subjects)('%s has at least 12 notes, all of that subject', (subject) => {
    const notes = conceptsBySubject[subject];
    expect(notes.length).toBeGreaterThanOrEqual(12);
    for (const note of notes) {
      expect(note.subject).toBe(subject);
      expect(note.id.startsWith(`${subject}-`)).toBe(true);
    }
  });

  it('every note has a unique id', () => {
    const ids = allConcepts.map((note) => note.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(allConcepts.map((note) => [note.id, note] as const))('%s has a title, keywords and a body in both languages', (_id, note) => {
    for (const language of languages) {
      expect(note.title[language].trim()).not.toBe('');
      expect(note.body[language].trim()).not.toBe('');
      expect(note.keywords[language].length).toBeGreaterThanOrEqual(3);
      expect(note.keywords[language].every((keyword) => keyword.trim() !== '')).toBe(true);
    }
    expect(note.title.ar).toMatch(/[\u0600-\u06FF]/);
    expect(note.body.ar).toMatch(/[\u0600-\u06FF]/);
  });

  it.each(allConcepts.map((note) => [note.id, note] as const))('%s has a body of 80–200 words in each language', (_id, note) => {
    for (const language of languages) {
      const words = wordCount(note.body[language]);
      expect(words, `${language} word count`).toBeGreaterThanOrEqual(80);
      expect(words, `${language} word count`).toBeLessThanOrEqual(200);
    }
  });

  it.each(allConcepts.map((note) => [note.id, note] as const))('%s ends with one check-your-understanding question', (_id, note) => {
    const labels = { ar: '**سؤال للتأكد:**', en: '**Check yourself:**' };
    for (const language of languages) {
      const body = note.body[language];
      const lastLine = body.split('\n').at(-1) ?? '';
      expect(lastLine.startsWith(labels[language])).toBe(true);
      expect(body.split(labels[language]).length - 1).toBe(1);
    }
  });

  it.each(allConcepts.map((note) => [note.id, note] as const))('%s has no bare $ and only maths KaTeX can render', (_id, note) => {
    for (const language of languages) {
      const body = note.body[language];
      expect(body.replace(MATH_SEGMENT, ''), 'a $ outside $…$').not.toContain('$');
      expect(body).not.toContain('$$');
      for (const [, formula] of body.matchAll(MATH_SEGMENT)) {
        expect(formula!.trim()).not.toBe('');
        expect(() => katex.renderToString(formula!, { throwOnError: true, strict: 'error' }), formula).not.toThrow();
      }
    }
  });

  it('math and science notes carry their key formulas as LaTeX', () => {
    for (const subject of ['math', 'physics', 'chemistry'] as const) {
      for (const note of conceptsBySubject[subject]) {
        expect(note.body.en, note.id).toMatch(MATH_SEGMENT);
        expect(note.body.ar, note.id).toMatch(MATH_SEGMENT);
      }
    }
  });
});
