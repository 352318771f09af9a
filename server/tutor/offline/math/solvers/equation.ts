/**
 * Solves an equation in one unknown: linear (with fractions and brackets), quadratic (factorising or the
 * formula, complex roots when Δ < 0), higher degree by rational roots, and equations with the unknown in a
 * denominator (cross-multiplying and rejecting values that make a denominator zero). Every root is substituted
 * back into the original equation.
 */
import type { SolutionStep } from '../../solution';
import { variablesOf } from '../expr';
import { factorPolynomial } from '../factoring';
import { say, m, joinWithOr, type SolutionDraft } from '../language';
import { toLatex } from '../latex';
import { parseEquation } from '../parse';
import { Polynomial } from '../polynomial';
import { toRationalFunction } from '../rationalFunction';
import { bigLcm, fractionToLatex, frac, type Fraction } from '../rational';
import type { MathRequest } from '../request';
import { SurdValue } from '../surd';
import { rationalRoots } from '../univariate';
import { factorProductLatex, factorStepTexts } from './factorSteps';
import { solveLinear, type EquationRoots } from './linear';
import { solveQuadratic } from './quadratic';
import { satisfies } from './verify';

function polynomialLatex(polynomial: Polynomial): string {
  return toLatex(polynomial.toExpr());
}

function coefficientLcm(polynomial: Polynomial): bigint {
  return polynomial.terms.reduce((lcm, term) => bigLcm(lcm, term.coefficient.d), 1n);
}

function solvePolynomial(polynomial: Polynomial, variable: string, request: MathRequest): EquationRoots | null {
  const { language } = request;
  const coefficients = polynomial.coefficients(variable)!;
  if (polynomial.degree(variable) === 2) {
    const quadratic = solveQuadratic(coefficients, variable, language);
    return {
      steps: quadratic.steps,
      roots: quadratic.roots,
      complexRoots: quadratic.complexRoots ? [quadratic.complexRoots] : [],
      ...(quadratic.complexCheck ? { complexCheck: quadratic.complexCheck } : {}),
      kind: 'quadratic-equation',
    };
  }
  const factorization = factorPolynomial(polynomial);
  if (!factorization || factorization.factors.some((factor) => factor.polynomial.degree() > 2)) return null;
  const steps = factorStepTexts(factorization, language);
  steps.push({ text: say(language, `So the equation is ${m(`${factorProductLatex(factorization)} = 0`)}.`, `إذن المعادلة هي ${m(`${factorProductLatex(factorization)} = 0`)}.`) });
  const roots: SurdValue[] = [];
  const complexRoots: string[] = [];
  for (const { polynomial: factor } of factorization.factors) {
    const factorCoefficients = factor.coefficients(variable)!;
    if (factor.degree() === 1) {
      roots.push(SurdValue.of(factorCoefficients[0]!.neg().div(factorCoefficients[1]!)));
      continue;
    }
    const quadratic = solveQuadratic(factorCoefficients, variable, language);
    steps.push({ text: say(language, `Solve ${m(`${polynomialLatex(factor)} = 0`)}:`, `نحل ${m(`${polynomialLatex(factor)} = 0`)}:`) }, ...quadratic.steps);
    roots.push(...quadratic.roots);
    if (quadratic.complexRoots) complexRoots.push(quadratic.complexRoots);
  }
  const linearRoots = factorization.factors.filter((factor) => factor.polynomial.degree() === 1).map((factor) => factor.polynomial);
  if (linearRoots.length > 0) {
    steps.push({
      text: say(
        language,
        `Each linear factor gives a root: ${linearRoots.map((factor) => m(`${polynomialLatex(factor)} = 0`)).join(', ')}.`,
        `كل عامل من الدرجة الأولى يعطي جذرًا: ${linearRoots.map((factor) => m(`${polynomialLatex(factor)} = 0`)).join('، ')}.`,
      ),
    });
  }
  return { steps, roots, complexRoots, kind: 'polynomial-equation' };
}

const TITLES: Record<string, [string, string]> = {
  'linear-equation': ['Solving a linear equation', 'حل معادلة من الدرجة الأولى'],
  'quadratic-equation': ['Solving a quadratic equation', 'حل معادلة من الدرجة الثانية'],
  'polynomial-equation': ['Solving a polynomial equation', 'حل معادلة كثيرة حدود'],
  'rational-equation': ['Solving an equation with fractions', 'حل معادلة كسرية'],
};

