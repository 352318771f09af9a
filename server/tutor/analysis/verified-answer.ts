/**
 * The verified answer of an offline Solution in a form that can be compared: the real roots of an equation, the
 * values of a system, an expression (derivative, integral, factorisation…), a number, or physical quantities with
 * their units. Read back from the solver's answer line, which the solver has already checked.
 */
import { evaluateNode } from '../offline/math/engine';
import type { ParsedMath } from '../offline/math/parse';
import type { Solution } from '../offline/solution';
import { latexToPlain, mathSpans, parseMaths } from './latex-maths';
import { freeVariables } from './sampling';

export interface VerifiedValue {
  value: number;
  latex: string;
}

export interface VerifiedQuantity extends VerifiedValue {
  /** The symbol on the left, as LaTeX (`V`, `M(\mathrm{H_{2}O})`). */
  symbolLatex: string;
  /** The unit as plain text (`m/s^2`, `Ω`, `g/mol`, `%`), '' when the quantity has none. */
  unit: string;
  /** The value with its unit, as LaTeX. */
  valueLatex: string;
}

export type VerifiedAnswer =
  /** An equation's real roots (empty: no real root). */
  | { shape: 'roots'; variable: string; roots: VerifiedValue[] }
  | { shape: 'assignments'; entries: (VerifiedValue & { variable: string })[] }
  /** An expression in `variables`; `upToConstant` for an indefinite integral (+ C). */
  | { shape: 'expression'; variables: string[]; parsed: ParsedMath; latex: string; upToConstant: boolean }
  | { shape: 'number'; value: number; latex: string }
  | { shape: 'quantities'; entries: VerifiedQuantity[] };

const EQUATION_KINDS = new Set(['linear-equation', 'quadratic-equation', 'polynomial-equation', 'rational-equation']);
const EXPRESSION_KINDS = new Set(['derivative', 'second-derivative', 'indefinite-integral', 'factor', 'expand', 'simplify']);
const NUMBER_KINDS = new Set(['arithmetic', 'trig-value', 'limit', 'definite-integral']);

/** The right-hand side of the last `=` (or `\approx` when there is no exact value). */
function valueSide(span: string): string {
  const parts = span.split(/=(?![^{]*\})/);
  const last = (parts[parts.length - 1] ?? '').trim();
  const [exact = '', approximate = ''] = last.split('\\approx');
  return exact.trim() !== '' ? exact.trim() : approximate.trim();
}

/** A finite real value of constant LaTeX, or null. */
function constantValue(latex: string): number | null {
  const parsed = parseMaths(latex);
  if (!parsed || freeVariables(parsed).length > 0) return null;
  const value = evaluateNode(parsed.node);
  return Number.isFinite(value) ? value : null;
}

function readRoots(answer: string): VerifiedAnswer | null {
  const roots: VerifiedValue[] = [];
  let variable = 'x';
  let complex = false;
  for (const span of mathSpans(answer)) {
    const assignment = /^([a-z])\s*=\s*(.+)$/.exec(span);
    if (!assignment) continue;
    variable = assignment[1]!;
    const side = assignment[2]!;
    if (/(?:^|[^a-z\\])i\b/.test(latexToPlain(side))) {
      complex = true;
      continue;
    }
    const alternatives = side.includes('\\pm') ? [side.replace('\\pm', '+'), side.replace('\\pm', '-')] : [side];
    for (const alternative of alternatives) {
      const value = constantValue(alternative);
      if (value !== null) roots.push({ value, latex: alternative.replace(/^\s*\+\s*/, '').trim() });
    }
  }
  if (roots.length === 0 && !complex) return null;
  return { shape: 'roots', variable, roots };
}

function readAssignments(answer: string): VerifiedAnswer | null {
  const entries: (VerifiedValue & { variable: string })[] = [];
  for (const span of mathSpans(answer)) {
    const assignment = /^([a-z])\s*=\s*(.+)$/.exec(span);
    const value = assignment ? constantValue(assignment[2]!) : null;
    if (assignment && value !== null) entries.push({ variable: assignment[1]!, value, latex: assignment[2]!.trim() });
  }
  return entries.length > 0 ? { shape: 'assignments', entries } : null;
}

function readExpression(kind: string, answer: string): VerifiedAnswer | null {
  const span = mathSpans(answer)[0];
  if (!span) return null;
  const upToConstant = kind === 'indefinite-integral';
  const latex = valueSide(span).replace(upToConstant ? /\s*\+\s*C\s*$/ : /$^/, '').trim();
  const parsed = parseMaths(latex);
  if (!parsed) return null;
  return { shape: 'expression', variables: freeVariables(parsed), parsed, latex, upToConstant };
}

function readNumber(answer: string): VerifiedAnswer | null {
  const span = mathSpans(answer)[0];
  if (!span) return null;
  const latex = valueSide(span);
  const value = constantValue(latex);
  return value === null ? null : { shape: 'number', value, latex };
}

const NUMBER_AT_START = /^(-?\d+(?:\.\d+)?)(?:\s*\\times\s*10\^\{(-?\d+)\})?|^10\^\{(-?\d+)\}/;

/** `V = 20\ \text{V}`, `R = 2.4\ \Omega`, `\%\,\mathrm{O} = 88.89\%` → a quantity; null when it is not one. */
function readQuantity(span: string): VerifiedQuantity | null {
  const split = /^(.*?)(?:=|\\approx)\s*([^=]*)$/.exec(span);
  if (!split) return null;
  const symbolLatex = split[1]!.replace(/\s*=.*$/, '').trim();
  const right = split[2]!.trim();
  const number = NUMBER_AT_START.exec(right);
  if (!number) return null;
  const value = number[3] !== undefined ? 10 ** Number(number[3]) : Number(number[1]) * 10 ** Number(number[2] ?? 0);
  const unit = latexToPlain(right.slice(number[0].length))
    .replace(/\^\((\d+)\)/g, '^$1')
    .replace(/\s+/g, '');
  return { symbolLatex, value, latex: number[0], unit, valueLatex: right };
}

function readQuantities(answer: string): VerifiedAnswer | null {
  const entries = mathSpans(answer)
    .map(readQuantity)
    .filter((entry): entry is VerifiedQuantity => entry !== null);
  return entries.length > 0 ? { shape: 'quantities', entries } : null;
}

/** The comparable answer of `solution`, or null when its answer cannot be read back (e.g. "no solution"). */
export function readVerifiedAnswer(solution: Solution): VerifiedAnswer | null {
  const { kind, subject, answer } = solution;
  if (subject !== 'math') return kind === 'balance-equation' ? null : readQuantities(answer);
  if (EQUATION_KINDS.has(kind)) return readRoots(answer);
  if (kind === 'linear-system') return readAssignments(answer);
  if (EXPRESSION_KINDS.has(kind)) return readExpression(kind, answer);
  if (NUMBER_KINDS.has(kind)) return readNumber(answer);
  return null;
}
