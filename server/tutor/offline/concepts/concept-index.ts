/**
 * The search index over the concept notes, built once: for every stem, the notes whose keywords or titles use it
 * (weighted by how rare the stem is across notes), and every keyword and title as a phrase. A query scores each
 * note by the rare stems it shares with it plus a bonus for the longest of its phrases found whole in the query.
 */
import type { Subject } from '../../../../contract/values';
import { analyzeText, type SearchTerm } from './search-text';
import type { ConceptNote } from './types';

/** A note scores below this when the question only shares common words with it. */
export const MIN_CONFIDENT_SCORE = 3.2;
/** Questions asked in a subject prefer that subject's notes by this factor. */
const SAME_SUBJECT_BOOST = 1.5;
/** A keyword or title found whole in the question adds this much… */
const WHOLE_PHRASE_BONUS = 1;
/** …plus this much for each of its words beyond the first, so longer phrases weigh more… */
const PHRASE_BONUS_PER_EXTRA_WORD = 2;
/** …plus this much when the phrase is the whole question ("الخلايا" is a keyword of the cell, not of galvanic cells). */
const EXACT_PHRASE_BONUS = 1.5;
/** A stem in a title counts a little more than one only in the keywords. */
const TITLE_WEIGHT_BONUS = 0.25;
/** A stem repeated across a note's keywords is central to it (capped so long keyword lists don't win alone). */
const REPEAT_WEIGHT_STEP = 0.1;
const MAX_COUNTED_REPEATS = 4;

interface Phrase {
  noteIndex: number;
  stems: readonly string[];
  /** Phrases such as "كان وأخواتها" contain stop-words and are matched against the full word sequence. */
  includesStopWords: boolean;
}

interface Posting {
  noteIndex: number;
  weight: number;
}

export interface ScoredConcept {
  note: ConceptNote;
  score: number;
}

export class ConceptIndex {
  private readonly notes: readonly ConceptNote[];
  private readonly postings = new Map<string, Posting[]>();
  private readonly inverseFrequency = new Map<string, number>();
  private readonly phrasesByFirstStem = new Map<string, Phrase[]>();
  private readonly knownStems: ReadonlySet<string>;

  constructor(notes: readonly ConceptNote[]) {
    this.notes = notes;
    notes.forEach((note, noteIndex) => this.addNote(note, noteIndex));
    for (const [stem, postings] of this.postings) {
      this.inverseFrequency.set(stem, Math.log(1 + notes.length / postings.length));
    }
    this.knownStems = new Set(this.postings.keys());
  }

  /** The best-scoring note for the text, or null when no note reaches MIN_CONFIDENT_SCORE. */
  best(text: string, subject: Subject | null): ScoredConcept | null {
    const scores = this.score(text, subject);
    let bestIndex = 0;
    scores.forEach((score, index) => {
      if (score > scores[bestIndex]!) bestIndex = index;
    });
    const bestScore = scores[bestIndex] ?? 0;
    if (bestScore < MIN_CONFIDENT_SCORE) return null;
    return { note: this.notes[bestIndex]!, score: bestScore };
  }

  private score(text: string, subject: Subject | null): Float64Array {
    const scores = new Float64Array(this.notes.length);
    const terms = analyzeText(text, this.knownStems);
    const allStems = terms.map((term) => term.stem);
    const contentStems = terms.filter((term) => !term.isStopWord).map((term) => term.stem);

    for (const stem of new Set(contentStems)) {
      const rarity = this.inverseFrequency.get(stem) ?? 0;
      for (const posting of this.postings.get(stem) ?? []) scores[posting.noteIndex]! += rarity * posting.weight;
    }

    const phraseBonus = new Float64Array(this.notes.length);
    this.collectPhraseBonus(allStems, true, phraseBonus);
    this.collectPhraseBonus(contentStems, false, phraseBonus);

    this.notes.forEach((note, index) => {
      const matched = scores[index]! + (scores[index]! > 0 ? phraseBonus[index]! : 0);
      scores[index] = note.subject === subject ? matched * SAME_SUBJECT_BOOST : matched;
    });
    return scores;
  }

  /** Keeps, per note, the bonus of the longest of its phrases found whole in `sequence`. */
  private collectPhraseBonus(sequence: readonly string[], includesStopWords: boolean, bonus: Float64Array): void {
    sequence.forEach((stem, start) => {
      for (const phrase of this.phrasesByFirstStem.get(stem) ?? []) {
        if (phrase.includesStopWords !== includesStopWords) continue;
        if (!phrase.stems.every((phraseStem, offset) => sequence[start + offset] === phraseStem)) continue;
        const isWholeQuestion = phrase.stems.length === sequence.length;
        const value =
          WHOLE_PHRASE_BONUS +
          PHRASE_BONUS_PER_EXTRA_WORD * (phrase.stems.length - 1) +
          (isWholeQuestion ? EXACT_PHRASE_BONUS : 0);
        if (value > bonus[phrase.noteIndex]!) bonus[phrase.noteIndex] = value;
      }
    });
  }

  private addNote(note: ConceptNote, noteIndex: number): void {
    const repeats = new Map<string, number>();
    const titleStems = new Set<string>();
    const texts = [
      ...[...note.keywords.ar, ...note.keywords.en].map((text) => ({ text, isTitle: false })),
      ...[note.title.ar, note.title.en].map((text) => ({ text, isTitle: true })),
    ];

    for (const { text, isTitle } of texts) {
      const terms = analyzeText(text);
      for (const stem of new Set(contentStemsOf(terms))) {
        repeats.set(stem, (repeats.get(stem) ?? 0) + 1);
        if (isTitle) titleStems.add(stem);
      }
      this.addPhrase(terms, noteIndex);
    }

    for (const [stem, count] of repeats) {
      const weight =
        1 + REPEAT_WEIGHT_STEP * Math.min(count - 1, MAX_COUNTED_REPEATS) + (titleStems.has(stem) ? TITLE_WEIGHT_BONUS : 0);
      const postings = this.postings.get(stem) ?? [];
      postings.push({ noteIndex, weight });
      this.postings.set(stem, postings);
    }
  }

  private addPhrase(terms: readonly SearchTerm[], noteIndex: number): void {
    const includesStopWords = terms.some((term) => term.isStopWord);
    const stems = includesStopWords ? terms.map((term) => term.stem) : contentStemsOf(terms);
    if (contentStemsOf(terms).length === 0) return;
    const phrases = this.phrasesByFirstStem.get(stems[0]!) ?? [];
    phrases.push({ noteIndex, stems, includesStopWords });
    this.phrasesByFirstStem.set(stems[0]!, phrases);
  }
}

function contentStemsOf(terms: readonly SearchTerm[]): string[] {
  return terms.filter((term) => !term.isStopWord).map((term) => term.stem);
}
