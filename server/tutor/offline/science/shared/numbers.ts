/**
 * Numbers as students write them in science problems (after normalizeScienceText): 20, 2.5, -3, 3 × 10^8,
 * 1.6x10^-19, 6.02e23, 10^5.
 */

export interface NumberToken {
  value: number;
  /** Index of the first character in the normalised text. */
  start: number;
  /** Index just past the last character. */
  end: number;
}

const NUMBER = /(?<![\w.^/])(-?)(\d+(?:\.\d+)?)(?:\s*(?:[×xX*·]|\\times)\s*10\s*\^\s*\{?\(?([-+]?\d+)\)?\}?|[eE]([-+]?\d+)(?![A-Za-z])|\^\s*\{?\(?([-+]?\d+)\)?\}?)?/g;

/** Every number in `text`, in order. A power like 2^3 is skipped (only powers of ten are values). */
export function findNumbers(text: string): NumberToken[] {
  const numbers: NumberToken[] = [];
  for (const match of text.matchAll(NUMBER)) {
    const [whole, sign, digits, timesPower, ePower, power] = match;
    if (!digits || match.index === undefined) continue;
    let value = Number(digits);
    if (timesPower !== undefined) value *= 10 ** Number(timesPower);
    else if (ePower !== undefined) value *= 10 ** Number(ePower);
    else if (power !== undefined) {
      if (digits !== '10') continue;
      value = 10 ** Number(power);
    }
    numbers.push({ value: sign === '-' ? -value : value, start: match.index, end: match.index + whole.length });
  }
  return numbers;
}
