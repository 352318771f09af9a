/**
 * The teacher's working for complex arithmetic: each operation of the expression evaluated in turn, exactly —
 * like terms collected, brackets expanded with i² = −1, division by the conjugate of the denominator, powers of i
 * reduced modulo 4, small powers by repeated multiplication.
 */
import { fractionToLatex, isZero, type Fraction } from '../../math/rational';
import { m, say, type TutorLanguage } from '../../math/language';
import type { SolutionStep } from '../../solution';
import { complexLatex, conjugate, div, I, mul, equal, neg, power, add, sub, normSquared, type ExactComplex } from './complexValue';
import { exactValue, type ComplexNode } from './complexExpression';

/** The highest power worked out by repeated multiplication (higher ones go through De Moivre). */
export const MAX_EXPANDED_POWER = 6;

const isRealLiteral = (node: ComplexNode): boolean => node.type === 'num' || (node.type === 'neg' && node.arg.type === 'num');
const isImaginaryLiteral = (node: ComplexNode): boolean =>
  node.type === 'i' || (node.type === 'mul' && (node.left.type === 'num' || node.left.type === 'sqrt') && node.right.type === 'i');

/** Written already as a number a, bi or a ± bi: nothing to compute. */
function isLiteral(node: ComplexNode): boolean {
  if (isRealLiteral(node) || isImaginaryLiteral(node)) return true;
  if (node.type === 'neg') return isImaginaryLiteral(node.arg);
  return (node.type === 'add' || node.type === 'sub') && isRealLiteral(node.left) && isImaginaryLiteral(node.right);
}

/** A value in brackets when it has two parts or a sign. */
function bracketed(z: ExactComplex): string {
  const latex = complexLatex(z);
  return (!isZero(z.re) && !isZero(z.im)) || latex.startsWith('-') ? `\\left(${latex}\\right)` : latex;
}

/** "3 - 12i + 2i - 8i^2": the four products of (a + bi)(c + di) with their signs. */
function expandedProducts(z: ExactComplex, w: ExactComplex): string {
  const pieces: Array<[Fraction, string]> = [
    [z.re.mul(w.re), ''],
    [z.re.mul(w.im), 'i'],
    [z.im.mul(w.re), 'i'],
    [z.im.mul(w.im), 'i^{2}'],
  ];
  let latex = '';
  for (const [coefficient, unit] of pieces) {
    if (isZero(coefficient)) continue;
    const magnitude = coefficient.abs();
    const body = unit && magnitude.equals(1) ? unit : `${fractionToLatex(magnitude)}${unit}`;
    const negative = coefficient.s < 0n;
    latex += latex === '' ? `${negative ? '-' : ''}${body}` : ` ${negative ? '-' : '+'} ${body}`;
  }
  return latex || '0';
}

function multiplicationStep(z: ExactComplex, w: ExactComplex, product: ExactComplex, language: TutorLanguage): SolutionStep {
  if (isZero(z.im) || isZero(w.im) || (isZero(z.re) && isZero(w.re))) {
    return { text: say(language, `Multiply: ${m(`${bracketed(z)} \\times ${bracketed(w)} = ${complexLatex(product)}`)}.`, `نضرب: ${m(`${bracketed(z)} \\times ${bracketed(w)} = ${complexLatex(product)}`)}.`) };
  }
  const line = `${bracketed(z)}${bracketed(w)} = ${expandedProducts(z, w)} = ${complexLatex(product)}`;
  return {
    text: say(language, `Expand the brackets and use ${m('i^{2} = -1')}: ${m(line)}.`, `نفك الأقواس ونستخدم ${m('i^{2} = -1')}: ${m(line)}.`),
    detail: say(language, 'Each term of the first bracket multiplies each term of the second; the term with i² becomes real because i² = −1.', 'كل حد في القوس الأول يُضرب في كل حد في القوس الثاني، والحد الذي فيه ت² يصبح حقيقيًا لأن ت² = −١.'),
  };
}

