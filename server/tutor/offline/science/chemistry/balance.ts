/**
 * Balancing chemical equations: finds the equation in a message (arrows →, ->, ⟶, ⇌ or =), and solves the
 * atom-conservation (and charge-conservation) linear system exactly over the rationals for the smallest
 * whole-number coefficients. Exposed to the LLM as a tool through science/index.ts.
 */
import { formulaText, parseFormula, type ParsedFormula } from './formula';
import { gcd, lcm, Rational } from './rational';

export interface ChemicalEquation {
  reactants: ParsedFormula[];
  products: ParsedFormula[];
  /** True when the sides were separated by "=", which also appears in algebra. */
  usesEqualsSign: boolean;
}

export interface BalancedEquation {
  balanced: string;
  coefficients: number[];
}

/** The exact solution of the conservation system, kept for the step-by-step explanation. */
export interface BalanceWork {
  /** Element symbols (and "charge" when ions are involved), one conservation equation each. */
  conserved: string[];
  /** coefficients before scaling to whole numbers, with the free coefficient set to 1. */
  rational: Rational[];
  /** Index of the coefficient chosen freely (set to 1). */
  freeIndex: number;
  /** The whole-number multiplier applied to the rational solution. */
  multiplier: bigint;
  coefficients: number[];
}

const ARROW = /⟶|→|⇌|⇄|<=>|<->|-->|->|=>|=/g;
const CHARGE_ROW = 'charge';

