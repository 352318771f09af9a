/**
 * The steps of solving ax² + bx + c = 0: simpler coefficients, then a common factor (c = 0), square roots
 * (b = 0), factorising (rational roots) or the formula with the discriminant, including complex roots when
 * the discriminant is negative.
 */
import type { SolutionStep } from '../../solution';
import { factorPolynomial } from '../factoring';
import { say, m, decimal, type TutorLanguage } from '../language';
import { Polynomial } from '../polynomial';
import { bigLcm, fractionToLatex, frac, isNegative, isOne, isZero, splitSquare, type Fraction } from '../rational';
import { SurdValue } from '../surd';
import { contentAndPrimitive } from '../univariate';
import { toLatex } from '../latex';
import { factorProductLatex } from './factorSteps';

export interface QuadraticSolution {
  steps: SolutionStep[];
  /** Real roots, exact (one entry for a repeated root). */
  roots: SurdValue[];
  /** Complex roots in LaTeX when there are no real ones, e.g. "1 \pm 2i". */
  complexRoots?: string;
  /** For complex roots: their sum and product compared with −b/a and c/a. */
  complexCheck?: string;
  /** The roots as they appear in the answer line, e.g. ["x = 2", "x = 3"]. */
  answers: string[];
  /** The quadratic actually solved (after simplifying coefficients). */
  coefficients: [Fraction, Fraction, Fraction];
}

/** "p ± q√r" (with i for complex roots) over a common denominator. */
function plusMinusLatex(p: Fraction, q: Fraction, radicand: bigint, imaginary: boolean): string {
  const root = `${radicand === 1n ? '' : `\\sqrt{${radicand}}`}${imaginary ? 'i' : ''}`;
  const denominator = bigLcm(p.d, q.d);
  const top = p.mul(denominator);
  const bottom = q.abs().mul(denominator);
  const rootPart = `${bottom.n === 1n && root !== '' ? '' : bottom.n}${root}`;
  const body = isZero(top) ? `\\pm ${rootPart}` : `${fractionToLatex(top)} \\pm ${rootPart}`;
  return denominator === 1n ? body : `\\frac{${body}}{${denominator}}`;
}

/** Checks the complex roots p ± qi·√r through their sum (−b/a) and product (c/a). */
function vietaCheck(p: Fraction, q: Fraction, radicand: bigint, [c, b, a]: [Fraction, Fraction, Fraction], language: TutorLanguage): string | undefined {
  const sum = p.mul(2);
  const product = p.mul(p).add(q.mul(q).mul(radicand));
  if (!sum.equals(b.neg().div(a)) || !product.equals(c.div(a))) return undefined;
  return say(
    language,
    `Sum of the roots ${m(`= ${fractionToLatex(sum)} = -\\frac{b}{a}`)} and product ${m(`= ${fractionToLatex(product)} = \\frac{c}{a}`)}. ✓`,
    `مجموع الجذرين ${m(`= ${fractionToLatex(sum)} = -\\frac{b}{a}`)} وحاصل ضربهما ${m(`= ${fractionToLatex(product)} = \\frac{c}{a}`)}. ✓`,
  );
}

/** "formula = result", without repeating the result when the formula already ends with it. */
function withResult(formula: string, result: string): string {
  return formula.endsWith(`= ${result}`) || formula.endsWith(result) ? formula : `${formula} = ${result}`;
}

function rootLabel(variable: string, value: SurdValue): string {
  const exact = value.toLatex();
  return value.isRational ? `${variable} = ${exact}` : `${variable} = ${exact} \\approx ${decimal(value.toNumber())}`;
}

