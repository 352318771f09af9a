/**
 * "Find the solution set of 2x² − 2x − 12 = 0": a quadratic with two whole-number roots. The roots come from the
 * quadratic formula evaluated with mathjs and are checked by substitution; distractors are the roots with their
 * signs flipped, the roots of the formula without dividing by a, and one root's sign flipped.
 */
import { compile } from 'mathjs';
import type { Random } from '../../random';
import { grouped, polynomialLatex } from '../latex';
import type { NumericKind, NumericProblem } from '../types';

const discriminant = compile('b^2 - 4 * a * c');
const smallerRoot = compile('(-b - sqrt(b^2 - 4 * a * c)) / (2 * a)');
const largerRoot = compile('(-b + sqrt(b^2 - 4 * a * c)) / (2 * a)');
const residual = compile('a * x^2 + b * x + c');

/** \{-2, 3\}: the set in ascending order, so equal sets are written the same way. */
function solutionSet(values: readonly number[]): string {
  const sorted = [...new Set(values)].sort((first, second) => first - second);
  return String.raw`\{${sorted.join(', ')}\}`;
}

function create(random: Random): NumericProblem | null {
  const a = random.pick([1, 1, 1, 2, 3]);
  const firstRoot = random.int(-9, 9);
  const secondRoot = random.int(-9, 9);
  if (firstRoot === secondRoot) return null;
  const parameters = { a, b: -a * (firstRoot + secondRoot), c: a * firstRoot * secondRoot };
  const { b, c } = parameters;
  const delta = discriminant.evaluate(parameters) as number;
  const roots = [smallerRoot.evaluate(parameters) as number, largerRoot.evaluate(parameters) as number];
  const expected = [Math.min(firstRoot, secondRoot), Math.max(firstRoot, secondRoot)];
  if (roots.some((root, index) => root !== expected[index] || residual.evaluate({ ...parameters, x: root }) !== 0)) return null;
  const [low, high] = roots as [number, number];

  const equation = `${polynomialLatex([a, b, c])} = 0`;
  const discriminantWorking = String.raw`\Delta = b^2 - 4ac = ${grouped(String(b), b)}^2 - 4 \times ${a} \times ${grouped(String(c), c)} = ${delta}`;
  const formula = String.raw`x = \frac{-b \pm \sqrt{\Delta}}{2a} = \frac{${-b} \pm ${Math.sqrt(delta)}}{${2 * a}}`;
  return {
    variant: 'roots',
    parameters,
    question: {
      ar: `أوجد مجموعة حل المعادلة $${equation}$ في $\\mathbb{R}$.`,
      en: `Find the solution set of the equation $${equation}$ in $\\mathbb{R}$.`,
    },
    explanation: {
      ar: `بالقانون العام: $${discriminantWorking}$، إذن $${formula}$، فيكون $x = ${low}$ أو $x = ${high}$ ومجموعة الحل $${solutionSet(roots)}$.`,
      en: `By the quadratic formula: $${discriminantWorking}$, so $${formula}$, which gives $x = ${low}$ or $x = ${high}$; the solution set is $${solutionSet(roots)}$.`,
    },
    answer: solutionSet(roots),
    mistakes: [
      solutionSet([-low, -high]),
      solutionSet([a * low, a * high]),
      solutionSet([low, -high]),
      solutionSet([-low, high]),
    ],
    fallbacks: [
      solutionSet([low + 1, high + 1]),
      solutionSet([low - 1, high - 1]),
      solutionSet([low, high + 1]),
      solutionSet([low - 1, high]),
      solutionSet([2 * low, 2 * high]),
    ],
  };
}

export const quadraticEquationKind: NumericKind = {
  id: 'math-quadratic-equation',
  subject: 'math',
  keywords: {
    ar: ['المعادلة من الدرجة الثانية', 'معادلة الدرجة الثانية', 'المعادلة التربيعية', 'القانون العام', 'المميز', 'جذور المعادلة', 'مجموعة الحل', 'تربيعية'],
    en: ['quadratic equation', 'quadratic equations', 'quadratic formula', 'quadratic', 'discriminant', 'roots', 'solution set', 'second degree equation'],
  },
  create,
};
