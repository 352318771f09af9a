/**
 * Expanding products and powers of brackets: the special products ((a ± b)², (a + b)³, (a − b)(a + b)),
 * distributing term by term, then collecting like terms. The result is compared with the original at sample
 * points through mathjs.
 */
import type { SolutionStep } from '../../solution';
import { add, variablesOf, type Expr } from '../expr';
import { say, m, type SolutionDraft, type TutorLanguage } from '../language';
import { groupedLatex, toLatex } from '../latex';
import type { ParsedMath } from '../parse';
import { Polynomial, termToExpr, type PolynomialTerm } from '../polynomial';
import { isNegative } from '../rational';
import { agreesAtSamples, sampleCheckText } from './verify';

function polynomialLatex(polynomial: Polynomial): string {
  return toLatex(polynomial.toExpr());
}

/** The products of every term of `left` with every term of `right`, before collecting like terms. */
function distributedLatex(left: Polynomial, right: Polynomial): string {
  const products: PolynomialTerm[] = [];
  for (const a of left.orderedTerms()) {
    for (const b of right.orderedTerms()) {
      const powers: Record<string, number> = { ...a.powers };
      for (const [variable, power] of Object.entries(b.powers)) powers[variable] = (powers[variable] ?? 0) + power;
      products.push({ powers, coefficient: a.coefficient.mul(b.coefficient) });
    }
  }
  return toLatex(add(...products.map(termToExpr)));
}

/** A single letter or whole number as it is; anything else in brackets. */
function atom(expr: Expr): string {
  return expr.type === 'sym' || (expr.type === 'num' && !isNegative(expr.value)) ? toLatex(expr) : `\\left(${toLatex(expr)}\\right)`;
}

function isBinomial(polynomial: Polynomial): boolean {
  return polynomial.terms.length === 2;
}

/** Expands one product or power with its explanation; pushes the steps and returns the polynomial. */
function expandProduct(expr: Expr, steps: SolutionStep[], language: TutorLanguage): Polynomial | null {
  const whole = Polynomial.fromExpr(expr);
  if (!whole) return null;
  if (expr.type === 'pow' && expr.exp.type === 'num') {
    const base = Polynomial.fromExpr(expr.base);
    const power = Number(expr.exp.value.valueOf());
    if (base && isBinomial(base) && (power === 2 || power === 3)) {
      const [first, second] = base.orderedTerms() as [PolynomialTerm, PolynomialTerm];
      const a = toLatex(termToExpr(first));
      const b = groupedLatex(termToExpr(second));
      const atomA = atom(termToExpr(first));
      const identity = power === 2 ? '(a + b)^{2} = a^{2} + 2ab + b^{2}' : '(a + b)^{3} = a^{3} + 3a^{2}b + 3ab^{2} + b^{3}';
      const substituted = power === 2
        ? `${atomA}^{2} + 2 \\times ${atomA} \\times ${b} + ${b}^{2}`
        : `${atomA}^{3} + 3 \\times ${atomA}^{2} \\times ${b} + 3 \\times ${atomA} \\times ${b}^{2} + ${b}^{3}`;
      steps.push({
        text: say(
          language,
          `Use ${m(identity)} with ${m(`a = ${a}`)}, ${m(`b = ${toLatex(termToExpr(second))}`)}: ${m(`${toLatex(expr)} = ${substituted} = ${polynomialLatex(whole)}`)}.`,
          `نستخدم ${m(identity)} حيث ${m(`a = ${a}`)} ، ${m(`b = ${toLatex(termToExpr(second))}`)}: ${m(`${toLatex(expr)} = ${substituted} = ${polynomialLatex(whole)}`)}.`,
        ),
        detail: say(
          language,
          power === 2 ? `${m('(a + b)^{2} = (a + b)(a + b) = a^{2} + ab + ba + b^{2}')}: the middle terms add up to ${m('2ab')}.` : `${m('(a + b)^{3} = (a + b)(a + b)^{2}')}; the coefficients 1, 3, 3, 1 are a row of Pascal's triangle.`,
          power === 2 ? `${m('(a + b)^{2} = (a + b)(a + b) = a^{2} + ab + ba + b^{2}')}: الحدان الأوسطان مجموعهما ${m('2ab')}.` : `${m('(a + b)^{3} = (a + b)(a + b)^{2}')}، والمعاملات 1، 3، 3، 1 صف من مثلث باسكال.`,
        ),
      });
      return whole;
    }
  }
  const factors: Expr[] = expr.type === 'pow' && expr.exp.type === 'num' ? Array.from({ length: Number(expr.exp.value.valueOf()) }, () => expr.base) : expr.type === 'mul' ? expr.factors : [expr];
  const polynomials = factors.map((factor) => Polynomial.fromExpr(factor));
  if (polynomials.some((polynomial) => polynomial === null) || factors.length < 2) return whole;
  const [firstPolynomial, secondPolynomial] = polynomials as [Polynomial, Polynomial];
  if (factors.length === 2 && isBinomial(firstPolynomial) && isBinomial(secondPolynomial)) {
    const [a1, b1] = firstPolynomial.orderedTerms() as [PolynomialTerm, PolynomialTerm];
    const [a2, b2] = secondPolynomial.orderedTerms() as [PolynomialTerm, PolynomialTerm];
    const conjugate = a1.coefficient.equals(a2.coefficient) && b1.coefficient.equals(b2.coefficient.neg()) && JSON.stringify(a1.powers) === JSON.stringify(a2.powers) && JSON.stringify(b1.powers) === JSON.stringify(b2.powers);
    if (conjugate) {
      steps.push({
        text: say(
          language,
          `Sum times difference: ${m('(a + b)(a - b) = a^{2} - b^{2}')}, so ${m(`${toLatex(expr)} = ${polynomialLatex(whole)}`)}.`,
          `حاصل ضرب مجموع حدين في الفرق بينهما: ${m('(a + b)(a - b) = a^{2} - b^{2}')}، إذن ${m(`${toLatex(expr)} = ${polynomialLatex(whole)}`)}.`,
        ),
      });
      return whole;
    }
  }
  let product = firstPolynomial;
  let productExpr = factors[0]!;
  for (const [index, polynomial] of polynomials.slice(1).entries()) {
    const next = polynomial!;
    const result = product.mul(next);
    const distributed = distributedLatex(product, next);
    const shown = `${groupedLatex(productExpr)}${groupedLatex(factors[index + 1]!)}`;
    const collected = polynomialLatex(result);
    const equation = m(distributed === collected ? `${shown} = ${collected}` : `${shown} = ${distributed} = ${collected}`);
    const single = product.terms.length === 1 ? toLatex(productExpr) : next.terms.length === 1 ? toLatex(factors[index + 1]!) : null;
    steps.push({
      text: single
        ? say(language, `Distribute ${m(single)} over the bracket: ${equation}.`, `نوزع ${m(single)} على القوس: ${equation}.`)
        : say(language, `Multiply each term of the first bracket by each term of the second: ${equation}.`, `نضرب كل حد في القوس الأول في كل حد في القوس الثاني: ${equation}.`),
      detail: say(language, `Distributive law: ${m('a(b + c) = ab + ac')}, used once for each term.`, `خاصية التوزيع: ${m('a(b + c) = ab + ac')}، نطبقها على كل حد.`),
    });
    product = result;
    productExpr = result.toExpr();
  }
  return product;
}

