/**
 * Substitution checks shared by the equation and system solvers: the value of each side at the root, exact when
 * possible, and numerically through mathjs (an independent parse of the same text).
 */
import { evaluateNode, numericFunction } from '../engine';
import type { MathNode } from 'mathjs';
import { evaluateNumber, substitute, type Expr } from '../expr';
import { exactValueOf } from '../exactValue';
import { decimal, m, say, type TutorLanguage } from '../language';
import type { ParsedMath } from '../parse';
import { SurdValue } from '../surd';
import { surdToExpr, tidy } from '../tidy';

export interface SideValue {
  latex: string;
  value: number;
}

/** The value of one side of an equation at the given variable values. */
function sideValue(side: ParsedMath, values: ReadonlyMap<string, SurdValue>): SideValue {
  let expr: Expr = side.expr;
  const scope: Record<string, number> = {};
  for (const [variable, value] of values) {
    expr = substitute(expr, variable, surdToExpr(value));
    scope[variable] = value.toNumber();
  }
  const numeric = evaluateNode(side.node, scope);
  const exact = exactValueOf(tidy(expr));
  return { latex: exact ? exact.toLatex() : decimal(numeric, 6), value: numeric };
}

export function nearlyEqual(a: number, b: number): boolean {
  return Number.isFinite(a) && Number.isFinite(b) && Math.abs(a - b) <= 1e-8 * Math.max(1, Math.abs(a), Math.abs(b));
}

/** Do both sides agree at the given values (numerically, via mathjs)? */
export function satisfies(left: ParsedMath, right: ParsedMath, values: ReadonlyMap<string, SurdValue>): { ok: boolean; left: SideValue; right: SideValue } {
  const leftValue = sideValue(left, values);
  const rightValue = sideValue(right, values);
  return { ok: nearlyEqual(leftValue.value, rightValue.value), left: leftValue, right: rightValue };
}

export interface SampleAgreement {
  ok: boolean;
  /** One sample point where both agreed, for the check text. */
  point?: Readonly<Record<string, number>>;
  value?: number;
}

/** Does our result equal the student's expression (evaluated by mathjs) at several sample points? */
export function agreesAtSamples(original: MathNode, result: Expr, variables: readonly string[]): SampleAgreement {
  const originalAt = numericFunction(original);
  let compared = 0;
  let witness: SampleAgreement = { ok: false };
  for (const sample of [1.5, 0.7, -2.3, 3.1, 2.6]) {
    const scope: Record<string, number> = {};
    variables.forEach((variable, index) => {
      scope[variable] = sample + index * 0.5;
    });
    const expected = originalAt(scope);
    const actual = evaluateNumber(result, scope);
    if (!Number.isFinite(expected) || !Number.isFinite(actual)) continue;
    if (!nearlyEqual(expected, actual)) return { ok: false };
    if (compared === 0) witness = { ok: true, point: scope, value: expected };
    compared += 1;
  }
  return compared >= 2 ? witness : { ok: false };
}

/** "x = 1.5, y = 2" for a sample point. */
export function pointLatex(point: Readonly<Record<string, number>>): string {
  return Object.entries(point)
    .map(([variable, value]) => `${variable} = ${decimal(value)}`)
    .join(',\\ ');
}

/** "Both forms agree at x = 1.5 (value 12.25) and at other sample points. ✓" */
export function sampleCheckText(agreement: SampleAgreement, language: TutorLanguage): string {
  const point = m(pointLatex(agreement.point ?? {}));
  const value = m(decimal(agreement.value ?? 0));
  return say(
    language,
    `The original and the result agree at sample points, e.g. at ${point} both equal ${value}. ✓`,
    `المقدار الأصلي والناتج متساويان عند نقاط للتجربة، فمثلًا عند ${point} كلاهما يساوي ${value}. ✓`,
  );
}
