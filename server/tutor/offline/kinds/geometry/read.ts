/**
 * Reading the givens of geometry, vector, probability and statistics questions: the question in ASCII maths
 * (Arabic-Indic digits, س/ص as x/y, Arabic comma), points and tuples "(٣، −٤)", the numbers the student wrote,
 * and equations in x and y (lines, circles) read as exact polynomial coefficients by evaluation, so
 * "ص = ٢س + ١", "3x - 4y + 12 = 0" and "(س - ١)² + (ص + ٢)² = ٩" are all read by the same path.
 */
import { normalizeForSearch, toLatinDigits } from '../../arabic';
import { math } from '../../math/engine';
import { normalizeMathText } from '../../math/normalize';

export interface PreparedText {
  /** ASCII maths (x, y, k for س ص ك), lower case, Arabic words kept. */
  ascii: string;
  /** normalizeForSearch of the raw text (hamza, ة/ه, ى/ي folded) for keyword tests. */
  words: string;
  /** Every number the student wrote, as written (no sign), as the guard counts them. */
  numbers: number[];
  /** True when the student used Arabic variable letters. */
  arabicVariables: boolean;
}

export function prepare(text: string): PreparedText {
  const normalized = normalizeMathText(text.replace(/[−–—]/g, '-'));
  const ascii = normalized.text.replace(/\s+/g, ' ');
  const latin = toLatinDigits(text).replace(/[⁰¹²³⁴⁵⁶⁷⁸⁹]+/g, (digits) => `^${[...digits].map((digit) => '⁰¹²³⁴⁵⁶⁷⁸⁹'.indexOf(digit)).join('')}`);
  const numbers = [...latin.matchAll(/\d+(?:\.\d+)?|\.\d+/g)].map((match) => Number(match[0]));
  return { ascii, words: normalizeForSearch(text), numbers, arabicVariables: normalized.arabicVariables.length > 0 };
}

const NUMBER = String.raw`-?\s*\d+(?:\.\d+)?(?:\s*/\s*\d+(?:\.\d+)?)?`;

/** A number as written, in LaTeX: "-3/4" → "-\\frac{3}{4}", "0.5" stays "0.5". */
export function rawLatex(text: string): string {
  const cleaned = text.replace(/\s+/g, '');
  const fraction = /^(-?)(\d+(?:\.\d+)?)\/(\d+(?:\.\d+)?)$/.exec(cleaned);
  return fraction ? `${fraction[1]}\\frac{${fraction[2]}}{${fraction[3]}}` : cleaned;
}

/** "3/4" or "-2.5" → number. */
export function readNumber(text: string): number {
  const cleaned = text.replace(/\s+/g, '');
  const [top, bottom] = cleaned.split('/');
  return bottom === undefined ? Number(top) : Number(top) / Number(bottom);
}

export interface Tuple {
  values: number[];
  /** The components as the student wrote them, in LaTeX ("-2", "\\frac{1}{2}", "0.5"). */
  raw: string[];
  /** Where it starts in the ascii text, and the name written just before it ("أ(", "a =", "A("), if any. */
  index: number;
  name: string | null;
}

const TUPLE = new RegExp(String.raw`(?:(?<![a-z\u0621-\u064A])([a-z\u0621-\u064A])\s*(?:=\s*)?)?\(\s*(${NUMBER})\s*,\s*(${NUMBER})\s*(?:,\s*(${NUMBER})\s*)?\)`, 'g');

/** The numeric tuples "(a, b)" / "(a, b, c)" of the text, in order. */
export function readTuples(ascii: string): Tuple[] {
  return [...ascii.matchAll(TUPLE)].map((match) => {
    const components = [match[2], match[3], match[4]].filter((value): value is string => value !== undefined);
    return { values: components.map(readNumber), raw: components.map(rawLatex), index: match.index ?? 0, name: match[1] && match[1] !== 'و' ? match[1] : null };
  });
}

/** Coefficients of A x² + B y² + C xy + D x + E y + F (the equation moved to one side). */
export interface Conic {
  A: number;
  B: number;
  C: number;
  D: number;
  E: number;
  F: number;
  /** The equation as the student wrote it, in ASCII. */
  source: string;
}

const EQUATION_RUN = /[-+\d.xyk()*/^ ]*=[-+\d.xyk()*/^ ]*/g;

/**
 * The equations in x and y written in the text ("3x - 4y + 12 = 0", "y = 2x + 1"), in ASCII, in order; null for
 * one glued to a name this does not read ("mx + 2y = 5", "x = 3t") or written "س٢" (x 2), so no part of an
 * equation is ever read as a whole one.
 */
