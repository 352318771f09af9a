/**
 * Arabic text helpers shared by the offline tutor: digits and math letters students type, search normalisation
 * and language detection. Students type both ٠–٩ and 0–9, and write variables as س، ص، ع.
 */

const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';
const EXTENDED_ARABIC_INDIC = '۰۱۲۳۴۵۶۷۸۹';

/** Arabic-Indic (and Persian) digits → 0–9, Arabic decimal/thousands separators → '.' / ''. */
export function toLatinDigits(text: string): string {
  return text
    .replace(/[٠-٩]/g, (d) => String(ARABIC_INDIC.indexOf(d)))
    .replace(/[۰-۹]/g, (d) => String(EXTENDED_ARABIC_INDIC.indexOf(d)))
    .replace(/(\d)٫(\d)/g, '$1.$2')
    .replace(/(\d)٬(\d)/g, '$1$2');
}

/** Arabic variable letters used in school maths → Latin variables. */
export const ARABIC_VARIABLES: Readonly<Record<string, string>> = { س: 'x', ص: 'y', ع: 'z', ل: 'l', م: 'm', ن: 'n', ك: 'k', ت: 't' };

/**
 * Search normalisation: hamza forms (أ إ آ ٱ → ا), alef maqsura (ى → ي), taa marbuta (ة → ه), diacritics and
 * tatweel removed, Latin lower-cased, digits Latin.
 */
export function normalizeForSearch(text: string): string {
  return toLatinDigits(text)
    .normalize('NFKC')
    .replace(/[\u064B-\u065F\u0670\u06D6-\u06ED]/g, '')
    .replace(/\u0640/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/ؤ/g, 'و')
    .replace(/ئ/g, 'ي')
    .toLowerCase();
}

/** 'ar' when the text has more Arabic letters than Latin ones; `fallback` when it has neither. */
export function detectLanguage(text: string, fallback: 'ar' | 'en' = 'ar'): 'ar' | 'en' {
  const arabic = (text.match(/[\u0600-\u06FF]/g) ?? []).length;
  const latin = (text.match(/[A-Za-z]/g) ?? []).length;
  if (arabic === 0 && latin === 0) return fallback;
  // Maths like "x^2 - 5x + 6" inside an Arabic sentence is still an Arabic message.
  return arabic >= Math.min(latin, 3) && arabic > 0 ? 'ar' : 'en';
}
