/**
 * Increasing / decreasing intervals and local extrema of a polynomial f or P(x)·e^(ax+b) (signs.ts): the critical
 * points are the roots of f' (all rational, found exactly; a remaining factor with real roots is declined), the sign of f' between them
 * is evaluated exactly at a test point, and a sign change + → − is a local maximum, − → + a local minimum.
 * Results: parts [increasing intervals, decreasing intervals] (open intervals) and [maximum values, minimum values].
 */
import { m, joinWithOr, say } from '../../math/language';
import { toLatex } from '../../math/latex';
import { Polynomial, type PolynomialTerm } from '../../math/polynomial';
import { frac, fractionToLatex, isNegative, isZero, type Fraction } from '../../math/rational';
import { evaluateAt, rationalRoots, trimCoefficients } from '../../math/univariate';
import type { Solution, SolutionResult, SolutionStep } from '../../solution';
import { derivativeAgrees, derivativesWithSteps } from './core';
import { derivativeSign, signAgrees, type DerivativeSign } from './signs';
import type { FunctionDefinition } from './read';
import type { CalculusText } from './text';

interface SignAnalysis {
  steps: SolutionStep[];
  /** Distinct critical points, ascending. */
  critical: Fraction[];
  /** Sign of f' on each gap: before critical[0], between them, after the last (length critical + 1). */
  signs: number[];
  shape: DerivativeSign;
  statement: string;
}

/** Does the polynomial (coefficients c0, c1, …) change sign anywhere? (Checked on a fine grid within Cauchy's bound.) */
function changesSign(coefficients: readonly Fraction[]): boolean {
  const numbers = coefficients.map((coefficient) => coefficient.valueOf());
  const lead = numbers[numbers.length - 1]!;
  const bound = 1 + Math.max(...numbers.slice(0, -1).map((value) => Math.abs(value / lead)), 0);
  const at = (x: number): number => numbers.reduceRight((sum, coefficient) => sum * x + coefficient, 0);
  let previous = Math.sign(at(-bound));
  for (let step = 1; step <= 4000; step += 1) {
    const sign = Math.sign(at(-bound + (2 * bound * step) / 4000));
    if (sign !== 0 && previous !== 0 && sign !== previous) return true;
    if (sign !== 0) previous = sign;
  }
  return false;
}

