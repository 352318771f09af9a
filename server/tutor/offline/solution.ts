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
}

/** A solver recognises its kind of problem in free text or returns null. It never throws on odd input. */
export type Solver = (text: string, language: TutorLanguage) => Solution | null;
