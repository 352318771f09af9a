/**
 * The usual calculus slips, recognised by recomputing the result the wrong ways: the function copied without
 * differentiating, the first derivative where the second is asked, the chain rule's inner derivative left out,
 * a sign, the exponent not brought down or not lowered, a constant kept; differentiating instead of integrating,
 * the division by n + 1 lost; otherwise the first term (highest power first) that differs, with the step that
 * produces it.
 */
import { math } from '../offline/math/engine';
import { decimal, m, say, type TutorLanguage } from '../offline/math/language';
import type { ParsedMath } from '../offline/math/parse';
import { arithmeticSlip, describeRelation, relationBetween, type DiagnosisInput, type Explanation } from './finding';
import { mathSpans, parseMaths } from './latex-maths';
import { constantRatio, polynomialCoefficients, sameFunction } from './sampling';
import { stepWith } from './solution-steps';
import type { VerifiedAnswer } from './verified-answer';

type VerifiedExpression = Extract<VerifiedAnswer, { shape: 'expression' }>;

const TOLERANCE = 1e-7;

/** The right-hand side of the first maths of a step ("The function: $y = x^{3} + 2x$." → x³ + 2x). */
function stepExpression(text: string | undefined, strip: (latex: string) => string = (latex) => latex): ParsedMath | null {
  const span = mathSpans(text ?? '')[0];
  if (!span) return null;
  const sides = span.split('=');
  return parseMaths(strip(sides[sides.length - 1] ?? ''));
}

function sameCoefficients(left: readonly number[], right: readonly number[]): boolean {
  const length = Math.max(left.length, right.length);
  for (let index = 0; index < length; index += 1) {
    if (Math.abs((left[index] ?? 0) - (right[index] ?? 0)) > TOLERANCE * Math.max(1, Math.abs(right[index] ?? 0))) return false;
  }
  return true;
}

function monomialLatex(coefficient: number, degree: number, variable: string): string {
  const power = degree === 0 ? '' : degree === 1 ? variable : `${variable}^{${degree}}`;
  if (degree === 0) return decimal(coefficient);
  if (coefficient === 1) return power;
  if (coefficient === -1) return `-${power}`;
  return `${decimal(coefficient)}${power}`;
}

/** The step that differentiates one term and shows `coefficient·x^degree` as its result. */
function stepForTerm(input: DiagnosisInput, degree: number, coefficient: number, variable: string): number | undefined {
  const index = input.solution.steps.findIndex((step) => {
    if (!/\\frac\{d\}\{d[a-z]\}|\\int/.test(step.text)) return false;
    return mathSpans(step.text).some((span) => {
      const parsed = parseMaths(span.split('=').at(-1) ?? '');
      const coefficients = parsed ? polynomialCoefficients(parsed.node, variable) : null;
      return coefficients !== null && coefficients.length === degree + 1 && Math.abs(coefficients[degree]! - coefficient) < TOLERANCE;
    });
  });
  return index < 0 ? undefined : index;
}

/** Power-rule mistakes on a polynomial, recognised by recomputing the derivative the wrong ways. */
function powerRuleSlip(input: DiagnosisInput, functionCoefficients: readonly number[], student: readonly number[]): Explanation | null {
  const { language } = input;
  const powerStep = stepWith(input.solution, 'nx^{n-1}');
  const withStep = (named: Explanation): Explanation => (powerStep !== undefined ? { ...named, step: powerStep } : named);
  const notBroughtDown = functionCoefficients.slice(1);
  const notLowered = functionCoefficients.map((coefficient, degree) => coefficient * degree);
  const derivative = functionCoefficients.slice(1).map((coefficient, index) => coefficient * (index + 1));
  const constantKept = [(derivative[0] ?? 0) + (functionCoefficients[0] ?? 0), ...derivative.slice(1)];
  if (functionCoefficients.length > 2 && sameCoefficients(student, notBroughtDown)) {
    return withStep({
      what: say(language, 'Each power was lowered by one, but the exponent was not brought down as a factor.', 'تم إنقاص كل أس بمقدار واحد، لكن الأس لم ينزل ليُضرب في المعامل.'),
      misconception: say(
        language,
        'The power rule has two parts: $\\frac{d}{dx}x^{n} = n\\,x^{n-1}$ — multiply by the old exponent, then lower it by one.',
        'قاعدة القوة لها جزآن: $\\frac{d}{dx}x^{n} = n\\,x^{n-1}$ — نضرب في الأس القديم ثم نطرح من الأس واحدًا.',
      ),
    });
  }
  if (functionCoefficients.length > 2 && sameCoefficients(student, notLowered)) {
    return withStep({
      what: say(language, 'Each exponent was brought down as a factor, but the power was not lowered by one.', 'الأس نزل ليُضرب في المعامل، لكن لم يُطرح من الأس واحد.'),
      misconception: say(
        language,
        'After multiplying by the exponent, the power drops by one: $\\frac{d}{dx}x^{3} = 3x^{2}$, not $3x^{3}$.',
        'بعد الضرب في الأس ينقص الأس بمقدار واحد: $\\frac{d}{dx}x^{3} = 3x^{2}$ وليس $3x^{3}$.',
      ),
    });
  }
  if ((functionCoefficients[0] ?? 0) !== 0 && sameCoefficients(student, constantKept)) {
    const constantStep = stepWith(input.solution, /\\frac\{d\}\{d[a-z]\}\s*-?\d/);
    return {
      what: say(
        language,
        `The constant term ${m(decimal(functionCoefficients[0]!))} was kept; its derivative is $0$.`,
        `الحد الثابت ${m(decimal(functionCoefficients[0]!))} بقي في الإجابة، ومشتقته تساوي $0$.`,
      ),
      misconception: say(
        language,
        'A constant does not change, so its rate of change — its derivative — is zero: constants disappear when differentiating.',
        'الثابت لا يتغير، لذلك معدل تغيره (مشتقته) يساوي صفرًا: الثوابت تختفي عند الاشتقاق.',
      ),
      ...(constantStep !== undefined ? { step: constantStep } : {}),
    };
  }
  return null;
}

