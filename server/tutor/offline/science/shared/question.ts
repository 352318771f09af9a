/**
 * Where the question of a problem starts: the first question word (احسب، أوجد، ما، كم، calculate, find, what,
 * how …), or the sentence ending in "?". Givens come before it or around it; the unknowns are named after it.
 */
import { wordSet } from './words';

const QUESTION_WORDS = wordSet([
  'احسب', 'أوجد', 'اوجد', 'ما مقدار', 'ما هو', 'ما هي', 'ما', 'ماذا', 'كم', 'عين', 'قدر', 'أحسب', 'calculate', 'find', 'what', 'how', 'determine',
  'compute', 'work out', 'estimate',
]);

/** Index where the question starts in normalised text; null when the text asks nothing. */
export function questionStart(text: string): number | null {
  QUESTION_WORDS.pattern.lastIndex = 0;
  for (const match of text.matchAll(QUESTION_WORDS.pattern)) {
    const index = match.index ?? 0;
    // "١٠٠ كم" is a distance in kilometres, not the question word "how much".
    if (!(match[0].endsWith('كم') && /\d\s*$/.test(text.slice(0, index)))) return index;
  }
  const mark = text.indexOf('?');
  if (mark < 0) return null;
  return Math.max(text.lastIndexOf('.', mark), text.lastIndexOf('\n', mark), 0);
}
