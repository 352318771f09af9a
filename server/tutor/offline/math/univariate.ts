/**
 * Polynomials in one variable as coefficient lists c0, c1, c2, … (exact fractions): evaluation, division by a
 * factor, content and rational roots (the rational-root theorem used by factoring, equations and limits).
 */
import { ONE, ZERO, bigAbs, bigGcd, bigLcm, frac, isNegative, isZero, numeratorOf, type Fraction } from './rational';

export type Coefficients = readonly Fraction[];

/** Drops zero leading coefficients (keeps at least the constant). */
export function trimCoefficients(coefficients: Coefficients): Fraction[] {
  const trimmed = [...coefficients];
  while (trimmed.length > 1 && isZero(trimmed[trimmed.length - 1]!)) trimmed.pop();
  return trimmed.length === 0 ? [ZERO] : trimmed;
}

/** Value at x by Horner's rule. */
export function evaluateAt(coefficients: Coefficients, x: Fraction): Fraction {
  let value = ZERO;
  for (let index = coefficients.length - 1; index >= 0; index -= 1) value = value.mul(x).add(coefficients[index]!);
  return value;
}

/** Long division: dividend = quotient·divisor + remainder. */
export function dividePolynomials(dividend: Coefficients, divisor: Coefficients): { quotient: Fraction[]; remainder: Fraction[] } {
  const remainder = trimCoefficients(dividend);
  const divisorTrimmed = trimCoefficients(divisor);
  const divisorDegree = divisorTrimmed.length - 1;
  const lead = divisorTrimmed[divisorDegree]!;
  if (remainder.length - 1 < divisorDegree) return { quotient: [ZERO], remainder };
  const quotient: Fraction[] = Array.from({ length: remainder.length - divisorDegree }, () => ZERO);
  for (let power = remainder.length - 1 - divisorDegree; power >= 0; power -= 1) {
    const factor = remainder[power + divisorDegree]!.div(lead);
    quotient[power] = factor;
    for (let index = 0; index <= divisorDegree; index += 1) {
      remainder[power + index] = remainder[power + index]!.sub(factor.mul(divisorTrimmed[index]!));
    }
  }
  return { quotient: trimCoefficients(quotient), remainder: trimCoefficients(remainder.slice(0, Math.max(divisorDegree, 1))) };
}

/**
 * Splits c = content × primitive, where the primitive polynomial has coprime integer coefficients and a positive
 * leading coefficient.
 */
export function contentAndPrimitive(coefficients: Coefficients): { content: Fraction; primitive: Fraction[] } {
  const trimmed = trimCoefficients(coefficients);
  let numeratorGcd = 0n;
  let denominatorLcm = 1n;
  for (const coefficient of trimmed) {
    if (isZero(coefficient)) continue;
    numeratorGcd = bigGcd(numeratorGcd, coefficient.n);
    denominatorLcm = bigLcm(denominatorLcm, coefficient.d);
  }
  if (numeratorGcd === 0n) return { content: ONE, primitive: trimmed };
  let content = frac(numeratorGcd, denominatorLcm);
  if (isNegative(trimmed[trimmed.length - 1]!)) content = content.neg();
  return { content, primitive: trimmed.map((coefficient) => coefficient.div(content)) };
}

function divisors(value: bigint): bigint[] {
  const magnitude = bigAbs(value);
  if (magnitude === 0n || magnitude > 10n ** 12n) return [];
  const found: bigint[] = [];
  for (let candidate = 1n; candidate * candidate <= magnitude; candidate += 1n) {
    if (magnitude % candidate === 0n) {
      found.push(candidate);
      if (candidate * candidate !== magnitude) found.push(magnitude / candidate);
    }
  }
  return found.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** Candidates ±p/q of the rational-root theorem, smallest first, positive before negative. */
function rationalRootCandidates(coefficients: Coefficients): Fraction[] {
  const { primitive } = contentAndPrimitive(coefficients);
  const constant = primitive.find((coefficient) => !isZero(coefficient));
  const leading = primitive[primitive.length - 1];
  if (!constant || !leading) return [];
  const candidates = new Map<string, Fraction>();
  for (const p of divisors(numeratorOf(constant))) {
    for (const q of divisors(numeratorOf(leading))) {
      for (const sign of [1n, -1n]) {
        const candidate = frac(sign * p, q);
        candidates.set(candidate.toFraction(), candidate);
      }
    }
  }
  return [...candidates.values()].sort((a, b) => {
    const difference = a.abs().compare(b.abs());
    return difference !== 0 ? difference : b.compare(a);
  });
}

/** A rational root, if there is one (x = 0 included). */
export function findRationalRoot(coefficients: Coefficients): Fraction | null {
  const trimmed = trimCoefficients(coefficients);
  if (trimmed.length < 2) return null;
  if (isZero(trimmed[0]!)) return ZERO;
  return rationalRootCandidates(trimmed).find((candidate) => isZero(evaluateAt(trimmed, candidate))) ?? null;
}

/** All rational roots with multiplicity, and what is left after dividing them out. */
export function rationalRoots(coefficients: Coefficients): { roots: Fraction[]; rest: Fraction[] } {
  let rest = trimCoefficients(coefficients);
  const roots: Fraction[] = [];
  for (;;) {
    if (rest.length < 2) break;
    const root = findRationalRoot(rest);
    if (!root) break;
    roots.push(root);
    rest = dividePolynomials(rest, [root.neg(), ONE]).quotient;
  }
  return { roots, rest };
}