export function equationSources(ascii: string): Array<string | null> {
  const sources: Array<string | null> = [];
  for (const match of ascii.matchAll(EQUATION_RUN)) {
    const text = match[0];
    if (!/[xy]/.test(text)) continue;
    const lead = text.length - text.trimStart().length;
    const start = (match.index ?? 0) + lead;
    const source = text.trim().replace(/\.$/, '').trim();
    const before = ascii[start - 1] ?? ' ';
    const after = ascii[start + source.length] ?? ' ';
    const glued = /[a-z\u0621-\u064A]/.test(before) || /[a-z\u0621-\u064A]/.test(after);
    const sides = source.split('=');
    const complete = sides.length === 2 && sides.every((side) => /[\dxy)]\s*$/.test(side) && /^\s*[-\dxyk(]/.test(side));
    sources.push(glued || !complete || /[xyk]\s*\d/.test(source) ? null : source);
  }
  return sources;
}

/** The equations in x and y of the text, each read as exact coefficients (null entries are not read). */
export function readEquations(ascii: string, parameter: Readonly<Record<string, number>> = {}): Array<Conic | null> {
  return equationSources(ascii).map((source) => (source === null ? null : readConic(source, parameter)));
}

/** The polynomial of degree ≤ 2 in x, y that `equation` is, checked at extra points; null otherwise. */
export function readConic(equation: string, parameter: Readonly<Record<string, number>> = {}): Conic | null {
  const sides = equation.split('=');
  if (sides.length !== 2 || !/[xy]/.test(equation)) return null;
  let f: (x: number, y: number) => number;
  // "kx", "k y" are products: mathjs would read "kx" as one name.
  const explicit = (side: string): string => side.replace(/([xyk])\s*(?=[xyk(])/g, '$1*');
  try {
    const left = math.compile(explicit(sides[0]!));
    const right = math.compile(explicit(sides[1]!));
    f = (x, y) => {
      const scope = { ...parameter, x, y };
      const value = Number(left.evaluate(scope)) - Number(right.evaluate(scope));
      return value;
    };
  } catch {
    return null;
  }
  try {
    const F = f(0, 0);
    const A = (f(1, 0) + f(-1, 0)) / 2 - F;
    const D = (f(1, 0) - f(-1, 0)) / 2;
    const B = (f(0, 1) + f(0, -1)) / 2 - F;
    const E = (f(0, 1) - f(0, -1)) / 2;
    const C = f(1, 1) - A - B - D - E - F;
    const model = (x: number, y: number): number => A * x * x + B * y * y + C * x * y + D * x + E * y + F;
    const samples: Array<[number, number]> = [[2, -3], [-1.5, 2.5], [3.7, 1.3], [-4, -2]];
    for (const [x, y] of samples) {
      const actual = f(x, y);
      if (!Number.isFinite(actual) || Math.abs(actual - model(x, y)) > 1e-9 * Math.max(1, Math.abs(actual))) return null;
    }
    if ([A, B, C, D, E, F].some((value) => !Number.isFinite(value))) return null;
    return { A, B, C, D, E, F, source: equation };
  } catch {
    return null;
  }
}

/** A line ax + by + c = 0 (not both a and b zero). */
export interface Line {
  a: number;
  b: number;
  c: number;
}

export function asLine(conic: Conic | null): Line | null {
  if (!conic) return null;
  const { A, B, C, D, E, F } = conic;
  if ([A, B, C].some((value) => Math.abs(value) > 1e-12)) return null;
  if (Math.abs(D) < 1e-12 && Math.abs(E) < 1e-12) return null;
  return { a: D, b: E, c: F };
}

/** The ASCII equation written as LaTeX (x^2 → x^{2}, * dropped). */
export function equationLatex(source: string): string {
  return source
    .replace(/\*/g, '')
    .replace(/(\d)\s+(?=[xy(])/g, '$1')
    .replace(/\^(\d+)/g, '^{$1}')
    .replace(/\s*([=+-])\s*/g, ' $1 ')
    .replace(/\(\s*-\s*/g, '(-')
    .replace(/^\s*-\s*/, '-')
    .trim();
}

/** Figures and questions this area does not solve: a question naming one of them is not read as a plain line or point. */
export const OTHER_FIGURES = /تماثل|منصف|bisector|ارتفاع|altitude|مماس|tangent|\bnormal\b|منحن|curve|مساح|\barea\b|محيط|circumference|perimeter|مثلث|triangle|مربع|\bsquare\b|مستطيل|rectangle|اضلاع|parallelogram|تقاطع|intersect|حجم|volume|مستوي|\bplane\b/;
