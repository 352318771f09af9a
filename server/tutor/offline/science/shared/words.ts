/**
 * Word lists matched at word boundaries in normalised problem text. Arabic words are written naturally and
 * normalised at load; they also match with the prefixes و/ف/ب/ل/ك/ال and pronoun suffixes (سرعة → سرعته).
 */
import { escapeRegExp, normalizeScienceText } from './normalize';

/** A compiled word list: finds the words at word boundaries, Arabic ones also with و/ف/ب/ل/ال prefixes. */
export interface WordSet {
  pattern: RegExp;
}

const ARABIC = /[\u0600-\u06FF]/;

function wordPattern(word: string): string {
  const stem = word.endsWith('*');
  const text = stem ? word.slice(0, -1) : word;
  if (ARABIC.test(text)) {
    const normalized = normalizeScienceText(text);
    if (stem) return `(?<![\\u0621-\\u064A])(?:و|ف)?(?:ب|ل|ك)?(?:ال)?${escapeRegExp(normalized)}`;
    // A final taa marbuta (normalised to ه) turns into ت before a pronoun: سرعة → سرعته، قدرة → قدرتها.
    const ending = normalized.endsWith('ه') ? `${escapeRegExp(normalized.slice(0, -1))}(?:ه|ت(?:ه|ها|هما|هم))` : `${escapeRegExp(normalized)}(?:ه|ها|هما|ا)?`;
    return `(?<![\\u0621-\\u064A])(?:و|ف)?(?:ب|ل|ك)?(?:ال)?${ending}(?![\\u0621-\\u064A])`;
  }
  return `(?<![A-Za-z])${escapeRegExp(text).replace(/ /g, '\\s+')}${stem ? '' : '(?![A-Za-z])'}`;
}

export function wordSet(words: readonly string[]): WordSet {
  const alternation = [...words].sort((left, right) => right.length - left.length).map((word) => `(?:${wordPattern(word)})`);
  return { pattern: new RegExp(alternation.join('|'), 'gi') };
}

export function mentions(set: WordSet, text: string): boolean {
  set.pattern.lastIndex = 0;
  return set.pattern.test(text);
}