export interface Expansion {
  steps: SolutionStep[];
  result: Polynomial;
}

/** Expands a polynomial expression with steps; null when it is not a polynomial. */
export function expandWithSteps(expr: Expr, language: TutorLanguage): Expansion | null {
  const result = Polynomial.fromExpr(expr);
  if (!result) return null;
  const steps: SolutionStep[] = [];
  const terms = expr.type === 'add' ? expr.terms : [expr];
  const expandedTerms: Polynomial[] = [];
  for (const term of terms) {
    const inner = term.type === 'neg' ? term.arg : term;
    const plain = Polynomial.fromExpr(inner);
    const needsWork = plain !== null && polynomialLatex(plain) !== toLatex(inner) && (inner.type === 'mul' || inner.type === 'pow');
    const expanded = needsWork ? expandProduct(inner, steps, language) : plain;
    if (!expanded) return null;
    expandedTerms.push(term.type === 'neg' ? expanded.neg() : expanded);
  }
  if (terms.length > 1) {
    const joined = toLatex(add(...expandedTerms.flatMap((polynomial) => polynomial.orderedTerms().map(termToExpr))));
    const collected = polynomialLatex(result);
    if (joined !== collected) {
      steps.push({ text: say(language, `Collect like terms: ${m(`${joined} = ${collected}`)}.`, `نجمع الحدود المتشابهة: ${m(`${joined} = ${collected}`)}.`) });
    }
  }
  return { steps, result };
}

/** Solves "expand (x + 2)(x + 3)". */
export function solveExpand(parsed: ParsedMath, language: TutorLanguage): SolutionDraft | null {
  const expansion = expandWithSteps(parsed.expr, language);
  if (!expansion || expansion.steps.length === 0) return null;
  const result = expansion.result.toExpr();
  const agreement = agreesAtSamples(parsed.node, result, variablesOf(parsed.expr));
  if (!agreement.ok) return null;
  return {
    kind: 'expand',
    title: say(language, 'Expanding an expression', 'فك مقدار جبري'),
    steps: [{ text: say(language, `The expression: ${m(toLatex(parsed.expr))}.`, `المقدار: ${m(toLatex(parsed.expr))}.`) }, ...expansion.steps],
    answer: m(`${toLatex(parsed.expr)} = ${toLatex(result)}`),
    check: sampleCheckText(agreement, language),
  };
}
