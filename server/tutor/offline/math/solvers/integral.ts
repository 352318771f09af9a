/**
 * Integrals: indefinite (+ C) and definite (F(b) − F(a)), term by term with the rule of each term. Products and
 * powers of brackets are expanded first and a fraction over a monomial is split. Indefinite results are checked
 * by differentiating them back; definite ones also by Simpson's rule on mathjs's evaluation of the integrand.
 */
import type { MathNode } from 'mathjs';
import type { SolutionStep } from '../../solution';
import { numericFunction } from '../engine';
import { add, containsVariable, evaluateNumber, mul, num, pow, substitute, sym, type Expr } from '../expr';
import { exactValueOf } from '../exactValue';
import { differentiate } from '../differentiate';
import { integrateTerm, type IntegralRule, type IntegratedTerm } from '../integrate';
import { say, m, decimal, type SolutionDraft, type TutorLanguage } from '../language';
import { groupedLatex, toLatex } from '../latex';
import { Polynomial, termToExpr } from '../polynomial';
import { toRationalFunction } from '../rationalFunction';
import { tidy } from '../tidy';
import { nearlyEqual } from './verify';

/** The name of each rule, with its formula where the formula is the point. */
const RULES: Record<IntegralRule, (x: string) => [string, string]> = {
  constant: () => ['the integral of a constant', 'تكامل الثابت'],
  power: (x) => [`the power rule ${m(`\\int ${x}^{n}\\,d${x} = \\frac{${x}^{n+1}}{n+1}`)}`, `قاعدة القوة ${m(`\\int ${x}^{n}\\,d${x} = \\frac{${x}^{n+1}}{n+1}`)}`],
  reciprocal: (x) => [`${m(`\\int \\frac{1}{${x}}\\,d${x} = \\ln\\left|${x}\\right|`)}`, `${m(`\\int \\frac{1}{${x}}\\,d${x} = \\ln\\left|${x}\\right|`)}`],
  exponential: () => ['the integral of the exponential function', 'تكامل الدالة الأسية'],
  sine: () => ['the integral of sine', 'تكامل الجيب'],
  cosine: () => ['the integral of cosine', 'تكامل جيب التمام'],
  'secant-squared': () => [`the integral of ${m('\\sec^{2}')}`, `تكامل ${m('\\sec^{2}')}`],
  'cosecant-squared': () => [`the integral of ${m('\\csc^{2}')}`, `تكامل ${m('\\csc^{2}')}`],
};

interface Prepared {
  terms: Expr[];
  rewrite?: { expr: Expr; how: 'expand' | 'split' };
}

/** Expands brackets and splits a polynomial over a monomial, so each term is a basic form. */
function prepare(integrand: Expr, variable: string): Prepared {
  const polynomial = Polynomial.fromExpr(integrand);
  if (polynomial) {
    const expanded = polynomial.toExpr();
    const terms = polynomial.orderedTerms().map(termToExpr);
    return toLatex(expanded) === toLatex(integrand) ? { terms } : { terms, rewrite: { expr: expanded, how: 'expand' } };
  }
  const rational = toRationalFunction(integrand);
  if (rational && rational.denominator.terms.length === 1 && rational.denominator.degree(variable) > 0) {
    const [monomial] = rational.denominator.terms;
    const split = rational.numerator.orderedTerms().map((term): Expr => {
      const factors: Expr[] = [num(term.coefficient.div(monomial!.coefficient))];
      for (const name of new Set([...Object.keys(term.powers), ...Object.keys(monomial!.powers)])) {
        const power = (term.powers[name] ?? 0) - (monomial!.powers[name] ?? 0);
        if (power !== 0) factors.push(pow(sym(name), power));
      }
      return tidy(mul(...factors));
    });
    const rewritten = add(...split);
    return toLatex(rewritten) === toLatex(integrand) ? { terms: split } : { terms: split, rewrite: { expr: rewritten, how: 'split' } };
  }
  return { terms: integrand.type === 'add' ? integrand.terms : [integrand] };
}

