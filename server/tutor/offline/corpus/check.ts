/**
 * Compares a solution's checkable result (Solution.result; for the older solvers, their answer line read back by
 * result.ts) with a corpus expectation. A solution without a result is never counted as correct.
 */
import { math } from '../math/engine';
import type { ResultNumber, SolutionResult } from '../solution';
import type { Expected } from './types';

const DEFAULT_TOLERANCE = 0.005;

const complexParts = (value: ResultNumber): [number, number] => (typeof value === 'number' ? [value, 0] : [value[0], value[1]]);

export function sameNumber(expected: ResultNumber, actual: ResultNumber, tolerance = DEFAULT_TOLERANCE): boolean {
  const [expectedRe, expectedIm] = complexParts(expected);
  const [actualRe, actualIm] = complexParts(actual);
  const close = (a: number, b: number): boolean => Math.abs(a - b) <= Math.max(1e-6, tolerance * Math.abs(a));
  return close(expectedRe, actualRe) && close(expectedIm, actualIm);
}

/** Every expected number matched by a distinct actual number, and nothing left over. */
function sameValues(expected: readonly ResultNumber[], actual: readonly ResultNumber[], tolerance?: number): boolean {
  if (expected.length !== actual.length) return false;
  const unused = [...actual];
  for (const value of expected) {
    const index = unused.findIndex((candidate) => sameNumber(value, candidate, tolerance));
    if (index < 0) return false;
    unused.splice(index, 1);
  }
  return true;
}

const SAMPLE_POINTS = [0.37, 0.81, 1.23, 1.9, 2.71, -0.55, -1.4];

/** Equal as functions of `variable` at the sample points where both are defined (at least three of them). */
function sameExpression(expected: string, actual: string, variable: string, upToConstant: boolean): boolean {
  let expectedFn: (x: number) => number;
  let actualFn: (x: number) => number;
  try {
    const expectedCode = math.compile(expected);
    const actualCode = math.compile(actual);
    const real = (value: unknown): number => (typeof value === 'number' ? value : Number.NaN);
    expectedFn = (x) => real(expectedCode.evaluate({ [variable]: x }));
    actualFn = (x) => real(actualCode.evaluate({ [variable]: x }));
  } catch {
    return false;
  }
  const differences: number[] = [];
  for (const x of SAMPLE_POINTS) {
    let a: number;
    let b: number;
    try {
      a = expectedFn(x);
      b = actualFn(x);
    } catch {
      continue;
    }
    if (!Number.isFinite(a) || !Number.isFinite(b)) continue;
    differences.push(upToConstant ? b - a : 0);
    if (!upToConstant && Math.abs(a - b) > Math.max(1e-6, 1e-6 * Math.abs(a))) return false;
  }
  if (differences.length < 3) return false;
  return !upToConstant || differences.every((difference) => Math.abs(difference - differences[0]!) <= 1e-6 * Math.max(1, Math.abs(difference)));
}

interface Interval {
  lo: number;
  hi: number;
  loClosed: boolean;
  hiClosed: boolean;
}

/** Reads `(-inf, 2) U [3, inf)`, `{1, 4}`, `R`, `{}` (also ∪, ∞, ℝ, Ø) into sorted intervals; null when unreadable. */
export function parseIntervals(text: string): Interval[] | null {
  const cleaned = text.replace(/∞/g, 'inf').replace(/ℝ/g, 'R').replace(/[Ø∅]/g, '{}').replace(/\s+/g, '');
  if (cleaned === 'R') return [{ lo: -Infinity, hi: Infinity, loClosed: false, hiClosed: false }];
  if (cleaned === '{}') return [];
  const intervals: Interval[] = [];
  for (const piece of cleaned.split(/U|∪/)) {
    const set = /^\{(.*)\}$/.exec(piece);
    if (set) {
      for (const item of set[1]!.split(',')) {
        const value = readBound(item);
        if (value === null) return null;
        intervals.push({ lo: value, hi: value, loClosed: true, hiClosed: true });
      }
      continue;
    }
    const range = /^([([\]])([^,]+),([^,]+)([)\]\[])$/.exec(piece);
    if (!range) return null;
    const lo = readBound(range[2]!);
    const hi = readBound(range[3]!);
    if (lo === null || hi === null) return null;
    intervals.push({ lo, hi, loClosed: range[1] === '[', hiClosed: range[4] === ']' });
  }
  return intervals.sort((a, b) => a.lo - b.lo || a.hi - b.hi);
}

function readBound(text: string): number | null {
  if (/^\+?inf$/.test(text)) return Infinity;
  if (text === '-inf') return -Infinity;
  try {
    const value: unknown = math.evaluate(text);
    return typeof value === 'number' && !Number.isNaN(value) ? value : null;
  } catch {
    return null;
  }
}

function sameIntervals(expected: string, actual: string): boolean {
  const a = parseIntervals(expected);
  const b = parseIntervals(actual);
  if (!a || !b || a.length !== b.length) return false;
  return a.every((interval, index) => {
    const other = b[index]!;
    const bound = (x: number, y: number): boolean => (Number.isFinite(x) ? sameNumber(x, y, 1e-6) : x === y);
    return bound(interval.lo, other.lo) && bound(interval.hi, other.hi) && interval.loClosed === other.loClosed && interval.hiClosed === other.hiClosed;
  });
}

const foldText = (text: string): string => text.replace(/\s+/g, '').replace(/→|->|=/g, '->').toLowerCase();

/** Several asked values written as parts of one value each are the same answer as a list of values. */
function flattened(result: SolutionResult): SolutionResult {
  if (!('parts' in result) || !result.parts.every((part) => 'values' in part && part.values.length === 1)) return result;
  return { values: result.parts.map((part) => ('values' in part ? part.values[0]! : 0)) };
}

/** The value of an expression with no variable in it ("-160", "2*pi"), or null. */
function constantValue(expression: string): number | null {
  try {
    const value: unknown = math.evaluate(expression);
    return typeof value === 'number' && Number.isFinite(value) ? value : null;
  } catch {
    return null;
  }
}

/** True when `result` answers what `expected` says. */
export function matches(expected: Expected, result: SolutionResult): boolean {
  // A term free of x is a number, whichever of the two shapes the answer or the expectation uses.
  if ('expression' in expected && 'values' in result && result.values.length === 1) {
    const value = constantValue(expected.expression);
    return value !== null && matches({ values: [value] }, result);
  }
  if (!('parts' in expected) && 'parts' in result) return matches(expected, flattened(result));
  if ('parts' in expected && 'values' in result && expected.parts.every((part) => 'values' in part && part.values.length === 1)) {
    return matches({ values: expected.parts.map((part) => ('values' in part ? part.values[0]! : 0)) }, result);
  }
  if ('parts' in expected) {
    return 'parts' in result && result.parts.length === expected.parts.length && expected.parts.every((part, index) => matches(part, result.parts[index]!));
  }
  if ('values' in expected) {
    if (!('values' in result)) return false;
    return sameValues(expected.values, result.values, expected.tolerance) || (result.si !== undefined && sameValues(expected.values, result.si, expected.tolerance));
  }
  if ('expression' in expected) {
    if (!('expression' in result)) return false;
    return sameExpression(expected.expression, result.expression, expected.variable ?? result.variable, expected.upToConstant ?? false);
  }
  if ('intervals' in expected) return 'intervals' in result && sameIntervals(expected.intervals, result.intervals);
  if ('text' in expected) return 'text' in result && foldText(expected.text) === foldText(result.text);
  return 'noSolution' in result || ('intervals' in result && parseIntervals(result.intervals)?.length === 0);
}
