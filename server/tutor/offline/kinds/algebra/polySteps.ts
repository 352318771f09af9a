/**
 * The teacher's steps for solving P(x) = 0 exactly: isolate x (degree 1), factorise or use the formula with the
 * discriminant (degree 2), take out rational roots first (degree 3 and 4). Shared by every kind that ends in a
 * polynomial equation (rational, exponential in t = aˣ, logarithmic, absolute value).
 */
import type { SolutionStep } from '../../solution';
import { fractionToLatex, isNegative, ONE, ZERO } from '../../math/rational';
import { contentAndPrimitive, trimCoefficients } from '../../math/univariate';
import { m, say, type TutorLanguage } from './format';
import { degree, factoredLatex, polyLatex, realRoots, type ExactRoot, type Poly } from './poly';

export interface PolySolution {
  steps: SolutionStep[];
  roots: ExactRoot[];
}

/** Steps and real roots of P = 0 (P not constant), or null when the roots cannot be found exactly. */
export function solvePolynomial(p: Poly, variable: string, language: TutorLanguage): PolySolution | null {
  const n = degree(p);
  if (n < 1 || n > 4) return null;
  const roots = realRoots(p);
  if (!roots) return null;
  const x = variable;
  const steps: SolutionStep[] = [];
  if (n === 1) {
    const [c, b] = trimCoefficients(p) as [Poly[number], Poly[number]];
    const moved = c.neg();
    if (b.equals(ONE)) {
      steps.push({ text: say(language, `Isolate ${m(x)}: ${m(`${x} = ${roots[0]!.latex}`)}.`, `نعزل ${m(x)}: ${m(`${x} = ${roots[0]!.latex}`)}.`) });
      return { steps, roots };
    }
    steps.push({
      text: say(
        language,
        `Isolate ${m(x)}: ${m(`${polyLatex([ZERO, b], x)} = ${fractionToLatex(moved)}`)}, so ${m(`${x} = ${roots[0]!.latex}`)}.`,
        `نعزل ${m(x)}: ${m(`${polyLatex([ZERO, b], x)} = ${fractionToLatex(moved)}`)}، إذن ${m(`${x} = ${roots[0]!.latex}`)}.`,
      ),
      detail: say(language, 'Adding the same number to both sides, or dividing both by the same non-zero number, keeps the equation true.', 'إضافة نفس العدد للطرفين أو القسمة على نفس العدد غير الصفري لا تغير حل المعادلة.'),
    });
    return { steps, roots };
  }
  const { primitive } = contentAndPrimitive(p);
  const equation = `${polyLatex(primitive, x)} = 0`;
  const factored = factoredLatex(primitive, x);
  if (factored) {
    steps.push({
      text: say(language, `Factorise: ${m(`${factored} = 0`)}.`, `نحلل: ${m(`${factored} = 0`)}.`),
      detail: say(language, 'If a product is zero, one of its factors is zero.', 'إذا كان حاصل ضرب عدة مقادير صفرًا فإن أحدها على الأقل صفر.'),
    });
  } else if (n === 2) {
    const [c, b, a] = primitive as [Poly[number], Poly[number], Poly[number]];
    const discriminant = b.mul(b).sub(a.mul(c).mul(4));
    steps.push({
      text: say(
        language,
        `${m(equation)} has ${m(`a = ${fractionToLatex(a)},\\ b = ${fractionToLatex(b)},\\ c = ${fractionToLatex(c)}`)}; the discriminant ${m(`b^{2} - 4ac = ${fractionToLatex(discriminant)}`)}.`,
        `في ${m(equation)}: ${m(`a = ${fractionToLatex(a)},\\ b = ${fractionToLatex(b)},\\ c = ${fractionToLatex(c)}`)}، والمميز ${m(`b^{2} - 4ac = ${fractionToLatex(discriminant)}`)}.`,
      ),
      detail: say(language, 'The sign of the discriminant says how many real roots there are.', 'إشارة المميز تحدد عدد الجذور الحقيقية.'),
    });
    if (isNegative(discriminant)) {
      steps.push({ text: say(language, 'The discriminant is negative, so there are no real roots.', 'المميز سالب، إذن لا توجد جذور حقيقية.') });
      return { steps, roots };
    }
    steps.push({
      text: say(language, 'By the formula', 'بالقانون العام') + ` ${m(`${x} = \\frac{-b \\pm \\sqrt{b^{2} - 4ac}}{2a}`)}: ${roots.map((root) => m(`${x} = ${root.latex}`)).join(say(language, ' or ', ' أو '))}.`,
    });
  } else {
    steps.push({ text: say(language, `Solve ${m(equation)}: its real roots are ${roots.map((r) => m(r.latex)).join(', ')}.`, `نحل ${m(equation)}: جذورها الحقيقية ${roots.map((r) => m(r.latex)).join('، ')}.`) });
    return roots.length > 0 ? { steps, roots } : null;
  }
  if (factored) {
    steps.push({ text: `${roots.map((root) => m(`${x} = ${root.latex}`)).join(say(language, ' or ', ' أو '))}.` });
  }
  return { steps, roots };
}
