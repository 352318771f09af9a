/**
 * Exact real numbers of school arithmetic: sums of rational multiples of square roots, a + b√2 + c√3 …
 * Enough for fractions, √12 = 2√3, rationalising 1/(1 + √2) and the exact values of standard angles
 * (sin 60° = √3/2, sin 15° = (√6 − √2)/4).
 */
import { ONE, ZERO, bigLcm, exactFractionRoot, fractionToLatex, frac, isInteger, isNegative, isOne, isZero, splitSquare, type Fraction } from './rational';

export class SurdValue {
  /** Square-free radicand → coefficient; radicand 1 is the rational part. */
  private constructor(private readonly parts: ReadonlyMap<bigint, Fraction>) {}

  static of(value: Fraction | number): SurdValue {
    const fraction = typeof value === 'number' ? frac(value) : value;
    return SurdValue.fromParts([[1n, fraction]]);
  }

  /** coefficient·√radicand, reduced so the radicand is square-free. */
  static root(radicand: bigint, coefficient: Fraction = ONE): SurdValue {
    const { outside, inside } = splitSquare(radicand);
    return SurdValue.fromParts([[inside, coefficient.mul(outside)]]);
  }

  /** √value of a non-negative fraction, or null for negatives: √(p/q) = √(pq)/q. */
  static sqrtOf(value: Fraction): SurdValue | null {
    if (isNegative(value)) return null;
    return SurdValue.root(value.n * value.d, frac(1n, value.d));
  }

  private static fromParts(parts: Iterable<[bigint, Fraction]>): SurdValue {
    const merged = new Map<bigint, Fraction>();
    for (const [radicand, coefficient] of parts) {
      if (radicand === 0n) continue;
      const sum = (merged.get(radicand) ?? ZERO).add(coefficient);
      if (isZero(sum)) merged.delete(radicand);
      else merged.set(radicand, sum);
    }
    return new SurdValue(merged);
  }

  /** The parts, rational part first: value = Σ coefficient·√radicand. */
  terms(): Array<{ radicand: bigint; coefficient: Fraction }> {
    return [...this.parts]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([radicand, coefficient]) => ({ radicand, coefficient }));
  }

  get isRational(): boolean {
    return [...this.parts.keys()].every((radicand) => radicand === 1n);
  }

  /** The rational value, or null when a root remains. */
  toFraction(): Fraction | null {
    return this.isRational ? (this.parts.get(1n) ?? ZERO) : null;
  }

  isZero(): boolean {
    return this.parts.size === 0;
  }

  add(other: SurdValue): SurdValue {
    return SurdValue.fromParts([...this.parts, ...other.parts]);
  }

  neg(): SurdValue {
    return SurdValue.fromParts([...this.parts].map(([radicand, coefficient]) => [radicand, coefficient.neg()]));
  }

  sub(other: SurdValue): SurdValue {
    return this.add(other.neg());
  }

  mul(other: SurdValue): SurdValue {
    const products: Array<[bigint, Fraction]> = [];
    for (const [leftRadicand, leftCoefficient] of this.parts) {
      for (const [rightRadicand, rightCoefficient] of other.parts) {
        const { outside, inside } = splitSquare(leftRadicand * rightRadicand);
        products.push([inside, leftCoefficient.mul(rightCoefficient).mul(outside)]);
      }
    }
    return SurdValue.fromParts(products);
  }

  /** Exact quotient; denominators with up to two terms are rationalised with the conjugate. Null otherwise. */
  div(other: SurdValue): SurdValue | null {
    const terms = [...other.parts];
    if (terms.length === 0) return null;
    if (terms.length === 1) {
      const [radicand, coefficient] = terms[0]!;
      // 1/(c√r) = √r/(c·r)
      return this.mul(SurdValue.fromParts([[radicand, ONE.div(coefficient.mul(radicand))]]));
    }
    if (terms.length === 2) {
      const [[firstRadicand, firstCoefficient], [secondRadicand, secondCoefficient]] = terms as [[bigint, Fraction], [bigint, Fraction]];
      const conjugate = SurdValue.fromParts([
        [firstRadicand, firstCoefficient],
        [secondRadicand, secondCoefficient.neg()],
      ]);
      const denominator = firstCoefficient.mul(firstCoefficient).mul(firstRadicand).sub(secondCoefficient.mul(secondCoefficient).mul(secondRadicand));
      if (isZero(denominator)) return null;
      return this.mul(conjugate).mul(SurdValue.of(ONE.div(denominator)));
    }
    return null;
  }

  /** Integer powers (negative ones through division). */
  pow(exponent: number): SurdValue | null {
    if (!Number.isInteger(exponent) || Math.abs(exponent) > 64) return null;
    let result = SurdValue.of(ONE);
    for (let step = 0; step < Math.abs(exponent); step += 1) result = result.mul(this);
    return exponent < 0 ? SurdValue.of(ONE).div(result) : result;
  }

  /** √ of this value when it is a non-negative rational or a perfect square of a single term. */
  sqrt(): SurdValue | null {
    const rational = this.toFraction();
    if (rational) return SurdValue.sqrtOf(rational);
    return null;
  }

  toNumber(): number {
    let sum = 0;
    for (const [radicand, coefficient] of this.parts) sum += coefficient.valueOf() * Math.sqrt(Number(radicand));
    return sum;
  }

  /** Sign of the value (computed numerically: the parts never cancel exactly unless the value is zero). */
  sign(): number {
    return this.isZero() ? 0 : Math.sign(this.toNumber());
  }

  toLatex(): string {
    const parts = [...this.parts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    if (parts.length === 0) return '0';
    if (parts.length === 1) {
      const [radicand, coefficient] = parts[0]!;
      if (radicand === 1n) return fractionToLatex(coefficient);
      const sign = isNegative(coefficient) ? '-' : '';
      const magnitude = coefficient.abs();
      const top = `${isOne(frac(magnitude.n)) ? '' : magnitude.n}\\sqrt{${radicand}}`;
      return magnitude.d === 1n ? `${sign}${top}` : `${sign}\\frac{${top}}{${magnitude.d}}`;
    }
    // Several parts over one common denominator: (√6 − √2)/4.
    const denominator = parts.reduce((lcm, [, coefficient]) => bigLcm(lcm, coefficient.d), 1n);
    const numerator = parts
      .map(([radicand, coefficient], index) => {
        const scaled = coefficient.mul(denominator);
        const magnitude = scaled.abs();
        const body = radicand === 1n ? `${magnitude.n}` : `${magnitude.n === 1n ? '' : magnitude.n}\\sqrt{${radicand}}`;
        if (index === 0) return isNegative(scaled) ? `-${body}` : body;
        return isNegative(scaled) ? ` - ${body}` : ` + ${body}`;
      })
      .join('');
    return denominator === 1n ? numerator : `\\frac{${numerator}}{${denominator}}`;
  }
}

/** Exact rational power of an exact value: 8^(2/3) = 4, 4^(1/2) = 2, 2^(1/2) = √2; null when not exact. */
export function surdPower(base: SurdValue, exponent: Fraction): SurdValue | null {
  if (isInteger(exponent)) return base.pow(Number(exponent.s * exponent.n));
  const rational = base.toFraction();
  if (!rational) return null;
  const root = exactFractionRoot(rational, Number(exponent.d));
  if (root) return SurdValue.of(root).pow(Number(exponent.s * exponent.n));
  if (exponent.d === 2n) {
    const half = SurdValue.sqrtOf(rational);
    return half ? half.pow(Number(exponent.s * exponent.n)) : null;
  }
  return null;
}
