/**
 * Helpers for the science solver tests: read the numbers a student sees in an answer line, and check that the
 * maths markup of a solution is well formed.
 */
import type { Solution } from '../solution';

/**
 * The value of each "$symbol = number …$" in an answer, keyed by the LaTeX of the symbol:
 * "$a = 5\ \text{m/s}^{2}$ و$d = 1.2 \times 10^{5}\ \text{m}$" → { a: 5, d: 120000 }.
 */
export function answerValues(answer: string): Record<string, number> {
  const values: Record<string, number> = {};
  for (const [, inside] of answer.matchAll(/\$([^$]+)\$/g)) {
    const match = /^(.+?) = (?:(-?\d+(?:\.\d+)?) \\times 10\^\{(-?\d+)\}|(-?)10\^\{(-?\d+)\}|(-?\d+(?:\.\d+)?))/.exec(inside ?? '');
    if (!match?.[1]) continue;
    const [, symbol, mantissa, exponent, powerSign, power, plain] = match;
    const value =
      mantissa !== undefined ? Number(mantissa) * 10 ** Number(exponent) : power !== undefined ? (powerSign ? -1 : 1) * 10 ** Number(power) : Number(plain);
    values[symbol.trim()] = value;
  }
  return values;
}

/** Every text of a solution: its maths must sit in balanced $…$ pairs, never a bare "$". */
export function solutionTexts(solution: Solution): string[] {
  return [solution.title, solution.answer, solution.check ?? '', ...solution.steps.flatMap((step) => [step.text, step.detail ?? ''])];
}

/** True when every "$" opens or closes a non-empty maths span. */
export function hasBalancedMaths(text: string): boolean {
  return !text.replace(/\$[^$]+\$/g, '').includes('$');
}
