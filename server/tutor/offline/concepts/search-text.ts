/**
 * Turns a question, keyword or title into search terms: normalised (arabic.ts normalizeForSearch), split into
 * words, each word marked as a stop-word or not and reduced to a light stem, so that "الخلية", "للخلايا"… and
 * "equations", "equation" meet the keywords they were written for. The same analysis runs on the notes and on the
 * student's text, so a stem only has to be consistent, not linguistically exact.
 */
import { normalizeForSearch } from '../arabic';
import { ARABIC_STOP_WORDS, ENGLISH_STOP_WORDS, STOP_PHRASES } from './stop-words';

export interface SearchTerm {
  /** The normalised word as written, before stemming. */
  word: string;
  stem: string;
  isStopWord: boolean;
}

const ARABIC_LETTERS = /[\u0621-\u064A]/;
const LATIN_LETTERS = /[a-z]/;
const ARABIC_ARTICLE_PREFIXES = ['وال', 'بال', 'فال', 'كال', 'لل', 'ال'];
const ARABIC_SUFFIXES = ['ها', 'هم', 'ات', 'ون', 'ين', 'ه'];
/** Single-letter proclitics (and, with, for, so, like) tried when a stem is unknown to the index. */
const ARABIC_PROCLITICS = ['و', 'ب', 'ل', 'ف', 'ك'];
const MIN_ARABIC_STEM = 3;

/** Strips the article with its attached particles and up to two suffixes (pronoun, plural, taa marbuta). */
export function stemArabic(word: string): string {
  let stem = word;
  const article = ARABIC_ARTICLE_PREFIXES.find((prefix) => stem.startsWith(prefix) && stem.length - prefix.length >= 2);
  if (article) stem = stem.slice(article.length);
  for (let stripped = 0; stripped < 2; stripped += 1) {
    const suffix = ARABIC_SUFFIXES.find((ending) => canStripArabicSuffix(stem, ending));
    if (!suffix) break;
    stem = stem.slice(0, -suffix.length);
  }
  return stem;
}

function canStripArabicSuffix(stem: string, suffix: string): boolean {
  if (!stem.endsWith(suffix) || stem.length - suffix.length < MIN_ARABIC_STEM) return false;
  // "قانون", "تمرين": a masculine plural ending needs a longer word, or common singulars lose their last syllable.
  if ((suffix === 'ون' || suffix === 'ين') && stem.length < 6) return false;
  return true;
}

/** Lower-case English word → plural and -ing/-ed/-e endings removed ("clauses" and "clause" → "claus"). */
export function stemEnglish(word: string): string {
  let stem = word;
  if (stem.length <= 3) return stem;
  if (stem.endsWith('ies') && stem.length > 4) stem = `${stem.slice(0, -3)}y`;
  else if (stem.endsWith('sses')) stem = stem.slice(0, -2);
  else if (/(xes|ches|shes|zes)$/.test(stem)) stem = stem.slice(0, -2);
  else if (stem.endsWith('s') && !/(ss|us|is)$/.test(stem)) stem = stem.slice(0, -1);
  if (stem.endsWith('ing') && stem.length >= 7) stem = stem.slice(0, -3);
  else if (stem.endsWith('ed') && stem.length >= 6) stem = stem.slice(0, -2);
  if (stem.endsWith('e') && stem.length > 4) stem = stem.slice(0, -1);
  return stem;
}

function stemWord(word: string): string {
  if (ARABIC_LETTERS.test(word)) return stemArabic(word);
  if (LATIN_LETTERS.test(word)) return stemEnglish(word);
  return word;
}

function isStopWord(word: string): boolean {
  return ARABIC_STOP_WORDS.has(word) || ENGLISH_STOP_WORDS.has(word);
}

/** Normalised words of the text; single letters are dropped (variables, the "s" of "ohm's"). */
export function splitWords(text: string): string[] {
  return normalizeForSearch(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 2);
}

/**
 * The search terms of a text. `knownStems`, when given, lets an Arabic word with an attached single-letter
 * particle ("بقانون", "والتفاضل") fall back to the stem without it, but only when that stem is one the index knows.
 */
export function analyzeText(text: string, knownStems?: ReadonlySet<string>): SearchTerm[] {
  const words = splitWords(text);
  const inStopPhrase = stopPhrasePositions(words);
  return words.map((word, position) => {
    const stopWord = inStopPhrase.has(position) || isStopWord(word);
    let stem = stemWord(word);
    if (!stopWord && knownStems && !knownStems.has(stem) && ARABIC_LETTERS.test(word) && word.length >= 4) {
      const proclitic = ARABIC_PROCLITICS.find((letter) => word.startsWith(letter) && knownStems.has(stemWord(word.slice(1))));
      if (proclitic) stem = stemWord(word.slice(1));
    }
    return { word, stem, isStopWord: stopWord };
  });
}

function stopPhrasePositions(words: readonly string[]): Set<number> {
  const positions = new Set<number>();
  words.forEach((_, start) => {
    for (const phrase of STOP_PHRASES) {
      if (phrase.every((word, offset) => words[start + offset] === word)) {
        phrase.forEach((_word, offset) => positions.add(start + offset));
      }
    }
  });
  return positions;
}