/** Why a term of the result went missing: a linear term's derivative is a constant, not zero. */
function droppedTerm(language: TutorLanguage, degree: number, variable: string): string {
  if (degree === 0) {
    return say(
      language,
      `Only a constant differentiates to zero; a term $k${variable}$ differentiates to the constant $k$, so it must stay in the answer.`,
      `الثابت وحده هو الذي مشتقته صفر؛ أما الحد $k${variable}$ فمشتقته الثابت $k$، فيجب أن يبقى في الإجابة.`,
    );
  }
  return say(language, 'The derivative of a sum is the sum of the derivatives: every term must be differentiated and kept.', 'مشتقة المجموع تساوي مجموع المشتقات: يجب اشتقاق كل حد والإبقاء عليه.');
}

/** The first term (highest power first) where the student's polynomial and the verified one differ. */
function differingTerm(input: DiagnosisInput, student: readonly number[], verified: readonly number[], variable: string): Explanation | null {
  const { language } = input;
  for (let degree = Math.max(student.length, verified.length) - 1; degree >= 0; degree -= 1) {
    const yours = student[degree] ?? 0;
    const right = verified[degree] ?? 0;
    if (Math.abs(yours - right) <= TOLERANCE * Math.max(1, Math.abs(right))) continue;
    const step = stepForTerm(input, degree, right, variable);
    const yoursLatex = yours === 0 ? say(language, 'no such term', 'لا يوجد هذا الحد') : m(monomialLatex(yours, degree, variable));
    const term =
      degree === 0
        ? say(language, 'The constant term', 'الحد الثابت')
        : say(language, `The term in ${m(monomialLatex(1, degree, variable))}`, `الحد الذي فيه ${m(monomialLatex(1, degree, variable))}`);
    return {
      what: say(
        language,
        `${term} differs: you have ${yoursLatex}, it should be ${m(monomialLatex(right, degree, variable))}.`,
        `${term} مختلف: عندك ${yoursLatex}، والصحيح ${m(monomialLatex(right, degree, variable))}.`,
      ),
      misconception: yours === 0 ? droppedTerm(language, degree, variable) : arithmeticSlip(language),
      ...(step !== undefined ? { step } : {}),
    };
  }
  return null;
}

