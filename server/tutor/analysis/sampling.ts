/**
 * Numeric comparison of expressions for the analysis: two expressions are the same function when they agree at
 * several sample points (mathjs evaluates both), and a polynomial's coefficients are read off and checked the same
 * way. Numbers are compared within the precision each side was written to.
 */
import type { MathNode } from 'mathjs';
import { evaluateNode, math } from '../offline/math/engine';
import { variablesOf } from '../offline/math/expr';
import type { ParsedMath } from '../offline/math/parse';

const SAMPLES = [0.7, 1.3, 2.1, -0.6, 3.7, -1.9];

/** The variables of a parsed expression (constants such as pi and e excluded), alphabetically. */
export function freeVariables(parsed: ParsedMath): string[] {
  return variablesOf(parsed.expr);
}

/** The sample scopes over `variables`: each variable gets its own offset so x and y never coincide. */
function scopes(variables: readonly string[]): Record<string, number>[] {
  return SAMPLES.map((sample, index) => Object.fromEntries(variables.map((variable, position) => [variable, sample + position * 0.37 + index * 0.011])));
}

function close(left: number, right: number): boolean {
  return Math.abs(left - right) <= 1e-7 * Math.max(1, Math.abs(left), Math.abs(right));
}

/** Values of `node` at the sample points (NaN where it is undefined). */
export function sampleNode(node: MathNode, variables: readonly string[]): number[] {
  return scopes(variables).map((scope) => evaluateNode(node, scope));
}

/**
 * Do `a` and `b` agree at the sample points (at least three of them defined)? With `upToConstant` a constant
 * difference is allowed (antiderivatives).
 */
export function sameFunction(a: MathNode, b: MathNode, variables: readonly string[], upToConstant = false): boolean {
  const left = sampleNode(a, variables);
  const right = sampleNode(b, variables);
  const differences = left.map((value, index) => value - right[index]!).filter(Number.isFinite);
  if (differences.length < 3) return false;
  const offset = upToConstant ? differences[0]! : 0;
  return differences.every((difference) => close(difference, offset));
}

/** The constant k with a = k·b at every sample point, or null when the ratio is not constant. */
export function constantRatio(a: MathNode, b: MathNode, variables: readonly string[]): number | null {
  const left = sampleNode(a, variables);
  const right = sampleNode(b, variables);
  const ratios = left.map((value, index) => value / right[index]!).filter(Number.isFinite);
  if (ratios.length < 3) return null;
  return ratios.every((ratio) => close(ratio, ratios[0]!)) ? ratios[0]! : null;
}

/**
 * The coefficients [c0, c1, …] of a polynomial in `variable` (mathjs rationalize), checked against the expression at
 * the sample points; null when it is not a polynomial in that one variable.
 */
export function polynomialCoefficients(node: MathNode, variable: string): number[] | null {
  const constant = evaluateNode(node);
  if (Number.isFinite(constant)) return [constant];
  try {
    const result = math.rationalize(node, {}, true) as unknown as { coefficients?: number[]; variables?: string[] };
    const coefficients = result.coefficients;
    if (!coefficients || coefficients.length === 0 || (result.variables ?? []).some((name) => name !== variable)) return null;
    const fits = scopes([variable]).every((scope) => {
      const expected = evaluateNode(node, scope);
      const value = coefficients.reduce((sum, coefficient, power) => sum + coefficient * scope[variable]! ** power, 0);
      return !Number.isFinite(expected) || close(expected, value);
    });
    return fits ? coefficients : null;
  } catch {
    return null;
  }
}

/** A number with the uncertainty of how it was written (a rounded decimal, or exact). */
export interface ApproximateNumber {
  value: number;
  /** Half a unit of the last digit written; 0 when exact. */
  tolerance: number;
}

/** Do two written numbers agree within their rounding? */
export function sameNumber(a: ApproximateNumber, b: ApproximateNumber): boolean {
  const slack = a.tolerance + b.tolerance + 1e-9 * Math.max(1, Math.abs(a.value), Math.abs(b.value));
  return Math.abs(a.value - b.value) <= slack;
}

/** Half a unit of the last decimal of a number as written ("19.8" → 0.05, "3" → 0). */
export function writtenTolerance(text: string): number {
  const decimals = /\.(\d+)/.exec(text)?.[1]?.length ?? 0;
  return decimals === 0 ? 0 : 0.5 * 10 ** -decimals;
}

/** Half a unit of the fourth significant figure: how the science solvers round their results for display. */
export function displayTolerance(value: number): number {
  if (value === 0 || !Number.isFinite(value)) return 0;
  if (Math.abs(value) >= 1000 && Math.abs(value) < 1e5) return 0.5;
  return 0.5 * 10 ** (Math.floor(Math.log10(Math.abs(value))) - 3);
}
