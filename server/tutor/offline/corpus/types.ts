/**
 * The project's exam-style corpus: problems in the style of Thanaweya Amma exams (Arabic mostly, English too,
 * typed the way students type), each with an answer computed independently of the tutor (by hand, from the
 * formula, or with a separate calculation written in `source`). The corpus is a test suite (corpus.test.ts: no
 * wrong answer, ever) and a bench figure (bench/tutor-corpus.bench.ts: correct / declined / wrong).
 */
import type { ResultNumber } from '../solution';

export type CorpusSubject = 'math' | 'physics' | 'chemistry';

/**
 * The expected answer, in the same shapes as SolutionResult:
 * - `values`: order-insensitive; each compared with a relative tolerance (default 0.5 %, enough for a textbook's
 *   rounding, far too little for a wrong law) or an absolute 1e-6 near zero;
 * - `expression`: mathjs syntax, compared numerically at sample points (`upToConstant` for an antiderivative);
 * - `intervals`: `(-inf, 2) U [3, inf)`, `{1, 4}`, `R`, `{}`;
 * - `text`: compared after folding spaces and case;
 * - `noSolution`: the honest answer is that there is none;
 * - `parts`: one expectation per part, in order.
 */
export type Expected =
  | { values: readonly ResultNumber[]; tolerance?: number }
  | { expression: string; variable?: string; upToConstant?: boolean }
  | { intervals: string }
  | { text: string }
  | { noSolution: true }
  | { parts: readonly Expected[] };

export interface CorpusProblem {
  /** Unique id: `<area>-<kind>-<nn>`, e.g. `alg-log-03`. */
  id: string;
  subject: CorpusSubject;
  /** The syllabus kind, e.g. `log-equation`, `inclined-plane`, `limiting-reactant`. */
  kind: string;
  /** The language the student wrote in (the answer is asked in the same language). */
  language: 'ar' | 'en';
  question: string;
  expected: Expected;
  /** How the expected answer was computed, when it is not obvious (e.g. "v² = u² + 2as = 0 + 2·2·25 → v = 10"). */
  source?: string;
}
