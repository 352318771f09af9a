/**
 * Limits: direct substitution; 0/0 for rational functions by factorising and cancelling; the standard limits
 * sin(ax)/(bx) and tan(ax)/(bx) at 0; L'Hôpital's rule for what remains; rational functions at ±∞ by the
 * highest power; a non-zero number over 0 as an infinite (or non-existent) limit. The answer is compared with
 * mathjs's values of the student's function close to the point.
 */
import type { MathNode } from 'mathjs';
import type { SolutionStep } from '../../solution';
import { numericFunction } from '../engine';
import { containsFunction, containsVariable, div, evaluateNumber, mul, num, pow, substitute, TRIG_FUNCTIONS, type Expr } from '../expr';
import { differentiate } from '../differentiate';
import { exactValueOf } from '../exactValue';
import { say, m, decimal, type SolutionDraft, type TutorLanguage } from '../language';
import { groupedLatex, toLatex } from '../latex';
import { toRationalFunction } from '../rationalFunction';
import { atInfinity, type LimitOutcome, type LimitValue } from './limitAtInfinity';
import { tidy } from '../tidy';
import { cancelCommonFactors } from './simplify';

export type LimitPoint = Expr | 'inf' | '-inf';

export interface LimitProblem {
  node: MathNode;
  expr: Expr;
  variable: string;
  point: LimitPoint;
}

function pointLatex(point: LimitPoint): string {
  if (point === 'inf') return '\\infty';
  if (point === '-inf') return '-\\infty';
  return toLatex(point);
}

function pointNumber(point: LimitPoint): number {
  if (point === 'inf') return Number.POSITIVE_INFINITY;
  if (point === '-inf') return Number.NEGATIVE_INFINITY;
  return evaluateNumber(point);
}

function finiteValue(expr: Expr): LimitValue | null {
  const tidied = tidy(expr);
  const exact = exactValueOf(tidied);
  if (exact) return { kind: 'finite', latex: exact.toLatex(), value: exact.toNumber() };
  const value = evaluateNumber(tidied);
  if (!Number.isFinite(value)) return null;
  return { kind: 'finite', latex: containsVariable(tidied) ? decimal(value, 6) : toLatex(tidied), value };
}

/** Numerator and denominator of the expression (the whole thing over 1 when it is not a quotient). */
function fractionParts(expr: Expr): { numerator: Expr; denominator: Expr } {
  if (expr.type === 'div') return { numerator: expr.num, denominator: expr.den };
  const rational = toRationalFunction(expr);
  if (rational && rational.denominator.constantValue() === null) return { numerator: rational.numerator.toExpr(), denominator: rational.denominator.toExpr() };
  return { numerator: expr, denominator: num(1) };
}

function isSmall(value: number): boolean {
  return Math.abs(value) < 1e-12;
}

/** c/0: +∞, −∞, or no limit when the two sides disagree. */
function infiniteLimitOutcome(expr: Expr, variable: string, at: number, language: TutorLanguage, steps: SolutionStep[], numeratorLatex: string): LimitOutcome {
  const left = evaluateNumber(expr, { [variable]: at - 1e-7 });
  const right = evaluateNumber(expr, { [variable]: at + 1e-7 });
  steps.push({
    text: say(
      language,
      `Substituting gives ${m(`\\frac{${numeratorLatex}}{0}`)}: a non-zero number divided by numbers closer and closer to ${m('0')}, so the function grows without bound.`,
      `بالتعويض نحصل على ${m(`\\frac{${numeratorLatex}}{0}`)}: عدد لا يساوي صفرًا مقسوم على أعداد تقترب من ${m('0')}، فتكبر الدالة بلا حدود.`,
    ),
  });
  if (Math.sign(left) === Math.sign(right)) {
    return { steps, value: { kind: 'infinite', sign: left > 0 ? 1 : -1 } };
  }
  steps.push({
    text: say(
      language,
      `From the left the values tend to ${m(left > 0 ? '+\\infty' : '-\\infty')} and from the right to ${m(right > 0 ? '+\\infty' : '-\\infty')}: the two one-sided limits differ.`,
      `من اليسار تؤول القيم إلى ${m(left > 0 ? '+\\infty' : '-\\infty')} ومن اليمين إلى ${m(right > 0 ? '+\\infty' : '-\\infty')}: النهايتان من الجهتين مختلفتان.`,
    ),
  });
  return { steps, value: { kind: 'none' } };
}

