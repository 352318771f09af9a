/**
 * Complex arithmetic questions: "(٣ + ٢ت)(١ - ٤ت)", "5/(2 + i)", "ت^٢٠٢٣", the conjugate of a result, and the
 * real unknowns of "(س + ص ت)(٢ - ت) = ٨ + ت". Worked exactly, checked by mathjs's independent complex evaluation
 * (and, for x and y, by substituting them back).
 */
import { m, say, type TutorLanguage } from '../../math/language';
import { fractionToLatex, frac, isZero, type Fraction } from '../../math/rational';
import type { Solution, SolutionStep } from '../../solution';
import { exactValue, nodeLatex, numericValue, parseComplex, samePair, usesI, type ComplexNode } from './complexExpression';
import type { ComplexReading } from './complexReading';
import { MAX_EXPANDED_POWER, evaluateWithSteps } from './complexSteps';
import { complexLatex, conjugate, equal, sub, toPair, type ExactComplex } from './complexValue';

const UNIT_NOTE = { en: '', ar: ' (نكتب ت = $i$ حيث $i^{2} = -1$)' };

export const unitNote = (reading: ComplexReading, language: TutorLanguage): string => (language === 'ar' && reading.arabicUnit ? UNIT_NOTE.ar : UNIT_NOTE.en);

/** Powers too high to multiply out (they are De Moivre's). */
export function hasHighPower(node: ComplexNode): boolean {
  if (node.type === 'pow') return (node.exponent > MAX_EXPANDED_POWER && node.base.type !== 'i') || hasHighPower(node.base);
  if (node.type === 'num' || node.type === 'i' || node.type === 'var') return false;
  if ('arg' in node) return hasHighPower(node.arg);
  return hasHighPower(node.left) || hasHighPower(node.right);
}

/** The expression of a "z = …" or bare segment. */
export function definedExpression(segment: string): string {
  return segment.replace(/^z\s*=\s*/, '');
}

function mathjsCheck(language: TutorLanguage, latex: string): string {
  return say(language, `Checked by evaluating ${m(latex)} independently with numeric complex arithmetic: the same value. ✓`, `تحققنا بحساب ${m(latex)} حسابًا عدديًا مستقلًا بالأعداد المركبة: نفس الناتج. ✓`);
}

/** The value (or its conjugate) of one complex expression. */
export function solveComplexValue(reading: ComplexReading, language: TutorLanguage): Solution | null {
  if (reading.segments.length !== 1 || (reading.ask !== 'value' && reading.ask !== 'conjugate')) return null;
  const source = definedExpression(reading.segments[0]!);
  const node = parseComplex(source);
  if (!node || !usesI(node) || hasHighPower(node)) return null;
  const steps: SolutionStep[] = [];
  const value = evaluateWithSteps(node, steps, language);
  const numeric = numericValue(node);
  if (!value || !numeric || !samePair(toPair(value), numeric)) return null;
  const latex = nodeLatex(node);
  const conjugateAsked = reading.ask === 'conjugate';
  const answerValue = conjugateAsked ? conjugate(value) : value;
  if (steps.length === 0 && !conjugateAsked) return null;
  if (conjugateAsked) {
    const line = `\\overline{${complexLatex(value)}} = ${complexLatex(answerValue)}`;
    steps.push({
      text: say(language, `The conjugate keeps the real part and changes the sign of the imaginary part: ${m(line)}.`, `المرافق يُبقي الجزء الحقيقي ويغير إشارة الجزء التخيلي: ${m(line)}.`),
      detail: say(language, 'The conjugate of a + bi is a − bi: its reflection in the real axis.', 'مرافق العدد أ + ب ت هو أ − ب ت: صورته بالانعكاس في محور الأعداد الحقيقية.'),
    });
  }
  const first = steps[0]!;
  steps[0] = { ...first, text: `${first.text}${unitNote(reading, language)}` };
  const asked = conjugateAsked ? say(language, `the conjugate of ${m(latex)}`, `مرافق العدد ${m(latex)}`) : say(language, `the value of ${m(latex)} in the form ${m('a + bi')}`, `ناتج ${m(latex)} على الصورة ${m('a + bi')}`);
  return {
    kind: conjugateAsked ? 'complex-conjugate' : 'complex-arithmetic',
    subject: 'math',
    title: say(language, 'Complex number arithmetic', 'العمليات على الأعداد المركبة'),
    steps,
    answer: conjugateAsked ? m(`\\overline{z} = ${complexLatex(answerValue)}`) : m(`${latex} = ${complexLatex(answerValue)}`),
    check: mathjsCheck(language, latex),
    statement: say(language, `Find ${asked}.`, `المطلوب: ${asked}.`) + (reading.names ? say(language, ` (the values of ${m(reading.names.join(', '))} put in)`, ` (بالتعويض عن ${m(reading.names.join(' ، '))})`) : ''),
    result: { values: [toPair(answerValue)] },
  };
}