function analyse(text: CalculusText, definition: FunctionDefinition): SignAnalysis | null {
  const { language } = text;
  const shape = derivativeSign(definition.parsed.expr);
  if (!shape) return null;
  const computed = derivativesWithSteps(definition.parsed.expr, 1, language);
  if (!computed) return null;
  // Our derivative must agree with mathjs's differentiation of the student's text and with positive·Q.
  if (!derivativeAgrees(definition.parsed.node, computed.derivatives[0]!, 1) || !signAgrees(computed.derivatives[0]!, shape)) return null;
  const fPrime = shape.sign;
  const { roots, rest } = rationalRoots(fPrime);
  if (trimCoefficients(rest).length > 1 && changesSign(rest)) return null;
  const critical = [...new Map(roots.map((root) => [root.toFraction(), root])).values()].sort((a, b) => a.compare(b));
  const tests: Fraction[] = [];
  if (critical.length === 0) tests.push(frac(0));
  else {
    tests.push(critical[0]!.sub(1));
    for (let index = 0; index + 1 < critical.length; index += 1) tests.push(critical[index]!.add(critical[index + 1]!).div(2));
    tests.push(critical[critical.length - 1]!.add(1));
  }
  const signs = tests.map((point) => {
    const value = evaluateAt(fPrime, point);
    return isZero(value) ? 0 : isNegative(value) ? -1 : 1;
  });
  if (signs.includes(0)) return null;
  const name = definition.notation === 'f' ? 'f(x)' : 'y';
  const steps: SolutionStep[] = [
    { text: say(language, `The function: ${m(`${name} = ${toLatex(definition.parsed.expr)}`)}.`, `الدالة: ${m(`${name} = ${toLatex(definition.parsed.expr)}`)}.`) },
    ...computed.steps,
  ];
  const Q = shape.positiveLatex ? 'Q' : "f'";
  if (shape.positiveLatex) {
    const qLatex = toLatex(Polynomial.fromTerms(fPrime.map((coefficient, power): PolynomialTerm => ({ powers: power > 0 ? { x: power } : {}, coefficient }))).toExpr());
    steps.push({
      text: say(
        language,
        `${m(`f'(x) = ${shape.positiveLatex}\\left(${qLatex}\\right)`)} and ${m(`${shape.positiveLatex} > 0`)}, so ${m("f'")} has the sign of ${m(`Q(x) = ${qLatex}`)}.`,
        `${m(`f'(x) = ${shape.positiveLatex}\\left(${qLatex}\\right)`)} و ${m(`${shape.positiveLatex} > 0`)} دائمًا، فإشارة ${m("f'")} هي إشارة ${m(`Q(x) = ${qLatex}`)}.`,
      ),
    });
  }
  const criticalLatex = critical.map((root) => m(`x = ${fractionToLatex(root)}`));
  steps.push({
    text:
      critical.length > 0
        ? say(language, `Critical points: ${m("f'(x) = 0")} gives ${joinWithOr(criticalLatex, language)}.`, `النقط الحرجة: ${m("f'(x) = 0")} تعطي ${joinWithOr(criticalLatex, language)}.`)
        : say(language, `${m("f'(x) = 0")} has no real solution where the sign could change.`, `${m("f'(x) = 0")} ليس لها حل حقيقي يتغير عنده الإشارة.`),
  });
  const signLines = tests.map((point, index) => {
    const value = fractionToLatex(evaluateAt(fPrime, point));
    const sign = signs[index]! > 0 ? '> 0' : '< 0';
    return m(`${Q}(${fractionToLatex(point)}) = ${value} ${sign}`);
  });
  steps.push({
    text: say(language, `Sign of ${m("f'")} at a test point of each interval: ${signLines.join(', ')}.`, `إشارة ${m("f'")} عند نقطة اختبار في كل فترة: ${signLines.join(' ، ')}.`),
    detail: say(
      language,
      `${m("f'")} is continuous, so it keeps one sign between consecutive critical points; where ${m("f' > 0")} the function increases, where ${m("f' < 0")} it decreases.`,
      `${m("f'")} متصلة فلا تتغير إشارتها بين نقطتين حرجتين متتاليتين؛ حيث ${m("f' > 0")} تكون الدالة متزايدة وحيث ${m("f' < 0")} تكون متناقصة.`,
    ),
  });
  return { steps, critical, signs, shape, statement: m(`${name} = ${toLatex(definition.parsed.expr)}`) };
}

/** Both parts, or only the one the question names ("where is f decreasing" → the decreasing intervals). */
function askedParts(first: RegExp, second: RegExp, words: string, firstResult: SolutionResult, secondResult: SolutionResult): SolutionResult {
  const asksFirst = first.test(words);
  const asksSecond = second.test(words);
  if (asksFirst && !asksSecond) return firstResult;
  if (asksSecond && !asksFirst) return secondResult;
  return { parts: [firstResult, secondResult] };
}

const bound = (value: Fraction | null, side: 'lo' | 'hi'): string => (value === null ? (side === 'lo' ? '-inf' : 'inf') : value.toFraction());
const boundLatex = (value: Fraction | null, side: 'lo' | 'hi'): string => (value === null ? (side === 'lo' ? '-\\infty' : '\\infty') : fractionToLatex(value));

/** The open intervals where f' has `sign`, merging neighbours across a critical point where the sign stays. */
function intervalsWithSign(analysis: SignAnalysis, sign: number): Array<[Fraction | null, Fraction | null]> {
  const pieces: Array<[Fraction | null, Fraction | null]> = [];
  analysis.signs.forEach((gapSign, index) => {
    if (gapSign !== sign) return;
    const lo = index === 0 ? null : analysis.critical[index - 1]!;
    const hi = index === analysis.critical.length ? null : analysis.critical[index]!;
    const last = pieces[pieces.length - 1];
    if (last && last[1] !== null && lo !== null && last[1].equals(lo)) last[1] = hi;
    else pieces.push([lo, hi]);
  });
  return pieces;
}

const intervalsText = (pieces: ReadonlyArray<[Fraction | null, Fraction | null]>): string =>
  pieces.length === 0 ? '{}' : pieces.map(([lo, hi]) => `(${bound(lo, 'lo')}, ${bound(hi, 'hi')})`).join(' U ');
const intervalsLatex = (pieces: ReadonlyArray<[Fraction | null, Fraction | null]>): string =>
  pieces.length === 0 ? '\\varnothing' : pieces.map(([lo, hi]) => `\\left(${boundLatex(lo, 'lo')}, ${boundLatex(hi, 'hi')}\\right)`).join(' \\cup ');

