/**
 * Reads the parts of each kind of problem out of the normalised text: the function to differentiate and its
 * notation, the integrand with its variable and bounds, the limit point, the equations of a system.
 */
import { variablesOf, type Expr } from './expr';
import { parseMath, type ParsedMath } from './parse';
import { mathSegments } from './segments';
import type { LimitPoint } from './solvers/limit';

/** The longest maths segment (ignoring spaces). */
export function largestSegment(segments: readonly string[]): string | null {
  return segments.reduce<string | null>((best, segment) => (best === null || segment.replace(/\s/g, '').length > best.replace(/\s/g, '').length ? segment : best), null);
}

/** The variable of a one-variable problem: the one named, else x when present, else the only one. */
export function mainVariable(expr: Expr, named?: string): string {
  if (named) return named;
  const variables = variablesOf(expr);
  if (variables.includes('x') || variables.length === 0) return 'x';
  return variables.length === 1 ? variables[0]! : 'x';
}

/** The expression of an expand / factor / simplify request; "… = 0" keeps the left side. */
export function expressionProblem(text: string): ParsedMath | null {
  const source = largestSegment(mathSegments(text));
  if (!source) return null;
  const sides = source.split('=');
  if (sides.length > 2) return null;
  if (sides.length === 2 && sides[1]!.trim() !== '0') return null;
  return parseMath(sides[0]!);
}

export interface DerivativeProblem {
  parsed: ParsedMath;
  variable: string;
  order: 1 | 2;
  notation: 'y' | 'f';
}

export function derivativeProblem(text: string, keywords: string): DerivativeProblem | null {
  const named = text.match(/\bd\s*\/\s*d([a-z])\b|\bd[a-z]\s*\/\s*d([a-z])\b/);
  const order = /second|الثاني|d\^?2|''/.test(`${keywords} ${text}`) ? 2 : 1;
  const cleaned = text.replace(/\bd\^?2?\s*[a-z]?\s*\/\s*d[a-z](?:\^?2)?\b/g, ' ');
  const segments = mathSegments(cleaned);
  let source = segments.find((segment) => segment.includes('=')) ?? largestSegment(segments);
  if (!source) return null;
  let notation: 'y' | 'f' = 'y';
  if (source.includes('=')) {
    const [left, ...rest] = source.split('=');
    if (rest.length !== 1) return null;
    if (/^\s*[a-z]\s*\(\s*[a-z]\s*\)\s*$/.test(left!)) notation = 'f';
    else if (!/^\s*[a-z]\s*$/.test(left!)) return null;
    source = rest[0]!;
  }
  const parsed = parseMath(source);
  if (!parsed) return null;
  return { parsed, variable: mainVariable(parsed.expr, named?.[1] ?? named?.[2]), order, notation };
}

export interface IntegralText {
  integrand: ParsedMath;
  variable: string;
  bounds?: [Expr, Expr];
}

const BOUND = '([+-]?[\\w.()/]+)';
const BOUND_PATTERNS: readonly RegExp[] = [
  new RegExp(`∫\\s*_\\s*\\{?\\s*${BOUND}\\s*\\}?\\s*\\^\\s*\\{?\\s*${BOUND}\\s*\\}?`),
  new RegExp(`(?:\\bfrom|من)\\s+${BOUND}\\s+(?:\\bto\\b|إلى|الى|حتى)\\s+${BOUND}`),
  new RegExp(`\\bbetween\\s+${BOUND}\\s+and\\s+${BOUND}`),
  new RegExp(`\\[\\s*${BOUND}\\s*,\\s*${BOUND}\\s*\\]`),
];

export function integralProblem(text: string): IntegralText | null {
  let remaining = text;
  let bounds: [Expr, Expr] | undefined;
  for (const pattern of BOUND_PATTERNS) {
    const match = remaining.match(pattern);
    if (!match) continue;
    const lower = parseMath(match[1]!);
    const upper = parseMath(match[2]!);
    if (!lower || !upper) return null;
    bounds = [lower.expr, upper.expr];
    remaining = remaining.replace(match[0], ' ∫ ');
    break;
  }
  const named = remaining.match(/\bd([a-z])\b/);
  remaining = remaining.replace(/\bd[a-z]\b/g, ' ');
  const source = largestSegment(mathSegments(remaining));
  if (!source) return null;
  const integrand = parseMath(source);
  if (!integrand) return null;
  return { integrand, variable: mainVariable(integrand.expr, named?.[1]), ...(bounds ? { bounds } : {}) };
}

export interface LimitText {
  parsed: ParsedMath;
  variable: string;
  point: LimitPoint;
}

const APPROACH = /\b(?:approaches|tends to|goes to)\b|تقترب من|تقترب (?:إلى|الى)|تؤول (?:إلى|الى|ل)|تسعى (?:إلى|الى)/g;
const LIMIT_POINT = /([a-z])\s*->\s*([+-]?\s*(?:inf\b|\d*\.?\d*\s*pi(?:\s*\/\s*\d+)?|\d*\.?\d+(?:\s*\/\s*\d+)?|e\b))/;

export function limitProblem(text: string): LimitText | null {
  const prepared = text.replace(/ما\s*لا\s*نهاي[ةه]|مالانهاي[ةه]|\binfinity\b/g, ' inf ').replace(APPROACH, ' -> ');
  const match = prepared.match(LIMIT_POINT);
  if (!match) return null;
  const pointText = match[2]!.replace(/\s/g, '');
  let point: LimitPoint;
  if (/^\+?inf$/.test(pointText)) point = 'inf';
  else if (pointText === '-inf') point = '-inf';
  else {
    const parsedPoint = parseMath(pointText);
    if (!parsedPoint || variablesOf(parsedPoint.expr).length > 0) return null;
    point = parsedPoint.expr;
  }
  const source = largestSegment(mathSegments(prepared.replace(match[0], ' ')));
  if (!source) return null;
  const parsed = parseMath(source);
  if (!parsed) return null;
  return { parsed, variable: match[1]!, point };
}
