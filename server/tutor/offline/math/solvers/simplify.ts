/**
 * Simplifying: rational expressions by factorising the numerator and denominator and cancelling common factors
 * (stating the excluded values), polynomials by collecting like terms, other expressions with the tidy rules
 * and sin² + cos² = 1. The result is compared with the original at sample points through mathjs.
 */
import type { SolutionStep } from '../../solution';
import { add, containsVariable, exprKey, num, variablesOf, type Expr } from '../expr';
import { factorPolynomial, type Factorization } from '../factoring';
import { say, m, type SolutionDraft, type TutorLanguage } from '../language';
import { toLatex } from '../latex';
import type { ParsedMath } from '../parse';
import { Polynomial } from '../polynomial';
import { fractionToLatex, frac, isOne, type Fraction } from '../rational';
import { toRationalFunction } from '../rationalFunction';
import { tidy } from '../tidy';
import { rationalRoots } from '../univariate';
import { solveArithmetic } from './arithmetic';
import { expandWithSteps } from './expand';
import { factorProductLatex } from './factorSteps';
import { agreesAtSamples, sampleCheckText } from './verify';

export interface CancelledFraction {
  steps: SolutionStep[];
  result: Expr;
  /** Values of the variable that make the original denominator zero. */
  excluded: Fraction[];
}

/** Factorises numerator and denominator of P/Q and cancels their common factors. */
export function cancelCommonFactors(numerator: Polynomial, denominator: Polynomial, language: TutorLanguage): CancelledFraction | null {
  const top = factorPolynomial(numerator);
  const bottom = factorPolynomial(denominator);
  if (!top || !bottom) return null;
  const steps: SolutionStep[] = [];
  const variables = [...new Set([...numerator.variables(), ...denominator.variables()])];
  const excluded = variables.length === 1 ? rationalRoots(denominator.coefficients(variables[0]!) ?? []).roots : [];
  const uniqueExcluded = excluded.filter((value, index) => excluded.findIndex((other) => other.equals(value)) === index).sort((a, b) => a.compare(b));
  steps.push({
    text: say(
      language,
      `Factorise the numerator and the denominator: ${m(`\\frac{${factorProductLatex(top)}}{${factorProductLatex(bottom)}}`)}.`,
      `نحلل البسط والمقام: ${m(`\\frac{${factorProductLatex(top)}}{${factorProductLatex(bottom)}}`)}.`,
    ),
  });
  const remainingTop = top.factors.map((factor) => ({ ...factor }));
  const remainingBottom = bottom.factors.map((factor) => ({ ...factor }));
  const cancelled: string[] = [];
  for (const factor of remainingTop) {
    const match = remainingBottom.find((candidate) => candidate.polynomial.equals(factor.polynomial));
    if (!match) continue;
    const common = Math.min(factor.multiplicity, match.multiplicity);
    factor.multiplicity -= common;
    match.multiplicity -= common;
    cancelled.push(toLatex(factor.polynomial.toExpr()));
  }
  // The common monomials (3x, 6x²) cancel like numbers and powers: 3x / 6x² = 1 / 2x.
  const topCommon = top.commonFactor.terms[0]!;
  const bottomCommon = bottom.commonFactor.terms[0]!;
  const ratio = topCommon.coefficient.div(bottomCommon.coefficient);
  const topPowers: Record<string, number> = {};
  const bottomPowers: Record<string, number> = {};
  for (const variable of new Set([...Object.keys(topCommon.powers), ...Object.keys(bottomCommon.powers)])) {
    const difference = (topCommon.powers[variable] ?? 0) - (bottomCommon.powers[variable] ?? 0);
    if (difference > 0) topPowers[variable] = difference;
    if (difference < 0) bottomPowers[variable] = -difference;
    if ((topCommon.powers[variable] ?? 0) > 0 && (bottomCommon.powers[variable] ?? 0) > 0) cancelled.push(variable);
  }
  const product = (common: Polynomial, factors: Factorization['factors']): Polynomial =>
    factors.reduce((sum, { polynomial, multiplicity }) => sum.mul(polynomial.pow(multiplicity)), common);
  const resultTop = product(Polynomial.fromTerms([{ powers: topPowers, coefficient: frac(ratio.s * ratio.n) }]), remainingTop.filter((factor) => factor.multiplicity > 0));
  const resultBottom = product(Polynomial.fromTerms([{ powers: bottomPowers, coefficient: frac(ratio.d) }]), remainingBottom.filter((factor) => factor.multiplicity > 0));
  const bottomValue = resultBottom.constantValue();
  const result: Expr = bottomValue && isOne(bottomValue) ? resultTop.toExpr() : { type: 'div', num: resultTop.toExpr(), den: resultBottom.toExpr() };
  if (cancelled.length > 0) {
    steps.push({
      text: say(
        language,
        `Cancel the common factor${cancelled.length > 1 ? 's' : ''} ${cancelled.map((factor) => m(`\\left(${factor}\\right)`)).join(', ')}: ${m(toLatex(result))}.`,
        `نختصر العامل المشترك ${cancelled.map((factor) => m(`\\left(${factor}\\right)`)).join('، ')}: ${m(toLatex(result))}.`,
      ),
      detail: say(
        language,
        `A common factor can be cancelled because ${m('\\frac{ka}{kb} = \\frac{a}{b}')} when ${m('k \\ne 0')}; that is why the values making it zero stay excluded.`,
        `يمكن اختصار العامل المشترك لأن ${m('\\frac{ka}{kb} = \\frac{a}{b}')} عندما ${m('k \\ne 0')}، ولهذا تبقى القيم التي تجعله صفرًا مستبعدة.`,
      ),
    });
  }
  return { steps, result, excluded: uniqueExcluded };
}

