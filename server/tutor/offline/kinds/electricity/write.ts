/**
 * Writing an electricity solution: numbers in LaTeX, the statement (every given as written), bilingual steps and
 * the finished Solution with its machine-checkable result.
 */
import { say } from '../../math/language';
import { latexNumber } from '../../science/shared/format';
import type { Solution, SolutionResult, SolutionStep, TutorLanguage } from '../../solution';
import { writtenLatex, type Quantity } from './read';

export { say };

/** A computed number as LaTeX (four significant figures, scientific when tiny or huge). */
export const num = (value: number): string => latexNumber(Math.abs(value) < 1e-12 ? 0 : value);

/** "F = 0.4\ \text{N}". */
export const withUnit = (value: number, unitLatex: string): string => (unitLatex ? `${num(value)}\\ ${unitLatex}` : num(value));

/** "R_1 = 6\ \Omega" as the student wrote it. */
export const given = (symbol: string, quantity: Quantity): string => `${quantity.label ?? symbol} = ${writtenLatex(quantity)}`;

const SI_UNIT: Partial<Record<Quantity['unit'], string>> = { m: '\\text{m}', m2: '\\text{m}^2', C: '\\text{C}', s: '\\text{s}', W: '\\text{W}', A: '\\text{A}', V: '\\text{V}' };

/** "Convert to SI: L = 40 cm = 0.4 m" for the givens not written in SI (none when all are). */
export function siSteps(language: TutorLanguage, entries: readonly (readonly [string, Quantity])[]): SolutionStep[] {
  const lines = entries
    .filter(([, quantity]) => quantity.factor !== 1 && SI_UNIT[quantity.unit])
    .map(([symbol, quantity]) => `${quantity.label ?? symbol} = ${writtenLatex(quantity)} = ${withUnit(quantity.si, SI_UNIT[quantity.unit]!)}`);
  if (lines.length === 0) return [];
  return [step(language, `Convert to SI units: $${lines.join(',\\quad ')}$`, `نحوّل إلى وحدات النظام الدولي: $${lines.join('،\\quad ')}$`)];
}

/** A number for a product, in parentheses when negative: (-0.3). */
export const factorNum = (value: number): string => (value < 0 ? `(${num(value)})` : num(value));

/** True when two computed values agree to rounding. */
export const agree = (a: number, b: number): boolean => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));

export interface Draft {
  kind: string;
  title: { en: string; ar: string };
  /** The givens as LaTeX (each written as the student wrote it) and extra words read (angles said in words …). */
  givens: readonly string[];
  /** What is asked, in words. */
  asked: { en: string; ar: string };
  steps: SolutionStep[];
  answer: string;
  check: { en: string; ar: string };
  result: SolutionResult;
}

/** The finished solution in the student's language. */
export function finish(draft: Draft, language: TutorLanguage): Solution {
  const givens = draft.givens.map((latex) => (latex.includes('$') ? latex : `$${latex}$`));
  const statement = `${say(language, 'Given: ', 'المعطيات: ')}${givens.join(say(language, ', ', '، '))}. ${say(language, 'Required: ', 'المطلوب: ')}${say(language, draft.asked.en, draft.asked.ar)}.`;
  return {
    kind: draft.kind,
    subject: 'physics',
    title: say(language, draft.title.en, draft.title.ar),
    steps: draft.steps,
    answer: draft.answer,
    check: say(language, draft.check.en, draft.check.ar),
    statement,
    result: draft.result,
  };
}

/** One step in the student's language. */
export const step = (language: TutorLanguage, en: string, ar: string, detail?: { en: string; ar: string }): SolutionStep =>
  detail ? { text: say(language, en, ar), detail: say(language, detail.en, detail.ar) } : { text: say(language, en, ar) };
