/**
 * Two linear equations in two unknowns, by elimination (or substitution when the student asks for it):
 * standard form, multiplying to match coefficients, adding or subtracting, back-substituting; with the
 * "no solution" (parallel lines) and "infinitely many solutions" (same line) cases. The pair is substituted into
 * both original equations.
 */
import type { SolutionStep } from '../../solution';
import { variablesOf } from '../expr';
import { say, m, joinWithAnd, type SolutionDraft, type TutorLanguage } from '../language';
import { toLatex } from '../latex';
import { parseEquation, type ParsedEquation } from '../parse';
import { Polynomial } from '../polynomial';
import { bigLcm, fractionToLatex, frac, isNegative, isOne, isZero, type Fraction } from '../rational';
import type { MathRequest } from '../request';
import { SurdValue } from '../surd';
import { satisfies } from './verify';

interface StandardForm {
  a: Fraction;
  b: Fraction;
  c: Fraction;
}

function standardForm(equation: ParsedEquation, x: string, y: string): StandardForm | null {
  const left = Polynomial.fromExpr(equation.left.expr);
  const right = Polynomial.fromExpr(equation.right.expr);
  if (!left || !right) return null;
  const difference = left.sub(right);
  if (difference.degree() > 1) return null;
  let form = { a: difference.coefficientOf({ [x]: 1 }), b: difference.coefficientOf({ [y]: 1 }), c: difference.coefficientOf({}).neg() };
  // Whole-number coefficients read better: multiply by the common denominator.
  const lcm = [form.a, form.b, form.c].reduce((value, coefficient) => bigLcm(value, coefficient.d), 1n);
  if (lcm > 1n) form = { a: form.a.mul(lcm), b: form.b.mul(lcm), c: form.c.mul(lcm) };
  return form;
}

function formLatex({ a, b, c }: StandardForm, x: string, y: string): string {
  return `${toLatex(Polynomial.fromTerms([{ powers: { [x]: 1 }, coefficient: a }, { powers: { [y]: 1 }, coefficient: b }]).toExpr())} = ${fractionToLatex(c)}`;
}

function scaled(form: StandardForm, factor: Fraction): StandardForm {
  return { a: form.a.mul(factor), b: form.b.mul(factor), c: form.c.mul(factor) };
}

function termLatex(coefficient: Fraction, variable: string): string {
  return toLatex(Polynomial.fromTerms([{ powers: { [variable]: 1 }, coefficient }]).toExpr());
}

/** Solves the single-variable equation a·v = c written as a step. */
function divideStep(coefficient: Fraction, constant: Fraction, variable: string, language: TutorLanguage): string {
  const value = constant.div(coefficient);
  if (isOne(coefficient)) return m(`${variable} = ${fractionToLatex(value)}`);
  return say(language, `${m(`${termLatex(coefficient, variable)} = ${fractionToLatex(constant)}`)}, so ${m(`${variable} = ${fractionToLatex(value)}`)}`, `${m(`${termLatex(coefficient, variable)} = ${fractionToLatex(constant)}`)}، إذن ${m(`${variable} = ${fractionToLatex(value)}`)}`);
}

