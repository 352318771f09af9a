/**
 * Offline solver for the heat-waves kinds of the syllabus (see kinds/README.md): waves, sound and light; the gas
 * laws; heat (Q = mcΔT, latent heat, mixtures, heaters); the first law of thermodynamics. A cheap word gate turns
 * other questions away first; then each kind's reader tries the question, and the first complete reading is solved,
 * checked law by law and written (write.ts). Anything not read completely is declined.
 */
import { splitParts } from '../../guard/parts';
import type { Solver } from '../../solution';
import { readGas } from './gases';
import { readHeat } from './heat';
import { readQuestion, type Reading } from './reading';
import { readFirstLaw } from './thermo';
import { readWaves } from './waves';
import { writeSolution, type Problem } from './write';

const GATE =
  /موج|تردد|wave|frequen|hz|هي?رتز|صد[يى]|echo|sonar|ضوء|light|انكسار|refract|صوت|sound|radio|غاز|gas|ضغط|pressure|حجم|volume|حرار|heat|temperature|°|كلفن|kelvin|سيليز|celsius|انصهار|صهر|melt|تبخ|vapo|جليد|ice|الطاقه الداخليه|internal energy|adiabatic|شغل|work/i;

/** The readers, most specific first: a first-law question mentions heat and gas, a gas question temperatures. */
const READERS: readonly ((reading: Reading) => Problem | null)[] = [readFirstLaw, readGas, readHeat, readWaves];

export const solveHeatWaves: Solver = (text, language) => {
  try {
    if (!GATE.test(text)) return null;
    const split = splitParts(text);
    // A question with shared givens and labelled parts is answered part by part by the tutor (solve.ts).
    if (split?.stem) return null;
    const reading = readQuestion(text);
    if (!reading || reading.quantities.length === 0) return null;
    for (const read of READERS) {
      const problem = read(reading);
      if (!problem) continue;
      if (split && problem.targets.length !== split.parts.length) return null;
      return writeSolution(split ? { ...problem, asParts: true } : problem, language);
    }
    return null;
  } catch {
    return null;
  }
};
