/**
 * Exact rational numbers on bigint, for solving the atom-conservation system of an equation without rounding.
 */

function gcd(left: bigint, right: bigint): bigint {
  let a = left < 0n ? -left : left;
  let b = right < 0n ? -right : right;
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

export function lcm(left: bigint, right: bigint): bigint {
  return left === 0n || right === 0n ? 0n : (left / gcd(left, right)) * right;
}

export { gcd };

export class Rational {
  readonly numerator: bigint;
  readonly denominator: bigint;

  constructor(numerator: bigint, denominator: bigint = 1n) {
    if (denominator === 0n) throw new RangeError('zero denominator');
    const sign = denominator < 0n ? -1n : 1n;
    const divisor = gcd(numerator, denominator) || 1n;
    this.numerator = (sign * numerator) / divisor;
    this.denominator = (sign * denominator) / divisor;
  }

  static of(value: number): Rational {
    return new Rational(BigInt(value));
  }

  isZero(): boolean {
    return this.numerator === 0n;
  }

  add(other: Rational): Rational {
    return new Rational(this.numerator * other.denominator + other.numerator * this.denominator, this.denominator * other.denominator);
  }

  subtract(other: Rational): Rational {
    return new Rational(this.numerator * other.denominator - other.numerator * this.denominator, this.denominator * other.denominator);
  }

  multiply(other: Rational): Rational {
    return new Rational(this.numerator * other.numerator, this.denominator * other.denominator);
  }

  divide(other: Rational): Rational {
    return new Rational(this.numerator * other.denominator, this.denominator * other.numerator);
  }

  negate(): Rational {
    return new Rational(-this.numerator, this.denominator);
  }
}
