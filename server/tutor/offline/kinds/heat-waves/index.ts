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
import { readQuestion, requestedUnit, type Reading } from './reading';
import type { Dimension } from './units';
import { readFirstLaw } from './thermo';
import { readWaves } from './waves';
import { writeSolution, type Problem } from './write';

const GATE =
  /موج|تردد|wave|frequen|hz|هي?رتز|صد[يى]|echo|sonar|ضوء|light|انكسار|refract|صوت|sound|radio|غاز|gas|ضغط|pressure|حجم|volume|حرار|heat|temperature|°|كلفن|kelvin|سيليز|celsius|انصهار|صهر|melt|تبخ|vapo|جليد|ice|الطاقه الداخليه|internal energy|adiabatic|شغل|work/i;

/** The readers, most specific first: a first-law question mentions heat and gas, a gas question temperatures. */
const READERS: readonly ((reading: Reading) => Problem | null)[] = [readFirstLaw, readGas, readHeat, readWaves];

const DIMENSIONS: readonly Dimension[] = ['frequency', 'length', 'speed', 'time', 'pressure', 'volume', 'temperature', 'energy', 'mass', 'specificHeat', 'latentHeat', 'heatCapacity', 'power', 'amount'];

/** "بوحدة …" / "in units of …" naming a unit this solver does not know: answering in another unit would be wrong. */
function asksUnknownUnit(reading: Reading): boolean {
  if (reading.askAt < 0 || !/بوحد|in units? of/.test(reading.text.slice(reading.askAt))) return false;
  return !DIMENSIONS.some((dimension) => requestedUnit(reading, dimension));
}

export const solveHeatWaves: Solver = (text, language) => {
  try {
    if (!GATE.test(text)) return null;
    const split = splitParts(text);
    // A question with shared givens and labelled parts is answered part by part by the tutor (solve.ts).
    if (split?.stem) return null;
    const reading = readQuestion(text);
    if (!reading || reading.quantities.length === 0 || asksUnknownUnit(reading)) return null;
    for (const read of READERS) {
      const problem = read(reading);
      if (!problem) continue;
      if (split && problem.targets.length !== split.parts.length) return null;
      // Several quantities asked are answered as parts, in the order they were asked.
      return writeSolution(split || problem.targets.length > 1 ? { ...problem, asParts: true } : problem, language);
    }
    return null;
  } catch {
    return null;
  }
};
