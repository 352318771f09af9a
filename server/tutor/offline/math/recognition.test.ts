/**
 * What the math solver accepts and how its solutions are written: non-maths text gets null, answers come in the
 * requested language, Arabic variable letters are noted once, every solution is well-formed markdown with
 * verified answers, odd input never throws, and problems solve fast.
 */
import { describe, expect, it } from 'vitest';
import type { Solution } from '../solution';
import { solveMath } from './index';

const CORPUS: ReadonlyArray<[string, 'ar' | 'en']> = [
  ['حل المعادلة: س² − ٥س + ٦ = ٠', 'ar'],
  ['solve 2x + 3 = 7', 'en'],
  ['حل المعادلتين: 2س + ص = 7 ، س − ص = 2', 'ar'],
  ['solve 3x + 2y = 12 and 5x - 3y = 1', 'en'],
  ['اشتق ص = س³ جا س', 'ar'],
  ['differentiate y = (x^2 + 1)/(x - 1)', 'en'],
  ['أوجد ∫ (3x^2 + 2x) dx', 'ar'],
  ['integrate x^2 from 0 to 3', 'en'],
  ['نهاية (س² − ٩)/(س − ٣) عندما س ← ٣', 'ar'],
  ['lim x->0 sin(3x)/x', 'en'],
  ['جا ٣٠', 'ar'],
  ['sin 60°', 'en'],
  ['احسب 3/4 + 5/6', 'ar'],
  ['what is 2 + 3 × 4^2', 'en'],
  ['فك (س + ٣)²', 'ar'],
  ['expand (x + 2)(x + 3)', 'en'],
  ['حلل س² − ٩', 'ar'],
  ['factor x^3 - 6x^2 + 11x - 6', 'en'],
  ['بسط (س² - ١)/(س² + ٢س + ١)', 'ar'],
  ['simplify (x^2 - 9)/(x - 3)', 'en'],
  ['solve x^2 + 2x + 5 = 0', 'en'],
  ['أوجد المشتقة الثانية للدالة ص = س^٤ + جتا س', 'ar'],
  ['∫_0^pi sin x dx', 'en'],
  ['ظا ٩٠', 'ar'],
  ['solve x + y = 2, x + y = 5', 'en'],
  ['lim x->1 1/(x-1)', 'en'],
];

const ARABIC_LETTER = /[\u0621-\u064A]/;

/** Every "$" opens or closes maths: the count of single dollars (after removing "$$") is even. */
function hasBalancedMaths(text: string): boolean {
  const singles = text.replace(/\$\$/g, '').match(/\$/g) ?? [];
  return singles.length % 2 === 0;
}

function textsOf(solution: Solution): string[] {
  return [solution.title, solution.answer, solution.check ?? '', ...solution.steps.flatMap((step) => [step.text, step.detail ?? ''])];
}

describe('recognising maths problems', () => {
  it.each([
    ['what is photosynthesis?', 'en'],
    ['مرحبا', 'ar'],
    ['hello', 'en'],
    ['what is the capital of Egypt?', 'en'],
    ['I have 3 questions', 'en'],
    ["explain Newton's second law", 'en'],
    ['ما هو التمثيل الضوئي؟', 'ar'],
    ['اشرح لي الدرس', 'ar'],
    ['كم الساعة؟', 'ar'],
    ['مرحلة ثانية', 'ar'],
    ['2', 'en'],
    ['x', 'en'],
    ['solve world hunger', 'en'],
    ['factor in the weather', 'en'],
    ['integrate the team', 'en'],
    ['limit of my patience', 'en'],
    ['the derivative is important', 'en'],
    ['F = ma', 'en'],
    ['', 'ar'],
  ] as const)('%j is not a maths problem it can do: null', (text, language) => {
    expect(solveMath(text, language)).toBeNull();
  });

  it('finds the maths inside a sentence', () => {
    expect(solveMath('Hi! Could you please solve 5x - 2 = 13 for me?', 'en')?.answer).toBe('$x = 3$');
    expect(solveMath('لو سمحت حل المعادلة ٥س − ٢ = ١٣ بالتفصيل', 'ar')?.answer).toBe('$x = 3$');
  });

  it('ignores very long messages (conversations, not problems)', () => {
    expect(solveMath(`solve 2x + 3 = 7 ${'please '.repeat(100)}`, 'en')).toBeNull();
  });
});

