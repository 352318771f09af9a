/**
 * The offline physics solver: reads the problem, combines lists of givens, chains the laws from the knowns to
 * the unknowns and explains the result. When the first reading of an ambiguous length or speed leads nowhere,
 * it tries the other reading (height ↔ distance, initial ↔ final speed).
 */
import type { Solution, Solver, TutorLanguage } from '../../solution';
import { combineGivens } from './aggregates';
import { deriveTargets } from './chain';
import { explainPhysics } from './explain';
import { readPhysicsProblem, type Given, type PhysicsReading } from './reading';
import type { QuantitySymbol } from './symbols';

function relabel(reading: PhysicsReading, from: QuantitySymbol, to: QuantitySymbol): PhysicsReading | null {
  const fromList = from === 'd' ? reading.distances : null;
  const source: Given | undefined = fromList ? (fromList.length === 1 ? fromList[0] : undefined) : reading.singles.get(from);
  const asked = reading.targets.some((target) => target.symbol === to);
  if (!source?.written || asked || reading.singles.has(to) || (to === 'd' && reading.distances.length > 0)) return null;
  const singles = new Map(reading.singles);
  singles.delete(from);
  const moved = { ...source, symbol: to };
  if (to === 'd') return { ...reading, singles, distances: [moved] };
  singles.set(to, moved);
  return { ...reading, singles, distances: from === 'd' ? [] : reading.distances };
}

/** The reading as understood first, then the alternative readings of one ambiguous quantity. */
function readings(reading: PhysicsReading): PhysicsReading[] {
  const swaps: [QuantitySymbol, QuantitySymbol][] = [['d', 'h'], ['h', 'd'], ['v0', 'v'], ['v', 'v0']];
  return [reading, ...swaps.map(([from, to]) => relabel(reading, from, to)).filter((variant): variant is PhysicsReading => variant !== null)];
}

function solve(text: string, language: TutorLanguage): Solution | null {
  const reading = readPhysicsProblem(text);
  if (!reading) return null;
  for (const variant of readings(reading)) {
    const combined = combineGivens(variant);
    if (!combined) continue;
    const targets = variant.targets.map((target) => target.symbol);
    // An asked quantity that is also given means the problem was misread.
    if (targets.some((target) => variant.singles.has(target))) continue;
    const derivations = deriveTargets(combined.known, targets, variant.accelerated ? 'accelerated' : 'uniform');
    if (derivations) return explainPhysics(variant, combined, derivations, language);
  }
  return null;
}

export const solvePhysics: Solver = (text, language) => {
  try {
    return solve(text, language);
  } catch {
    return null;
  }
};
