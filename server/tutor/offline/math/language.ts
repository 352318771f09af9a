/**
 * Writing solutions in the student's language: bilingual phrases side by side, maths wrapped in $…$,
 * decimals, "or"-lists and the one-time note that the Arabic variables س، ص are written x, y.
 */
import type { Solution, SolutionStep, TutorLanguage } from '../solution';

export type { TutorLanguage };

/** The phrase in the answer language. */
export function say(language: TutorLanguage, english: string, arabic: string): string {
  return language === 'ar' ? arabic : english;
}

/** Inline maths. */
export const m = (latex: string): string => `$${latex}$`;

/** A decimal for approximations: up to `digits` decimals, no trailing zeros. */
export function decimal(value: number, digits = 4): string {
  if (!Number.isFinite(value)) return String(value);
  const rounded = Number(value.toFixed(digits));
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

/** "$x = 2$ or $x = 3$" / "$x = 2$ أو $x = 3$". */
export function joinWithOr(items: readonly string[], language: TutorLanguage): string {
  return items.join(say(language, ' or ', ' أو '));
}

/** "$x = 3$, $y = 1$" / "$x = 3$ ، $y = 1$". */
export function joinWithAnd(items: readonly string[], language: TutorLanguage): string {
  return items.join(say(language, ', ', ' ، '));
}

export interface VariableMapping {
  arabic: string;
  latin: string;
}

/** " (we write س as $x$)" once, when the student used Arabic variable letters. */
function variableNote(mappings: readonly VariableMapping[], language: TutorLanguage): string {
  if (mappings.length === 0) return '';
  const pairs = mappings.map(({ arabic, latin }) => `${arabic} = ${m(latin)}`).join(say(language, ', ', '، '));
  return say(language, ` (we write ${pairs})`, ` (نكتب ${pairs})`);
}

export interface SolutionDraft {
  kind: string;
  title: string;
  steps: SolutionStep[];
  answer: string;
  check?: string;
}

/** The finished solution, with the variable note added to the first step. */
export function finishSolution(draft: SolutionDraft, mappings: readonly VariableMapping[], language: TutorLanguage): Solution {
  const [first, ...rest] = draft.steps;
  const steps = first ? [{ ...first, text: `${first.text}${variableNote(mappings, language)}` }, ...rest] : [];
  return { kind: draft.kind, subject: 'math', title: draft.title, steps, answer: draft.answer, ...(draft.check ? { check: draft.check } : {}) };
}
