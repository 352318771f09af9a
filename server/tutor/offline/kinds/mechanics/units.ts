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

/** The unit of `dimension` the question asks its answer in, or null (then the answer is in SI). */
export function askedUnit(problem: Problem, dimension: Dimension): AskedUnit | null {
  return askedUnits(problem, dimension)[0] ?? null;
}

export function convertFromSI(value: number, unit: AskedUnit): number {
  const factor = unit.info.mathjs === 'hp' ? 746 : factorToSI(unit.info);
  return value / factor;
}

/** Every unit-introducing word, read without consuming the unit ("بالوات وبالحصان", "in J and in kWh", "in m/s and km/h"). */
const ASKED_ALL =
  /(?:(?<![A-Za-z])(?:in|into|to|and|or)\s+|(?<![\u0621-\u064A])و?(?:بوحده|بوحدات|بال|ب|الي)\s*|(?<![\u0621-\u064A])وال)(?=([^\s,.?()،؟]+(?:\s?[^\s,.?()،؟]+)?))/g;

/**
 * Every unit the question asks its answer in, in the order asked, without repeats ("احسب قدرته بالوات وبالحصان" →
 * W, hp). With `dimension`, only units of that dimension.
 */
export function askedUnits(problem: Problem, dimension?: Dimension): AskedUnit[] {
  const ask = problem.text.slice(problem.askStart);
  const found: AskedUnit[] = [];
  for (const match of ask.matchAll(ASKED_ALL)) {
    const words = match[1]!;
    for (const candidate of [words, words.split(/\s/)[0]!]) {
      const info = lookupUnit(candidate) ?? lookupUnit(normalizeScienceText(candidate));
      if (!info || (dimension && info.dimension !== dimension)) continue;
      const latex = unitLatex(info);
      if (!found.some((unit) => unit.latex === latex)) found.push({ info, latex });
      break;
    }
  }
  return found;
}

/**
 * False when the question asks one quantity in two or more units ("بالوات وبالحصان") and the answers do not give
 * each of them: an answer in one of the asked units only is half an answer.
 */
export function answersEveryAskedUnit(problem: Problem, answerUnits: readonly string[]): boolean {
  const byDimension = new Map<string, string[]>();
  for (const unit of askedUnits(problem)) byDimension.set(unit.info.dimension, [...(byDimension.get(unit.info.dimension) ?? []), unit.latex]);
  for (const units of byDimension.values()) if (units.length > 1 && units.some((unit) => !answerUnits.includes(unit))) return false;
  return true;
}