export function solveMonotonic(text: CalculusText, definition: FunctionDefinition): Solution | null {
  const analysis = analyse(text, definition);
  if (!analysis) return null;
  const { language } = text;
  const increasing = intervalsWithSign(analysis, 1);
  const decreasing = intervalsWithSign(analysis, -1);
  const answer = say(
    language,
    `Increasing on ${m(intervalsLatex(increasing))}; decreasing on ${m(intervalsLatex(decreasing))}.`,
    `متزايدة في ${m(intervalsLatex(increasing))} ، ومتناقصة في ${m(intervalsLatex(decreasing))}.`,
  );
  return {
    kind: 'monotonic',
    subject: 'math',
    title: say(language, 'Increasing and decreasing intervals', 'فترات التزايد والتناقص'),
    steps: [...analysis.steps, { text: answer }],
    answer,
    check: say(language, 'The derivative agrees with an independent differentiation, and each sign was computed exactly at a test point. ✓', 'المشتقة تتفق مع اشتقاق مستقل، وحسبنا كل إشارة بالضبط عند نقطة اختبار. ✓'),
    statement: analysis.statement,
    result: askedParts(/تزايد|increas/, /تناقص|decreas/, text.words, { intervals: intervalsText(increasing) }, { intervals: intervalsText(decreasing) }),
  };
}

export function solveExtrema(text: CalculusText, definition: FunctionDefinition): Solution | null {
  // Absolute (global) extrema, on an interval or not, are another question.
  if (/مطلق|absolute|global/.test(text.words)) return null;
  const analysis = analyse(text, definition);
  if (!analysis) return null;
  const { language } = text;
  const maxima: number[] = [];
  const minima: number[] = [];
  const maximaLatex: string[] = [];
  const minimaLatex: string[] = [];
  const lines: string[] = [];
  analysis.critical.forEach((point, index) => {
    const before = analysis.signs[index]!;
    const after = analysis.signs[index + 1]!;
    const value = analysis.shape.valueAt(point);
    const at = m(`f(${fractionToLatex(point)}) = ${value.latex}`);
    if (before > 0 && after < 0) {
      maxima.push(value.value);
      maximaLatex.push(value.latex);
      lines.push(say(language, `at ${m(`x = ${fractionToLatex(point)}`)} the sign changes from + to −: local maximum ${at}`, `عند ${m(`x = ${fractionToLatex(point)}`)} تتغير الإشارة من + إلى −: قيمة عظمى محلية ${at}`));
    } else if (before < 0 && after > 0) {
      minima.push(value.value);
      minimaLatex.push(value.latex);
      lines.push(say(language, `at ${m(`x = ${fractionToLatex(point)}`)} the sign changes from − to +: local minimum ${at}`, `عند ${m(`x = ${fractionToLatex(point)}`)} تتغير الإشارة من − إلى +: قيمة صغرى محلية ${at}`));
    } else {
      lines.push(say(language, `at ${m(`x = ${fractionToLatex(point)}`)} the sign does not change: no extremum`, `عند ${m(`x = ${fractionToLatex(point)}`)} لا تتغير الإشارة: ليست قيمة قصوى`));
    }
  });
  const list = (values: string[]): string => (values.length === 0 ? say(language, 'none', 'لا توجد') : values.map((value) => m(value)).join(say(language, ', ', ' ، ')));
  const answer = say(language, `Local maximum value(s): ${list(maximaLatex)}; local minimum value(s): ${list(minimaLatex)}.`, `القيم العظمى المحلية: ${list(maximaLatex)} ؛ القيم الصغرى المحلية: ${list(minimaLatex)}.`);
  return {
    kind: 'extrema',
    subject: 'math',
    title: say(language, 'Local maxima and minima', 'القيم العظمى والصغرى المحلية'),
    steps: [...analysis.steps, ...(lines.length > 0 ? [{ text: `${lines.join(say(language, '; ', '؛ '))}.` }] : []), { text: answer }],
    answer,
    check: say(language, 'The derivative agrees with an independent differentiation; each value and each sign was computed exactly. ✓', 'المشتقة تتفق مع اشتقاق مستقل، وحسبنا كل قيمة وكل إشارة بالضبط. ✓'),
    statement: analysis.statement,
    result: askedParts(/عظم|maxim|\bmax\b/, /صغر|minim|\bmin\b/, text.words, { values: maxima }, { values: minima }),
  };
}
