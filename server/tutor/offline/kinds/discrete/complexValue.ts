/**
 * Exact complex numbers a + bi with rational parts (mathjs Fractions), their arithmetic and their LaTeX
 * ("11 - 10i", "-i", "\frac{1}{2} + \frac{3}{2}i"). Used for the exact answers of complex arithmetic.
 */
import { ONE, ZERO, fractionToLatex, frac, isNegative, isOne, isZero, type Fraction } from '../../math/rational';

export interface ExactComplex {
  re: Fraction;
  im: Fraction;
}

export const complex = (re: Fraction, im: Fraction = ZERO): ExactComplex => ({ re, im });
export const I: ExactComplex = complex(ZERO, ONE);

export const add = (z: ExactComplex, w: ExactComplex): ExactComplex => complex(z.re.add(w.re), z.im.add(w.im));
export const sub = (z: ExactComplex, w: ExactComplex): ExactComplex => complex(z.re.sub(w.re), z.im.sub(w.im));
export const neg = (z: ExactComplex): ExactComplex => complex(z.re.neg(), z.im.neg());
export const conjugate = (z: ExactComplex): ExactComplex => complex(z.re, z.im.neg());
export const mul = (z: ExactComplex, w: ExactComplex): ExactComplex =>
  complex(z.re.mul(w.re).sub(z.im.mul(w.im)), z.re.mul(w.im).add(z.im.mul(w.re)));
export const normSquared = (z: ExactComplex): Fraction => z.re.mul(z.re).add(z.im.mul(z.im));
export const equal = (z: ExactComplex, w: ExactComplex): boolean => z.re.equals(w.re) && z.im.equals(w.im);

/** z / w, or null when w = 0. */
export function div(z: ExactComplex, w: ExactComplex): ExactComplex | null {
  const norm = normSquared(w);
  if (isZero(norm)) return null;
  const top = mul(z, conjugate(w));
  return complex(top.re.div(norm), top.im.div(norm));
}

/** z^n for a whole n (negative allowed when z ≠ 0); null for huge exponents or 0^(negative). */
export function power(z: ExactComplex, exponent: number): ExactComplex | null {
  if (!Number.isInteger(exponent) || Math.abs(exponent) > 4000) return null;
  if (isZero(z.re) && !isZero(z.im) && Math.abs(exponent) > 64) {
    // (bi)^n = b^n · i^n: keeps i^2023 cheap.
    const unit = [complex(ONE), I, complex(frac(-1)), complex(ZERO, frac(-1))][((exponent % 4) + 4) % 4]!;
    if (!isOne(z.im.abs())) return null;
    const sign = isNegative(z.im) && Math.abs(exponent) % 2 === 1 ? frac(-1) : ONE;
    return complex(unit.re.mul(sign), unit.im.mul(sign));
  }
  let result = complex(ONE);
  for (let count = 0; count < Math.abs(exponent); count += 1) result = mul(result, z);
  return exponent < 0 ? div(complex(ONE), result) : result;
}

/** "b i" with the coefficient written the way a teacher does: i, -i, 3i, \frac{1}{2}i. */
function imaginaryLatex(b: Fraction): string {
  if (isOne(b)) return 'i';
  if (isOne(b.neg())) return '-i';
  return `${fractionToLatex(b)}i`;
}

/** a + bi in LaTeX, dropping zero parts. */
export function complexLatex(z: ExactComplex): string {
  if (isZero(z.im)) return fractionToLatex(z.re);
  if (isZero(z.re)) return imaginaryLatex(z.im);
  const sign = isNegative(z.im) ? ' - ' : ' + ';
  return `${fractionToLatex(z.re)}${sign}${imaginaryLatex(z.im.abs())}`;
}

/** [re, im] as plain numbers, for the machine-checkable result. */
export const toPair = (z: ExactComplex): [number, number] => [z.re.valueOf(), z.im.valueOf()];
