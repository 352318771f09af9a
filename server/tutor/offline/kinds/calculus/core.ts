/**
 * What every calculus kind shares: derivatives with the rule named at each step (the first-generation
 * derivativeWithSteps, repeated for higher orders) checked against mathjs's own differentiation and a
 * difference quotient; exact values at a point; numbers printed exactly (fractions, π, e) or as decimals.
 */
import type { MathNode } from 'mathjs';
import { mathjsDerivative, numericFunction } from '../../math/engine';
import { evaluateNumber, substitute, toMathjs, type Expr } from '../../math/expr';
import { decimal, say, type TutorLanguage } from '../../math/language';
import { toLatex } from '../../math/latex';
import { fractionToLatex, recogniseFraction } from '../../math/rational';
import { derivativeWithSteps } from '../../math/solvers/derivative';
import { tidy } from '../../math/tidy';
import type { Solution, SolutionStep } from '../../solution';

export interface Derivatives {
  steps: SolutionStep[];
  /** derivatives[0] is f', derivatives[1] is f'' … */
  derivatives: Expr[];
}

/** f', f'', … up to `order`, with steps; null when a function cannot be differentiated. */
export function derivativesWithSteps(expr: Expr, order: number, language: TutorLanguage, variable = 'x'): Derivatives | null {
  const steps: SolutionStep[] = [];
  const derivatives: Expr[] = [];
  let current = expr;
  for (let index = 1; index <= order; index += 1) {
    const result = derivativeWithSteps(current, variable, language);
    if (!result) return null;
    if (index > 1) {
      steps.push({
        text: say(
          language,
          `Differentiate ${primeName(index - 1, toLatex(current))} again:`,
          `نشتق ${primeName(index - 1, toLatex(current))} مرة أخرى:`,
        ),
      });
    }
    steps.push(...result.steps);
    current = result.derivative;
    derivatives.push(current);
  }
  return { steps, derivatives };
}

/** "$f''(x) = …$": the derivative of the given order with its expression. */
function primeName(order: number, latex: string): string {
  return `$f${"'".repeat(order)}(x) = ${latex}$`;
}

const SAMPLES = [1.3, 0.6, 2.2, -0.7, 0.35, 3.4, -1.6];

/**
 * Is `derivative` the order-th derivative of the student's function? Compared with mathjs's derivative of the
 * student's own tree at sample points, and for orders 1–2 with a difference quotient. At least two points.
 */
export function derivativeAgrees(original: MathNode, derivative: Expr, order: number): boolean {
  let independent: MathNode | null = original;
  for (let step = 0; step < order && independent; step += 1) independent = mathjsDerivative(independent, 'x');
  if (!independent) return false;
  const theirs = numericFunction(independent);
  const f = numericFunction(original);
  let compared = 0;
  for (const x of SAMPLES) {
    const ours = evaluateNumber(derivative, { x });
    const other = theirs({ x });
    if (!Number.isFinite(ours) || !Number.isFinite(other)) continue;
    if (Math.abs(ours - other) > 1e-7 * Math.max(1, Math.abs(ours))) return false;
    if (order <= 2) {
      const h = order === 1 ? 1e-5 : 1e-3;
      const quotient = order === 1 ? (f({ x: x + h }) - f({ x: x - h })) / (2 * h) : (f({ x: x + h }) - 2 * f({ x }) + f({ x: x - h })) / (h * h);
      if (Number.isFinite(quotient) && Math.abs(quotient - ours) > 1e-3 * Math.max(1, Math.abs(ours))) return false;
    }
    compared += 1;
  }
  return compared >= 2;
}

/** The number as LaTeX: an integer, a small fraction, the tidy exact form, or a 4-decimal approximation. */
export function numberLatex(value: number, exact?: Expr): string {
  if (Math.abs(value - Math.round(value)) < 1e-10) return String(Math.round(value));
  const fraction = recogniseFraction(value, 100);
  if (fraction) return fractionToLatex(fraction);
  if (exact) {
    const tidied = tidy(exact);
    const latex = toLatex(tidied);
    if (Math.abs(evaluateNumber(tidied) - value) < 1e-9 * Math.max(1, Math.abs(value)) && latex.length <= 40 && !/\d{6}/.test(latex)) {
      return `${latex} \\approx ${decimal(value)}`;
    }
  }
  return `\\approx ${decimal(value)}`;
}

/** "= 9" or "\approx 0.318": joins a left side with numberLatex. */
export function equalsLatex(valueLatex: string): string {
  return valueLatex.startsWith('\\approx') ? ` ${valueLatex}` : ` = ${valueLatex}`;
}

/** The expression's value at x = point: exact Expr (tidy) and number. */
export function valueAt(expr: Expr, point: Expr): { expr: Expr; value: number } {
  const substituted = tidy(substitute(expr, 'x', point));
  return { expr: substituted, value: evaluateNumber(expr, { x: evaluateNumber(point) }) };
}

/** mathjs text of an Expr for `result.expression`. */
export const mathjsText = (expr: Expr): string => toMathjs(expr);

/** The first step, with the note that the student's س، ص (the letters given) are written x, y. */
export function withVariableNote(solution: Solution, letters: readonly string[]): Solution {
  const [first, ...rest] = solution.steps;
  if (letters.length === 0 || !first) return solution;
  const note = letters.map((letter) => `${letter} = $${letter === 'س' ? 'x' : 'y'}$`).join(' ، ');
  return { ...solution, steps: [{ ...first, text: `${first.text} (نكتب ${note})` }, ...rest] };
}
