/**
 * "Find the slope of the line through A(1, −2) and B(4, 7)": the slope as an exact fraction computed with mathjs
 * fractions and checked by putting B into the point-slope equation through A. Distractors: Δx/Δy, the sign error
 * of subtracting in opposite orders, adding instead of subtracting, and the perpendicular slope.
 */
import { compile, divide, fraction, type Fraction } from 'mathjs';
import type { Random } from '../../random';
import { grouped, rationalLatex } from '../latex';
import { nearbyNumbers } from '../neighbours';
import type { NumericKind, NumericProblem } from '../types';

const pointSlopeResidual = compile('(y2 - y1) - m * (x2 - x1)');
const mistakeCodes = ['(x2 - x1) / (y2 - y1)', '(y2 - y1) / (x1 - x2)', '(y2 + y1) / (x2 + x1)', '-(x2 - x1) / (y2 - y1)'].map(
  (expression) => compile(expression),
);

function create(random: Random): NumericProblem | null {
  const parameters = { x1: random.int(-6, 6), y1: random.int(-6, 6), x2: random.int(-6, 6), y2: random.int(-6, 6) };
  const { x1, y1, x2, y2 } = parameters;
  if (x1 === x2 || y1 === y2) return null;
  const slope = divide(fraction(y2 - y1), fraction(x2 - x1)) as Fraction;
  const slopeValue = Number(slope.valueOf());
  if (Math.abs(pointSlopeResidual.evaluate({ ...parameters, m: slopeValue }) as number) > 1e-9) return null;

  const answer = rationalLatex(slopeValue);
  const option = (value: number): string | null => (Number.isFinite(value) ? rationalLatex(value) : null);
  const written = (value: number): string => grouped(String(value), value);
  const working = String.raw`m = \frac{y_2 - y_1}{x_2 - x_1} = \frac{${y2} - ${written(y1)}}{${x2} - ${written(x1)}} = \frac{${y2 - y1}}{${x2 - x1}} = ${answer}`;
  const points = `$A(${x1}, ${y1})$`;
  const otherPoint = `$B(${x2}, ${y2})$`;
  return {
    variant: 'slope',
    parameters,
    question: {
      ar: `أوجد ميل الخط المستقيم المار بالنقطتين ${points} و ${otherPoint}.`,
      en: `Find the slope of the straight line through the points ${points} and ${otherPoint}.`,
    },
    explanation: {
      ar: `الميل = فرق الصادات ÷ فرق السينات بنفس الترتيب: $${working}$.`,
      en: `Slope = change in y ÷ change in x, subtracting in the same order: $${working}$.`,
    },
    answer,
    mistakes: mistakeCodes
      .map((code) => option(code.evaluate(parameters) as number))
      .filter((latex): latex is string => latex !== null),
    fallbacks: nearbyNumbers(slopeValue).map(rationalLatex),
  };
}

export const lineSlopeKind: NumericKind = {
  id: 'math-line-slope',
  subject: 'math',
  keywords: {
    ar: ['الخط المستقيم', 'ميل الخط المستقيم', 'الميل', 'ميل المستقيم', 'معادلة الخط المستقيم', 'الهندسة التحليلية', 'النقطتين'],
    en: ['straight line', 'slope', 'gradient', 'slope of a line', 'equation of a line', 'analytic geometry', 'coordinate geometry', 'two points'],
  },
  create,
};
