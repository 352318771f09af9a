/**
 * Numbers as a teacher writes them: a value known only numerically shown exactly when it is a fraction or
 * ±√(fraction) (2, -\frac{1}{2}, \sqrt{2}, -\frac{\sqrt{3}}{2}), else as a short decimal; angles in degrees
 * with their radian measure (60^\circ = \frac{\pi}{3}).
 */
import { decimal } from '../../math/language';
import { fractionToLatex, recogniseFraction } from '../../math/rational';
import { SurdValue } from '../../math/surd';

/** Exact LaTeX of a real number that is a fraction or ±√fraction, else null. */
export function exactRealLatex(value: number): string | null {
  if (!Number.isFinite(value)) return null;
  const rational = recogniseFraction(value, 1000);
  if (rational) return fractionToLatex(rational);
  const square = recogniseFraction(value * value, 1000);
  if (!square) return null;
  const root = SurdValue.sqrtOf(square);
  if (!root) return null;
  return `${value < 0 ? '-' : ''}${root.toLatex()}`;
}

/** Exact when possible, else ≈ a decimal. */
export function realLatex(value: number): string {
  return exactRealLatex(value) ?? `${decimal(value, 4)}`;
}

/** a + bi from two real parts known numerically. */
export function pairLatex(re: number, im: number): string {
  const tiny = (value: number): boolean => Math.abs(value) < 1e-12;
  const imaginary = (magnitude: number): string => (Math.abs(magnitude - 1) < 1e-12 ? 'i' : `${realLatex(magnitude)}i`);
  if (tiny(im)) return realLatex(tiny(re) ? 0 : re);
  if (tiny(re)) return `${im < 0 ? '-' : ''}${imaginary(Math.abs(im))}`;
  return `${realLatex(re)} ${im < 0 ? '-' : '+'} ${imaginary(Math.abs(im))}`;
}

/** Round away floating noise: 15.999999999999998 → 16, 1e-15 → 0. */
export function clean(value: number): number {
  const rounded = Math.round(value);
  if (Math.abs(value - rounded) < 1e-9 * Math.max(1, Math.abs(value))) return rounded;
  return value;
}

/** 60 → "60^\circ = \frac{\pi}{3}"; a non-standard angle → "≈ 53.13^\circ". */
export function angleLatex(degrees: number): string {
  const rounded = Math.round(degrees);
  if (Math.abs(degrees - rounded) > 1e-9) return `\\approx ${decimal(degrees, 2)}^\\circ`;
  const fraction = recogniseFraction(rounded / 180, 360)!;
  const sign = fraction.s < 0n && fraction.n !== 0n ? '-' : '';
  const top = fraction.n === 0n ? '0' : fraction.n === 1n ? '\\pi' : `${fraction.n}\\pi`;
  const radians = fraction.n === 0n ? '0' : fraction.d === 1n ? `${sign}${top}` : `${sign}\\frac{${top}}{${fraction.d}}`;
  return `${rounded}^\\circ = ${radians}`;
}
