/**
 * Readers for the pieces of a calculus question in the prepared maths text (see text.ts): the function
 * "y = …" / "f(x) = …", a relation in x and y, the point "at x = 2" / "(3, 4)" / f'(π/6), bounds "from 0 to 3",
 * and exact numbers (fractions, π) as Expr so they print the way the student wrote them.
 */
import { containsVariable, evaluateNumber, variablesOf } from '../../math/expr';
import { parseMath, type ParsedMath } from '../../math/parse';
import { mathSegments } from '../../math/segments';

/** A function of x the question defines, and how the student named it. */
export interface FunctionDefinition {
  parsed: ParsedMath;
  /** 'y' for y = …, 'f' for f(x) = …. */
  notation: 'y' | 'f';
  /** Where the definition starts in the text and ends (for removing it before reading other numbers). */
  start: number;
  end: number;
}

/** The first maths run of `text` (stopping at words, commas and question marks). */
function firstMathRun(text: string): string | null {
  const match = /^[\s]*([^\u0600-\u06FF,;?:\n]*)/.exec(text);
  if (!match) return null;
  const [segment] = mathSegments(match[1]!);
  if (!segment) return null;
  // The run must start the text (no word skipped between "=" and the maths).
  const trimmed = match[1]!.trimStart();
  return trimmed.startsWith(segment.slice(0, Math.min(3, segment.length))) ? segment : null;
}

/** A number (or π expression) with nothing else: "2", "-1", "pi/6", "0.5". */
export function readConstant(text: string): ParsedMath | null {
  const parsed = parseMath(text.trim());
  if (!parsed || containsVariable(parsed.expr) || !Number.isFinite(evaluateNumber(parsed.expr))) return null;
  return parsed;
}

/** All "y = …" and "f(x) = …" definitions whose right side is a function of x alone, in order. */
export function functionDefinitions(math: string): FunctionDefinition[] {
  const definitions: FunctionDefinition[] = [];
  const pattern = /(?<![a-z'])(y|f\s*\(\s*x\s*\))\s*=(?!=)/g;
  for (const match of math.matchAll(pattern)) {
    const start = match.index ?? 0;
    const after = math.slice(start + match[0].length);
    const run = firstMathRun(after);
    if (!run || run.includes('=')) continue;
    const parsed = parseMath(run);
    if (!parsed || variablesOf(parsed.expr).some((name) => name !== 'x')) continue;
    const offset = after.indexOf(run);
    const end = start + match[0].length + (offset >= 0 ? offset + run.length : run.length);
    definitions.push({ parsed, notation: match[1] === 'y' ? 'y' : 'f', start, end });
  }
  return definitions;
}

/** The text without the spans of the definitions (so their numbers are not read as points or bounds). */
export function withoutDefinitions(math: string, definitions: readonly FunctionDefinition[]): string {
  let result = math;
  for (const definition of [...definitions].sort((a, b) => b.start - a.start)) result = `${result.slice(0, definition.start)} ; ${result.slice(definition.end)}`;
  return result;
}

/** An equation in x and y that is not y = f(x): x^2 + y^2 = 25, xy = 6. */
export interface Relation {
  left: ParsedMath;
  right: ParsedMath;
  start: number;
  end: number;
}

export function readRelation(math: string): Relation | null {
  for (const segment of mathSegments(math.replace(/\bdy\/dx\b|\bd2y\/dx2\b/g, ' ; '))) {
    const sides = segment.split('=');
    if (sides.length !== 2) continue;
    const left = parseMath(sides[0]!);
    const right = parseMath(sides[1]!);
    if (!left || !right) continue;
    const names = new Set([...variablesOf(left.expr), ...variablesOf(right.expr)]);
    if (!names.has('x') || !names.has('y') || [...names].some((name) => name !== 'x' && name !== 'y')) continue;
    const start = math.indexOf(segment);
    return { left, right, start, end: start + segment.length };
  }
  return null;
}

/** A point "(3, 4)" / "(1 ، -3)". */
export function readPoint(text: string): [ParsedMath, ParsedMath] | null {
  const match = /\(\s*([-+]?[\d.]+(?:\s*\/\s*\d+)?|[-+]?\s*\d*\s*pi(?:\s*\/\s*\d+)?)\s*,\s*([-+]?[\d.]+(?:\s*\/\s*\d+)?)\s*\)/.exec(text);
  if (!match) return null;
  const x = readConstant(match[1]!);
  const y = readConstant(match[2]!);
  return x && y ? [x, y] : null;
}

const VALUE = '([-+]?\\s*(?:\\d*\\.?\\d+\\s*)?(?:pi|e)?(?:\\s*\\/\\s*\\d+)?)';

/** Every "x = a" in the text (a number or a multiple of π), in order. */
export function readXValues(text: string): ParsedMath[] {
  const values: ParsedMath[] = [];
  for (const match of text.matchAll(new RegExp(`(?<![a-z])x\\s*=\\s*${VALUE}`, 'g'))) {
    const value = readConstant(match[1]!);
    if (value) values.push(value);
  }
  return values;
}

/** The point a derivative is asked at: f'(2), "at x = 2", "(3, 4)"; the y given with a point too. */
export interface AskedPoint {
  x: ParsedMath;
  y?: ParsedMath;
}

export function readAskedPoint(text: string): AskedPoint | null {
  const point = readPoint(text);
  if (point) return { x: point[0], y: point[1] };
  const xs = readXValues(text);
  if (xs.length === 1) return { x: xs[0]! };
  return null;
}

/** f'(2), f''(1), f'(pi/6): the order and the point. */
export function readPrimeAt(math: string): { order: number; at: ParsedMath } | null {
  const match = /\bf('{1,3})\s*\(\s*([^()x]+?)\s*\)/.exec(math);
  if (!match) return null;
  const at = readConstant(match[2]!);
  return at ? { order: match[1]!.length, at } : null;
}

/** Two bounds: ∫_a^b, "from a to b" / "من a الى b", "a ≤ x ≤ b", or the only two "x = a", "x = b". */
export function readBounds(text: string): { bounds: [ParsedMath, ParsedMath]; rest: string } | null {
  const patterns = [
    // ∫_0^2, ∫_{0}^{pi/4}, ∫_0^(pi/4): a bound may be braced or bracketed (brackets must pair up).
    new RegExp(`∫\\s*_\\s*[{(]?\\s*${VALUE}\\s*[})]?\\s*\\^\\s*[{(]?\\s*${VALUE}\\s*[})]?`),
    new RegExp(`(?:\\bfrom|من)\\s*(?:x\\s*=\\s*)?${VALUE}\\s*(?:\\bto\\b|[إا]ل[ىي]|حت[ىي]|ل)\\s*(?:x\\s*=\\s*)?${VALUE}`),
    new RegExp(`${VALUE}\\s*(?:<=|≤)\\s*x\\s*(?:<=|≤)\\s*${VALUE}`),
  ];
  for (const pattern of patterns) {
    const match = pattern.exec(text);
    if (!match) continue;
    if ((match[0].match(/\(/g) ?? []).length !== (match[0].match(/\)/g) ?? []).length) return null;
    const lower = readConstant(match[1]!);
    const upper = readConstant(match[2]!);
    if (!lower || !upper) return null;
    return { bounds: [lower, upper], rest: text.replace(match[0], ' ∫ ') };
  }
  const xs = readXValues(text);
  if (xs.length === 2) return { bounds: [xs[0]!, xs[1]!], rest: text };
  return null;
}
