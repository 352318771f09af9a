/**
 * The unit an answer is asked in ("بالكم/س", "in kW", "to m/s") and the conversion of an SI result into it.
 */
import { factorToSI, lookupUnit, unitLatex, type Dimension, type UnitInfo } from '../../science/physics/units';
import { normalizeScienceText } from '../../science/shared/normalize';
import type { Problem } from './read';

export interface AskedUnit {
  info: UnitInfo;
  latex: string;
}

const ASKED = /(?:\bin|\binto|\bto|بوحده|بوحدات|بال|ب|الي)\s*([^\s,.?()]+(?:\s?[^\s,.?()]+)?)/g;

/** The unit of `dimension` the question asks its answer in, or null (then the answer is in SI). */
export function askedUnit(problem: Problem, dimension: Dimension): AskedUnit | null {
  const ask = problem.text.slice(problem.askStart);
  for (const match of ask.matchAll(ASKED)) {
    const words = match[1]!;
    for (const candidate of [words, words.split(/\s/)[0]!]) {
      const info = lookupUnit(candidate) ?? lookupUnit(normalizeScienceText(candidate));
      if (info && info.dimension === dimension) return { info, latex: unitLatex(info) };
    }
  }
  return null;
}

export function convertFromSI(value: number, unit: AskedUnit): number {
  const factor = unit.info.mathjs === 'hp' ? 746 : factorToSI(unit.info);
  return value / factor;
}
