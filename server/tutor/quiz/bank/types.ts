/**
 * The shape of one seeded question of the offline quiz bank: the same multiple-choice question written in Arabic
 * and in English, with the words a student may use for its topic. The questions live in ./data/<subject>.ts.
 */

/** One language's version of a question; fields as in contract/learning.ts QuizQuestionSchema. */
export interface BankQuestionText {
  question: string;
  /** Four options; maths only inside `$…$`. */
  options: readonly string[];
  /** Index into options. */
  correctAnswer: number;
  explanation: string;
}

export interface BankQuestion {
  /** Stable id, `<subject>-<topic>-<detail>`, e.g. 'physics-ohm-voltage'. */
  id: string;
  /** Topic words and phrases in both languages: synonyms, plurals, colloquial forms. */
  keywords: { ar: readonly string[]; en: readonly string[] };
  ar: BankQuestionText;
  en: BankQuestionText;
}