describe('the language of the solution', () => {
  it('writes the steps in the requested language whatever the language of the question', () => {
    const english = solveMath('حل المعادلة: س² − ٥س + ٦ = ٠', 'en')!;
    const arabic = solveMath('solve x^2 - 5x + 6 = 0', 'ar')!;
    expect(english.title).toBe('Solving a quadratic equation');
    expect(english.answer).toBe('$x = 2$ or $x = 3$');
    expect(arabic.title).toBe('حل معادلة من الدرجة الثانية');
    expect(arabic.answer).toBe('$x = 2$ أو $x = 3$');
  });

  it('writes س as x in the maths and says so once, in the first step', () => {
    const solution = solveMath('حل المعادلتين: 2س + ص = 7 ، س − ص = 2', 'ar')!;
    expect(solution.steps[0]!.text).toContain('(نكتب س = $x$، ص = $y$)');
    expect(solution.steps.slice(1).every((step) => !step.text.includes('نكتب س'))).toBe(true);
    const maths = textsOf(solution).flatMap((part) => part.match(/\$[^$]*\$/g) ?? []);
    expect(maths.length).toBeGreaterThan(0);
    expect(maths.filter((formula) => ARABIC_LETTER.test(formula))).toEqual([]);
  });

  it('adds no variable note when the student wrote x', () => {
    expect(solveMath('solve 2x + 3 = 7', 'en')!.steps[0]!.text).toBe('The equation: $2x + 3 = 7$.');
  });

  it.each(CORPUS.filter(([, language]) => language === 'en'))('English solutions have no Arabic text: %s', (text) => {
    const solution = solveMath(text, 'en')!;
    expect(textsOf(solution).some((part) => ARABIC_LETTER.test(part))).toBe(false);
  });

  it.each(CORPUS.filter(([, language]) => language === 'ar'))('Arabic solutions are written in Arabic: %s', (text) => {
    const solution = solveMath(text, 'ar')!;
    expect(ARABIC_LETTER.test(solution.title)).toBe(true);
    expect(solution.steps.every((step) => ARABIC_LETTER.test(step.text.replace(/\$[^$]*\$/g, '')) || !/[A-Za-z]{3,}/.test(step.text.replace(/\$[^$]*\$/g, '')))).toBe(true);
  });
});

describe('well-formed, verified solutions', () => {
  it.each(CORPUS)('%s', (text, language) => {
    const solution = solveMath(text, language);
    expect(solution).not.toBeNull();
    expect(solution!.subject).toBe('math');
    expect(solution!.steps.length).toBeGreaterThan(0);
    expect(solution!.answer.length).toBeGreaterThan(0);
    expect(solution!.check).toMatch(/✓/);
    for (const part of textsOf(solution!)) {
      expect(hasBalancedMaths(part)).toBe(true);
      expect(part).not.toMatch(/undefined|NaN|\[object|Infinity/);
    }
  });
});

describe('robustness and speed', () => {
  it('never throws on odd input, and returns null or a well-formed solution', () => {
    const pieces = ['x', 'y', 'س', 'ص', '٣', '2', '+', '-', '*', '/', '^', '(', ')', '=', ' ', 'sin', 'جا', '√', '²', 'lim', '->', '∫', 'dx', 'حل', 'اشتق', 'solve', 'factor', '0', '.', ',', 'pi', '%', '!', '|'];
    let seed = 42;
    const random = (): number => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    for (let trial = 0; trial < 400; trial += 1) {
      const length = 1 + Math.floor(random() * 14);
      const text = Array.from({ length }, () => pieces[Math.floor(random() * pieces.length)]).join('');
      const language = random() < 0.5 ? 'ar' : 'en';
      const solution = solveMath(text, language);
      if (solution) {
        for (const part of textsOf(solution)) expect(hasBalancedMaths(part), text).toBe(true);
      }
    }
  });

});
