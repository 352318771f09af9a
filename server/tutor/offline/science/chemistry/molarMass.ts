/**
 * Molar mass of a formula from the textbook atomic masses, with the per-element breakdown the steps show.
 * Exposed to the LLM as a tool through science/index.ts.
 */
import { parseFormula, type ParsedFormula } from './formula';
import { findElement } from './periodicTable';

export interface MolarMassBreakdown {
  element: string;
  count: number;
  /** count × atomic mass, in g/mol. */
  mass: number;
}

export interface MolarMass {
  grams: number;
  breakdown: MolarMassBreakdown[];
}

/** Rounds away floating-point noise (35.5 × 3 + …) without hiding real decimals. */
function tidy(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

export function molarMassOfParsed(formula: ParsedFormula): MolarMass | null {
  if (formula.isElectron) return null;
  const breakdown: MolarMassBreakdown[] = [];
  for (const [element, count] of formula.atoms) {
    const info = findElement(element);
    if (!info) return null;
    breakdown.push({ element, count, mass: tidy(info.mass * count) });
  }
  return { grams: tidy(breakdown.reduce((sum, row) => sum + row.mass, 0)), breakdown };
}

/** Molar mass in g/mol of a formula such as "H2SO4", "Ca(OH)2" or "CuSO4·5H2O"; null when it is not a formula. */
export function molarMass(formula: string): MolarMass | null {
  try {
    const parsed = parseFormula(formula.trim().replace(/[.?!,;:]+$/, ''));
    return parsed ? molarMassOfParsed(parsed) : null;
  } catch {
    return null;
  }
}