function ruleSentence(item: IntegratedTerm, variable: string, language: TutorLanguage): SolutionStep {
  const [english, arabic] = RULES[item.rule](variable);
  const inner = item.linearInner
    ? say(language, ', dividing by the coefficient of the inner linear expression', '، مع القسمة على معامل المتغير في المقدار الخطي الداخلي')
    : '';
  const statement = m(`\\int ${groupedLatex(item.term)}\\,d${variable} = ${toLatex(item.antiderivative)}`);
  // The term is exactly the rule's own formula: say it once.
  if (english === statement) return { text: say(language, `Basic integral: ${statement}.`, `تكامل أساسي: ${statement}.`) };
  return { text: say(language, `Using ${english}${inner}: ${statement}.`, `باستخدام ${arabic}${inner}: ${statement}.`) };
}

/** Simpson's rule with mathjs evaluating the student's integrand. */
function simpson(integrand: MathNode, variable: string, from: number, to: number): number {
  const intervals = 400;
  const width = (to - from) / intervals;
  const f = numericFunction(integrand);
  let sum = 0;
  for (let index = 0; index <= intervals; index += 1) {
    const value = f({ [variable]: from + index * width });
    if (!Number.isFinite(value)) return Number.NaN;
    sum += value * (index === 0 || index === intervals ? 1 : index % 2 === 1 ? 4 : 2);
  }
  return (sum * width) / 3;
}

export interface IntegralProblem {
  node: MathNode;
  integrand: Expr;
  variable: string;
  bounds?: [Expr, Expr];
}

function valueAt(antiderivative: Expr, variable: string, bound: Expr): { latex: string; value: number } {
  const substituted = tidy(substitute(antiderivative, variable, bound));
  const exact = exactValueOf(substituted);
  const value = evaluateNumber(substituted);
  return exact ? { latex: exact.toLatex(), value: exact.toNumber() } : { latex: toLatex(substituted), value };
}

