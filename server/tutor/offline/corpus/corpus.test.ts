/**
 * The exam-style corpus as a test: the offline tutor never shows a wrong answer and never answers a problem with
 * a concept note; it answers at least the share of each area that it answered when the figure was last recorded
 * (bench/RESULTS.md, corpus section), so coverage cannot quietly shrink. The corpus data is well formed.
 */
import { describe, expect, it } from 'vitest';
import { parseIntervals } from './check';
import { evaluateProblem } from './evaluate';
import { CORPUS } from './index';
import type { Expected } from './types';

/**
 * Correct answers each area must keep (a share of its problems): a few points below the figure recorded in
 * bench/RESULTS.md, so a change that makes the tutor decline what it used to solve fails here.
 */
const DEFAULT_FLOOR = 0.95;
const CORRECT_FLOOR: Readonly<Record<string, number>> = { 'blind-exam': 0.9, 'blind-final': 0.85 };

function wellFormed(expected: Expected): boolean {
  if ('parts' in expected) return expected.parts.length >= 2 && expected.parts.every(wellFormed);
  if ('values' in expected) return expected.values.every((value) => (typeof value === 'number' ? Number.isFinite(value) : value.every(Number.isFinite)));
  if ('intervals' in expected) return parseIntervals(expected.intervals) !== null;
  if ('expression' in expected) return expected.expression.trim().length > 0;
  if ('text' in expected) return expected.text.trim().length > 0;
  return true;
}

describe('the exam-style corpus', () => {
  const problems = CORPUS.flatMap((area) => area.problems);

  it('has unique ids and well-formed expectations', () => {
    expect(new Set(problems.map((problem) => problem.id)).size).toBe(problems.length);
    expect(problems.filter((problem) => !wellFormed(problem.expected)).map((problem) => problem.id)).toEqual([]);
  });

  for (const { area, problems: areaProblems } of CORPUS) {
    describe(area, () => {
      const evaluations = areaProblems.map(evaluateProblem);

      it.each(evaluations.map((evaluation) => [evaluation.problem.id, evaluation] as const))('%s: correct or honestly declined, never wrong or off-topic', (_id, evaluation) => {
        expect(evaluation.outcome, `${evaluation.problem.question} → ${evaluation.solvedAs ?? 'declined'} ${JSON.stringify(evaluation.result ?? null)}`).toMatch(/^(correct|declined)$/);
      });

      it(`answers at least ${Math.round((CORRECT_FLOOR[area] ?? DEFAULT_FLOOR) * 100)} % of its problems`, () => {
        const correct = evaluations.filter((evaluation) => evaluation.outcome === 'correct').length;
        expect(correct / Math.max(1, evaluations.length)).toBeGreaterThanOrEqual(CORRECT_FLOOR[area] ?? DEFAULT_FLOOR);
      });
    });
  }
});