/** "2x + y" from real coefficients of x and y and a constant. */
function linearLatex(x: Fraction, y: Fraction, constant: Fraction): string {
  const parts: string[] = [];
  for (const [coefficient, name] of [[x, 'x'], [y, 'y'], [constant, '']] as const) {
    if (isZero(coefficient)) continue;
    const magnitude = coefficient.abs();
    const body = name && magnitude.equals(1) ? name : `${fractionToLatex(magnitude)}${name}`;
    const negative = coefficient.s < 0n;
    parts.push(parts.length === 0 ? `${negative ? '-' : ''}${body}` : ` ${negative ? '-' : '+'} ${body}`);
  }
  return parts.join('') || '0';
}

/** Real x, y with f(x, y) = g: both sides linear in x and y (checked), real and imaginary parts equated. */
export function solveComplexUnknowns(reading: ComplexReading, language: TutorLanguage): Solution | null {
  if (reading.segments.length !== 1) return null;
  const sides = reading.segments[0]!.split('=');
  if (sides.length !== 2 || !/x/.test(sides[0]!) || !/y/.test(sides[0]!) || /[xy]/.test(sides[1]!)) return null;
  const left = parseComplex(sides[0]!);
  const right = parseComplex(sides[1]!);
  if (!left || !right || !usesI(left)) return null;
  const at = (x: number, y: number): ExactComplex | null => exactValue(left, { x: frac(x), y: frac(y) });
  const base = at(0, 0);
  const rhs = exactValue(right);
  const withX = at(1, 0);
  const withY = at(0, 1);
  if (!base || !rhs || !withX || !withY) return null;
  const p = sub(withX, base);
  const q = sub(withY, base);
  for (const [x, y] of [[2, 3], [-5, 7]] as const) {
    const probe = at(x, y);
    const linear = { re: base.re.add(p.re.mul(x)).add(q.re.mul(y)), im: base.im.add(p.im.mul(x)).add(q.im.mul(y)) };
    if (!probe || !equal(probe, linear)) return null;
  }
  const target = sub(rhs, base);
  const determinant = p.re.mul(q.im).sub(q.re.mul(p.im));
  if (isZero(determinant)) return null;
  const x = target.re.mul(q.im).sub(q.re.mul(target.im)).div(determinant);
  const y = p.re.mul(target.im).sub(target.re.mul(p.im)).div(determinant);
  const substituted = exactValue(left, { x, y });
  const numeric = numericValue(left, { x: x.valueOf(), y: y.valueOf() });
  if (!substituted || !equal(substituted, rhs) || !numeric || !samePair(numeric, toPair(rhs))) return null;

  const realSide = linearLatex(p.re, q.re, base.re);
  const imaginarySide = linearLatex(p.im, q.im, base.im);
  const leftLatex = nodeLatex(left);
  const rightLatex = complexLatex(rhs);
  const steps: SolutionStep[] = [
    {
      text: say(language, `Expand the left side and collect its real and imaginary parts: ${m(`${leftLatex} = (${realSide}) + (${imaginarySide})i`)}.`, `نفك الطرف الأيمن ونجمع جزأه الحقيقي وجزأه التخيلي: ${m(`${leftLatex} = (${realSide}) + (${imaginarySide})i`)}.`) + unitNote(reading, language),
    },
    {
      text: say(language, `Two complex numbers are equal when their real parts are equal and their imaginary parts are equal: ${m(`${realSide} = ${fractionToLatex(rhs.re)}`)} and ${m(`${imaginarySide} = ${fractionToLatex(rhs.im)}`)}.`, `يتساوى العددان المركبان إذا تساوى الجزآن الحقيقيان وتساوى الجزآن التخيليان: ${m(`${realSide} = ${fractionToLatex(rhs.re)}`)} و ${m(`${imaginarySide} = ${fractionToLatex(rhs.im)}`)}.`),
      detail: say(language, 'x and y are real, so each bracket is a real number.', 'س و ص عددان حقيقيان، فكل قوس عدد حقيقي.'),
    },
    { text: say(language, `Solving the two equations together: ${m(`x = ${fractionToLatex(x)}`)}, ${m(`y = ${fractionToLatex(y)}`)}.`, `بحل المعادلتين معًا: ${m(`x = ${fractionToLatex(x)}`)} ، ${m(`y = ${fractionToLatex(y)}`)}.`) },
  ];
  return {
    kind: 'complex-equation',
    subject: 'math',
    title: say(language, 'Equality of two complex numbers', 'تساوي عددين مركبين'),
    steps,
    answer: `${m(`x = ${fractionToLatex(x)}`)}${say(language, ', ', ' ، ')}${m(`y = ${fractionToLatex(y)}`)}`,
    check: say(language, `Substituting back: ${m(`${leftLatex} = ${rightLatex}`)} at these values. ✓`, `بالتعويض: ${m(`${leftLatex} = ${rightLatex}`)} عند هاتين القيمتين. ✓`),
    statement: say(language, `Find the real numbers x, y with ${m(`${leftLatex} = ${nodeLatex(right)}`)}.`, `المطلوب: قيمتا س ، ص الحقيقيتان اللتان تحققان ${m(`${leftLatex} = ${nodeLatex(right)}`)}.`),
    result: { parts: [{ values: [x.valueOf()] }, { values: [y.valueOf()] }] },
  };
}
