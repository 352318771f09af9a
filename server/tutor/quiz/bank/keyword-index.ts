/**
 * A small search index over topic documents (the seeded questions of a subject, the numeric question kinds),
 * built once: for every stem, the documents whose keywords (full weight, a little more when several keywords
 * repeat it) or texts (half weight) use it, weighted by how rare the stem is among the documents, and every
 * multi-word keyword as a phrase (with its stop-words when it has some, so "محمد علي" is a phrase although "علي"
 * alone is a stop-word). Text goes through the concept search's analysis (search-text.ts), so hamza forms,
 * diacritics, the article and plural endings do not matter.
 */
import { analyzeText, type SearchTerm } from '../../offline/concepts/search-text';

const KEYWORD_WEIGHT = 1;
const TEXT_WEIGHT = 0.5;
/** A stem repeated across a document's keywords is central to it (capped so long keyword lists don't win alone). */
const REPEAT_WEIGHT_STEP = 0.1;
const MAX_COUNTED_REPEATS = 4;
/** A keyword of several words found whole in the topic adds this much per word beyond the first. */
const PHRASE_BONUS_PER_EXTRA_WORD = 2;
const MATH_SEGMENT = /\$[^$\n]+\$/g;

/** What is searched: topic keywords in any language, and texts that mention the topic in passing. */
export interface IndexedDocument {
  keywords: readonly string[];
  texts: readonly string[];
}

interface Posting {
  documentIndex: number;
  weight: number;
}

interface Phrase {
  documentIndex: number;
  stems: readonly string[];
  /** Phrases such as "محمد علي" contain stop-words and are matched against the topic's full word sequence. */
  includesStopWords: boolean;
}

function contentStems(terms: readonly SearchTerm[]): string[] {
  return terms.filter((term) => !term.isStopWord).map((term) => term.stem);
}

export class KeywordIndex {
  private readonly documentCount: number;
  private readonly postings = new Map<string, Posting[]>();
  private readonly rarity = new Map<string, number>();
  private readonly phrasesByFirstStem = new Map<string, Phrase[]>();
  private readonly knownStems: ReadonlySet<string>;

  constructor(documents: readonly IndexedDocument[]) {
    this.documentCount = documents.length;
    documents.forEach((document, documentIndex) => this.addDocument(document, documentIndex));
    for (const [stem, postings] of this.postings) this.rarity.set(stem, Math.log(1 + documents.length / postings.length));
    this.knownStems = new Set(this.postings.keys());
  }

  /** Relevance of every document to the topic, in document order; 0 when a document shares no topic word. */
  score(topic: string): Float64Array {
    const scores = new Float64Array(this.documentCount);
    const terms = analyzeText(topic, this.knownStems);
    const topicStems = contentStems(terms);
    for (const stem of new Set(topicStems)) {
      const rarity = this.rarity.get(stem) ?? 0;
      for (const posting of this.postings.get(stem) ?? []) scores[posting.documentIndex]! += rarity * posting.weight;
    }
    const phraseBonus = new Float64Array(this.documentCount);
    this.collectPhraseBonus(terms.map((term) => term.stem), true, phraseBonus);
    this.collectPhraseBonus(topicStems, false, phraseBonus);
    return scores.map((score, index) => (score > 0 ? score + phraseBonus[index]! : 0));
  }

  /** Keeps, per document, the bonus of the longest of its keyword phrases found whole in `sequence`. */
  private collectPhraseBonus(sequence: readonly string[], includesStopWords: boolean, bonus: Float64Array): void {
    sequence.forEach((stem, start) => {
      for (const phrase of this.phrasesByFirstStem.get(stem) ?? []) {
        if (phrase.includesStopWords !== includesStopWords) continue;
        if (!phrase.stems.every((phraseStem, offset) => sequence[start + offset] === phraseStem)) continue;
        const value = PHRASE_BONUS_PER_EXTRA_WORD * (phrase.stems.length - 1);
        if (value > bonus[phrase.documentIndex]!) bonus[phrase.documentIndex] = value;
      }
    });
  }

  private addDocument(document: IndexedDocument, documentIndex: number): void {
    const weights = new Map<string, number>();
    const keywordRepeats = new Map<string, number>();
    for (const keyword of document.keywords) {
      const terms = analyzeText(keyword);
      const stems = contentStems(terms);
      for (const stem of new Set(stems)) keywordRepeats.set(stem, (keywordRepeats.get(stem) ?? 0) + 1);
      this.addPhrase(terms, documentIndex);
    }
    for (const [stem, repeats] of keywordRepeats) {
      weights.set(stem, KEYWORD_WEIGHT + REPEAT_WEIGHT_STEP * Math.min(repeats - 1, MAX_COUNTED_REPEATS));
    }
    for (const text of document.texts) {
      for (const stem of contentStems(analyzeText(text.replace(MATH_SEGMENT, ' ')))) {
        if (!weights.has(stem)) weights.set(stem, TEXT_WEIGHT);
      }
    }
    for (const [stem, weight] of weights) {
      const postings = this.postings.get(stem) ?? [];
      postings.push({ documentIndex, weight });
      this.postings.set(stem, postings);
    }
  }

  private addPhrase(terms: readonly SearchTerm[], documentIndex: number): void {
    const includesStopWords = terms.some((term) => term.isStopWord);
    const stems = includesStopWords ? terms.map((term) => term.stem) : contentStems(terms);
    if (stems.length < 2 || contentStems(terms).length === 0) return;
    const phrases = this.phrasesByFirstStem.get(stems[0]!) ?? [];
    phrases.push({ documentIndex, stems, includesStopWords });
    this.phrasesByFirstStem.set(stems[0]!, phrases);
  }
}