function eliminationSteps(first: StandardForm, second: StandardForm, x: string, y: string, language: TutorLanguage): { steps: SolutionStep[]; xValue: Fraction; yValue: Fraction } {
  const steps: SolutionStep[] = [];
  const bothHaveY = !isZero(first.b) && !isZero(second.b);
  const bothHaveX = !isZero(first.a) && !isZero(second.a);
  if (!bothHaveX && !bothHaveY) {
    // Each equation has one unknown only: x = c/a and y = c/b directly.
    const [xForm, yForm] = isZero(first.b) ? [first, second] : [second, first];
    steps.push({ text: `${divideStep(xForm.a, xForm.c, x, language)}, ${divideStep(yForm.b, yForm.c, y, language)}.` });
    return { steps, xValue: xForm.c.div(xForm.a), yValue: yForm.c.div(yForm.b) };
  }
  // Eliminate y unless only x can be eliminated or x already has matching coefficients and y does not.
  const eliminateY = bothHaveY && (first.b.abs().equals(second.b.abs()) || !bothHaveX || !first.a.abs().equals(second.a.abs()));
  const [kept, removed] = eliminateY ? [x, y] : [y, x];
  const removedOf = (form: StandardForm): Fraction => (eliminateY ? form.b : form.a);
  const keptOf = (form: StandardForm): Fraction => (eliminateY ? form.a : form.b);
  const target = frac(bigLcm(removedOf(first).n, removedOf(second).n));
  const firstFactor = target.div(removedOf(first).abs());
  const secondFactor = target.div(removedOf(second).abs());
  const firstScaled = scaled(first, firstFactor);
  const secondScaled = scaled(second, secondFactor);
  if (!isOne(firstFactor) || !isOne(secondFactor)) {
    const parts = [
      !isOne(firstFactor) ? say(language, `equation (1) by ${m(fractionToLatex(firstFactor))}: ${m(formLatex(firstScaled, x, y))}`, `المعادلة (1) في ${m(fractionToLatex(firstFactor))}: ${m(formLatex(firstScaled, x, y))}`) : null,
      !isOne(secondFactor) ? say(language, `equation (2) by ${m(fractionToLatex(secondFactor))}: ${m(formLatex(secondScaled, x, y))}`, `المعادلة (2) في ${m(fractionToLatex(secondFactor))}: ${m(formLatex(secondScaled, x, y))}`) : null,
    ].filter((part): part is string => part !== null);
    steps.push({
      text: say(language, `Make the coefficients of ${m(removed)} equal in size. Multiply ${parts.join(' and ')}.`, `نجعل معاملي ${m(removed)} متساويين في القيمة المطلقة. نضرب ${parts.join(' و')}.`),
    });
  }
  const sameSign = isNegative(removedOf(firstScaled)) === isNegative(removedOf(secondScaled));
  const combined: StandardForm = sameSign
    ? { a: firstScaled.a.sub(secondScaled.a), b: firstScaled.b.sub(secondScaled.b), c: firstScaled.c.sub(secondScaled.c) }
    : { a: firstScaled.a.add(secondScaled.a), b: firstScaled.b.add(secondScaled.b), c: firstScaled.c.add(secondScaled.c) };
  const keptCoefficient = keptOf(combined);
  const keptValue = combined.c.div(keptCoefficient);
  steps.push({
    text: say(
      language,
      `${sameSign ? 'Subtract' : 'Add'} the equations to eliminate ${m(removed)}: ${divideStep(keptCoefficient, combined.c, kept, language)}.`,
      `${sameSign ? 'نطرح' : 'نجمع'} المعادلتين لنتخلص من ${m(removed)}: ${divideStep(keptCoefficient, combined.c, kept, language)}.`,
    ),
    detail: say(
      language,
      'Adding or subtracting two true equations gives another true equation; with matching coefficients one unknown cancels.',
      'جمع معادلتين صحيحتين أو طرحهما يعطي معادلة صحيحة، وعند تساوي المعاملين يختفي أحد المجهولين.',
    ),
  });
  // Back-substitute into the first equation that contains the removed unknown.
  const back = isZero(removedOf(first)) ? second : first;
  const label = back === first ? '(1)' : '(2)';
  const remaining = back.c.sub(keptOf(back).mul(keptValue));
  const removedValue = remaining.div(removedOf(back));
  const substituted = `${termLatex(removedOf(back), removed)} ${isNegative(keptOf(back).mul(keptValue)) ? '-' : '+'} ${fractionToLatex(keptOf(back).mul(keptValue).abs())} = ${fractionToLatex(back.c)}`;
  steps.push({
    text: say(
      language,
      `Substitute ${m(`${kept} = ${fractionToLatex(keptValue)}`)} in ${label}: ${m(substituted)}, so ${m(`${removed} = ${fractionToLatex(removedValue)}`)}.`,
      `نعوض عن ${m(`${kept} = ${fractionToLatex(keptValue)}`)} في ${label}: ${m(substituted)}، إذن ${m(`${removed} = ${fractionToLatex(removedValue)}`)}.`,
    ),
  });
  return eliminateY ? { steps, xValue: keptValue, yValue: removedValue } : { steps, xValue: removedValue, yValue: keptValue };
}

