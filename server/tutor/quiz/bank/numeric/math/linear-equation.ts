/**
 * "Solve 3x − 5 = 10": a first-degree equation with a whole-number root. The root is computed with mathjs and
 * checked by substitution; distractors come from moving a term without changing its sign, dividing only part of
 * a side, or losing the sign of a negative coefficient.
 */
import { compile } from 'mathjs';
import type { Random } from '../../random';
import { grouped, polynomialLatex, rationalLatex } from '../latex';
import { nearbyNumbers } from '../neighbours';
import type { NumericKind, NumericProblem } from '../types';

const solveRoot = compile('(c - b) / a');
const residual = compile('a * x + b - c');
const mistakeCodes = ['(c + b) / a', '-(c - b) / a', 'c / a - b', 'c - b - a'].map((expression) => compile(expression));

function create(random: Random): NumericProblem | null {
  const a = random.pick([-1, 1]) * random.int(2, 9);
  const root = random.int(-10, 10);
  const b = random.pick([-1, 1]) * random.int(1, 20);
  const c = a * root + b;
  const parameters = { a, b, c };
  const x = solveRoot.evaluate(parameters) as number;
  if (x !== root || residual.evaluate({ ...parameters, x }) !== 0) return null;

  const option = (value: number): string => `x = ${rationalLatex(value)}`;
  const equation = `${polynomialLatex([a, b])} = ${c}`;
  const moved = `${polynomialLatex([a, 0])} = ${c} ${b > 0 ? '-' : '+'} ${Math.abs(b)} = ${c - b}`;
  const divided = String.raw`x = \frac{${c - b}}{${a}} = ${rationalLatex(x)}`;
  const check = `${a} \\times ${grouped(String(x), x)} ${b > 0 ? '+' : '-'} ${Math.abs(b)} = ${c}`;
  return {
    variant: 'root',
    parameters,
    question: {
      ar: `أوجد قيمة $x$ التي تحقق المعادلة $${equation}$.`,
      en: `Solve for $x$: $${equation}$.`,
    },
    explanation: {
      ar: `ننقل الحد الثابت إلى الطرف الآخر مع تغيير إشارته: $${moved}$، ثم نقسم على معامل $x$: $${divided}$. التحقق: $${check}$.`,
      en: `Move the constant to the other side, changing its sign: $${moved}$, then divide by the coefficient of $x$: $${divided}$. Check: $${check}$.`,
    },
    answer: option(x),
    mistakes: mistakeCodes.map((code) => option(code.evaluate(parameters) as number)),
    fallbacks: nearbyNumbers(x).map(option),
  };
}

export const linearEquationKind: NumericKind = {
  id: 'math-linear-equation',
  subject: 'math',
  keywords: {
    ar: ['المعادلة الخطية', 'معادلة من الدرجة الأولى', 'معادلات الدرجة الأولى', 'حل المعادلة', 'المعادلات', 'المجهول', 'الجبر'],
    en: ['linear equation', 'linear equations', 'first degree equation', 'solve the equation', 'solve for x', 'equations', 'unknown', 'algebra'],
  },
  create,
};