export function derivativeMistake(input: DiagnosisInput, verified: VerifiedExpression, student: ParsedMath, variables: readonly string[]): Explanation | null {
  const { language, solution } = input;
  const variable = variables[0] ?? 'x';
  const original = stepExpression(solution.steps[0]?.text);
  if (original && sameFunction(student.node, original.node, variables)) {
    return {
      what: say(language, 'Your answer is the original function itself: it was not differentiated.', 'إجابتك هي الدالة الأصلية نفسها: لم يتم اشتقاقها.'),
      misconception: say(
        language,
        'The derivative is a new function — the rate of change of the original — found with the rules (power, product, chain…), not the function rewritten.',
        'المشتقة دالة جديدة هي معدل تغير الدالة الأصلية، نحصل عليها بالقواعد (القوة، الضرب، السلسلة…) وليست إعادة كتابة للدالة.',
      ),
      step: 1,
    };
  }
  if (solution.kind === 'second-derivative' && original) {
    const first = math.derivative(original.node, variable);
    if (sameFunction(student.node, first, variables)) {
      const step = stepWith(solution, /\\frac\{dy\}\{dx\} =/);
      return {
        what: say(language, 'Your answer is the first derivative; the question asks for the second.', 'إجابتك هي المشتقة الأولى، والسؤال يطلب المشتقة الثانية.'),
        misconception: say(language, 'The second derivative is the derivative of the derivative: differentiate the result once more.', 'المشتقة الثانية هي مشتقة المشتقة: اشتق الناتج مرة أخرى.'),
        ...(step !== undefined ? { step } : {}),
      };
    }
  }
  const ratio = constantRatio(student.node, verified.parsed.node, variables);
  if (ratio !== null && Math.abs(ratio - 1) > TOLERANCE) {
    const chainStep = stepWith(solution, 'du}{dx}');
    if (chainStep !== undefined && ratio !== -1) {
      return {
        what: say(language, `Your derivative is ${m(decimal(ratio))} times the right one.`, `مشتقتك تساوي ${m(decimal(ratio))} مضروبًا في المشتقة الصحيحة.`),
        misconception: say(
          language,
          'The chain rule: the derivative of $f(g(x))$ is $f\'(g(x)) \\cdot g\'(x)$. After differentiating the outer function, multiply by the derivative of the inside.',
          'قاعدة السلسلة: مشتقة $f(g(x))$ هي $f\'(g(x)) \\cdot g\'(x)$. بعد اشتقاق الدالة الخارجية نضرب في مشتقة ما بداخلها.',
        ),
        step: chainStep,
      };
    }
    const relation = relationBetween({ value: ratio, tolerance: 0 }, { value: 1, tolerance: 0 });
    if (relation) {
      const described = describeRelation(relation, language);
      const signNote =
        relation.kind === 'negated'
          ? say(language, ' Remember $\\frac{d}{dx}\\cos x = -\\sin x$ while $\\frac{d}{dx}\\sin x = \\cos x$.', ' تذكّر أن $\\frac{d}{dx}\\cos x = -\\sin x$ بينما $\\frac{d}{dx}\\sin x = \\cos x$.')
          : '';
      return { what: described.what, misconception: `${described.misconception}${signNote}` };
    }
  }
  const functionCoefficients = original ? polynomialCoefficients(original.node, variable) : null;
  const studentCoefficients = polynomialCoefficients(student.node, variable);
  const verifiedCoefficients = polynomialCoefficients(verified.parsed.node, variable);
  if (functionCoefficients && studentCoefficients && solution.kind === 'derivative') {
    const slip = powerRuleSlip(input, functionCoefficients, studentCoefficients);
    if (slip) return slip;
  }
  if (studentCoefficients && verifiedCoefficients) return differingTerm(input, studentCoefficients, verifiedCoefficients, variable);
  return null;
}

export function integralMistake(input: DiagnosisInput, verified: VerifiedExpression, student: ParsedMath, variables: readonly string[]): Explanation | null {
  const { language, solution } = input;
  const variable = variables[0] ?? 'x';
  const integrand = stepExpression(solution.steps[0]?.text, (latex) => latex.replace(/\\int(?:_\{[^}]*\}\^\{[^}]*\})?/, '').replace(/\\,\s*d[a-z]\s*$/, ''));
  if (integrand) {
    const derivative = math.derivative(integrand.node, variable);
    if (sameFunction(student.node, derivative, variables, true)) {
      const step = stepWith(solution, 'n+1}');
      return {
        what: say(language, 'Your answer is the derivative of the integrand: it was differentiated instead of integrated.', 'إجابتك هي مشتقة الدالة المكاملة: تم الاشتقاق بدلًا من التكامل.'),
        misconception: say(
          language,
          'Integration undoes differentiation: for a power, raise the exponent by one and divide by the new exponent, $\\int x^{n}\\,dx = \\frac{x^{n+1}}{n+1} + C$.',
          'التكامل عكس الاشتقاق: في القوى نزيد الأس واحدًا ونقسم على الأس الجديد، $\\int x^{n}\\,dx = \\frac{x^{n+1}}{n+1} + C$.',
        ),
        ...(step !== undefined ? { step } : {}),
      };
    }
  }
  const ratio = constantRatio(student.node, verified.parsed.node, variables);
  if (ratio !== null && Math.abs(ratio - 1) > TOLERANCE) {
    const powerStep = stepWith(solution, 'n+1}');
    return {
      what: say(language, `Your antiderivative is ${m(decimal(ratio))} times the right one.`, `الدالة الأصلية في إجابتك تساوي ${m(decimal(ratio))} مضروبًا في الصحيحة.`),
      misconception: say(
        language,
        'In $\\int x^{n}\\,dx = \\frac{x^{n+1}}{n+1} + C$ the division is by the new exponent $n + 1$. Check by differentiating your answer: it must give back the integrand exactly.',
        'في $\\int x^{n}\\,dx = \\frac{x^{n+1}}{n+1} + C$ نقسم على الأس الجديد $n + 1$. تحقق باشتقاق إجابتك: يجب أن تعطي الدالة المكاملة تمامًا.',
      ),
      ...(powerStep !== undefined ? { step: powerStep } : {}),
    };
  }
  const studentCoefficients = polynomialCoefficients(student.node, variable);
  const verifiedCoefficients = polynomialCoefficients(verified.parsed.node, variable);
  if (studentCoefficients && verifiedCoefficients) return differingTerm(input, studentCoefficients.slice(1), verifiedCoefficients.slice(1), variable);
  return null;
}
