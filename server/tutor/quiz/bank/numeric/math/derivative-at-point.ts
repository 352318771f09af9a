/**
 * "If f(x) = 2x³ − x² + 4x − 7, find f′(2)": the derivative of a cubic at a point. mathjs differentiates the
 * general cubic once; each problem evaluates it and checks the value against a central difference quotient of f.
 * Distractors: f(x₀) itself, the power rule without multiplying by the exponent, dropping the linear term's
 * derivative, and the opposite sign.
 */
import { compile, derivative, parse } from 'mathjs';
import type { Random } from '../../random';
import { polynomialLatex } from '../latex';
import { nearbyNumbers } from '../neighbours';
import type { NumericKind, NumericProblem } from '../types';

const CUBIC = 'a * x^3 + b * x^2 + c * x + d';
const valueOf = compile(CUBIC);
const slopeOf = derivative(parse(CUBIC), 'x').compile();
const DIFFERENCE_STEP = 1e-4;
const mistakeCodes = [CUBIC, 'a * x^2 + b * x + c', '3 * a * x^2 + 2 * b * x', '-(3 * a * x^2 + 2 * b * x + c)'].map((expression) =>
  compile(expression),
);

function create(random: Random): NumericProblem | null {
  const a = random.pick([-1, 1]) * random.int(1, 4);
  const b = random.int(-5, 5);
  const c = random.int(-9, 9);
  const d = random.int(-9, 9);
  const x0 = random.pick([-3, -2, -1, 1, 2, 3]);
  const parameters = { a, b, c, d, x0 };
  const scope = { a, b, c, d, x: x0 };
  const slope = slopeOf.evaluate(scope) as number;
  const differenceQuotient =
    ((valueOf.evaluate({ ...scope, x: x0 + DIFFERENCE_STEP }) as number) - (valueOf.evaluate({ ...scope, x: x0 - DIFFERENCE_STEP }) as number)) /
    (2 * DIFFERENCE_STEP);
  if (!Number.isInteger(slope) || Math.abs(slope - differenceQuotient) > 1e-4) return null;

  const option = (value: number): string => String(value);
  const derivativeCoefficients = [3 * a, 2 * b, c];
  const fx = `f(x) = ${polynomialLatex([a, b, c, d])}`;
  const point = `(${x0})`;
  const working = `f'(${x0}) = ${polynomialLatex(derivativeCoefficients, point)} = ${slope}`;
  const derived = `f'(x) = ${polynomialLatex(derivativeCoefficients)}`;
  return {
    variant: 'slope',
    parameters,
    question: {
      ar: `إذا كانت $${fx}$ فأوجد $f'(${x0})$.`,
      en: `If $${fx}$, find $f'(${x0})$.`,
    },
    explanation: {
      ar: `نشتق كل حد بقاعدة القوى $\\frac{d}{dx}x^n = nx^{n-1}$ ومشتقة الثابت صفر: $${derived}$، ثم نعوض: $${working}$.`,
      en: `Differentiate term by term with the power rule $\\frac{d}{dx}x^n = nx^{n-1}$ (a constant's derivative is zero): $${derived}$, then substitute: $${working}$.`,
    },
    answer: option(slope),
    mistakes: mistakeCodes.map((code) => option(code.evaluate(scope) as number)),
    fallbacks: nearbyNumbers(slope).map(option),
  };
}

export const derivativeAtPointKind: NumericKind = {
  id: 'math-derivative-at-point',
  subject: 'math',
  keywords: {
    ar: ['المشتقة', 'المشتقات', 'التفاضل', 'الاشتقاق', 'مشتقة كثيرة الحدود', 'قاعدة القوى', 'ميل المماس', 'معدل التغير'],
    en: ['derivative', 'derivatives', 'differentiation', 'differentiate', 'calculus', 'power rule', 'slope of the tangent', 'rate of change'],
  },
  create,
};
