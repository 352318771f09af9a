/**
 * Finds how to reach the asked quantities from the known ones: applies every law that has exactly the inputs
 * it needs, round after round (so the shortest chain of laws wins), then keeps only the derivations the answer
 * depends on, in the order they were made.
 */
import { evaluateFormula, type Formula } from './expression';
import { LAWS, type Law, type MotionTopic } from './laws';
import type { QuantitySymbol } from './symbols';

export interface Derivation {
  symbol: QuantitySymbol;
  value: number;
  law: Law;
  formula: Formula;
  inputs: QuantitySymbol[];
}

/** Quantities that are meaningless when zero or negative. */
const POSITIVE: ReadonlySet<QuantitySymbol> = new Set(['t', 'm', 'R', 'A', 'Vol', 'rho', 'Fg', 'eta', 'g']);

const MAX_ROUNDS = 8;

function usable(law: Law, topic: MotionTopic, known: ReadonlyMap<QuantitySymbol, number>): boolean {
  if (law.topic !== 'any' && law.topic !== topic) return false;
  return !(law.unlessKnown ?? []).some((symbol) => known.has(symbol));
}

/**
 * The derivations, in order, that lead from `known` to every symbol of `targets`; null when some target cannot
 * be reached with the laws of this topic.
 */
export function deriveTargets(
  known: ReadonlyMap<QuantitySymbol, number>,
  targets: readonly QuantitySymbol[],
  topic: MotionTopic,
): Derivation[] | null {
  const values = new Map(known);
  const made: Derivation[] = [];
  for (let round = 0; round < MAX_ROUNDS && !targets.every((target) => values.has(target)); round += 1) {
    const snapshot = Object.fromEntries(values) as Record<string, number>;
    const found: Derivation[] = [];
    for (const law of LAWS) {
      if (!usable(law, topic, values)) continue;
      for (const [symbol, rearrangement] of Object.entries(law.solveFor) as [QuantitySymbol, NonNullable<Law['solveFor'][QuantitySymbol]>][]) {
        if (values.has(symbol) || found.some((derivation) => derivation.symbol === symbol)) continue;
        const inputs = rearrangement.formula.inputs as QuantitySymbol[];
        if (!inputs.every((input) => values.has(input))) continue;
        if (rearrangement.when && !rearrangement.when(snapshot)) continue;
        const value = evaluateFormula(rearrangement.formula, snapshot);
        if (Number.isNaN(value) || (POSITIVE.has(symbol) && value <= 0)) continue;
        found.push({ symbol, value, law, formula: rearrangement.formula, inputs });
      }
    }
    if (found.length === 0) return null;
    for (const derivation of found) {
      values.set(derivation.symbol, derivation.value);
      made.push(derivation);
    }
  }
  if (!targets.every((target) => values.has(target))) return null;
  const needed = new Set<QuantitySymbol>();
  const visit = (symbol: QuantitySymbol) => {
    const derivation = made.find((candidate) => candidate.symbol === symbol);
    if (!derivation || needed.has(symbol)) return;
    needed.add(symbol);
    derivation.inputs.forEach(visit);
  };
  targets.forEach(visit);
  return made.filter((derivation) => needed.has(derivation.symbol));
}
