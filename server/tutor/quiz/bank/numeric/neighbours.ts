/**
 * Wrong answers near the right one, for when the typical mistakes of a problem happen to equal the answer or each
 * other (e.g. v / t equals (v - v0) / t when v0 = 0): there must always be three distinct distractors.
 */
import { roundForDisplay } from './latex';

/** Positive values near a positive quantity: double, half, and steps either side. */
export function nearbyMagnitudes(answer: number): number[] {
  const step = roundForDisplay(Math.max(answer / 10, 10 ** Math.floor(Math.log10(answer))));
  return [answer * 2, answer / 2, answer + step, answer - step, answer * 3, answer + 2 * step, answer * 10]
    .map(roundForDisplay)
    .filter((value) => value > 0);
}

/** Whole-number neighbours of a whole or fractional answer: ±1, ±2, the opposite sign, double. */
export function nearbyNumbers(answer: number): number[] {
  return [answer + 1, answer - 1, -answer, answer + 2, answer - 2, 2 * answer, answer + 3];
}
