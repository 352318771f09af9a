/**
 * Is this a question to compute rather than a concept to explain? A computational question that no solver could
 * answer gets an honest decline; only a conceptual one may get a concept note (a note on another topic is worse
 * than no answer: "a circle's equation" must never be answered with the periodic table).
 */
import { normalizeForSearch, toLatinDigits } from '../arabic';

const ARABIC_LETTER = '\\u0621-\\u064A';

/** A chemical formula (H2SO4, Ca(OH)2): its digits are not givens. */
const FORMULA_ONLY = /^(?=.*[A-Z])(?=.*\d|(?:.*[A-Z]){2})(?:[A-Z][a-z]?\d*|\(|\)|\d)+$/;

/** Maths notation: an equation, powers, roots, integrals, arrows of a limit. */
const MATH_NOTATION = /[=^√∫∑²³]|->|→|\|[^|]+\||\b(?:sin|cos|tan|log|ln|lim|sqrt)\b/i;

/** Maths functions written in Arabic with a variable: جا س، لو س، نها. */
const ARABIC_FUNCTION_WITH_VARIABLE = new RegExp(`(?<![${ARABIC_LETTER}])(?:جا|جتا|ظا|قا|قتا|ظتا|لو|لط|نها|د)\\s*\\(?\\s*[سصع](?![${ARABIC_LETTER}])`);

/** Asking for a number: احسب، أوجد، كم، يبقى كام، calculate, how much / many, find the value. */
const ASKS_FOR_NUMBER = new RegExp(
  `(?<![${ARABIC_LETTER}])(?:احسب|احسبي|احسبلي|اوجد|اوجدي|عين|كم|كام|قيمه|مقدار|حل)(?![${ARABIC_LETTER}])|\\b(?:calculate|compute|how (?:much|many|far|long|fast)|find|evaluate|solve|determine)\\b`,
  'i',
);

/** Words that ask for a computation even without numbers: احسب احتمال …، calculate the probability …. */
const COMPUTE_VERB = new RegExp(`(?<![${ARABIC_LETTER}])(?:احسب|احسبي|احسبلي|احتمال)(?![${ARABIC_LETTER}])|\\b(?:calculate|compute|probability|evaluate)\\b`, 'i');

/** A number followed by a unit: 5 kg، ١٠ م/ث، 20 °C، 3 mol. */
const NUMBER_WITH_UNIT = new RegExp(`\\d\\s*(?:°|%|[a-zA-ZµΩ]{1,4}\\b|(?:م|ث|كجم|كيلو|جم|جرام|سم|مم|كم|نيوتن|جول|وات|اوم|فولت|امبير|تسلا|مول|لتر|درج|ض\\.?ج|ساع|دقيق|ثاني|متر|باسكال|كولوم|هيرتز|هرتز)(?![${ARABIC_LETTER}]{3,}))`);

/** Years (ثورة 1919) are not givens of a problem. */
const isYear = (value: string): boolean => /^(1[5-9]|20)\d\d$/.test(value);

export function isComputational(text: string): boolean {
  if (MATH_NOTATION.test(text) || ARABIC_FUNCTION_WITH_VARIABLE.test(text) || COMPUTE_VERB.test(normalizeForSearch(text))) return true;
  const latin = toLatinDigits(text);
  const withoutFormulas = latin
    .split(/\s+/)
    .filter((word) => !FORMULA_ONLY.test(word.replace(/[.,،؟?:]+$/, '')))
    .join(' ');
  const hadFormula = withoutFormulas !== latin;
  const numbers = (withoutFormulas.match(/\d+(?:\.\d+)?/g) ?? []).filter((value) => !isYear(value));
  const asks = ASKS_FOR_NUMBER.test(normalizeForSearch(text));
  if (numbers.length >= 2) return true;
  if (numbers.length === 1) return asks || NUMBER_WITH_UNIT.test(normalizeForSearch(withoutFormulas));
  // "احسب الكتلة المولية لـ H2SO4": a formula and a request for a number.
  return hadFormula && asks;
}
