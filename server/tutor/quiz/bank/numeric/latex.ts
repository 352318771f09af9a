/**
 * Numbers and small expressions written as LaTeX for the generated questions: decimals with at most four
 * significant digits (powers of ten for very small or large values), exact fractions, polynomials with tidy signs.
 */
const SIGNIFICANT_DIGITS = 4;
const SMALLEST_PLAIN_EXPONENT = -3;
const LARGEST_PLAIN_EXPONENT = 6;
const MAX_DENOMINATOR = 1000;
const MAX_CONTINUED_FRACTION_TERMS = 32;
const EXACT_TOLERANCE = 1e-9;

/** The value rounded to the digits the questions show. */
export function roundForDisplay(value: number): number {
  return Number(value.toPrecision(SIGNIFICANT_DIGITS));
}

/** True when the value shows exactly with the digits the questions use. */
export function isDisplayExact(value: number): boolean {
  return Number.isFinite(value) && Math.abs(roundForDisplay(value) - value) <= EXACT_TOLERANCE * Math.max(1, Math.abs(value));
}

/** 12, -3.5, 0.025, 1.5 \times 10^{-4}. */
export function decimalLatex(value: number): string {
  const rounded = roundForDisplay(value);
  if (rounded === 0) return '0';
  const exponent = Math.floor(Math.log10(Math.abs(rounded)));
  if (exponent >= SMALLEST_PLAIN_EXPONENT && exponent < LARGEST_PLAIN_EXPONENT) return String(rounded);
  const mantissa = Number((rounded / 10 ** exponent).toPrecision(SIGNIFICANT_DIGITS));
  return `${mantissa} \\times 10^{${exponent}}`;
}

/** 5, -\frac{2}{3}: a rational value with a small denominator as an exact fraction (a decimal otherwise). */
export function rationalLatex(value: number): string {
  const nearest = nearestFraction(Math.abs(value));
  if (Math.abs(nearest.numerator / nearest.denominator - Math.abs(value)) > EXACT_TOLERANCE * Math.max(1, Math.abs(value))) {
    return decimalLatex(value);
  }
  const sign = value < 0 && nearest.numerator !== 0 ? '-' : '';
  if (nearest.denominator === 1) return `${sign}${nearest.numerator}`;
  return `${sign}\\frac{${nearest.numerator}}{${nearest.denominator}}`;
}

/**
 * The fraction with denominator up to MAX_DENOMINATOR closest to a non-negative value, by continued fractions.
 * Floats such as 0.33333333333333337 (from 1 / 3 computed another way) come back as 1/3.
 */
function nearestFraction(value: number): { numerator: number; denominator: number } {
  let [previousNumerator, numerator, previousDenominator, denominator] = [0, 1, 1, 0];
  let remainder = value;
  for (let term = 0; term < MAX_CONTINUED_FRACTION_TERMS; term += 1) {
    const whole = Math.floor(remainder);
    const nextNumerator = whole * numerator + previousNumerator;
    const nextDenominator = whole * denominator + previousDenominator;
    if (nextDenominator > MAX_DENOMINATOR) break;
    [previousNumerator, numerator, previousDenominator, denominator] = [numerator, nextNumerator, denominator, nextDenominator];
    const fractional = remainder - whole;
    if (Math.abs(value - numerator / denominator) <= EXACT_TOLERANCE * Math.max(1, value) || fractional < EXACT_TOLERANCE) break;
    remainder = 1 / fractional;
  }
  return { numerator, denominator };
}

/** The LaTeX in parentheses when the value is negative, for products and powers: 4 \times (-3). */
export function grouped(latex: string, value: number): string {
  return value < 0 ? `(${latex})` : latex;
}

/**
 * A polynomial from its coefficients, highest power first: [2, -1, 0, 4] → 2x^{3} - x^{2} + 4. `variable` may be
 * a substituted value such as '(2)', which gives the working 2(2)^{3} - (2)^{2} + 4.
 */
export function polynomialLatex(coefficients: readonly number[], variable = 'x'): string {
  const degree = coefficients.length - 1;
  const terms: string[] = [];
  coefficients.forEach((coefficient, index) => {
    if (coefficient === 0) return;
    const power = degree - index;
    const magnitude = Math.abs(coefficient);
    const variablePart = power === 0 ? '' : power === 1 ? variable : `${variable}^{${power}}`;
    const multiplier = power > 0 && magnitude === 1 ? '' : String(magnitude);
    const body = `${multiplier}${variablePart}`;
    if (terms.length === 0) terms.push(coefficient < 0 ? `-${body}` : body);
    else terms.push(coefficient < 0 ? `- ${body}` : `+ ${body}`);
  });
  return terms.length === 0 ? '0' : terms.join(' ');
}

/** "a, b and c" / "a و b و c". */
export function joinList(items: readonly string[], language: 'ar' | 'en'): string {
  if (language === 'ar') return items.join(' و ');
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
