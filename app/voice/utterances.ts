/**
 * Splits speakable text into the utterances a voice reads one after another (DESIGN.md: read sentence by
 * sentence). Sentences end at `.`, `!`, `?`, `؟` (followed by a space or the end, so "2.5" stays whole) and at
 * line breaks. A sentence longer than the limit is cut at its commas (`,` `،` `;` `؛`), and a clause still too
 * long at spaces, so no utterance passes the limit: browsers stop long utterances part-way (Chrome after about
 * 15 s) and a short one lets "stop" take effect quickly.
 */

/** The longest utterance, in characters. */
export const MAX_UTTERANCE_LENGTH = 200;

/** After an end mark and before the space that follows it: "2.5" has no space after its point and stays whole. */
const SENTENCE_END = /(?<=[.!?؟])\s+/u;
const CLAUSE_END = /(?<=[,،;؛])\s+/u;

/** The sentences of a text, each keeping its end mark. */
function sentencesOf(text: string): string[] {
  return text
    .split('\n')
    .flatMap((line) => line.split(SENTENCE_END))
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/** Joins pieces greedily into runs of at most `maxLength` characters. */
function pack(pieces: string[], maxLength: number): string[] {
  const runs: string[] = [];
  let run = '';
  for (const piece of pieces) {
    const candidate = run ? `${run} ${piece}` : piece;
    if (candidate.length <= maxLength) {
      run = candidate;
    } else {
      if (run) runs.push(run);
      run = piece;
    }
  }
  if (run) runs.push(run);
  return runs;
}

/** Cuts a word longer than the limit into pieces of the limit. */
function cutWord(word: string, maxLength: number): string[] {
  const characters = Array.from(word);
  const pieces: string[] = [];
  for (let start = 0; start < characters.length; start += maxLength) {
    pieces.push(characters.slice(start, start + maxLength).join(''));
  }
  return pieces;
}

function splitLongSentence(sentence: string, maxLength: number): string[] {
  if (sentence.length <= maxLength) return [sentence];
  const clauses = sentence.split(CLAUSE_END).flatMap((clause) => {
    if (clause.length <= maxLength) return [clause];
    const words = clause.split(/\s+/).flatMap((word) => (word.length > maxLength ? cutWord(word, maxLength) : [word]));
    return pack(words, maxLength);
  });
  return pack(clauses, maxLength);
}

/** The utterances to speak, in order: whole sentences, long ones cut at commas, none over `maxLength`. */
export function splitIntoUtterances(text: string, maxLength = MAX_UTTERANCE_LENGTH): string[] {
  return sentencesOf(text).flatMap((sentence) => splitLongSentence(sentence, maxLength));
}