/** The species written in one whitespace token ("H2", "H2+O2", "2NaCl", "+"), or null when it is not chemistry. */
function readToken(token: string): ParsedFormula[] | 'plus' | null {
  if (token === '+') return 'plus';
  const withoutCoefficient = (text: string) => text.replace(/^\d+(?=[A-Za-z(\[])/, '');
  const single = parseFormula(withoutCoefficient(token));
  if (single) return [single];
  const pieces = token.split('+');
  if (pieces.some((piece) => piece === '')) return null;
  const formulas = pieces.map((piece) => parseFormula(withoutCoefficient(piece)));
  return formulas.every((formula): formula is ParsedFormula => formula !== null) ? formulas : null;
}

/** Reads one side from its tokens (nearest the arrow first); null when a "+" is left dangling. */
function readSide(tokens: readonly string[]): ParsedFormula[] | null {
  const species: ParsedFormula[] = [];
  let expectSpecies = true;
  for (const token of tokens) {
    const read = readToken(token);
    if (read === 'plus') {
      if (expectSpecies) return null;
      expectSpecies = true;
      continue;
    }
    if (!read || !expectSpecies) break;
    species.push(...read);
    expectSpecies = false;
  }
  return species.length > 0 && !expectSpecies ? species : null;
}

/** Finds "reactants → products" in free text; null when there is no single, fully chemical equation. */
export function findChemicalEquation(text: string): ChemicalEquation | null {
  const arrows = [...text.matchAll(ARROW)];
  const arrow = arrows[0];
  if (arrows.length !== 1 || arrow?.index === undefined) return null;
  const before = text.slice(0, arrow.index).trim().split(/\s+/).filter(Boolean).reverse();
  const after = text
    .slice(arrow.index + arrow[0].length)
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((token, index, all) => (index === all.length - 1 ? token.replace(/[.?!,;:]+$/, '') : token));
  const reactants = readSide(before.map((token) => token.replace(/^[:"'«(]+(?=[A-Z\d])/, '')));
  const products = readSide(after);
  if (!reactants || !products) return null;
  return { reactants: reactants.reverse(), products, usesEqualsSign: arrow[0] === '=' };
}

/** Reduced row echelon form over the rationals (in place); returns the pivot column of each pivot row. */
function rowReduce(matrix: Rational[][], columns: number): number[] {
  const pivots: number[] = [];
  let row = 0;
  for (let column = 0; column < columns && row < matrix.length; column += 1) {
    const pivotRow = matrix.findIndex((candidate, index) => index >= row && !candidate[column]?.isZero());
    if (pivotRow < 0) continue;
    [matrix[row], matrix[pivotRow]] = [matrix[pivotRow] as Rational[], matrix[row] as Rational[]];
    const current = matrix[row] as Rational[];
    const pivot = current[column] as Rational;
    for (let index = 0; index < columns; index += 1) current[index] = (current[index] as Rational).divide(pivot);
    for (const [otherIndex, other] of matrix.entries()) {
      const factor = other[column] as Rational;
      if (otherIndex === row || factor.isZero()) continue;
      for (let index = 0; index < columns; index += 1) other[index] = (other[index] as Rational).subtract(factor.multiply(current[index] as Rational));
    }
    pivots.push(column);
    row += 1;
  }
  return pivots;
}

/** Element symbols in order of first appearance, plus the charge row when ions are present. */
export function conservedQuantities(equation: ChemicalEquation): string[] {
  const species = [...equation.reactants, ...equation.products];
  const elements = [...new Set(species.flatMap((formula) => [...formula.atoms.keys()]))];
  return species.some((formula) => formula.charge !== 0) ? [...elements, CHARGE_ROW] : elements;
}

/** How many of `quantity` (an element, or the charge) one unit of `formula` carries. */
export function amountIn(formula: ParsedFormula, quantity: string): number {
  return quantity === CHARGE_ROW ? formula.charge : (formula.atoms.get(quantity) ?? 0);
}

/** Solves the conservation system; null when there is no unique positive solution. */
export function solveBalance(equation: ChemicalEquation): BalanceWork | null {
  const species = [...equation.reactants, ...equation.products];
  const conserved = conservedQuantities(equation);
  const matrix = conserved.map((quantity) =>
    species.map((formula, index) => Rational.of(amountIn(formula, quantity) * (index < equation.reactants.length ? 1 : -1))),
  );
  const pivots = rowReduce(matrix, species.length);
  const free = species.map((_, index) => index).filter((index) => !pivots.includes(index));
  const freeIndex = free[0];
  if (free.length !== 1 || freeIndex === undefined) return null;
  const rational = species.map((_, index) => {
    if (index === freeIndex) return Rational.of(1);
    const row = matrix[pivots.indexOf(index)];
    return (row?.[freeIndex] ?? Rational.of(0)).negate();
  });
  const denominators = rational.reduce((accumulated, value) => lcm(accumulated, value.denominator), 1n);
  let whole = rational.map((value) => (value.numerator * denominators) / value.denominator);
  const divisor = whole.reduce((accumulated, value) => gcd(accumulated, value), 0n) || 1n;
  whole = whole.map((value) => value / divisor);
  let multiplier = denominators / divisor;
  if (whole.every((value) => value < 0n)) {
    whole = whole.map((value) => -value);
    multiplier = -multiplier;
  }
  if (whole.some((value) => value <= 0n)) return null;
  return { conserved, rational, freeIndex, multiplier, coefficients: whole.map(Number) };
}

/** "2H2 + O2 → 2H2O" from the species and their coefficients. */
export function balancedText(equation: ChemicalEquation, coefficients: readonly number[]): string {
  const term = (formula: ParsedFormula, index: number) => {
    const coefficient = coefficients[index] ?? 1;
    return `${coefficient === 1 ? '' : coefficient}${formulaText(formula)}`;
  };
  const reactants = equation.reactants.map((formula, index) => term(formula, index));
  const products = equation.products.map((formula, index) => term(formula, index + equation.reactants.length));
  return `${reactants.join(' + ')} → ${products.join(' + ')}`;
}

/** Balances "H2 + O2 -> H2O" (→, ->, ⟶, =); null when it is not a balanceable chemical equation. */
export function balanceEquation(equation: string): BalancedEquation | null {
  try {
    const parsed = findChemicalEquation(equation.trim());
    const work = parsed ? solveBalance(parsed) : null;
    if (!parsed || !work) return null;
    return { balanced: balancedText(parsed, work.coefficients), coefficients: work.coefficients };
  } catch {
    return null;
  }
}
