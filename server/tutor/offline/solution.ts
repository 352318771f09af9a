/**
 * The shape every offline solver returns: numbered steps, a final answer and (when the solver checked it) the
 * verification, already written in the student's language as markdown with `$…$` / `$$…$$` maths.
 * The tutor (server/tutor/offline/tutor.ts) frames it in the personality's voice; the LLM gets it as a tool result.
 */
import type { TutorLanguage } from '../types';

export type { TutorLanguage };

export interface SolutionStep {
  /** One line: what is done in this step (markdown, maths in $…$). */
  text: string;
  /** Optional deeper explanation, shown to premium students (the "advanced detailed explanation"). */
  detail?: string;
}

export interface Solution {
  /** Machine-readable kind, e.g. 'linear-equation', 'quadratic-equation', 'derivative', 'ohms-law', 'molar-mass'. */
  kind: string;
  /** Which subject the problem belongs to. */
  subject: 'math' | 'physics' | 'chemistry';
  /** A short heading, e.g. "Solving a quadratic equation" / "حل معادلة من الدرجة الثانية". */
  title: string;
  steps: SolutionStep[];
  /** The final answer line (markdown), e.g. "$x = 2$ or $x = 3$". */
  answer: string;
  /** How the answer was verified (substitution, differentiation of the integral, …), if it was. */
  check?: string;
  /**
   * The problem as the solver read it (markdown, maths in $…$), every given written as the student wrote it
   * (numbers, function names, units). The reading guard (guard/coverage.ts) refuses a solution whose statement
   * leaves out a number or a function of the question, and the tutor shows it as "what I understood".
   */
  statement?: string;
  /** The final answer in machine-checkable form (corpus, LLM tool results); see SolutionResult. */
  result?: SolutionResult;
}

/** A real number, or a complex one as [real, imaginary]. */
export type ResultNumber = number | readonly [number, number];

/**
 * A checkable final answer:
 * - `values`: the numbers the answer states (an equation's roots in any order, the asked quantity in the unit the
 *   answer gives it in — the unit the question asked for, else SI);
 * - `expression`: an expression in mathjs syntax (`2*x*cos(x^2)`), compared numerically at sample points, `+ C`
 *   ignored when `upToConstant`;
 * - `intervals`: a solution set as text, `(-inf, 2) U [3, inf)`, `{1, 4}` for isolated points, `R` for all reals;
 * - `text`: a word answer compared after normalising spaces and case (a balanced equation, a formula);
 * - `noSolution`: the problem has no solution (in the set asked);
 * - `parts`: one result per part of a question with several parts, in order.
 */
export type SolutionResult =
  | { values: readonly ResultNumber[]; unit?: string; /** The same values in SI units, when `values` are not. */ si?: readonly ResultNumber[] }
  | { expression: string; variable: string; upToConstant?: boolean }
  | { intervals: string }
  | { text: string }
  | { noSolution: true }
  | { parts: readonly SolutionResult[] };

/** A solver recognises its kind of problem in free text or returns null. It never throws on odd input. */
export type Solver = (text: string, language: TutorLanguage) => Solution | null;