/** sin(u), tan(u) → u and sin(u)^n → u^n where u → 0 (the standard limits), in a product or quotient. */
function replaceSmallTrig(expr: Expr, variable: string, at: Expr): { expr: Expr; used: boolean } {
  const vanishes = (inner: Expr): boolean => isSmall(evaluateNumber(substitute(inner, variable, at)));
  const visit = (node: Expr): { expr: Expr; used: boolean } => {
    if (node.type === 'fn' && (node.name === 'sin' || node.name === 'tan') && vanishes(node.arg)) return { expr: node.arg, used: true };
    if (node.type === 'pow') {
      const base = visit(node.base);
      return { expr: pow(base.expr, node.exp), used: base.used };
    }
    if (node.type === 'mul') {
      const parts = node.factors.map(visit);
      return { expr: mul(...parts.map((part) => part.expr)), used: parts.some((part) => part.used) };
    }
    if (node.type === 'div') {
      const top = visit(node.num);
      const bottom = visit(node.den);
      return { expr: div(top.expr, bottom.expr), used: top.used || bottom.used };
    }
    if (node.type === 'neg') {
      const inner = visit(node.arg);
      return { expr: { type: 'neg', arg: inner.expr }, used: inner.used };
    }
    return { expr: node, used: false };
  };
  return visit(expr);
}

function limitLatex(variable: string, point: LimitPoint, expr: Expr): string {
  return `\\lim_{${variable} \\to ${pointLatex(point)}} ${groupedLatex(expr)}`;
}

function atFinitePoint(expr: Expr, variable: string, point: Expr, language: TutorLanguage, depth: number): LimitOutcome | null {
  const steps: SolutionStep[] = [];
  const x = variable;
  const at = evaluateNumber(point);
  const { numerator, denominator } = fractionParts(expr);
  const numeratorValue = evaluateNumber(numerator, { [x]: at });
  const denominatorValue = evaluateNumber(denominator, { [x]: at });
  if (!Number.isFinite(numeratorValue) || !Number.isFinite(denominatorValue)) return null;
  if (!containsVariable(expr, x)) {
    const value = finiteValue(expr);
    if (!value || value.kind !== 'finite') return null;
    steps.push({ text: say(language, `The expression no longer depends on ${m(x)}, so the limit is ${m(value.latex)}.`, `المقدار لم يعد يعتمد على ${m(x)}، إذن النهاية ${m(value.latex)}.`) });
    return { steps, value };
  }
  if (!isSmall(denominatorValue)) {
    const value = finiteValue(substitute(expr, x, point));
    if (!value) return null;
    steps.push({
      text: say(
        language,
        `The function is continuous at ${m(`${x} = ${toLatex(point)}`)}, so substitute directly: ${m(`${toLatex(substitute(expr, x, point))} = ${value.kind === 'finite' ? value.latex : ''}`)}.`,
        `الدالة متصلة عند ${m(`${x} = ${toLatex(point)}`)}، لذلك نعوض مباشرة: ${m(`${toLatex(substitute(expr, x, point))} = ${value.kind === 'finite' ? value.latex : ''}`)}.`,
      ),
    });
    return { steps, value };
  }
  if (!isSmall(numeratorValue)) {
    const numeratorExact = finiteValue(substitute(numerator, x, point));
    return infiniteLimitOutcome(expr, x, at, language, steps, numeratorExact && numeratorExact.kind === 'finite' ? numeratorExact.latex : decimal(numeratorValue));
  }
  if (depth > 3) return null;
  steps.push({
    text: say(
      language,
      `Direct substitution gives ${m('\\frac{0}{0}')}, an indeterminate form: we must simplify first.`,
      `التعويض المباشر يعطي ${m('\\frac{0}{0}')} وهي كمية غير معينة: يجب أن نبسط أولًا.`,
    ),
  });
  const rational = toRationalFunction(expr);
  if (rational && rational.denominator.constantValue() === null) {
    const cancelled = cancelCommonFactors(rational.numerator, rational.denominator, language);
    if (cancelled && toLatex(cancelled.result) !== toLatex(expr)) {
      steps.push(...cancelled.steps);
      const next = atFinitePoint(cancelled.result, x, point, language, depth + 1);
      if (!next) return null;
      steps.push(...next.steps);
      return { steps, value: next.value };
    }
  }
  if (isSmall(at) && [numerator, denominator].some((part) => containsFunction(part, (name) => TRIG_FUNCTIONS.includes(name)))) {
    const replaced = replaceSmallTrig(div(numerator, denominator), x, point);
    const simpler = replaced.used ? toRationalFunction(replaced.expr) : null;
    if (simpler) {
      steps.push({
        text: say(
          language,
          `Use the standard limits ${m(`\\lim_{${x} \\to 0} \\frac{\\sin a${x}}{a${x}} = 1`)} and ${m(`\\lim_{${x} \\to 0} \\frac{\\tan a${x}}{a${x}} = 1`)}: near ${m('0')} each ${m('\\sin u')}, ${m('\\tan u')} can be replaced by ${m('u')}: ${m(limitLatex(x, point, tidy(replaced.expr)))}.`,
          `نستخدم النهايتين الأساسيتين ${m(`\\lim_{${x} \\to 0} \\frac{\\sin a${x}}{a${x}} = 1`)} و ${m(`\\lim_{${x} \\to 0} \\frac{\\tan a${x}}{a${x}} = 1`)}: بالقرب من ${m('0')} نستبدل كلًا من ${m('\\sin u')} و ${m('\\tan u')} بـ ${m('u')}: ${m(limitLatex(x, point, tidy(replaced.expr)))}.`,
        ),
        detail: say(
          language,
          `Writing ${m(`\\frac{\\sin u}{v} = \\frac{\\sin u}{u} \\cdot \\frac{u}{v}`)}, the first factor tends to ${m('1')}, so only ${m('\\frac{u}{v}')} matters.`,
          `بكتابة ${m(`\\frac{\\sin u}{v} = \\frac{\\sin u}{u} \\cdot \\frac{u}{v}`)} يؤول العامل الأول إلى ${m('1')}، فيتبقى ${m('\\frac{u}{v}')}.`,
        ),
      });
      const next = atFinitePoint(tidy(replaced.expr), x, point, language, depth + 1);
      if (!next) return null;
      steps.push(...next.steps.filter((step) => !step.text.includes('\\frac{0}{0}')));
      return { steps, value: next.value };
    }
  }
  const numeratorDerivative = differentiate(numerator, x);
  const denominatorDerivative = differentiate(denominator, x);
  if (!numeratorDerivative || !denominatorDerivative) return null;
  const hopital = div(tidy(numeratorDerivative), tidy(denominatorDerivative));
  steps.push({
    text: say(
      language,
      `L'Hôpital's rule: differentiate the numerator and the denominator separately: ${m(limitLatex(x, point, hopital))}.`,
      `قاعدة لوبيتال: نشتق البسط والمقام كلًا على حدة: ${m(limitLatex(x, point, hopital))}.`,
    ),
    detail: say(
      language,
      `Near the point both parts behave like their tangent lines, ${m("f(x) \\approx f'(a)(x - a)")} and ${m("g(x) \\approx g'(a)(x - a)")}, so their ratio tends to ${m("\\frac{f'(a)}{g'(a)}")}.`,
      `بالقرب من النقطة يسلك كل من البسط والمقام سلوك المماس ${m("f(x) \\approx f'(a)(x - a)")} و ${m("g(x) \\approx g'(a)(x - a)")}، فتؤول النسبة إلى ${m("\\frac{f'(a)}{g'(a)}")}.`,
    ),
  });
  const next = atFinitePoint(hopital, x, point, language, depth + 1);
  if (!next) return null;
  steps.push(...next.steps);
  return { steps, value: next.value };
}