/** Solves a quadratic given as coefficients [c, b, a] of the polynomial set equal to 0. */
export function solveQuadratic(coefficients: readonly Fraction[], variable: string, language: TutorLanguage): QuadraticSolution {
  const steps: SolutionStep[] = [];
  const { content, primitive } = contentAndPrimitive(coefficients);
  const simplified = Polynomial.fromCoefficients(primitive, variable);
  if (!isOne(content)) {
    const divisor = content;
    const action = divisor.d === 1n
      ? say(language, `Divide both sides by ${m(fractionToLatex(divisor))}`, `نقسم الطرفين على ${m(fractionToLatex(divisor))}`)
      : say(language, `Multiply both sides by ${m(fractionToLatex(divisor.inverse()))}`, `نضرب الطرفين في ${m(fractionToLatex(divisor.inverse()))}`);
    steps.push({ text: `${action}: ${m(`${toLatex(simplified.toExpr())} = 0`)}` });
  }
  const [c, b, a] = primitive as [Fraction, Fraction, Fraction];
  const x = variable;

  if (isZero(c)) {
    const root = b.neg().div(a);
    const inner = Polynomial.fromCoefficients([b, a], x).toExpr();
    steps.push({
      text: say(
        language,
        `Take out the common factor ${m(x)}: ${m(`${x}\\left(${toLatex(inner)}\\right) = 0`)}, so ${m(`${x} = 0`)} or ${m(`${toLatex(inner)} = 0`)}.`,
        `نأخذ ${m(x)} عاملًا مشتركًا: ${m(`${x}\\left(${toLatex(inner)}\\right) = 0`)}، إذن ${m(`${x} = 0`)} أو ${m(`${toLatex(inner)} = 0`)}.`,
      ),
      detail: say(language, 'If a product is zero, at least one of its factors is zero.', 'إذا كان حاصل ضرب عددين صفرًا فإن أحدهما على الأقل يساوي صفرًا.'),
    });
    const roots = [SurdValue.of(0), SurdValue.of(root)].sort((p, q) => p.toNumber() - q.toNumber());
    return { steps, roots, answers: roots.map((value) => rootLabel(x, value)), coefficients: [c, b, a] };
  }

  if (isZero(b)) {
    const square = c.neg().div(a);
    steps.push({
      text: say(language, `Isolate ${m(`${x}^{2}`)}: ${m(`${x}^{2} = ${fractionToLatex(square)}`)}.`, `نعزل ${m(`${x}^{2}`)}: ${m(`${x}^{2} = ${fractionToLatex(square)}`)}.`),
    });
    if (isNegative(square)) {
      const magnitude = SurdValue.sqrtOf(square.neg())!;
      const complexRoots = `\\pm ${magnitude.toLatex()}i`;
      steps.push({
        text: say(
          language,
          `A square cannot be negative, so there are no real roots. Over the complex numbers: ${m(`${x} = ${complexRoots}`)}.`,
          `مربع العدد الحقيقي لا يكون سالبًا، إذن لا توجد جذور حقيقية. وفي الأعداد المركبة: ${m(`${x} = ${complexRoots}`)}.`,
        ),
      });
      const complexCheck = vietaCheck(frac(0), magnitude.terms()[0]!.coefficient, magnitude.terms()[0]!.radicand, [c, b, a], language);
      return { steps, roots: [], complexRoots, ...(complexCheck ? { complexCheck } : {}), answers: [], coefficients: [c, b, a] };
    }
    const root = SurdValue.sqrtOf(square)!;
    steps.push({
      text: say(language, `Take the square root of both sides (two signs): ${m(`${x} = \\pm ${root.toLatex()}`)}.`, `نأخذ الجذر التربيعي للطرفين (بإشارتين): ${m(`${x} = \\pm ${root.toLatex()}`)}.`),
    });
    const roots = [root.neg(), root];
    return { steps, roots, answers: roots.map((value) => rootLabel(x, value)), coefficients: [c, b, a] };
  }

  const discriminant = b.mul(b).sub(a.mul(c).mul(4));
  const rootOfDiscriminant = SurdValue.sqrtOf(discriminant);
  if (rootOfDiscriminant?.isRational) {
    const factorization = factorPolynomial(simplified);
    if (factorization && factorization.factors.every((factor) => factor.polynomial.degree() === 1)) {
      const product = factorProductLatex(factorization);
      const trinomial = factorization.steps.find((step) => step.splitNumbers);
      const hint = trinomial?.splitNumbers
        ? say(
            language,
            ` (two numbers with product ${m(fractionToLatex(a.mul(c)))} and sum ${m(fractionToLatex(b))}: ${m(fractionToLatex(trinomial.splitNumbers[0]))} and ${m(fractionToLatex(trinomial.splitNumbers[1]))})`,
            ` (عددان حاصل ضربهما ${m(fractionToLatex(a.mul(c)))} ومجموعهما ${m(fractionToLatex(b))}: ${m(fractionToLatex(trinomial.splitNumbers[0]))} و ${m(fractionToLatex(trinomial.splitNumbers[1]))})`,
          )
        : '';
      steps.push({
        text: say(language, `Factorise${hint}: ${m(`${product} = 0`)}.`, `نحلل${hint}: ${m(`${product} = 0`)}.`),
        detail: say(
          language,
          'Factorising works because the discriminant is a perfect square, so the roots are rational.',
          'التحليل ممكن لأن المميز مربع كامل، فالجذران عددان نسبيان.',
        ),
      });
      const roots = factorization.factors.map((factor) => {
        const [constant, slope] = factor.polynomial.coefficients(x)! as [Fraction, Fraction];
        return SurdValue.of(constant.neg().div(slope));
      });
      if (roots.length === 1) {
        steps.push({
          text: say(language, `The square is zero only when the bracket is zero: a repeated root ${m(`${x} = ${roots[0]!.toLatex()}`)}.`, `المربع يساوي صفرًا عندما يكون ما بداخل القوس صفرًا: جذر مكرر ${m(`${x} = ${roots[0]!.toLatex()}`)}.`),
        });
      } else {
        const equations = factorization.factors.map((factor) => m(`${toLatex(factor.polynomial.toExpr())} = 0`));
        steps.push({
          text: say(
            language,
            `Set each factor to zero: ${equations.join(' or ')}, so ${roots.map((root) => m(`${x} = ${root.toLatex()}`)).join(' or ')}.`,
            `نساوي كل عامل بالصفر: ${equations.join(' أو ')}، إذن ${roots.map((root) => m(`${x} = ${root.toLatex()}`)).join(' أو ')}.`,
          ),
        });
      }
      roots.sort((p, q) => p.toNumber() - q.toNumber());
      return { steps, roots, answers: roots.map((value) => rootLabel(x, value)), coefficients: [c, b, a] };
    }
  }

  steps.push({
    text: say(
      language,
      `Use the quadratic formula with ${m(`a = ${fractionToLatex(a)}`)}, ${m(`b = ${fractionToLatex(b)}`)}, ${m(`c = ${fractionToLatex(c)}`)}.`,
      `نستخدم القانون العام حيث ${m(`a = ${fractionToLatex(a)}`)} ، ${m(`b = ${fractionToLatex(b)}`)} ، ${m(`c = ${fractionToLatex(c)}`)}.`,
    ),
    detail: say(
      language,
      `Completing the square in ${m('ax^{2} + bx + c = 0')} gives ${m('\\left(x + \\frac{b}{2a}\\right)^{2} = \\frac{b^{2} - 4ac}{4a^{2}}')}, hence ${m('x = \\frac{-b \\pm \\sqrt{b^{2} - 4ac}}{2a}')}.`,
      `بإكمال المربع في ${m('ax^{2} + bx + c = 0')} نحصل على ${m('\\left(x + \\frac{b}{2a}\\right)^{2} = \\frac{b^{2} - 4ac}{4a^{2}}')}، ومنها ${m('x = \\frac{-b \\pm \\sqrt{b^{2} - 4ac}}{2a}')}.`,
    ),
  });
  const bSquared = isNegative(b) ? `\\left(${fractionToLatex(b)}\\right)^{2}` : `${fractionToLatex(b)}^{2}`;
  const acTerm = `4 \\times ${isNegative(a) ? `\\left(${fractionToLatex(a)}\\right)` : fractionToLatex(a)} \\times ${isNegative(c) ? `\\left(${fractionToLatex(c)}\\right)` : fractionToLatex(c)}`;
  steps.push({
    text: say(
      language,
      `The discriminant: ${m(`\\Delta = b^{2} - 4ac = ${bSquared} - ${acTerm} = ${fractionToLatex(discriminant)}`)}.`,
      `المميز: ${m(`\\Delta = b^{2} - 4ac = ${bSquared} - ${acTerm} = ${fractionToLatex(discriminant)}`)}.`,
    ),
  });
  const p = b.neg().div(a.mul(2));
  const magnitude = isNegative(discriminant) ? discriminant.neg() : discriminant;
  const { outside, inside } = splitSquare(magnitude.n);
  const q = frac(outside).div(a.mul(2).abs());
  const formula = `${x} = \\frac{-b \\pm \\sqrt{\\Delta}}{2a} = \\frac{${fractionToLatex(b.neg())} \\pm \\sqrt{${fractionToLatex(discriminant)}}}{${fractionToLatex(a.mul(2))}}`;
  if (isNegative(discriminant)) {
    const complexRoots = plusMinusLatex(p, q, inside, true);
    steps.push({
      text: say(
        language,
        `${m('\\Delta < 0')}, so the equation has no real roots. Over the complex numbers (${m('i^{2} = -1')}): ${m(withResult(formula, complexRoots))}.`,
        `${m('\\Delta < 0')}، إذن لا توجد جذور حقيقية للمعادلة. وفي مجموعة الأعداد المركبة (${m('i^{2} = -1')}): ${m(withResult(formula, complexRoots))}.`,
      ),
    });
    const complexCheck = vietaCheck(p, q, inside, [c, b, a], language);
    return { steps, roots: [], complexRoots, ...(complexCheck ? { complexCheck } : {}), answers: [], coefficients: [c, b, a] };
  }
  const rootPart = SurdValue.root(inside, q);
  const roots = [SurdValue.of(p).sub(rootPart), SurdValue.of(p).add(rootPart)];
  steps.push({
    text: say(
      language,
      `${m('\\Delta > 0')}, so there are two real roots: ${m(withResult(formula, plusMinusLatex(p, q, inside, false)))}.`,
      `${m('\\Delta > 0')}، إذن للمعادلة جذران حقيقيان: ${m(withResult(formula, plusMinusLatex(p, q, inside, false)))}.`,
    ),
  });
  return { steps, roots, answers: roots.map((value) => rootLabel(x, value)), coefficients: [c, b, a] };
}
