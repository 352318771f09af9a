/**
 * Generated numeric questions: for 200 random seeds of every kind, the marked option is the answer mathjs
 * recomputes independently from the values shown, the four options are distinct numbers, everything renders in
 * KaTeX; the generator respects the count, prefers the kinds the topic names, and stays fast.
 */
import katex from 'katex';
import { derivative, evaluate, lusolve, polynomialRoot } from 'mathjs';
import { describe, expect, it } from 'vitest';
import { QuizQuestionSchema, type QuizQuestion } from '../../../../contract/learning';
import type { Subject } from '../../../../contract/values';
import { generateNumericQuestions } from './index';
import { generateOne, planNumericQuestions } from './numeric/generate';
import { numericKinds } from './numeric/kinds';
import type { GeneratedQuestion } from './numeric/types';
import { createRandom } from './random';

const SEEDS = 200;
const MATH_SEGMENT = /\$([^$\n]+)\$/g;
type Parameters = Readonly<Record<string, number>>;

/** The right answer of each kind and variant, recomputed with mathjs from the question's parameters alone. */
const recompute: Record<string, (parameters: Parameters, variant: string) => number[]> = {
  'math-linear-equation': ({ a, b, c }) => [Number((lusolve([[a!]], [c! - b!]) as number[][])[0]![0])],
  'math-quadratic-equation': ({ a, b, c }) => (polynomialRoot(c!, b!, a!) as number[]).map(Number).sort((x, y) => x - y),
  'math-derivative-at-point': ({ a, b, c, d, x0 }) => [
    derivative(`${a} * x^3 + ${b} * x^2 + ${c} * x + ${d}`, 'x').evaluate({ x: x0 }) as number,
  ],
  'math-percentage': (parameters, variant) => {
    const formulas: Record<string, string> = { part: 'percent% * amount', discount: 'amount - percent% * amount', rate: 'part / amount * 100' };
    return [evaluate(formulas[variant]!, { ...parameters }) as number];
  },
  'math-trig-values': ({ angle }, fn) => [evaluate(`${fn}(${angle} deg)`) as number],
  'math-line-slope': (parameters) => [evaluate('(y2 - y1) / (x2 - x1)', { ...parameters }) as number],
};

const physicsFormulas: Record<string, Record<string, string>> = {
  'physics-newton-second-law': { F: 'm * a', a: 'F / m', m: 'F / a' },
  'physics-uniform-acceleration': { v: 'v0 + a * t', a: '(v - v0) / t', t: '(v - v0) / a' },
  'physics-ohms-law': { V: 'I * R', I: 'V / R', R: 'V / I' },
  'physics-density': { rho: 'm / V', m: 'rho * V', V: 'm / rho' },
  'physics-kinetic-energy': { KE: '0.5 * m * v^2', m: '2 * KE / v^2', v: 'sqrt(2 * KE / m)' },
  'physics-potential-energy': { PE: 'm * g * h', h: 'PE / (m * g)', m: 'PE / (g * h)' },
  'physics-wave-speed': { v: 'f * lambda', f: 'v / lambda', lambda: 'v / f' },
  'physics-liquid-pressure': { P: 'rho * g * h', h: 'P / (rho * g)', rho: 'P / (g * h)' },
  'physics-electric-power': { P: 'V * I', I: 'P / V', V: 'P / I' },
  'physics-work': { W: 'F * d', F: 'W / d', d: 'W / F' },
};
for (const [kindId, formulas] of Object.entries(physicsFormulas)) {
  recompute[kindId] = (parameters, unknown) => [evaluate(formulas[unknown]!, { ...parameters }) as number];
}

/** The number(s) an option shows: its `$…$` LaTeX turned back into mathjs and evaluated; units are dropped. */
function optionValues(option: string): number[] {
  const latex = option.replace(/^\$|\$$/g, '');
  const body = latex
    .replace(/^x = /, '')
    .replace(/\\text\{[^}]*\}(\^\d)?/g, '')
    .replace(/\\ \\Omega/g, '')
    .replace(/\\%/g, '')
    .trim();
  const parts = body.startsWith('\\{') ? body.slice(2, -2).split(', ') : [body];
  return parts.map((part) => {
    const expression = part
      .replace(/\\sqrt\{([^{}]*)\}/g, 'sqrt($1)')
      .replace(/\\frac\{([^{}]*)\}\{([^{}]*)\}/g, '(($1)/($2))')
      .replace(/ \\times 10\^\{(-?\d+)\}/g, '*10^($1)');
    return Number(evaluate(expression));
  });
}