function substitutionSteps(first: StandardForm, second: StandardForm, x: string, y: string, language: TutorLanguage): { steps: SolutionStep[]; xValue: Fraction; yValue: Fraction } | null {
  // Isolate an unknown whose coefficient is ±1 (in either equation).
  const choices: Array<{ form: StandardForm; other: StandardForm; isolate: 'a' | 'b'; label: string; otherLabel: string }> = [
    { form: first, other: second, isolate: 'b', label: '(1)', otherLabel: '(2)' },
    { form: first, other: second, isolate: 'a', label: '(1)', otherLabel: '(2)' },
    { form: second, other: first, isolate: 'b', label: '(2)', otherLabel: '(1)' },
    { form: second, other: first, isolate: 'a', label: '(2)', otherLabel: '(1)' },
  ];
  const choice = choices.find((candidate) => candidate.form[candidate.isolate].abs().equals(1));
  if (!choice) return null;
  const { form, other, isolate } = choice;
  const [isolated, free] = isolate === 'b' ? [y, x] : [x, y];
  const freeCoefficient = isolate === 'b' ? form.a : form.b;
  const sign = form[isolate];
  // isolated = (c − freeCoefficient·free) / sign
  const slope = freeCoefficient.neg().div(sign);
  const intercept = form.c.div(sign);
  const expression = toLatex(Polynomial.fromTerms([{ powers: { [free]: 1 }, coefficient: slope }, { powers: {}, coefficient: intercept }]).toExpr());
  const steps: SolutionStep[] = [
    {
      text: say(language, `From ${choice.label}: ${m(`${isolated} = ${expression}`)}.`, `من ${choice.label}: ${m(`${isolated} = ${expression}`)}.`),
    },
  ];
  const otherIsolated = isolate === 'b' ? other.b : other.a;
  const otherFree = isolate === 'b' ? other.a : other.b;
  const coefficient = otherFree.add(otherIsolated.mul(slope));
  const constant = other.c.sub(otherIsolated.mul(intercept));
  if (isZero(coefficient)) return null;
  const freeValue = constant.div(coefficient);
  steps.push({
    text: say(
      language,
      `Substitute into ${choice.otherLabel}: ${divideStep(coefficient, constant, free, language)}.`,
      `نعوض في ${choice.otherLabel}: ${divideStep(coefficient, constant, free, language)}.`,
    ),
  });
  const isolatedValue = slope.mul(freeValue).add(intercept);
  steps.push({
    text: say(language, `Then ${m(`${isolated} = ${fractionToLatex(isolatedValue)}`)}.`, `إذن ${m(`${isolated} = ${fractionToLatex(isolatedValue)}`)}.`),
  });
  return isolate === 'b' ? { steps, xValue: freeValue, yValue: isolatedValue } : { steps, xValue: isolatedValue, yValue: freeValue };
}

/** Shows that (2) is a multiple of (1) on the left (and on the right too, for the same line). */
function proportionalityCheck(first: StandardForm, second: StandardForm, sameLine: boolean, x: string, y: string, language: TutorLanguage): string {
  const pivot = !isZero(first.a) ? first.a : first.b;
  const factor = (!isZero(first.a) ? second.a : second.b).div(pivot);
  const scaledFirst = scaled(first, factor);
  const shown = m(`${fractionToLatex(factor)} \\times (1): ${formLatex(scaledFirst, x, y)}`);
  return sameLine
    ? say(language, `${shown} is exactly equation (2). ✓`, `${shown} وهي المعادلة (2) نفسها. ✓`)
    : say(language, `${shown} has the same left side as (2) but ${m(`${fractionToLatex(scaledFirst.c)} \\ne ${fractionToLatex(second.c)}`)}. ✓`, `${shown} لها نفس الطرف الأيمن للمعادلة (2) لكن ${m(`${fractionToLatex(scaledFirst.c)} \\ne ${fractionToLatex(second.c)}`)}. ✓`);
}

