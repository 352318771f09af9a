/**
 * Reading a discrete-area question: one normalised form of the student's text (Latin digits, superscripts as ^n,
 * Arabic spelling variants folded, ×÷− as ASCII) and the ordinal words students use for "the 5th term"
 * (الحد الخامس، ح٥، the fifth term, T5).
 */
import { toLatinDigits } from '../../arabic';

const SUPERSCRIPTS = '⁰¹²³⁴⁵⁶⁷⁸⁹';

/** The question with Latin digits, ^n exponents, folded Arabic spelling (أ→ا، ى→ي، ة→ه) and ASCII operators. */
export function prepareText(text: string): string {
  return toLatinDigits(text)
    .replace(/([⁻]?)([⁰¹²³⁴⁵⁶⁷⁸⁹]+)/g, (_all, minus: string, digits: string) => `^${minus ? '-' : ''}${[...digits].map((digit) => SUPERSCRIPTS.indexOf(digit)).join('')}`)
    .normalize('NFKC')
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/[×⋅·∙✕]/g, '*')
    .replace(/[÷∕]/g, '/')
    .replace(/[−–—‐]/g, '-')
    .replace(/،/g, ',')
    .replace(/؟/g, '?')
    .replace(/…/g, '...')
    .replace(/\u00a0/g, ' ')
    .toLowerCase();
}

const ARABIC_UNITS: Record<string, number> = {
  اول: 1, حادي: 1, ثاني: 2, ثالث: 3, رابع: 4, خامس: 5, سادس: 6, سابع: 7, ثامن: 8, تاسع: 9, عاشر: 10,
  // Colloquial Egyptian spellings (ث → ت): التاني، التالت، التامن.
  تاني: 2, تالت: 3, تامن: 8,
};
const ARABIC_TENS: Record<string, number> = { عشرين: 20, ثلاثين: 30, تلاتين: 30, اربعين: 40, خمسين: 50 };
const ENGLISH_ORDINALS: Record<string, number> = {
  first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10,
  eleventh: 11, twelfth: 12, thirteenth: 13, fourteenth: 14, fifteenth: 15, sixteenth: 16, seventeenth: 17,
  eighteenth: 18, nineteenth: 19, twentieth: 20, thirtieth: 30, fortieth: 40, fiftieth: 50,
};

/** An Arabic ordinal after "ال" (الخامس، الخامس عشر، العشرين، الحادي والعشرين), or null. */
export function arabicOrdinal(words: string): { value: number; length: number } | null {
  const match = /^ال(اول|حادي|ثاني|تاني|ثالث|تالت|رابع|خامس|سادس|سابع|ثامن|تامن|تاسع|عاشر|عشرين|ثلاثين|تلاتين|اربعين|خمسين)(?:\s+(?:عشر|تاشر)|\s+و\s*ال(عشرين|ثلاثين|تلاتين|اربعين|خمسين))?(?![\u0621-\u064A])/.exec(words);
  if (!match) return null;
  const head = match[1]!;
  if (ARABIC_TENS[head]) return match[2] || /\s(?:عشر|تاشر)/.test(match[0]) ? null : { value: ARABIC_TENS[head]!, length: match[0].length };
  const unit = ARABIC_UNITS[head]!;
  if (/\s+(?:عشر|تاشر)/.test(match[0])) return head === 'عاشر' ? null : { value: 10 + unit, length: match[0].length };
  if (match[2]) return head === 'عاشر' ? null : { value: ARABIC_TENS[match[2]]! + unit, length: match[0].length };
  return { value: unit, length: match[0].length };
}

/** An English ordinal (5th, fifth, twenty-first), or null. */
export function englishOrdinal(words: string): { value: number; length: number } | null {
  const digits = /^(\d+)\s*(?:st|nd|rd|th)\b/.exec(words);
  if (digits) return { value: Number(digits[1]), length: digits[0].length };
  const compound = /^(twenty|thirty|forty|fifty)[-\s](first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)\b/.exec(words);
  if (compound) {
    const tens = { twenty: 20, thirty: 30, forty: 40, fifty: 50 }[compound[1] as 'twenty'];
    return { value: tens + ENGLISH_ORDINALS[compound[2]!]!, length: compound[0].length };
  }
  const word = /^([a-z]+)\b/.exec(words);
  if (word && ENGLISH_ORDINALS[word[1]!]) return { value: ENGLISH_ORDINALS[word[1]!]!, length: word[0].length };
  return null;
}

/** Numbers of a text (as written), for a quick count of what a reading must account for. */
export function numbersOf(text: string): number[] {
  return [...text.matchAll(/\d+(?:\.\d+)?/g)].map((match) => Number(match[0]));
}

/** Every number of `text` appears in `used` (compared numerically). */
export function usesAllNumbers(text: string, used: readonly number[]): boolean {
  return numbersOf(text).every((value) => used.some((read) => Math.abs(read - value) < 1e-9 * Math.max(1, Math.abs(value))));
}

const ENGLISH_BY_VALUE = Object.fromEntries(Object.entries(ENGLISH_ORDINALS).map(([word, value]) => [value, word]));

/** "the second term $T_{2}$": an English ordinal word when there is one, so the statement says what was read. */
export function englishOrdinalWord(value: number): string {
  return ENGLISH_BY_VALUE[value] ?? `${value}th`;
}
