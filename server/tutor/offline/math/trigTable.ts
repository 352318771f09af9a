/**
 * Exact values of the trigonometric functions at multiples of 15° (the standard angles 0°, 30°, 45°, 60°, 90°
 * and their relatives in every quadrant), as exact surds.
 */
import { SurdValue } from './surd';
import { ONE, ZERO, frac, isInteger, type Fraction } from './rational';

export type TrigName = 'sin' | 'cos' | 'tan' | 'cot' | 'sec' | 'csc';

/** sin of 0°, 15°, …, 90°. */
const SINE_FIRST_QUADRANT: readonly SurdValue[] = [
  SurdValue.of(ZERO),
  SurdValue.root(6n, frac(1, 4)).sub(SurdValue.root(2n, frac(1, 4))),
  SurdValue.of(frac(1, 2)),
  SurdValue.root(2n, frac(1, 2)),
  SurdValue.root(3n, frac(1, 2)),
  SurdValue.root(6n, frac(1, 4)).add(SurdValue.root(2n, frac(1, 4))),
  SurdValue.of(ONE),
];

/** An angle in [0°, 360°). */
export function normalizeDegrees(degrees: Fraction): Fraction {
  const turns = degrees.div(360).floor();
  return degrees.sub(turns.mul(360));
}

/** Quadrant (1–4, 0 on an axis) and reference angle (acute angle to the x-axis) of an angle. */
export function referenceAngle(degrees: Fraction): { quadrant: number; reference: Fraction } {
  const angle = normalizeDegrees(degrees);
  if (angle.equals(0) || angle.equals(90) || angle.equals(180) || angle.equals(270)) return { quadrant: 0, reference: angle };
  if (angle.lt(90)) return { quadrant: 1, reference: angle };
  if (angle.lt(180)) return { quadrant: 2, reference: frac(180).sub(angle) };
  if (angle.lt(270)) return { quadrant: 3, reference: angle.sub(180) };
  return { quadrant: 4, reference: frac(360).sub(angle) };
}

function sine(degrees: Fraction): SurdValue | null {
  const angle = normalizeDegrees(degrees);
  if (!isInteger(angle.div(15))) return null;
  const steps = Number(angle.div(15).n);
  if (steps <= 6) return SINE_FIRST_QUADRANT[steps]!;
  if (steps <= 12) return SINE_FIRST_QUADRANT[12 - steps]!;
  if (steps <= 18) return SINE_FIRST_QUADRANT[steps - 12]!.neg();
  return SINE_FIRST_QUADRANT[24 - steps]!.neg();
}

/**
 * The exact value at an angle in degrees: a surd, 'undefined' (tan 90°), or null when the angle is not a
 * multiple of 15°.
 */
export function exactTrigValue(name: TrigName, degrees: Fraction): SurdValue | 'undefined' | null {
  const sin = sine(degrees);
  const cos = sine(degrees.add(90));
  if (!sin || !cos) return null;
  const ratio = (top: SurdValue, bottom: SurdValue): SurdValue | 'undefined' => (bottom.isZero() ? 'undefined' : (top.div(bottom) ?? 'undefined'));
  switch (name) {
    case 'sin':
      return sin;
    case 'cos':
      return cos;
    case 'tan':
      return ratio(sin, cos);
    case 'cot':
      return ratio(cos, sin);
    case 'sec':
      return ratio(SurdValue.of(ONE), cos);
    case 'csc':
      return ratio(SurdValue.of(ONE), sin);
  }
}
