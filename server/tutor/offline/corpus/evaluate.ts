/**
 * Runs the offline tutor on corpus problems and classifies each answer: correct (its checkable result matches the
 * independently computed answer), declined (an honest decline), wrong (a shown answer that does not match or
 * cannot be checked) or off-topic (a concept note instead of a decline on a computational question).
 */
import { answer } from '../tutor';
import { solveQuestion } from '../solve';
import { resultOf } from '../result';
import { matches } from './check';
import type { CorpusProblem } from './types';

export type Outcome = 'correct' | 'declined' | 'wrong' | 'off-topic';

export interface Evaluation {
  problem: CorpusProblem;
  outcome: Outcome;
  /** The solution's kind and checkable result, for the report. */
  solvedAs?: string;
  result?: unknown;
  /** What the guard refused, when the tutor declined. */
  refused?: string[];
  milliseconds: number;
}

export function evaluateProblem(problem: CorpusProblem): Evaluation {
  const started = performance.now();
  const { solution, rejected } = solveQuestion(problem.question, problem.language, problem.subject);
  const refused = rejected.map((entry) => `${entry.solution.kind}: missing ${entry.missing.join(' ')}`);
  if (!solution) {
    const reply = answer({ message: problem.question, history: [], language: problem.language, subject: problem.subject, personality: 'friendly', tutorMode: 'formal', premium: false });
    const milliseconds = performance.now() - started;
    return { problem, outcome: reply.kind === 'decline' ? 'declined' : 'off-topic', refused, milliseconds };
  }
  const milliseconds = performance.now() - started;
  const result = resultOf(solution);
  const outcome: Outcome = result && matches(problem.expected, result) ? 'correct' : 'wrong';
  return { problem, outcome, solvedAs: solution.kind, result, refused, milliseconds };
}

export interface Tally {
  total: number;
  correct: number;
  declined: number;
  wrong: number;
  offTopic: number;
}

export function tally(evaluations: readonly Evaluation[]): Tally {
  const count = (outcome: Outcome): number => evaluations.filter((evaluation) => evaluation.outcome === outcome).length;
  return { total: evaluations.length, correct: count('correct'), declined: count('declined'), wrong: count('wrong'), offTopic: count('off-topic') };
}
