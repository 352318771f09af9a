/**
 * Shapes of the generated numeric questions: a question kind (linear equations, Ohm's law…) builds a problem from
 * random parameters with its verified answer and the typical wrong answers; ./generate.ts turns problems into
 * quiz questions with shuffled options.
 */
import type { QuizQuestion } from '../../../../../contract/learning';
import type { Random } from '../random';

export type QuizLanguage = 'ar' | 'en';

export interface Bilingual {
  ar: string;
  en: string;
}

/** A problem before its options are arranged. Options are LaTeX, the same in both languages. */
export interface NumericProblem {
  /** Which form of the kind was asked, e.g. the unknown of a formula ('F', 'a', 'm'). */
  variant: string;
  /** The values shown in the question, by name; enough to recompute the answer. */
  parameters: Readonly<Record<string, number>>;
  question: Bilingual;
  /** The explanation with the working in `$…$`. */
  explanation: Bilingual;
  answer: string;
  /** Wrong answers from typical mistakes, most plausible first. */
  mistakes: readonly string[];
  /** Other wrong answers near the right one, used when mistakes coincide with it or with each other. */
  fallbacks: readonly string[];
}

export interface NumericKind {
  /** `<subject>-<topic>`, e.g. 'physics-ohms-law'. */
  id: string;
  subject: 'math' | 'physics';
  /** Topic words that make this kind preferred. */
  keywords: { ar: readonly string[]; en: readonly string[] };
  /** A problem from random parameters, or null when the draw is degenerate or its answer fails verification. */
  create(random: Random): NumericProblem | null;
}

export interface GeneratedQuestion {
  kindId: string;
  variant: string;
  parameters: Readonly<Record<string, number>>;
  question: QuizQuestion;
}
