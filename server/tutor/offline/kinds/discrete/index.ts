/**
 * Offline solver for the discrete kinds of the syllabus (see kinds/README.md): complex numbers, sequences and
 * series, the binomial expansion, permutations and combinations. Each kind reads the question narrowly and
 * declines (null) unless it read all of it and verified its answer independently.
 */
import type { Solver } from '../../solution';
import { solveBinomial } from './binomial';
import { solveComplexNumbers } from './complex';
import { solveCountingNotation } from './counting';
import { solveCountingWords } from './countingWords';
import { prepareText } from './reading';
import { solveSequence } from './sequences';

export const solveDiscrete: Solver = (text, language) => {
  try {
    if (text.length > 500) return null;
    const prepared = prepareText(text);
    return solveBinomial(prepared, language) ?? solveSequence(prepared, language) ?? solveComplexNumbers(prepared, language) ?? solveCountingNotation(prepared, language) ?? solveCountingWords(prepared, language);
  } catch {
    return null;
  }
};