/** sin²u + cos²u → 1 inside a sum (same coefficient). */
function applyPythagoreanIdentity(expr: Expr): Expr {
  if (expr.type !== 'add') return expr;
  const terms = [...expr.terms];
  for (let i = 0; i < terms.length; i += 1) {
    const first = squaredTrig(terms[i]!);
    if (!first || first.name !== 'sin') continue;
    const j = terms.findIndex((term, index) => {
      const other = squaredTrig(term);
      return index !== i && other?.name === 'cos' && other.argumentKey === first.argumentKey && other.coefficient.equals(first.coefficient);
    });
    if (j < 0) continue;
    const replacement = num(first.coefficient);
    return add(...terms.filter((_, index) => index !== i && index !== j), replacement);
  }
  return expr;
}

function squaredTrig(term: Expr): { name: string; argumentKey: string; coefficient: Fraction } | null {
  let coefficient: Fraction | null = null;
  let core = term;
  if (term.type === 'mul' && term.factors.length === 2) {
    const [first, second] = term.factors as [Expr, Expr];
    if (first.type === 'num') {
      coefficient = first.value;
      core = second;
    }
  }
  if (core.type === 'pow' && core.exp.type === 'num' && core.exp.value.equals(2) && core.base.type === 'fn' && (core.base.name === 'sin' || core.base.name === 'cos')) {
    return { name: core.base.name, argumentKey: exprKey(core.base.arg), coefficient: coefficient ?? frac(1) };
  }
  return null;
}

/** Solves "simplify …"; constants are calculated, polynomials collected, fractions cancelled. */
export function solveSimplify(parsed: ParsedMath, language: TutorLanguage): SolutionDraft | null {
  const { expr } = parsed;
  if (!containsVariable(expr)) return solveArithmetic(expr, language);
  const variables = variablesOf(expr);
  const title = say(language, 'Simplifying an expression', 'تبسيط مقدار جبري');
  const original = toLatex(expr);
  const steps: SolutionStep[] = [{ text: say(language, `The expression: ${m(original)}.`, `المقدار: ${m(original)}.`) }];
  let result: Expr;
  let restriction = '';
  const polynomial = Polynomial.fromExpr(expr);
  const rational = polynomial ? null : toRationalFunction(expr);
  if (polynomial) {
    const expansion = expandWithSteps(expr, language);
    if (!expansion) return null;
    steps.push(...expansion.steps);
    result = expansion.result.toExpr();
  } else if (rational && rational.denominator.constantValue() === null) {
    if (expr.type === 'add') {
      steps.push({
        text: say(
          language,
          `Write everything over one denominator: ${m(`\\frac{${toLatex(rational.numerator.toExpr())}}{${toLatex(rational.denominator.toExpr())}}`)}.`,
          `نوحد المقامات: ${m(`\\frac{${toLatex(rational.numerator.toExpr())}}{${toLatex(rational.denominator.toExpr())}}`)}.`,
        ),
      });
    }
    const cancelled = cancelCommonFactors(rational.numerator, rational.denominator, language);
    if (!cancelled) return null;
    steps.push(...cancelled.steps);
    result = cancelled.result;
    if (cancelled.excluded.length > 0 && variables.length === 1) {
      restriction = cancelled.excluded.map((value) => `${variables[0]} \\ne ${fractionToLatex(value)}`).join(',\\ ');
    }
  } else {
    const tidied = tidy(expr);
    const identity = applyPythagoreanIdentity(tidied);
    const usedIdentity = identity !== tidied;
    result = usedIdentity ? tidy(identity) : tidied;
    if (usedIdentity || exprKey(tidied) !== exprKey(expr)) {
      steps.push({
        text: usedIdentity
          ? say(language, `Use ${m('\\sin^{2}\\theta + \\cos^{2}\\theta = 1')} and collect terms: ${m(toLatex(result))}.`, `نستخدم ${m('\\sin^{2}\\theta + \\cos^{2}\\theta = 1')} ونجمع الحدود: ${m(toLatex(result))}.`)
          : say(language, `Combine like terms and powers: ${m(toLatex(result))}.`, `نجمع الحدود المتشابهة والقوى: ${m(toLatex(result))}.`),
      });
    }
  }
  if (toLatex(result) === original && steps.length === 1) {
    steps.push({ text: say(language, 'The expression is already in its simplest form.', 'المقدار في أبسط صورة بالفعل.') });
  }
  const agreement = agreesAtSamples(parsed.node, result, variables);
  if (!agreement.ok) return null;
  const answer = m(`${original} = ${toLatex(result)}`) + (restriction ? say(language, ` (for ${m(restriction)})`, ` (بشرط ${m(restriction)})`) : '');
  return { kind: 'simplify', title, steps, answer, check: sampleCheckText(agreement, language) };
}

