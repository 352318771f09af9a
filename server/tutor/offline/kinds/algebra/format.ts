/**
 * Shared pieces of the algebra solver's answers: the outcome each kind returns, answer lines for roots and
 * interval sets, and the numeric substitution check every root must pass before it is shown.
 */
import type { SolutionResult, SolutionStep, TutorLanguage } from '../../solution';
import { m, say } from '../../math/language';
import { evaluate, type Node } from './expr';
import type { ExactRoot } from './poly';

export { m, say };
export type { TutorLanguage };

/** What a kind's solver hands back to index.ts, which adds the statement and the variable note. */
export interface Outcome {
  kind: string;
  title: string;
  steps: SolutionStep[];
  answer: string;
  check: string;
  result: SolutionResult;
}

/** Both sides agree at `scope` (relative 1e-9) and are defined there. */
export function satisfies(left: Node, right: Node, scope: Readonly<Record<string, number>>): boolean {
  const a = evaluate(left, scope);
  const b = evaluate(right, scope);
  if (!Number.isFinite(a) || !Number.isFinite(b)) return false;
  return Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
}

/** The latex of a root with its decimal when it is not rational: "2 + \sqrt{3} \approx 3.7321". */
export function rootLatex(variable: string, root: ExactRoot): string {
  const approx = root.rational || !Number.isFinite(root.value) ? '' : ` \\approx ${Number(root.value.toFixed(4))}`;
  return `${variable} = ${root.latex}${approx}`;
}

/** "$x = 2$ or $x = 3$", or "no solution" (∅). */
export function rootsAnswer(variable: string, roots: readonly ExactRoot[], language: TutorLanguage): string {
  if (roots.length === 0) return say(language, 'No real solution: the solution set is $\\varnothing$.', 'لا يوجد حل في ح: مجموعة الحل $= \\varnothing$.');
  const list = roots.map((root) => m(rootLatex(variable, root))).join(say(language, ' or ', ' أو '));
  const set = `\\{${roots.map((root) => root.latex).join(', ')}\\}`;
  return say(language, `${list}; the solution set is ${m(set)}.`, `${list}، ومجموعة الحل ${m(set)}.`);
}

export function rootsResult(roots: readonly ExactRoot[]): SolutionResult {
  return roots.length === 0 ? { noSolution: true } : { values: roots.map((root) => root.value) };
}

/** The substitution line: each root into the original equation. */
export function substitutionCheck(roots: readonly ExactRoot[], rejected: readonly ExactRoot[], variable: string, language: TutorLanguage): string {
  const kept = roots.map((root) => m(`${variable} = ${root.latex}`)).join(say(language, ', ', '، '));
  const parts: string[] = [];
  if (roots.length > 0) parts.push(say(language, `Substituting ${kept} into the original equation makes both sides equal. ✓`, `بالتعويض بـ ${kept} في المعادلة الأصلية يتساوى الطرفان. ✓`));
  if (rejected.length > 0) {
    const out = rejected.map((root) => m(`${variable} = ${root.latex}`)).join(say(language, ', ', '، '));
    parts.push(say(language, `${out} does not satisfy the original equation (see the steps), so it is rejected.`, `${out} لا تحقق المعادلة الأصلية (انظر الخطوات) فهي مرفوضة.`));
  }
  if (roots.length === 0 && rejected.length === 0) parts.push(say(language, 'No real value satisfies the equation, as the steps show.', 'لا توجد قيمة حقيقية تحقق المعادلة كما توضح الخطوات.'));
  return parts.join(' ');
}

/**
 * Completeness check independent of the algebra: left − right does not change sign on a wide scan except next to
 * a root that was found (a root the method lost would show up as a sign change).
 */
export function noMissedRoot(left: Node, right: Node, x: string, roots: readonly ExactRoot[], from = -100, to = 100): boolean {
  const scope: Record<string, number> = { [x]: 0 };
  const f = (v: number): number => {
    scope[x] = v;
    return evaluate(left, scope) - evaluate(right, scope);
  };
  let previous = Number.NaN;
  let previousAt = from;
  const step = (to - from) / 2000;
  for (let k = 0; k <= 2000; k += 1) {
    const v = from + k * step + 1e-7;
    const value = f(v);
    const changed = Number.isFinite(previous) && Number.isFinite(value) && Math.sign(previous) !== Math.sign(value);
    if (changed && !roots.some((r) => Math.abs(r.value - v) <= step * 1.5) && crossesZero(f, previousAt, v)) return false;
    if (!Number.isFinite(value) || value !== 0) [previous, previousAt] = [value, v];
  }
  return true;
}

/** A sign change between a and b is a root (|f| → 0 by bisection), not a pole or a jump. */
function crossesZero(f: (v: number) => number, a: number, b: number): boolean {
  let [lo, hi] = [a, b];
  const sign = Math.sign(f(lo));
  for (let i = 0; i < 80; i += 1) {
    const mid = (lo + hi) / 2;
    const value = f(mid);
    if (!Number.isFinite(value)) return false;
    if (Math.sign(value) === sign) lo = mid;
    else hi = mid;
  }
  return Math.abs(f((lo + hi) / 2)) < 1e-6;
}