/** Values of the student's function (by mathjs) approaching the point, for the check. */
function approachValues(node: MathNode, variable: string, point: LimitPoint): Array<{ at: number; value: number }> {
  const target = pointNumber(point);
  const offsets = point === 'inf' ? [1e4, 1e6] : point === '-inf' ? [-1e4, -1e6] : [target - 1e-4, target + 1e-4, target - 1e-6, target + 1e-6];
  const f = numericFunction(node);
  return offsets.map((at) => ({ at, value: f({ [variable]: at }) }));
}

function valueMatches(value: LimitValue, samples: ReadonlyArray<{ at: number; value: number }>): boolean {
  if (samples.some((sample) => !Number.isFinite(sample.value))) return false;
  switch (value.kind) {
    case 'finite':
      return samples.every((sample) => Math.abs(sample.value - value.value) < 2e-3 * Math.max(1, Math.abs(value.value)));
    case 'infinite':
      return samples.every((sample) => Math.sign(sample.value) === value.sign && Math.abs(sample.value) > 1e3);
    case 'none':
      return samples.some((sample) => sample.value > 1e3) && samples.some((sample) => sample.value < -1e3);
  }
}

/** Solves "lim (x² − 9)/(x − 3) as x → 3". */
export function solveLimit(problem: LimitProblem, language: TutorLanguage): SolutionDraft | null {
  const { expr, variable: x, point } = problem;
  const statement = limitLatex(x, point, expr);
  const steps: SolutionStep[] = [{ text: say(language, `The limit: ${m(statement)}.`, `النهاية: ${m(statement)}.`) }];
  const outcome = point === 'inf' || point === '-inf' ? atInfinity(expr, x, point, language) : atFinitePoint(expr, x, point, language, 0);
  if (!outcome) return null;
  steps.push(...outcome.steps);
  const samples = approachValues(problem.node, x, point);
  if (!valueMatches(outcome.value, samples)) return null;
  const value = outcome.value;
  const answer =
    value.kind === 'finite'
      ? m(`${statement} = ${value.latex}${Number.isInteger(value.value) || !Number.isFinite(value.value) ? '' : ` \\approx ${decimal(value.value)}`}`)
      : value.kind === 'infinite'
        ? m(`${statement} = ${value.sign > 0 ? '+\\infty' : '-\\infty'}`)
        : say(language, `${m(statement)} does not exist`, `${m(statement)} غير موجودة`);
  const shown = samples.slice(0, 2).map((sample) => m(`f(${decimal(sample.at, 6)}) \\approx ${decimal(sample.value, 5)}`));
  return {
    kind: 'limit',
    title: say(language, 'Evaluating a limit', 'إيجاد النهاية'),
    steps,
    answer,
    check: say(language, `Values of the function close to the point agree: ${shown.join(', ')}. ✓`, `قيم الدالة بالقرب من النقطة تؤكد ذلك: ${shown.join('، ')}. ✓`),
  };
}

