/**
 * Text normalisation before the science solvers read a problem: Latin digits, superscripts as `^n`, one form of
 * alef / yaa / taa marbuta, no diacritics or tatweel, Arabic punctuation as ASCII. Unlike normalizeForSearch it
 * keeps letter case, because unit symbols depend on it (mA and MA, A and a).
 */
import { toLatinDigits } from '../../arabic';

const SUPERSCRIPTS: Readonly<Record<string, string>> = {
  '⁰': '0', '¹': '1', '²': '2', '³': '3', '⁴': '4', '⁵': '5', '⁶': '6', '⁷': '7', '⁸': '8', '⁹': '9', '⁻': '-', '⁺': '+',
};

export function normalizeScienceText(text: string): string {
  return toLatinDigits(text)
    .replace(/[⁰¹²³⁴⁵⁶⁷⁸⁹⁻⁺]+/g, (run) => `^${[...run].map((char) => SUPERSCRIPTS[char] ?? '').join('')}`)
    .replace(/[\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/ؤ/g, 'و')
    .replace(/ئ/g, 'ي')
    .replace(/٪/g, '%')
    .replace(/؟/g, '?')
    .replace(/،/g, ',')
    .replace(/؛/g, ';')
    .replace(/\u2126/g, 'Ω')
    .replace(/[−–]/g, '-')
    .replace(/\s*\/\s*/g, '/')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Escapes text for use inside a RegExp. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