/** Solves "∫ (3x^2 + 2x) dx" and "∫ from 0 to 2 of x^2 dx"; null for integrands outside the basic forms. */
export function solveIntegral(problem: IntegralProblem, language: TutorLanguage): SolutionDraft | null {
  const { integrand, variable: x, bounds } = problem;
  const dx = `\\,d${x}`;
  const integralLatex = bounds ? `\\int_{${toLatex(bounds[0])}}^{${toLatex(bounds[1])}} ${groupedLatex(integrand)}${dx}` : `\\int ${groupedLatex(integrand)}${dx}`;
  const steps: SolutionStep[] = [{ text: say(language, `The integral: ${m(integralLatex)}.`, `التكامل: ${m(integralLatex)}.`) }];
  const prepared = prepare(integrand, x);
  if (prepared.rewrite) {
    steps.push({
      text: prepared.rewrite.how === 'expand'
        ? say(language, `Expand first: ${m(`${toLatex(integrand)} = ${toLatex(prepared.rewrite.expr)}`)}.`, `نفك الأقواس أولًا: ${m(`${toLatex(integrand)} = ${toLatex(prepared.rewrite.expr)}`)}.`)
        : say(language, `Divide each term by the denominator: ${m(`${toLatex(integrand)} = ${toLatex(prepared.rewrite.expr)}`)}.`, `نقسم كل حد على المقام: ${m(`${toLatex(integrand)} = ${toLatex(prepared.rewrite.expr)}`)}.`),
    });
  }
  const integrated: IntegratedTerm[] = [];
  for (const term of prepared.terms) {
    const result = integrateTerm(term, x);
    if (!result) return null;
    integrated.push(result);
  }
  if (integrated.length > 1) {
    steps.push({ text: say(language, 'Integrate term by term (the integral of a sum is the sum of the integrals).', 'نكامل حدًا حدًا (تكامل المجموع يساوي مجموع التكاملات).') });
  }
  for (const item of integrated) steps.push(ruleSentence(item, x, language));
  const antiderivative = tidy(add(...integrated.map((item) => item.antiderivative)));

  // Differentiating the result must give the integrand back (compared with mathjs's evaluation of the text).
  const derivative = differentiate(antiderivative, x);
  if (!derivative) return null;
  const backDerivative = tidy(derivative);
  const integrandAt = numericFunction(problem.node);
  let compared = 0;
  for (const point of [1.3, 0.7, 2.4, -0.6, 3.2]) {
    const ours = evaluateNumber(backDerivative, { [x]: point });
    const expected = integrandAt({ [x]: point });
    if (!Number.isFinite(ours) || !Number.isFinite(expected)) continue;
    if (!nearlyEqual(ours, expected)) return null;
    compared += 1;
  }
  if (compared < 2) return null;
  const derivativeCheck = say(
    language,
    `Differentiating the result gives back the integrand: ${m(`\\frac{d}{d${x}}\\left(${toLatex(antiderivative)}\\right) = ${toLatex(backDerivative)}`)}. ✓`,
    `باشتقاق الناتج نحصل على الدالة المكاملة: ${m(`\\frac{d}{d${x}}\\left(${toLatex(antiderivative)}\\right) = ${toLatex(backDerivative)}`)}. ✓`,
  );

  if (!bounds) {
    steps.push({ text: say(language, `Add the constant of integration: ${m(`${toLatex(antiderivative)} + C`)}.`, `نضيف ثابت التكامل: ${m(`${toLatex(antiderivative)} + C`)}.`) });
    return {
      kind: 'indefinite-integral',
      title: say(language, 'Indefinite integral', 'التكامل غير المحدد'),
      steps,
      answer: m(`${integralLatex} = ${toLatex(antiderivative)} + C`),
      check: derivativeCheck,
    };
  }

  const [lower, upper] = bounds;
  if (containsVariable(lower) || containsVariable(upper)) return null;
  const upperValue = valueAt(antiderivative, x, upper);
  const lowerValue = valueAt(antiderivative, x, lower);
  const F = (bound: Expr): string => `F\\left(${toLatex(bound)}\\right)`;
  steps.push({
    text: say(
      language,
      `With ${m(`F(${x}) = ${toLatex(antiderivative)}`)}: ${m(`${F(upper)} = ${upperValue.latex}`)} and ${m(`${F(lower)} = ${lowerValue.latex}`)}.`,
      `حيث ${m(`F(${x}) = ${toLatex(antiderivative)}`)}: ${m(`${F(upper)} = ${upperValue.latex}`)} و ${m(`${F(lower)} = ${lowerValue.latex}`)}.`,
    ),
    detail: say(
      language,
      `Fundamental theorem of calculus: ${m(`\\int_{a}^{b} f(${x})\\,d${x} = F(b) - F(a)`)} for any antiderivative ${m('F')}; the constant ${m('C')} cancels.`,
      `النظرية الأساسية للتفاضل والتكامل: ${m(`\\int_{a}^{b} f(${x})\\,d${x} = F(b) - F(a)`)} لأي دالة أصلية ${m('F')}، ويختفي الثابت ${m('C')}.`,
    ),
  });
  const difference = tidy(add(substitute(antiderivative, x, upper), { type: 'neg', arg: substitute(antiderivative, x, lower) }));
  const exact = exactValueOf(difference);
  const value = exact ? exact.toNumber() : evaluateNumber(difference);
  const numeric = simpson(problem.node, x, evaluateNumber(lower), evaluateNumber(upper));
  if (!Number.isFinite(value) || !Number.isFinite(numeric) || Math.abs(numeric - value) > 1e-6 * Math.max(1, Math.abs(value))) return null;
  const valueLatex = exact ? exact.toLatex() : toLatex(difference);
  const approximate = exact?.isRational && Number.isInteger(value) ? '' : ` \\approx ${decimal(value)}`;
  const lowerLatex = lowerValue.latex.startsWith('-') ? `\\left(${lowerValue.latex}\\right)` : lowerValue.latex;
  const subtraction = `${F(upper)} - ${F(lower)} = ${upperValue.latex} - ${lowerLatex} = ${valueLatex}`;
  steps.push({
    text: say(
      language,
      `Subtract: ${m(subtraction)}.`,
      `بالطرح: ${m(subtraction)}.`,
    ),
  });
  return {
    kind: 'definite-integral',
    title: say(language, 'Definite integral', 'التكامل المحدد'),
    steps,
    answer: m(`${integralLatex} = ${valueLatex}${approximate}`),
    check: `${derivativeCheck} ${say(language, `Numerical integration (Simpson's rule) gives ${m(`\\approx ${decimal(numeric, 6)}`)}. ✓`, `التكامل العددي (قاعدة سمبسون) يعطي ${m(`\\approx ${decimal(numeric, 6)}`)}. ✓`)}`,
  };
}
