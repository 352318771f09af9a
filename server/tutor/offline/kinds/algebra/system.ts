/**
 * Systems of 2 or 3 linear equations: each equation brought to a·x + b·y (+ c·z) = d (coefficients read exactly
 * and the linearity checked at random points), solved by Cramer's rule with determinants, and every equation
 * checked with the solution substituted back. A zero determinant (no or infinitely many solutions) is declined.
 */
import type { SolutionStep } from '../../solution';
import { fractionToLatex, isZero, recogniseFraction, ZERO, type Fraction } from '../../math/rational';
import { evaluate, type Node } from './expr';
import { m, satisfies, say, type Outcome, type TutorLanguage } from './format';

type Row = { coefficients: Fraction[]; constant: Fraction };

function readRow(left: Node, right: Node, variables: readonly string[]): Row | null {
  const f = (values: readonly number[]): number => {
    const scope = Object.fromEntries(variables.map((v, i) => [v, values[i]!]));
    return evaluate(left, scope) - evaluate(right, scope);
  };
  const zero = variables.map(() => 0);
  const c0 = f(zero);
  const coefficients = variables.map((_, i) => f(variables.map((__, j) => (i === j ? 1 : 0))) - c0);
  const exact = [...coefficients, c0].map((value) => recogniseFraction(value, 1000));
  if (exact.some((value) => !value)) return null;
  for (const point of [[0.37, -1.21, 2.03], [-2.6, 0.71, -0.44], [1.9, 3.3, -2.2]]) {
    const predicted = coefficients.reduce((sum, a, i) => sum + a * point[i]!, c0);
    const actual = f(point);
    if (!Number.isFinite(actual) || Math.abs(predicted - actual) > 1e-9 * Math.max(1, Math.abs(actual))) return null;
  }
  return { coefficients: exact.slice(0, -1) as Fraction[], constant: exact[exact.length - 1]!.neg() };
}

function determinant(matrix: Fraction[][]): Fraction {
  if (matrix.length === 2) return matrix[0]![0]!.mul(matrix[1]![1]!).sub(matrix[0]![1]!.mul(matrix[1]![0]!));
  let sum = ZERO;
  for (let j = 0; j < 3; j += 1) {
    const minor = matrix.slice(1).map((row) => row.filter((_, k) => k !== j));
    const term = matrix[0]![j]!.mul(determinant(minor));
    sum = j % 2 === 0 ? sum.add(term) : sum.sub(term);
  }
  return sum;
}

const matrixLatex = (matrix: Fraction[][]): string => `\\begin{vmatrix} ${matrix.map((row) => row.map(fractionToLatex).join(' & ')).join(' \\\\ ')} \\end{vmatrix}`;

function rowLatex(row: Row, variables: readonly string[]): string {
  let text = '';
  row.coefficients.forEach((c, i) => {
    if (isZero(c)) return;
    const magnitude = fractionToLatex(c.abs());
    const body = `${magnitude === '1' ? '' : magnitude}${variables[i]}`;
    text += text === '' ? `${c.s < 0n ? '-' : ''}${body}` : ` ${c.s < 0n ? '-' : '+'} ${body}`;
  });
  return `${text || '0'} = ${fractionToLatex(row.constant)}`;
}

export function solveLinearSystem(equations: ReadonlyArray<[Node, Node]>, variables: readonly string[], language: TutorLanguage): Outcome | null {
  const n = equations.length;
  if (n < 2 || n > 3 || variables.length !== n) return null;
  const rows = equations.map(([l, r]) => readRow(l, r, variables));
  if (rows.some((row) => !row)) return null;
  const matrix = (rows as Row[]).map((row) => row.coefficients);
  const constants = (rows as Row[]).map((row) => row.constant);
  const delta = determinant(matrix);
  if (isZero(delta)) return null;
  const steps: SolutionStep[] = [
    {
      text: say(language, `Write each equation in standard form: ${(rows as Row[]).map((row) => m(rowLatex(row, variables))).join(', ')}.`, `نكتب كل معادلة في الصورة القياسية: ${(rows as Row[]).map((row) => m(rowLatex(row, variables))).join('، ')}.`),
    },
    {
      text: say(language, `Determinant of the coefficients: ${m(`\\Delta = ${matrixLatex(matrix)} = ${fractionToLatex(delta)}`)}.`, `محدد المعاملات: ${m(`\\Delta = ${matrixLatex(matrix)} = ${fractionToLatex(delta)}`)}.`),
      detail: say(language, "Cramer's rule: each unknown is Δ with that unknown's column replaced by the constants, divided by Δ (Δ ≠ 0 means exactly one solution).", 'قاعدة كرامر: كل مجهول = (المحدد بعد وضع الثوابت مكان عمود معاملاته) ÷ Δ، و Δ ≠ 0 يعني حلًا وحيدًا.'),
    },
  ];
  const values: Fraction[] = [];
  variables.forEach((v, j) => {
    const replaced = matrix.map((row, i) => row.map((c, k) => (k === j ? constants[i]! : c)));
    const dj = determinant(replaced);
    const value = dj.div(delta);
    values.push(value);
    steps.push({ text: `${m(`\\Delta_{${v}} = ${matrixLatex(replaced)} = ${fractionToLatex(dj)}`)} ⟹ ${m(`${v} = \\frac{${fractionToLatex(dj)}}{${fractionToLatex(delta)}} = ${fractionToLatex(value)}`)}` });
  });
  const scope = Object.fromEntries(variables.map((v, i) => [v, values[i]!.valueOf()]));
  if (!equations.every(([l, r]) => satisfies(l, r, scope))) return null;
  const assignments = variables.map((v, i) => m(`${v} = ${fractionToLatex(values[i]!)}`)).join(say(language, ', ', '، '));
  return {
    kind: n === 2 ? 'linear-system-2' : 'linear-system-3',
    title: say(language, `Solving a system of ${n} linear equations`, `حل نظام من ${n === 2 ? 'معادلتين خطيتين' : 'ثلاث معادلات خطية'}`),
    steps,
    answer: say(language, `${assignments}.`, `${assignments}.`),
    check: say(language, `Substituting ${assignments} into every equation of the system makes both sides equal. ✓`, `بالتعويض بـ ${assignments} في كل معادلات النظام يتساوى الطرفان. ✓`),
    result: { values: values.map((v) => v.valueOf()) },
  };
}
