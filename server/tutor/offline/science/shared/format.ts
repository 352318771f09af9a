/**
 * Number and wording helpers shared by the physics and chemistry solvers: results are shown with sensible
 * rounding (four significant figures, scientific notation for very large or small values) and every sentence
 * exists in Arabic and English.
 */
import type { TutorLanguage } from '../../solution';

export interface Bilingual {
  ar: string;
  en: string;
}

/** The text of `words` in `language`. */
export function say(words: Bilingual, language: TutorLanguage): string {
  return words[language];
}

const SIGNIFICANT_FIGURES = 4;

/** Mantissa and exponent of `value` in scientific notation, the mantissa rounded to four significant figures. */
function scientific(value: number): { mantissa: number; exponent: number } {
  let exponent = Math.floor(Math.log10(Math.abs(value)));
  let mantissa = Number((value / 10 ** exponent).toPrecision(SIGNIFICANT_FIGURES));
  if (Math.abs(mantissa) >= 10) {
    mantissa /= 10;
    exponent += 1;
  }
  return { mantissa: Number(mantissa.toPrecision(SIGNIFICANT_FIGURES)), exponent };
}

function needsScientific(value: number): boolean {
  const magnitude = Math.abs(value);
  return magnitude !== 0 && (magnitude >= 1e5 || magnitude < 1e-3);
}

/** A rounded plain number: 19.79898 → 19.8, 1013.25 → 1013, 0.33333 → 0.3333. */
export function roundForDisplay(value: number): number {
  if (value === 0 || !Number.isFinite(value)) return value;
  if (Math.abs(value) >= 1000) return Math.round(value);
  return Number(value.toPrecision(SIGNIFICANT_FIGURES));
}

/** A number as LaTeX: 19.8, 1.013 \times 10^{5}, -2.5. */
export function latexNumber(value: number): string {
  if (Object.is(value, -0)) return '0';
  if (needsScientific(value)) {
    const { mantissa, exponent } = scientific(value);
    return mantissa === 1 ? `10^{${exponent}}` : `${mantissa} \\times 10^{${exponent}}`;
  }
  return String(roundForDisplay(value));
}

/** A number as plain text (tool results): 19.8, 1.013e5. */
export function plainNumber(value: number): string {
  if (needsScientific(value)) {
    const { mantissa, exponent } = scientific(value);
    return `${mantissa}e${exponent}`;
  }
  return String(roundForDisplay(value));
}

/** Joins items as "a, b and c" / "a، b و c". */
export function joinList(items: readonly string[], language: TutorLanguage): string {
  if (items.length <= 1) return items.join('');
  const separator = language === 'ar' ? '، ' : ', ';
  const last = language === 'ar' ? ' و' : ' and ';
  return `${items.slice(0, -1).join(separator)}${last}${items[items.length - 1]}`;
}

/**
 * A markdown table placed inside a numbered step: a blank line, then rows indented by three spaces so the
 * table stays part of the list item it belongs to.
 */
export function stepTable(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `   | ${cells.join(' | ')} |`;
  return ['', '', line(headers), line(headers.map(() => '---')), ...rows.map(line)].join('\n');
}

/** A number that is exact by construction (sums of textbook atomic masses): up to three decimals, no rounding to significant figures. */
export function exactNumber(value: number): string {
  return String(Math.round(value * 1000) / 1000);
}
