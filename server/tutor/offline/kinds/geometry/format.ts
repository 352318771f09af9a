/**
 * Exact forms for the answers of this area: a number as an integer, a fraction or a simplified square root
 * when it is one (√20 → 2√5), else a rounded decimal; a point, a vector and a line in school notation.
 */
import { decimal } from '../../math/language';

const close = (a: number, b: number): boolean => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a));

/** p/q with q ≤ 1000 equal to `value`, or null. */
export function asFraction(value: number): [number, number] | null {
  if (!Number.isFinite(value)) return null;
  for (let q = 1; q <= 1000; q++) {
    const p = Math.round(value * q);
    if (close(p / q, value)) return [p, q];
  }
  return null;
}

/** An exact rational in LaTeX, or null when `value` is not one with a small denominator. */
export function rationalLatex(value: number): string | null {
  const fraction = asFraction(value);
  if (!fraction) return null;
  const [p, q] = fraction;
  if (q === 1) return String(p);
  return `${p < 0 ? '-' : ''}\\frac{${Math.abs(p)}}{${q}}`;
}

/** √n for a rational n ≥ 0 simplified (√20 → 2\sqrt{5}, √(9/4) → 3/2), or null when n is not rational. */
export function sqrtLatex(square: number): string | null {
  const fraction = asFraction(square);
  if (!fraction || fraction[0] < 0) return null;
  const [p, q] = fraction;
  // √(p/q) = √(p·q) / q
  let inside = p * q;
  let outside = 1;
  for (let factor = 2; factor * factor <= inside; factor++) {
    while (inside % (factor * factor) === 0) {
      inside /= factor * factor;
      outside *= factor;
    }
  }
  const coefficient = rationalLatex(outside / q);
  if (inside === 1) return coefficient;
  const root = `\\sqrt{${inside}}`;
  if (outside === q) return root;
  if (q === 1) return `${outside}${root}`;
  return outside === 1 ? `\\frac{${root}}{${q}}` : `\\frac{${outside}${root}}{${q}}`;
}

/** The exact value when there is one, else ≈ a decimal: "\frac{1}{3}", "2\sqrt{5} \approx 4.4721", "≈ 81.8699". */
export function numberLatex(value: number, square?: number): string {
  const exact = rationalLatex(value);
  if (exact !== null) return exact;
  if (square !== undefined) {
    const root = sqrtLatex(square);
    if (root !== null) return `${root} \\approx ${decimal(value)}`;
  }
  return `\\approx ${decimal(value)}`;
}

/** A number inside a formula: exact when rational, else a 4-decimal value. */
export function termLatex(value: number): string {
  return rationalLatex(value) ?? decimal(value);
}

/** Wrapped in brackets when negative, for substituting into a formula: (−2). */
export function paren(value: number): string {
  const text = termLatex(value);
  return value < 0 ? `(${text})` : text;
}

export const pointLatex = (values: readonly number[]): string => `(${values.map(termLatex).join(', ')})`;

/** Integer coefficients for a·x + b·y + c when they are rational: 1/2 x − y + 2 → x − 2y + 4. */
export function integerLine(a: number, b: number, c: number): [number, number, number] {
  const fractions = [a, b, c].map(asFraction);
  let [ra, rb, rc] = [a, b, c];
  if (fractions.every((fraction) => fraction !== null)) {
    const lcm = fractions.reduce((acc, fraction) => (acc * fraction![1]) / gcd(acc, fraction![1]), 1);
    const ints = [a, b, c].map((value) => Math.round(value * lcm));
    const divisor = ints.reduce((acc, value) => gcd(acc, Math.abs(value)), 0) || 1;
    [ra, rb, rc] = ints.map((value) => value / divisor) as [number, number, number];
  }
  const sign = ra < 0 || (ra === 0 && rb < 0) ? -1 : 1;
  return [ra * sign, rb * sign, rc * sign];
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** "ax + by + c = 0" in LaTeX. */
export function generalFormLatex(a: number, b: number, c: number): string {
  const [ia, ib, ic] = integerLine(a, b, c);
  const terms: string[] = [];
  const push = (coefficient: number, symbol: string): void => {
    if (Math.abs(coefficient) < 1e-12) return;
    const magnitude = Math.abs(coefficient);
    const body = symbol && close(magnitude, 1) ? symbol : `${termLatex(magnitude)}${symbol}`;
    terms.push(terms.length === 0 ? `${coefficient < 0 ? '-' : ''}${body}` : `${coefficient < 0 ? '-' : '+'} ${body}`);
  };
  push(ia, 'x');
  push(ib, 'y');
  push(ic, '');
  return `${terms.join(' ')} = 0`;
}

/** "y = mx + c" in LaTeX. */
export function slopeInterceptLatex(slope: number, intercept: number): string {
  const slopePart = close(slope, 0) ? '' : close(slope, 1) ? 'x' : close(slope, -1) ? '-x' : `${termLatex(slope)}x`;
  if (!slopePart) return `y = ${termLatex(intercept)}`;
  if (close(intercept, 0)) return `y = ${slopePart}`;
  return `y = ${slopePart} ${intercept < 0 ? '-' : '+'} ${termLatex(Math.abs(intercept))}`;
}

/** mathjs text of m·x + c at full precision, for the machine-checkable result. */
export const lineExpression = (slope: number, intercept: number): string => `${slope} * x + ${intercept}`;