/** Solves "left = right" in one unknown; null when it is not such an equation or cannot be solved exactly. */
export function solveEquation(source: string, request: MathRequest): SolutionDraft | null {
  const { language } = request;
  const equation = parseEquation(source);
  if (!equation) return null;
  const { left, right } = equation;
  const variables = [...new Set([...variablesOf(left.expr), ...variablesOf(right.expr)])];
  if (variables.length !== 1) return null;
  const x = variables[0]!;
  const leftRational = toRationalFunction(left.expr);
  const rightRational = toRationalFunction(right.expr);
  if (!leftRational || !rightRational) return null;

  const original = `${toLatex(left.expr)} = ${toLatex(right.expr)}`;
  const steps: SolutionStep[] = [{ text: say(language, `The equation: ${m(original)}.`, `المعادلة: ${m(original)}.`) }];
  let leftPolynomial: Polynomial;
  let rightPolynomial: Polynomial;
  let excluded: Fraction[] = [];
  const leftConstant = leftRational.denominator.constantValue();
  const rightConstant = rightRational.denominator.constantValue();
  if (leftConstant && rightConstant) {
    leftPolynomial = leftRational.numerator.scale(leftConstant.inverse());
    rightPolynomial = rightRational.numerator.scale(rightConstant.inverse());
  } else {
    for (const denominator of [leftRational.denominator, rightRational.denominator]) {
      const coefficients = denominator.coefficients(x);
      if (coefficients) excluded.push(...rationalRoots(coefficients).roots);
    }
    excluded = excluded.filter((value, index) => excluded.findIndex((other) => other.equals(value)) === index);
    leftPolynomial = leftRational.numerator.mul(rightRational.denominator);
    rightPolynomial = rightRational.numerator.mul(leftRational.denominator);
    const restriction = excluded.length > 0 ? excluded.map((value) => `${x} \\ne ${fractionToLatex(value)}`).join(', \\ ') : '';
    steps.push({
      text: say(
        language,
        `Multiply both sides by the denominators${restriction ? ` (with ${m(restriction)})` : ''}: ${m(`${polynomialLatex(leftPolynomial)} = ${polynomialLatex(rightPolynomial)}`)}.`,
        `نضرب الطرفين في المقامات${restriction ? ` (بشرط ${m(restriction)})` : ''}: ${m(`${polynomialLatex(leftPolynomial)} = ${polynomialLatex(rightPolynomial)}`)}.`,
      ),
      detail: say(
        language,
        'A denominator can never be zero, so any value that makes one zero must be rejected at the end.',
        'المقام لا يساوي صفرًا أبدًا، لذلك نستبعد في النهاية أي قيمة تجعل أحد المقامات صفرًا.',
      ),
    });
  }
  const lcm = bigLcm(coefficientLcm(leftPolynomial), coefficientLcm(rightPolynomial));
  if (lcm > 1n) {
    leftPolynomial = leftPolynomial.scale(frac(lcm));
    rightPolynomial = rightPolynomial.scale(frac(lcm));
    steps.push({
      text: say(
        language,
        `Multiply both sides by ${m(String(lcm))} (the LCD) to clear the fractions: ${m(`${polynomialLatex(leftPolynomial)} = ${polynomialLatex(rightPolynomial)}`)}.`,
        `نضرب الطرفين في ${m(String(lcm))} (المضاعف المشترك الأصغر للمقامات) للتخلص من الكسور: ${m(`${polynomialLatex(leftPolynomial)} = ${polynomialLatex(rightPolynomial)}`)}.`,
      ),
    });
  } else if (steps.length === 1 && `${polynomialLatex(leftPolynomial)} = ${polynomialLatex(rightPolynomial)}` !== original) {
    steps.push({
      text: say(
        language,
        `Expand the brackets and collect like terms: ${m(`${polynomialLatex(leftPolynomial)} = ${polynomialLatex(rightPolynomial)}`)}.`,
        `نفك الأقواس ونجمع الحدود المتشابهة: ${m(`${polynomialLatex(leftPolynomial)} = ${polynomialLatex(rightPolynomial)}`)}.`,
      ),
    });
  }

  const difference = leftPolynomial.sub(rightPolynomial);
  const degree = difference.degree(x);
  let solved: EquationRoots | null;
  if (degree <= 1) {
    solved = solveLinear(leftPolynomial, rightPolynomial, x, request);
  } else {
    if (!rightPolynomial.isZero()) {
      steps.push({
        text: say(language, `Move every term to one side: ${m(`${polynomialLatex(difference)} = 0`)}.`, `ننقل جميع الحدود إلى طرف واحد: ${m(`${polynomialLatex(difference)} = 0`)}.`),
      });
    }
    solved = solvePolynomial(difference, x, request);
  }
  if (!solved) return null;
  steps.push(...solved.steps);

  let roots = [...solved.roots].sort((a, b) => a.toNumber() - b.toNumber());
  const rejected = roots.filter((root) => excluded.some((value) => root.isRational && root.toFraction()!.equals(value)));
  if (rejected.length > 0) {
    roots = roots.filter((root) => !rejected.includes(root));
    steps.push({
      text: say(
        language,
        `Reject ${rejected.map((root) => m(`${x} = ${root.toLatex()}`)).join(', ')}: it makes a denominator zero.`,
        `نرفض ${rejected.map((root) => m(`${x} = ${root.toLatex()}`)).join('، ')} لأنها تجعل أحد المقامات صفرًا.`,
      ),
    });
  }
  const kind = excluded.length > 0 || !leftConstant || !rightConstant ? 'rational-equation' : solved.kind;
  const [englishTitle, arabicTitle] = TITLES[kind]!;

  const checks: string[] = [];
  for (const root of roots) {
    const result = satisfies(left, right, new Map([[x, root]]));
    if (!result.ok) return null;
    checks.push(
      say(
        language,
        `at ${m(`${x} = ${root.toLatex()}`)} the left side is ${m(result.left.latex)} and the right side is ${m(result.right.latex)}`,
        `عند ${m(`${x} = ${root.toLatex()}`)} الطرف الأيمن ${m(result.left.latex)} والطرف الأيسر ${m(result.right.latex)}`,
      ),
    );
  }

  let answer: string;
  if (solved.special === 'all') answer = say(language, 'Every real number is a solution.', 'كل عدد حقيقي حل للمعادلة.');
  else if (solved.special === 'none' || (roots.length === 0 && solved.complexRoots.length === 0)) answer = say(language, 'The equation has no solution.', 'المعادلة ليس لها حل.');
  else if (roots.length === 0) {
    answer = say(
      language,
      `No real roots; the complex roots are ${solved.complexRoots.map((root) => m(`${x} = ${root}`)).join(', ')}`,
      `لا توجد جذور حقيقية؛ الجذران المركبان ${solved.complexRoots.map((root) => m(`${x} = ${root}`)).join('، ')}`,
    );
  } else {
    answer = joinWithOr(roots.map((root) => m(`${x} = ${root.toLatex()}`)), language);
    if (solved.complexRoots.length > 0) answer += say(language, ` (and complex roots ${solved.complexRoots.map((root) => m(`${x} = ${root}`)).join(', ')})`, ` (وجذور مركبة ${solved.complexRoots.map((root) => m(`${x} = ${root}`)).join('، ')})`);
  }
  let check = checks.length > 0
    ? say(language, `Substituting back: ${checks.join('; ')}. ✓`, `بالتعويض في المعادلة الأصلية: ${checks.join('؛ ')}. ✓`)
    : solved.complexCheck;
  if (solved.special) {
    // Try a few values: the sides are always equal (every number solves it) or never (no solution).
    const trials = [0, 1, 2].map((value) => satisfies(left, right, new Map([[x, SurdValue.of(value)]])));
    const expected = solved.special === 'all';
    if (trials.some((trial) => trial.ok !== expected)) return null;
    const shown = trials.map((trial, value) => m(`${x} = ${value}: ${trial.left.latex} ${expected ? '=' : '\\ne'} ${trial.right.latex}`)).join(', ');
    check = say(language, `Trying values: ${shown}. ✓`, `بتجربة قيم: ${shown}. ✓`);
  }
  return { kind, title: say(language, englishTitle, arabicTitle), steps, answer, ...(check ? { check } : {}) };
}

