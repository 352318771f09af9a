/**
 * Quadratic equations solved over the complex numbers ("س² - ٤س + ١٣ = ٠ في مجموعة الأعداد المركبة",
 * "z² + 9 = 0 where z is complex"): real coefficients read exactly, the discriminant, roots p ± qi, every root
 * substituted back with mathjs complex arithmetic.
 */
import { math } from '../../math/engine';
import { m, say, type TutorLanguage } from '../../math/language';
import { fractionToLatex, frac, isNegative, isZero, type Fraction } from '../../math/rational';
import { SurdValue } from '../../math/surd';
import type { Solution } from '../../solution';
import { exactValue, nodeLatex, numericValue, parseComplex } from './complexExpression';
import type { ComplexReading } from './complexReading';
import { unitNote } from './complexArithmetic';
import { clean, pairLatex } from './format';

/** Real coefficients [a, b, c] of a quadratic in x (checked at two more points), or null. */
function coefficientsOf(left: string, right: string): [Fraction, Fraction, Fraction] | null {
  const leftNode = parseComplex(left);
  const rightNode = parseComplex(right);
  if (!leftNode || !rightNode) return null;
  const at = (x: number): Fraction | null => {
    const l = exactValue(leftNode, { x: frac(x) });
    const r = exactValue(rightNode, { x: frac(x) });
    if (!l || !r || !isZero(l.im) || !isZero(r.im)) return null;
    return l.re.sub(r.re);
  };
  const [f0, f1, fm1, f2, f3] = [at(0), at(1), at(-1), at(2), at(3)];
  if (!f0 || !f1 || !fm1 || !f2 || !f3) return null;
  const c = f0;
  const a = f1.add(fm1).div(2).sub(c);
  const b = f1.sub(fm1).div(2);
  if (isZero(a)) return null;
  if (!a.mul(4).add(b.mul(2)).add(c).equals(f2) || !a.mul(9).add(b.mul(3)).add(c).equals(f3)) return null;
  return [a, b, c];
}

const wrap = (value: Fraction): string => (isNegative(value) ? `\\left(${fractionToLatex(value)}\\right)` : fractionToLatex(value));

export function solveComplexQuadratic(reading: ComplexReading, language: TutorLanguage): Solution | null {
  if (reading.segments.length !== 1 || !reading.complexWords) return null;
  const equation = reading.segments[0]!.replace(/z/g, 'x');
  const sides = equation.split('=');
  if (sides.length !== 2 || !/x\s*\^\s*2/.test(equation) || /y|i/.test(equation)) return null;
  const coefficients = coefficientsOf(sides[0]!, sides[1]!);
  if (!coefficients) return null;
  const [a, b, c] = coefficients;
  const discriminant = b.mul(b).sub(a.mul(c).mul(4));
  const p = b.neg().div(a.mul(2)).valueOf();
  const spread = Math.sqrt(Math.abs(discriminant.valueOf())) / Math.abs(2 * a.valueOf());
  const imaginary = isNegative(discriminant);
  const roots: Array<[number, number]> = imaginary ? [[clean(p), clean(spread)], [clean(p), clean(-spread)]] : [[clean(p + spread), 0], [clean(p - spread), 0]];
  const leftNode = parseComplex(sides[0]!)!;
  const rightNode = parseComplex(sides[1]!)!;
  for (const root of roots) {
    const scope = { x: math.complex(root[0], root[1]) };
    const l = numericValue(leftNode, scope);
    const r = numericValue(rightNode, scope);
    if (!l || !r || Math.hypot(l[0] - r[0], l[1] - r[1]) > 1e-9 * Math.max(1, Math.hypot(r[0], r[1]))) return null;
  }
  const rootOfDiscriminant = SurdValue.sqrtOf(discriminant.abs())!;
  const x = reading.segments[0]!.includes('z') ? 'z' : 'x';
  const shownRoots = roots.map((root) => `${x} = ${pairLatex(root[0], root[1])}`);
  const formula = `${x} = \\frac{-b \\pm \\sqrt{\\Delta}}{2a} = \\frac{${fractionToLatex(b.neg())} \\pm ${imaginary ? `${rootOfDiscriminant.toLatex()}i` : rootOfDiscriminant.toLatex()}}{${fractionToLatex(a.mul(2))}}`;
  const statementEquation = `${nodeLatex(leftNode)} = ${nodeLatex(rightNode)}`.replace(/x/g, x);
  return {
    kind: 'complex-quadratic',
    subject: 'math',
    title: say(language, 'Solving a quadratic over the complex numbers', 'حل معادلة من الدرجة الثانية في مجموعة الأعداد المركبة'),
    steps: [
      { text: say(language, `Here ${m(`a = ${fractionToLatex(a)}`)}, ${m(`b = ${fractionToLatex(b)}`)}, ${m(`c = ${fractionToLatex(c)}`)}.`, `هنا ${m(`a = ${fractionToLatex(a)}`)} ، ${m(`b = ${fractionToLatex(b)}`)} ، ${m(`c = ${fractionToLatex(c)}`)}.`) + unitNote(reading, language) },
      {
        text: say(language, `The discriminant: ${m(`\\Delta = b^{2} - 4ac = ${wrap(b)}^{2} - 4 \\times ${wrap(a)} \\times ${wrap(c)} = ${fractionToLatex(discriminant)}`)}.`, `المميز: ${m(`\\Delta = b^{2} - 4ac = ${wrap(b)}^{2} - 4 \\times ${wrap(a)} \\times ${wrap(c)} = ${fractionToLatex(discriminant)}`)}.`),
        detail: imaginary ? say(language, `${m('\\Delta < 0')}: no real roots, but two conjugate complex roots, because ${m('\\sqrt{\\Delta} = i\\sqrt{-\\Delta}')}.`, `${m('\\Delta < 0')}: لا توجد جذور حقيقية، ويوجد جذران مركبان مترافقان لأن ${m('\\sqrt{\\Delta} = i\\sqrt{-\\Delta}')}.`) : undefined,
      },
      { text: say(language, `The formula: ${m(formula)}, so ${shownRoots.map(m).join(' or ')}.`, `بالقانون العام: ${m(formula)}، إذن ${shownRoots.map(m).join(' أو ')}.`) },
    ],
    answer: shownRoots.map(m).join(say(language, ' or ', ' أو ')),
    check: say(language, 'Each root substituted into the equation with complex arithmetic gives 0. ✓', 'بالتعويض بكل جذر في المعادلة (بحساب الأعداد المركبة) يكون الناتج صفرًا. ✓'),
    statement: say(language, `Solve ${m(statementEquation)} over the complex numbers.`, `المطلوب: حل المعادلة ${m(statementEquation)} في مجموعة الأعداد المركبة.`),
    result: { values: roots },
  };
}
