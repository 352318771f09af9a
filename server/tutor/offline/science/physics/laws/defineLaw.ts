/**
 * How a physics law is described: its equation once, the rearrangement for each unknown it can give (parsed and
 * compiled by mathjs at load), its textbook name and a deeper explanation (shown to premium students).
 */
import type { Bilingual } from '../../shared/format';
import { compileFormula, type Formula } from '../expression';
import type { QuantitySymbol } from '../symbols';

/** Laws of accelerated motion and of uniform motion never mix in one solution. */
export type MotionTopic = 'accelerated' | 'uniform' | 'any';

export interface Rearrangement {
  formula: Formula;
  /** Extra condition on the known values (e.g. the quadratic shortcut only when starting from rest). */
  when?: (values: Readonly<Record<string, number>>) => boolean;
}

export interface Law {
  id: string;
  /** The Solution.kind of a problem whose answer comes from this law. */
  kind: string;
  topic: MotionTopic;
  name: Bilingual;
  explanation: Bilingual;
  left: Formula;
  right: Formula;
  solveFor: Partial<Record<QuantitySymbol, Rearrangement>>;
  /** Symbols that must be unknown for the law to apply (the angle-free work law when θ is given). */
  unlessKnown?: QuantitySymbol[];
}

interface LawSource {
  id: string;
  kind: string;
  topic?: MotionTopic;
  name: Bilingual;
  explanation: Bilingual;
  equation: string;
  solveFor: Partial<Record<QuantitySymbol, string | { source: string; when: Rearrangement['when'] }>>;
  unlessKnown?: QuantitySymbol[];
}

export function defineLaw(source: LawSource): Law {
  const [left, right] = source.equation.split('=').map((side) => side.trim());
  if (!left || !right) throw new Error(`law ${source.id}: bad equation`);
  const solveFor: Law['solveFor'] = {};
  for (const [symbol, rearrangement] of Object.entries(source.solveFor) as [QuantitySymbol, LawSource['solveFor'][QuantitySymbol]][]) {
    if (typeof rearrangement === 'string') solveFor[symbol] = { formula: compileFormula(rearrangement) };
    else if (rearrangement) solveFor[symbol] = { formula: compileFormula(rearrangement.source), when: rearrangement.when };
  }
  return {
    id: source.id,
    kind: source.kind,
    topic: source.topic ?? 'any',
    name: source.name,
    explanation: source.explanation,
    left: compileFormula(left),
    right: compileFormula(right),
    solveFor,
    unlessKnown: source.unlessKnown,
  };
}

export const nonZero = (symbol: string) => (values: Readonly<Record<string, number>>) => (values[symbol] ?? 0) !== 0;