/** Solves a pair of linear equations; null unless both are linear in the same two unknowns. */
export function solveSystem(sources: readonly [string, string], request: MathRequest): SolutionDraft | null {
  const { language } = request;
  const equations = sources.map(parseEquation);
  const [firstEquation, secondEquation] = equations;
  if (!firstEquation || !secondEquation) return null;
  const variables = [...new Set(equations.flatMap((equation) => [...variablesOf(equation!.left.expr), ...variablesOf(equation!.right.expr)]))].sort();
  if (variables.length !== 2) return null;
  const [x, y] = variables as [string, string];
  const first = standardForm(firstEquation, x, y);
  const second = standardForm(secondEquation, x, y);
  if (!first || !second) return null;
  const title = say(language, 'Solving two simultaneous linear equations', 'حل معادلتين من الدرجة الأولى في مجهولين');
  const steps: SolutionStep[] = [
    {
      text: say(language, `Write both equations in the form ${m('ax + by = c')}: (1) ${m(formLatex(first, x, y))} and (2) ${m(formLatex(second, x, y))}.`, `نكتب المعادلتين على الصورة ${m('ax + by = c')}: (1) ${m(formLatex(first, x, y))} و (2) ${m(formLatex(second, x, y))}.`),
    },
  ];
  const determinant = first.a.mul(second.b).sub(second.a.mul(first.b));
  if (isZero(determinant)) {
    const sameLine = first.a.mul(second.c).equals(second.a.mul(first.c)) && first.b.mul(second.c).equals(second.b.mul(first.c));
    steps.push({
      text: sameLine
        ? say(language, 'The two equations are multiples of each other: they describe the same line.', 'المعادلتان إحداهما مضاعف للأخرى: تمثلان المستقيم نفسه.')
        : say(language, `The left sides are proportional (${m(`${fractionToLatex(first.a)} \\times ${fractionToLatex(second.b)} - ${fractionToLatex(second.a)} \\times ${fractionToLatex(first.b)} = 0`)}) but the right sides are not: the lines are parallel.`, `الطرفان الأيمنان متناسبان (${m(`${fractionToLatex(first.a)} \\times ${fractionToLatex(second.b)} - ${fractionToLatex(second.a)} \\times ${fractionToLatex(first.b)} = 0`)}) أما الطرفان الأيسران فلا: المستقيمان متوازيان.`),
      detail: say(language, 'Each linear equation is a straight line; the solution is where the lines meet.', 'كل معادلة من الدرجة الأولى تمثل مستقيمًا، والحل هو نقطة تقاطع المستقيمين.'),
    });
    return {
      kind: 'linear-system',
      title,
      steps,
      check: proportionalityCheck(first, second, sameLine, x, y, language),
      answer: sameLine
        ? say(language, 'Infinitely many solutions (every point of the line).', 'عدد لا نهائي من الحلول (كل نقاط المستقيم).')
        : say(language, 'No solution (the lines are parallel).', 'لا يوجد حل (المستقيمان متوازيان).'),
    };
  }
  const wantsSubstitution = /substitut|بالتعويض|التعويض/.test(request.keywords);
  const solved = (wantsSubstitution ? substitutionSteps(first, second, x, y, language) : null) ?? eliminationSteps(first, second, x, y, language);
  steps.push(...solved.steps);
  const values = new Map([
    [x, SurdValue.of(solved.xValue)],
    [y, SurdValue.of(solved.yValue)],
  ]);
  const checks = [firstEquation, secondEquation].map((equation, index) => {
    const result = satisfies(equation.left, equation.right, values);
    return { ok: result.ok, text: `(${index + 1}) ${m(`${result.left.latex} = ${result.right.latex}`)}` };
  });
  if (checks.some((check) => !check.ok)) return null;
  const answer = joinWithAnd([m(`${x} = ${fractionToLatex(solved.xValue)}`), m(`${y} = ${fractionToLatex(solved.yValue)}`)], language);
  return {
    kind: 'linear-system',
    title,
    steps,
    answer,
    check: say(
      language,
      `Substituting both values into the original equations: ${checks.map((check) => check.text).join(', ')}. ✓`,
      `بالتعويض بالقيمتين في المعادلتين الأصليتين: ${checks.map((check) => check.text).join('، ')}. ✓`,
    ),
  };
}
