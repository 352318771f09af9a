/**
 * The chemical equation of a reaction problem: balanced with the older solver's exact method, then checked here
 * independently (every element counted on both sides, and the mass of the reactants equal to the mass of the
 * products with the molar masses used), and written as LaTeX both as the student wrote it and balanced.
 */
import { solveBalance, type ChemicalEquation } from '../../science/chemistry/balance';
import { formulaLatex, parseFormula, type ParsedFormula } from '../../science/chemistry/formula';
import { molarMassOfParsed } from '../../science/chemistry/molarMass';
import { close } from './format';

export interface Species {
  formula: ParsedFormula;
  /** As written, e.g. "H2O". */
  body: string;
  coefficient: number;
  molarMass: number;
  side: 'reactant' | 'product';
}

export interface Balanced {
  species: Species[];
  latex: string;
}

/** The balanced equation with molar masses, or null when it cannot be balanced or fails the checks. */
export function balanced(equation: ChemicalEquation): Balanced | null {
  const work = solveBalance(equation);
  if (!work) return null;
  const all = [...equation.reactants, ...equation.products];
  if (all.some((formula) => formula.charge !== 0 || formula.isElectron)) return null;
  const species: Species[] = [];
  for (const [index, formula] of all.entries()) {
    const mass = molarMassOfParsed(formula);
    if (!mass) return null;
    species.push({ formula, body: formula.body, coefficient: work.coefficients[index]!, molarMass: mass.grams, side: index < equation.reactants.length ? 'reactant' : 'product' });
  }
  // Independent checks: atoms of every element, and mass, conserved.
  const elements = new Set(all.flatMap((formula) => [...formula.atoms.keys()]));
  const sideSum = (side: Species['side'], value: (item: Species) => number) => species.filter((item) => item.side === side).reduce((sum, item) => sum + item.coefficient * value(item), 0);
  for (const element of elements) {
    if (sideSum('reactant', (item) => item.formula.atoms.get(element) ?? 0) !== sideSum('product', (item) => item.formula.atoms.get(element) ?? 0)) return null;
  }
  if (!close(sideSum('reactant', (item) => item.molarMass), sideSum('product', (item) => item.molarMass), 1e-9)) return null;
  return { species, latex: equationLatex(species) };
}

function equationLatex(species: readonly Species[]): string {
  const term = (item: Species) => `${item.coefficient === 1 ? '' : item.coefficient}${formulaLatex(item.formula)}`;
  const side = (name: Species['side']) => species.filter((item) => item.side === name).map(term).join(' + ');
  return `${side('reactant')} \\rightarrow ${side('product')}`;
}

/** The equation as the student wrote it, as LaTeX: "2H2 + O2 -> 2H2O" → 2\mathrm{H_{2}} + … */
export function writtenEquationLatex(written: string): string {
  return written
    .split(/\s+/)
    .filter(Boolean)
    .map((token) => {
      if (/^(?:⟶|→|⇌|⇄|<=>|<->|-->|->|=>|=)$/.test(token)) return '\\rightarrow';
      if (token === '+') return '+';
      const bare = token.replace(/^\(|\)$|[,.;:]$/g, '');
      const coefficient = /^\d+(?=[A-Z(])/.exec(bare)?.[0] ?? '';
      const formula = parseFormula(bare.slice(coefficient.length));
      return formula ? `${coefficient}${formulaLatex(formula)}` : `\\text{${token}}`;
    })
    .join(' ');
}

/** The species a substance names: same formula, or the element of a one-element species (zinc → Zn). */
export function findSpecies(species: readonly Species[], substance: string | undefined): Species | null {
  if (!substance) return null;
  const wanted = parseFormula(substance.replace(/^\(|\)$/g, ''));
  if (!wanted) return null;
  const same = (formula: ParsedFormula) => formula.atoms.size === wanted.atoms.size && [...wanted.atoms].every(([element, count]) => formula.atoms.get(element) === count);
  const matches = species.filter((item) => same(item.formula));
  if (matches.length === 1) return matches[0]!;
  // A named diatomic element ("hydrogen" read as H2) against a monatomic species, or the reverse, is not a match.
  return null;
}
