/**
 * "Find sin 150°": exact values of sine, cosine and tangent at the special angles of a full turn. mathjs evaluates
 * the function; the value is accepted only when it equals one of the exact forms (½, 1/√2, √3/2, 1, √3, 1/√3, 0
 * and their negatives), which are themselves evaluated with mathjs. Distractors: the wrong sign for the quadrant,
 * the co-function's value, and the value at the complementary reference angle.
 */
import { compile, evaluate, type EvalFunction } from 'mathjs';
import type { Random } from '../../random';
import { shuffled } from '../../random';
import type { NumericKind, NumericProblem } from '../types';

type TrigFunction = 'sin' | 'cos' | 'tan';

const ANGLES = [0, 30, 45, 60, 90, 120, 135, 150, 180, 210, 225, 240, 270, 300, 315, 330];
const MATCH_TOLERANCE = 1e-9;

const POSITIVE_EXACT_VALUES: readonly (readonly [latex: string, expression: string])[] = [
  ['0', '0'],
  [String.raw`\frac{1}{2}`, '1/2'],
  [String.raw`\frac{1}{\sqrt{2}}`, '1/sqrt(2)'],
  [String.raw`\frac{\sqrt{3}}{2}`, 'sqrt(3)/2'],
  ['1', '1'],
  [String.raw`\sqrt{3}`, 'sqrt(3)'],
  [String.raw`\frac{1}{\sqrt{3}}`, '1/sqrt(3)'],
];

const EXACT_VALUES: readonly { latex: string; value: number }[] = POSITIVE_EXACT_VALUES.flatMap(([latex, expression]) => {
  const value = evaluate(expression) as number;
  return value === 0 ? [{ latex, value }] : [{ latex, value }, { latex: `-${latex}`, value: -value }];
});

const functionCodes: Record<TrigFunction, EvalFunction> = {
  sin: compile('sin(angle * pi / 180)'),
  cos: compile('cos(angle * pi / 180)'),
  tan: compile('tan(angle * pi / 180)'),
};

function trigValue(fn: TrigFunction, angle: number): number {
  return functionCodes[fn].evaluate({ angle }) as number;
}

/** The exact LaTeX form of a value, or null when it is not one of the special values (e.g. tan 90°). */
function exactLatex(value: number): string | null {
  return EXACT_VALUES.find((exact) => Math.abs(exact.value - value) < MATCH_TOLERANCE)?.latex ?? null;
}

const QUADRANT_NAMES = {
  ar: ['الربع الأول', 'الربع الثاني', 'الربع الثالث', 'الربع الرابع'],
  en: ['first quadrant', 'second quadrant', 'third quadrant', 'fourth quadrant'],
};

function referenceAngle(angle: number): number {
  if (angle < 90) return angle;
  if (angle < 180) return 180 - angle;
  if (angle < 270) return angle - 180;
  return 360 - angle;
}

function create(random: Random): NumericProblem | null {
  const fn = random.pick<TrigFunction>(['sin', 'cos', 'tan']);
  const angle = random.pick(ANGLES);
  const value = trigValue(fn, angle);
  const answer = exactLatex(value);
  if (answer === null) return null;

  const reference = referenceAngle(angle);
  const coFunction: Record<TrigFunction, number> = {
    sin: trigValue('cos', angle),
    cos: trigValue('sin', angle),
    tan: 1 / value,
  };
  const mistakes = [-value, coFunction[fn], trigValue(fn, 90 - reference), Math.abs(value)]
    .map(exactLatex)
    .filter((latex): latex is string => latex !== null);
  const fallbacks = shuffled(EXACT_VALUES, random).map((exact) => exact.latex);
  const expression = `\\${fn} ${angle}^\\circ`;

  return {
    variant: fn,
    parameters: { angle },
    question: {
      ar: `ما القيمة المضبوطة لـ $${expression}$؟`,
      en: `What is the exact value of $${expression}$?`,
    },
    explanation: angle % 90 === 0 ? quadrantalExplanation(fn, angle, expression, answer) : quadrantExplanation(fn, angle, value, expression, answer),
    answer,
    mistakes,
    fallbacks,
  };
}

function quadrantExplanation(fn: TrigFunction, angle: number, value: number, expression: string, answer: string) {
  const quadrant = Math.floor(angle / 90);
  if (quadrant === 0) {
    const triangles = String.raw`30^\circ\text{-}60^\circ\text{-}90^\circ`;
    const halfSquare = String.raw`45^\circ\text{-}45^\circ\text{-}90^\circ`;
    return {
      ar: `من المثلثين الخاصين $${triangles}$ و $${halfSquare}$: $${expression} = ${answer}$.`,
      en: `From the special triangles $${triangles}$ and $${halfSquare}$: $${expression} = ${answer}$.`,
    };
  }
  const reference = referenceAngle(angle);
  const sign = value > 0 ? '' : '-';
  const working = `${expression} = ${sign}\\${fn} ${reference}^\\circ = ${answer}`;
  return {
    ar: `الزاوية $${angle}^\\circ$ تقع في ${QUADRANT_NAMES.ar[quadrant]} حيث $\\${fn}$ ${value > 0 ? 'موجبة' : 'سالبة'}، وزاويتها المرجعية $${reference}^\\circ$، إذن $${working}$.`,
    en: `$${angle}^\\circ$ lies in the ${QUADRANT_NAMES.en[quadrant]}, where $\\${fn}$ is ${value > 0 ? 'positive' : 'negative'}; its reference angle is $${reference}^\\circ$, so $${working}$.`,
  };
}

function quadrantalExplanation(fn: TrigFunction, angle: number, expression: string, answer: string) {
  const x = Math.round(trigValue('cos', angle));
  const y = Math.round(trigValue('sin', angle));
  const point = `(${x}, ${y})`;
  return {
    ar: `النقطة المناظرة للزاوية $${angle}^\\circ$ على دائرة الوحدة هي $${point}$، و $\\cos$ هو الإحداثي السيني و $\\sin$ هو الإحداثي الصادي و $\\tan = \\frac{y}{x}$، إذن $${expression} = ${answer}$.`,
    en: `The point of the unit circle at $${angle}^\\circ$ is $${point}$; $\\cos$ is its x-coordinate, $\\sin$ its y-coordinate and $\\tan = \\frac{y}{x}$, so $${expression} = ${answer}$.`,
  };
}

export const trigValuesKind: NumericKind = {
  id: 'math-trig-values',
  subject: 'math',
  keywords: {
    ar: ['حساب المثلثات', 'الدوال المثلثية', 'النسب المثلثية', 'الزوايا الخاصة', 'جيب الزاوية', 'جيب التمام', 'الظل', 'جا', 'جتا', 'ظا', 'دائرة الوحدة'],
    en: ['trigonometry', 'trigonometric functions', 'trigonometric ratios', 'trig', 'special angles', 'sine', 'cosine', 'tangent', 'sin', 'cos', 'tan', 'unit circle'],
  },
  create,
};