function divisionStep(z: ExactComplex, w: ExactComplex, quotient: ExactComplex, language: TutorLanguage): SolutionStep {
  if (isZero(w.im)) {
    return { text: say(language, `Divide each part: ${m(`\\frac{${complexLatex(z)}}{${complexLatex(w)}} = ${complexLatex(quotient)}`)}.`, `نقسم كل جزء: ${m(`\\frac{${complexLatex(z)}}{${complexLatex(w)}} = ${complexLatex(quotient)}`)}.`) };
  }
  const partner = conjugate(w);
  const top = mul(z, partner);
  const line = `\\frac{${complexLatex(z)}}{${complexLatex(w)}} \\times \\frac{${complexLatex(partner)}}{${complexLatex(partner)}} = \\frac{${complexLatex(top)}}{${fractionToLatex(normSquared(w))}} = ${complexLatex(quotient)}`;
  return {
    text: say(
      language,
      `Multiply numerator and denominator by the conjugate of the denominator, ${m(complexLatex(partner))}: ${m(line)}.`,
      `نضرب البسط والمقام في مرافق المقام ${m(complexLatex(partner))}: ${m(line)}.`,
    ),
    detail: say(language, `${m('(c + di)(c - di) = c^{2} + d^{2}')} is real, so the denominator becomes a real number.`, `${m('(c + di)(c - di) = c^{2} + d^{2}')} عدد حقيقي، فيصبح المقام عددًا حقيقيًا.`),
  };
}

function powerSteps(base: ExactComplex, exponent: number, steps: SolutionStep[], language: TutorLanguage): ExactComplex | null {
  const result = power(base, exponent);
  if (!result) return null;
  if (equal(base, I) || equal(base, neg(I))) {
    const remainder = ((exponent % 4) + 4) % 4;
    const quotient = (exponent - remainder) / 4;
    const sign = equal(base, I) ? '' : '(-1)^{' + exponent + '} ';
    const line = `${bracketed(base)}^{${exponent}} = ${sign}i^{4 \\times ${quotient} + ${remainder}} = ${sign}i^{${remainder}} = ${complexLatex(result)}`;
    steps.push({
      text: say(language, `Powers of ${m('i')} repeat every 4, so divide the exponent by 4 and keep the remainder: ${m(line)}.`, `قوى ${m('i')} تتكرر كل ٤، فنقسم الأس على ٤ ونأخذ الباقي: ${m(line)}.`),
      detail: say(language, `${m('i^{1} = i,\\ i^{2} = -1,\\ i^{3} = -i,\\ i^{4} = 1')}, then the cycle starts again.`, `${m('i^{1} = i,\\ i^{2} = -1,\\ i^{3} = -i,\\ i^{4} = 1')} ثم تتكرر الدورة.`),
    });
    return result;
  }
  if (exponent < 2 || exponent > MAX_EXPANDED_POWER) return exponent === 1 ? base : null;
  let current = base;
  for (let step = 2; step <= exponent; step += 1) {
    const next = mul(current, base);
    const line = step === 2 ? `${bracketed(base)}^{2} = ${bracketed(base)}${bracketed(base)} = ${expandedProducts(base, base)} = ${complexLatex(next)}` : `${bracketed(base)}^{${step}} = ${bracketed(current)}${bracketed(base)} = ${expandedProducts(current, base)} = ${complexLatex(next)}`;
    steps.push({ text: say(language, `${step === 2 ? 'Square' : 'Multiply once more'}, using ${m('i^{2} = -1')}: ${m(line)}.`, `${step === 2 ? 'نربّع' : 'نضرب مرة أخرى'} مستخدمين ${m('i^{2} = -1')}: ${m(line)}.`) });
    current = next;
  }
  return current;
}

/** The exact value of `node`, pushing one step per operation that needs working; null when it cannot. */
export function evaluateWithSteps(node: ComplexNode, steps: SolutionStep[], language: TutorLanguage): ExactComplex | null {
  if (isLiteral(node) || node.type === 'var') return exactValue(node);
  switch (node.type) {
    case 'num':
    case 'i':
    case 'sqrt':
      return exactValue(node);
    case 'neg': {
      const arg = evaluateWithSteps(node.arg, steps, language);
      return arg ? neg(arg) : null;
    }
    case 'pow': {
      const base = evaluateWithSteps(node.base, steps, language);
      return base ? powerSteps(base, node.exponent, steps, language) : null;
    }
    default: {
      const left = evaluateWithSteps(node.left, steps, language);
      const right = evaluateWithSteps(node.right, steps, language);
      if (!left || !right) return null;
      if (node.type === 'mul') {
        const product = mul(left, right);
        steps.push(multiplicationStep(left, right, product, language));
        return product;
      }
      if (node.type === 'div') {
        const quotient = div(left, right);
        if (quotient) steps.push(divisionStep(left, right, quotient, language));
        return quotient;
      }
      const total = node.type === 'add' ? add(left, right) : sub(left, right);
      const operator = node.type === 'add' ? '+' : '-';
      const line = `${bracketed(left)} ${operator} ${bracketed(right)} = ${complexLatex(total)}`;
      steps.push({ text: say(language, `Collect the real parts and the imaginary parts: ${m(line)}.`, `نجمع الأجزاء الحقيقية معًا والأجزاء التخيلية معًا: ${m(line)}.`) });
      return total;
    }
  }
}