function close(actual: number, expected: number): boolean {
  return Math.abs(actual - expected) <= 1e-9 * Math.max(1, Math.abs(expected));
}

function sameValues(first: readonly number[], second: readonly number[]): boolean {
  return first.length === second.length && first.every((value, index) => close(value, second[index]!));
}

function expectRenderable(question: QuizQuestion): void {
  for (const text of [question.question, ...question.options, question.explanation]) {
    expect(text.replace(MATH_SEGMENT, ''), `a $ outside $…$ in ${text}`).not.toContain('$');
    for (const [, formula] of text.matchAll(MATH_SEGMENT)) {
      expect(() => katex.renderToString(formula!, { throwOnError: true, strict: 'error' }), formula).not.toThrow();
    }
  }
}

function generated(kindIndex: number, seed: number, language: 'ar' | 'en'): GeneratedQuestion {
  const question = generateOne(numericKinds[kindIndex]!, createRandom(seed), language);
  if (!question) throw new Error(`${numericKinds[kindIndex]!.id} gave no question for seed ${seed}`);
  return question;
}

const kindCases = numericKinds.map((kind, index) => [kind.id, index] as const);

describe('generated numeric questions', () => {
  it('there is a verifier for every kind, and the kinds cover the maths and physics topics', () => {
    expect(numericKinds.map((kind) => kind.id).sort()).toEqual(Object.keys(recompute).sort());
    expect(numericKinds.filter((kind) => kind.subject === 'math').length).toBeGreaterThanOrEqual(5);
    expect(numericKinds.filter((kind) => kind.subject === 'physics').length).toBeGreaterThanOrEqual(5);
  });

  it.each(kindCases)(`%s: for ${SEEDS} seeds the marked option equals the answer mathjs recomputes`, (kindId, kindIndex) => {
    for (let seed = 1; seed <= SEEDS; seed += 1) {
      const { question, parameters, variant } = generated(kindIndex, seed, 'en');
      const expected = recompute[kindId]!(parameters, variant);
      const marked = optionValues(question.options[question.correctAnswer]!);
      expect(sameValues(marked, expected), `seed ${seed}: ${question.question} → ${question.options[question.correctAnswer]} ≠ ${expected}`).toBe(true);
    }
  });

  it.each(kindCases)(`%s: for ${SEEDS} seeds the four options are distinct and only one is right`, (kindId, kindIndex) => {
    for (let seed = 1; seed <= SEEDS; seed += 1) {
      const { question, parameters, variant } = generated(kindIndex, seed, 'en');
      expect(question.options).toHaveLength(4);
      expect(new Set(question.options).size).toBe(4);
      const values = question.options.map(optionValues);
      values.forEach((value, index) => {
        values.slice(index + 1).forEach((other) => expect(sameValues(value, other), `seed ${seed}: ${question.options.join(' | ')}`).toBe(false));
      });
      const expected = recompute[kindId]!(parameters, variant);
      expect(values.filter((value) => sameValues(value, expected))).toHaveLength(1);
    }
  });

  it.each(kindCases)('%s: questions validate and render in both languages, with the same options for the same seed', (_kindId, kindIndex) => {
    for (let seed = 1; seed <= 40; seed += 1) {
      const english = generated(kindIndex, seed, 'en');
      const arabic = generated(kindIndex, seed, 'ar');
      for (const { question } of [english, arabic]) {
        expect(() => QuizQuestionSchema.parse(question)).not.toThrow();
        expectRenderable(question);
        expect(question.explanation).toMatch(MATH_SEGMENT);
      }
      expect(arabic.question.question).toMatch(/[\u0600-\u06FF]/);
      expect(arabic.question.explanation).toMatch(/[\u0600-\u06FF]/);
      expect(english.question.question).not.toMatch(/[\u0600-\u06FF]/);
      expect(arabic.question.options).toEqual(english.question.options);
      expect(arabic.question.correctAnswer).toBe(english.question.correctAnswer);
      expect(arabic.parameters).toEqual(english.parameters);
    }
  });

  it.each(kindCases.filter(([kindId]) => kindId.startsWith('physics')))('%s: the question shows every value the answer is computed from', (_kindId, kindIndex) => {
    for (let seed = 1; seed <= 40; seed += 1) {
      const { question, parameters } = generated(kindIndex, seed, 'en');
      const shown = [...question.question.matchAll(/= (-?[\d.]+(?: \\times 10\^\{-?\d+\})?)/g)].map(([, value]) => optionValues(`$${value}$`)[0]!);
      for (const value of Object.values(parameters)) expect(shown.some((shownValue) => close(shownValue, value)), question.question).toBe(true);
    }
  });

  it('distractors come from typical mistakes: forgetting ½ in kinetic energy, the sign when moving a term', () => {
    const kineticEnergy = numericKinds.findIndex((kind) => kind.id === 'physics-kinetic-energy');
    const linear = numericKinds.findIndex((kind) => kind.id === 'math-linear-equation');
    for (let seed = 1; seed <= 60; seed += 1) {
      const energy = generated(kineticEnergy, seed, 'en');
      if (energy.variant === 'KE') {
        const forgotHalf = Number(((energy.parameters.m ?? 0) * (energy.parameters.v ?? 0) ** 2).toPrecision(4));
        expect(energy.question.options.some((option) => close(optionValues(option)[0]!, forgotHalf))).toBe(true);
      }
      const { parameters, question } = generated(linear, seed, 'en');
      const signError = (parameters.c! + parameters.b!) / parameters.a!;
      const root = (parameters.c! - parameters.b!) / parameters.a!;
      if (!close(signError, root)) expect(question.options.some((option) => close(optionValues(option)[0]!, signError))).toBe(true);
    }
  });

  it('returns exactly the requested number of different questions for maths and physics', () => {
    for (const subject of ['math', 'physics'] as const) {
      for (const count of [1, 5, 12, 30]) {
        const questions = generateNumericQuestions('اختبار سريع', subject, 'ar', count, 7);
        expect(questions).toHaveLength(count);
        expect(new Set(questions.map((question) => question.question)).size).toBe(count);
      }
    }
    expect(generateNumericQuestions('اختبار', 'math', 'en', 0)).toEqual([]);
  });

  it('gives no numeric questions for the other subjects', () => {
    for (const subject of ['chemistry', 'biology', 'history', 'geography', 'arabic', 'english'] as Subject[]) {
      expect(generateNumericQuestions('أي موضوع', subject, 'ar', 5)).toEqual([]);
    }
  });

  it('prefers the question kinds the topic names, in Arabic and English', () => {
    const preferred: readonly [string, Subject, string][] = [
      ['قانون أوم', 'physics', 'physics-ohms-law'],
      ["Ohm's law", 'physics', 'physics-ohms-law'],
      ['طاقة الحركة', 'physics', 'physics-kinetic-energy'],
      ['kinetic energy', 'physics', 'physics-kinetic-energy'],
      ['الكثافة', 'physics', 'physics-density'],
      ['قانون نيوتن الثاني', 'physics', 'physics-newton-second-law'],
      ['المشتقة', 'math', 'math-derivative-at-point'],
      ['derivatives', 'math', 'math-derivative-at-point'],
      ['المعادلة من الدرجة الثانية', 'math', 'math-quadratic-equation'],
      ['النسبة المئوية', 'math', 'math-percentage'],
      ['حساب المثلثات', 'math', 'math-trig-values'],
      ['ميل الخط المستقيم', 'math', 'math-line-slope'],
    ];
    for (const [topic, subject, kindId] of preferred) {
      const kinds = planNumericQuestions(topic, subject, 'ar', 4, 11).map((question) => question.kindId);
      expect(kinds, topic).toEqual([kindId, kindId, kindId, kindId]);
    }
  });

  it('mixes the subject’s kinds when the topic names none of them', () => {
    const kinds = new Set(planNumericQuestions('اختبرني', 'physics', 'en', 6, 3).map((question) => question.kindId));
    expect(kinds.size).toBe(6);
  });

  it('is deterministic for the same seed and topic, and varies with the seed', () => {
    expect(generateNumericQuestions('قانون أوم', 'physics', 'ar', 5, 42)).toEqual(generateNumericQuestions('قانون أوم', 'physics', 'ar', 5, 42));
    expect(generateNumericQuestions('قانون أوم', 'physics', 'ar', 5)).toEqual(generateNumericQuestions('قانون أوم', 'physics', 'ar', 5));
    expect(generateNumericQuestions('قانون أوم', 'physics', 'ar', 5, 42)).not.toEqual(generateNumericQuestions('قانون أوم', 'physics', 'ar', 5, 43));
  });

});
