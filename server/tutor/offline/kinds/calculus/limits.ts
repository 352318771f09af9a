/**
 * Limits: "نها س←٢ …", "lim x→0 …", "as x approaches infinity". The steps come from the first-generation limit
 * solver (substitution, factorising 0/0, the standard trig limits, L'Hôpital, highest power at infinity), which
 * checks its exact value against values near the point; the 1^∞ form (1 + a/x)^(bx) → e^(ab) is done here.
 * The value in `result` is measured independently: values on both sides of the point, Richardson-extrapolated,
 * must agree with each other (a one-sided or infinite limit is declined).
 */
import { numericFunction } from '../../math/engine';
import { containsVariable, evaluateNumber, mul, num, sub, type Expr } from '../../math/expr';
import { decimal, m, say } from '../../math/language';
import { groupedLatex, toLatex } from '../../math/latex';
import { limitProblem } from '../../math/problems';
import { recogniseFraction } from '../../math/rational';
import { solveLimit, type LimitPoint } from '../../math/solvers/limit';
import { tidy } from '../../math/tidy';
import type { MathNode } from 'mathjs';
import type { Solution, SolutionStep } from '../../solution';
import { numberLatex } from './core';
import type { CalculusText } from './text';

/**
 * The limit of f at the point from values near it (Richardson-extrapolated), snapped to a small fraction when
 * it is one; null unless the two sides agree on a finite number.
 */
function measuredLimit(f: (x: number) => number, point: LimitPoint): number | null {
  let value: number;
  if (point === 'inf' || point === '-inf') {
    const sign = point === 'inf' ? 1 : -1;
    value = 2 * f(sign * 2e6) - f(sign * 1e6);
    if (Math.abs(value - f(sign * 4e6)) > 1e-5 * Math.max(1, Math.abs(value))) return null;
  } else {
    const a = evaluateNumber(point);
    const symmetric = (h: number): number => (f(a + h) + f(a - h)) / 2;
    value = (4 * symmetric(5e-4) - symmetric(1e-3)) / 3;
    if (Math.abs(f(a + 1e-6) - f(a - 1e-6)) > 1e-4 * Math.max(1, Math.abs(value))) return null;
  }
  if (!Number.isFinite(value) || Math.abs(value) > 1e9) return null;
  const fraction = recogniseFraction(value, 1000);
  return fraction && Math.abs(fraction.valueOf() - value) < 1e-7 * Math.max(1, Math.abs(value)) ? fraction.valueOf() : value;
}

function pointLatex(point: LimitPoint): string {
  return point === 'inf' ? '\\infty' : point === '-inf' ? '-\\infty' : toLatex(point);
}

/** (1 + a/x)^(bx) at ∞, (1 + ax)^(b/x) at 0: the limit is e^(lim exponent·(base − 1)). */
function oneToInfinity(expr: Expr, node: MathNode, point: LimitPoint, text: CalculusText): { steps: SolutionStep[]; value: number; latex: string } | null {
  if (expr.type !== 'pow' || !containsVariable(expr.base, 'x') || !containsVariable(expr.exp, 'x')) return null;
  const far = point === 'inf' ? 1e6 : point === '-inf' ? -1e6 : evaluateNumber(point) + 1e-6;
  if (Math.abs(evaluateNumber(expr.base, { x: far }) - 1) > 1e-3 || Math.abs(evaluateNumber(expr.exp, { x: far })) < 1e3) return null;
  const product = tidy(mul(expr.exp, sub(expr.base, num(1))));
  const k = measuredLimit((x) => evaluateNumber(product, { x }), point);
  if (k === null) return null;
  const f = numericFunction(node);
  const value = measuredLimit((x) => f({ x }), point);
  if (value === null || Math.abs(value - Math.exp(k)) > 1e-5 * Math.exp(k)) return null;
  const kLatex = numberLatex(k);
  if (kLatex.startsWith('\\approx')) return null;
  const power = kLatex === '1' ? 'e' : `e^{${kLatex}}`;
  const { language } = text;
  const to = pointLatex(point);
  return {
    steps: [
      {
        text: say(
          language,
          `Substituting gives the form ${m('1^{\\infty}')}. Use ${m('\\lim_{n \\to \\infty} \\left(1 + \\frac{1}{n}\\right)^{n} = e')}: the limit equals ${m(`e^{L}`)} with ${m(`L = \\lim_{x \\to ${to}} ${groupedLatex(expr.exp)}\\left(${toLatex(expr.base)} - 1\\right) = ${kLatex}`)}.`,
          `بالتعويض نحصل على الصورة ${m('1^{\\infty}')}. نستخدم ${m('\\lim_{n \\to \\infty} \\left(1 + \\frac{1}{n}\\right)^{n} = e')}: النهاية تساوي ${m('e^{L}')} حيث ${m(`L = \\lim_{x \\to ${to}} ${groupedLatex(expr.exp)}\\left(${toLatex(expr.base)} - 1\\right) = ${kLatex}`)}.`,
        ),
        detail: say(
          language,
          `Write ${m('(1 + u)^{w} = \\left[(1 + u)^{1/u}\\right]^{uw}')}: the bracket tends to ${m('e')} as ${m('u \\to 0')}, and the power ${m('uw')} tends to ${m('L')}.`,
          `نكتب ${m('(1 + u)^{w} = \\left[(1 + u)^{1/u}\\right]^{uw}')}: القوس يؤول إلى ${m('e')} عندما ${m('u \\to 0')} والأس ${m('uw')} يؤول إلى ${m('L')}.`,
        ),
      },
    ],
    value,
    latex: power,
  };
}

export function solveLimitRequest(text: CalculusText): Solution | null {
  const { language } = text;
  const problem = limitProblem(text.math);
  if (!problem || problem.variable !== 'x') return null;
  const { parsed, point } = problem;
  const statement = `\\lim_{x \\to ${pointLatex(point)}} ${groupedLatex(parsed.expr)}`;
  const special = oneToInfinity(parsed.expr, parsed.node, point, text);
  let steps: SolutionStep[];
  let answer: string;
  let value: number | null;
  if (special) {
    steps = [{ text: say(language, `The limit: ${m(statement)}.`, `النهاية: ${m(statement)}.`) }, ...special.steps];
    answer = m(`${statement} = ${special.latex} \\approx ${decimal(special.value)}`);
    value = special.value;
  } else {
    const draft = solveLimit({ node: parsed.node, expr: parsed.expr, variable: 'x', point }, language);
    if (!draft) return null;
    const f = numericFunction(parsed.node);
    value = measuredLimit((x) => f({ x }), point);
    steps = draft.steps;
    answer = draft.answer;
  }
  if (value === null) return null;
  return {
    kind: 'limit',
    subject: 'math',
    title: say(language, 'Evaluating a limit', 'إيجاد النهاية'),
    steps,
    answer,
    check: say(
      language,
      `Values of the function on both sides of the point, extrapolated, give ${m(decimal(value, 6))}. ✓`,
      `قيم الدالة على جانبي النقطة (مع الاستكمال) تعطي ${m(decimal(value, 6))}. ✓`,
    ),
    statement: m(statement),
    result: { values: [value] },
  };
}
