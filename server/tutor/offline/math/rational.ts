/**
 * Exact rational numbers for the solver: mathjs's Fraction (bigint based) plus the integer helpers that
 * factoring, surds and LaTeX printing need.
 */
import type { Fraction } from 'mathjs';
import { math } from './engine';

export type { Fraction };

export function frac(numerator: number | bigint | string, denominator: number | bigint = 1): Fraction {
  if (typeof numerator === 'string') return math.fraction(numerator);
  return math.fraction(BigInt(numerator), BigInt(denominator));
}

export const ZERO = frac(0);
export const ONE = frac(1);

export const isZero = (value: Fraction): boolean => value.n === 0n;
export const isOne = (value: Fraction): boolean => value.n === 1n && value.d === 1n && value.s === 1n;
export const isInteger = (value: Fraction): boolean => value.d === 1n;
export const isNegative = (value: Fraction): boolean => value.s < 0n && value.n !== 0n;
/** Signed numerator. */
export const numeratorOf = (value: Fraction): bigint => value.s * value.n;

export function bigAbs(value: bigint): bigint {
  return value < 0n ? -value : value;
}

export function bigGcd(a: bigint, b: bigint): bigint {
  let x = bigAbs(a);
  let y = bigAbs(b);
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

export function bigLcm(a: bigint, b: bigint): bigint {
  if (a === 0n || b === 0n) return 0n;
  return bigAbs(a * b) / bigGcd(a, b);
}

/** Integer k-th root when `value` is a perfect k-th power (sign kept for odd k), else null. */
export function exactIntegerRoot(value: bigint, degree: number): bigint | null {
  if (value < 0n) {
    if (degree % 2 === 0) return null;
    const root = exactIntegerRoot(-value, degree);
    return root === null ? null : -root;
  }
  const guess = BigInt(Math.round(Math.pow(Number(value), 1 / degree)));
  for (const candidate of [guess - 1n, guess, guess + 1n]) {
    if (candidate >= 0n && candidate ** BigInt(degree) === value) return candidate;
  }
  return null;
}

/** √value = outside·√inside with `inside` square-free (value ≥ 0). */
export function splitSquare(value: bigint): { outside: bigint; inside: bigint } {
  let outside = 1n;
  let inside = value;
  for (let factor = 2n; factor * factor <= inside; factor += 1n) {
    const square = factor * factor;
    while (inside % square === 0n) {
      inside /= square;
      outside *= factor;
    }
    if (factor > 100000n) break;
  }
  return { outside, inside };
}

/** Exact rational root of a fraction when it exists (e.g. √(9/4) = 3/2), else null. */
export function exactFractionRoot(value: Fraction, degree: number): Fraction | null {
  const top = exactIntegerRoot(numeratorOf(value), degree);
  const bottom = exactIntegerRoot(value.d, degree);
  return top === null || bottom === null ? null : frac(top, bottom);
}

/** LaTeX of a fraction: 3, -\frac{1}{2}. */
export function fractionToLatex(value: Fraction): string {
  const sign = isNegative(value) ? '-' : '';
  if (value.d === 1n) return `${sign}${value.n}`;
  return `${sign}\\frac{${value.n}}{${value.d}}`;
}

/** Exact fraction of a decimal literal from the parser ("2.5" → 5/2). */
export function fractionFromNumber(value: number): Fraction | null {
  if (!Number.isFinite(value)) return null;
  return math.fraction(String(value));
}

/** The closest fraction with a small denominator when `value` is (numerically) one, else null. */
export function recogniseFraction(value: number, maxDenominator = 1000): Fraction | null {
  if (!Number.isFinite(value)) return null;
  for (let denominator = 1; denominator <= maxDenominator; denominator += 1) {
    const numerator = Math.round(value * denominator);
    if (Math.abs(numerator / denominator - value) < 1e-9 * Math.max(1, Math.abs(value))) {
      return frac(numerator, denominator);
    }
  }
  return null;
}
