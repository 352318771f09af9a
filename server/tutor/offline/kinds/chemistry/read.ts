/**
 * Reading a chemistry question: the normalised text, the chemical equation and formulas written in it, and every
 * number with its unit (mass, moles, volume, particles, concentration, percent, molar mass) and the substance it
 * belongs to. Numbers inside formulas and equations are not givens; every other number must be used by the
 * solver, so a question is never answered on a partial reading.
 */
import { findChemicalEquation, type ChemicalEquation } from '../../science/chemistry/balance';
import { findFormulas } from '../../science/chemistry/findFormula';
import { parseFormula, type ParsedFormula } from '../../science/chemistry/formula';
import { findElement } from '../../science/chemistry/periodicTable';
import { escapeRegExp, normalizeScienceText } from '../../science/shared/normalize';
import { findNumbers } from '../../science/shared/numbers';
import { DIATOMIC, namedSubstances } from './names';

export type QuantityKind = 'mass' | 'moles' | 'volume' | 'particles' | 'concentration' | 'percent' | 'molarMass';

export interface Quantity {
  kind: QuantityKind;
  /** In g, mol, L, particles, mol/L, %, g/mol. */
  value: number;
  /** The number as the student wrote it (Latin digits), e.g. "3.01 × 10^23". */
  written: string;
  /** The unit as LaTeX, e.g. "\\text{mL}" (empty for particles and percent). */
  unitLatex: string;
  start: number;
  end: number;
  /** The formula of the substance it is an amount of, when the question says. */
  substance?: string;
}

/** A number without a chemistry unit (a pH value, a molar mass written bare). */
export interface BareNumber {
  value: number;
  written: string;
  start: number;
  end: number;
}

export interface Reading {
  text: string;
  equation: ChemicalEquation | null;
  /** The equation as the student wrote it (with their coefficients), '' when there is none. */
  equationText: string;
  quantities: Quantity[];
  bare: BareNumber[];
  /** Formulas written outside the equation, with positions. */
  formulas: { text: string; formula: ParsedFormula; start: number; end: number }[];
}

interface UnitInfo {
  kind: QuantityKind;
  factor: number;
  latex: string;
}

const UNITS: readonly [string[], UnitInfo][] = [
  [['g/mol', 'g/mole', 'g mol^-1', 'جم/مول', 'جرام/مول', 'g.mol^-1'], { kind: 'molarMass', factor: 1, latex: '\\text{g/mol}' }],
  [['mol/L', 'mol/l', 'mol/dm^3', 'mol L^-1', 'M', 'molar', 'مولر', 'مولاري', 'مولار', 'مول/لتر'], { kind: 'concentration', factor: 1, latex: '\\text{M}' }],
  [['kg', 'كجم', 'كيلوجرام'], { kind: 'mass', factor: 1000, latex: '\\text{kg}' }],
  [['mg', 'مجم', 'ملليجرام'], { kind: 'mass', factor: 0.001, latex: '\\text{mg}' }],
  [['g', 'gm', 'gram', 'grams', 'جم', 'جرام', 'جرامات', 'غرام', 'غم', 'غ'], { kind: 'mass', factor: 1, latex: '\\text{g}' }],
  [['mmol', 'ملليمول'], { kind: 'moles', factor: 0.001, latex: '\\text{mmol}' }],
  [['mol', 'mole', 'moles', 'مول', 'مولات'], { kind: 'moles', factor: 1, latex: '\\text{mol}' }],
  [['mL', 'ml', 'cm^3', 'cm3', 'مل', 'ملي', 'ملليلتر', 'مللي لتر', 'ملي لتر', 'سم^3', 'سم3'], { kind: 'volume', factor: 0.001, latex: '\\text{mL}' }],
  [['L', 'l', 'liter', 'liters', 'litre', 'litres', 'dm^3', 'dm3', 'لتر', 'لترات', 'ليتر'], { kind: 'volume', factor: 1, latex: '\\text{L}' }],
  [
    ['molecules', 'molecule', 'atoms', 'atom', 'particles', 'particle', 'جزيء', 'جزيئات', 'جزئ', 'جزي', 'ذره', 'ذرات'],
    { kind: 'particles', factor: 1, latex: '' },
  ],
  [['%'], { kind: 'percent', factor: 1, latex: '\\%' }],
];

const BY_SPELLING = new Map<string, UnitInfo>();
for (const [spellings, unit] of UNITS) for (const spelling of spellings) BY_SPELLING.set(normalizeScienceText(spelling), unit);

const UNIT_AFTER = new RegExp(
  `^\\s?(${[...BY_SPELLING.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp).join('|')})(?![A-Za-z\\u0621-\\u064A^0-9])`,
);

/** Words between an amount and its substance: "of", "من", "غاز", "حمض" … */
const FILLER = /^(?:\s|[,(:]|(?:of|the|pure|gas|solid|من|غاز|عنصر|فلز|مسحوق)(?![A-Za-z\u0621-\u064A]))*/i;

/** The substance an amount belongs to: written right after it ("of CO2", "جم ماء"), else right before ("SO2 كتلتها"). */
function substanceNear(reading: Reading, text: string, quantity: Quantity): string | undefined {
  const after = quantity.end + (FILLER.exec(text.slice(quantity.end))?.[0].length ?? 0);
  // "of CO2", or "of propane C3H8": the formula right after, or after one unknown word.
  const skipWord = after + (/^[^\s\d.,;:?]+\s+/.exec(text.slice(after))?.[0].length ?? 0);
  const formulaAfter = reading.formulas.find((formula) => formula.start === after) ?? (namedSubstances(text).some((name) => name.start === after) ? undefined : reading.formulas.find((formula) => formula.start === skipWord));
  if (formulaAfter) return formulaAfter.text;
  const named = namedSubstances(text).find((name) => name.start === after || (name.start > quantity.end && name.start <= after + 3));
  if (named) {
    // "sodium (Na)" / "غاز الهيدروجين H2": a formula written just after the name wins.
    const written = reading.formulas.find((formula) => formula.start > named.end && formula.start - named.end <= 3);
    if (written) return written.text;
    return named.element && DIATOMIC.has(named.formula) ? `${named.formula}2` : named.formula;
  }
  return undefined;
}

export function readQuestion(raw: string): Reading {
  const text = normalizeScienceText(raw);
  // "(Zn + 2HCl → ZnCl2 + H2)," : brackets around an equation are not part of its species.
  // "Ca=40", "Al = 27": an atomic mass stated as data, not an equation's "=" (same length, so positions hold).
  // "[CaCO3 → CaO + CO2]": square brackets around an equation are not part of it either.
  const equationText = text
    .replace(/(?<=(?:^|[^A-Za-z])[A-Z][a-z]?\s*)=(?=\s*\d+(?:\.\d+)?(?![A-Za-z\d.]))/g, ':')
    .replace(/(^|\s)\[(?=\d*[A-Z][^\]]*(?:→|->|⟶)[^\]]*\])/g, '$1 ')
    .replace(/(?<=(?:→|->|⟶)[^[\]]*[A-Za-z0-9)])\](?=[\s,.;:?!]|$)/g, ' ');
  const equation = findChemicalEquation(equationText.replace(/(^|\s)\((?=\d*[A-Z])/g, '$1 ').replace(/(?<!\((?:s|l|g|aq))\)(?=[\s,.;:?!]|$)/g, ' ').replace(/([A-Za-z0-9)])([.,;:?!،])(?=\s|$)/g, '$1 $2'));
  let masked = text;
  const mask = (start: number, end: number) => {
    masked = masked.slice(0, start) + ' '.repeat(end - start) + masked.slice(end);
  };
  const span = equation ? equationSpan(equationText) : null;
  if (span) mask(span[0], span[1]);
  const formulas: Reading['formulas'] = [];
  for (const found of findFormulas(masked)) {
    // "pH", "pOH": a letter glued before is not a formula; nor is the C of "25 °C".
    // "Na = 23": an atomic mass stated as data, not a substance of the problem.
    if (/^\s*[=:]\s*\d/.test(masked.slice(found.index + found.text.length))) continue;
    if (/[A-Za-z°]/.test(masked[found.index - 1] ?? '') || /°\s*$/.test(masked.slice(Math.max(0, found.index - 2), found.index))) continue;
    formulas.push({ text: found.text, formula: found.formula, start: found.index, end: found.index + found.text.length });
  }
  for (const formula of formulas) mask(formula.start, formula.end);
  const reading: Reading = { text, equation, equationText: span ? text.slice(span[0], span[1]) : '', quantities: [], bare: [], formulas };
  for (const number of findNumbers(masked)) {
    const written = text.slice(number.start, number.end);
    const unit = UNIT_AFTER.exec(masked.slice(number.end));
    const info = unit?.[1] ? BY_SPELLING.get(unit[1]) : undefined;
    if (!unit || !info) {
      reading.bare.push({ value: number.value, written, start: number.start, end: number.end });
      continue;
    }
    const quantity: Quantity = {
      kind: info.kind,
      value: number.value * info.factor,
      written,
      unitLatex: unit[1] === 'mmol' || unit[1] === 'ملليمول' ? '\\text{mmol}' : info.latex,
      start: number.start,
      end: number.end + unit[0].length,
    };
    quantity.substance = substanceNear(reading, text, quantity);
    reading.quantities.push(quantity);
  }
  return reading;
}

/** Start and end of the equation in the text: from the first species before the arrow to the last after it. */
function equationSpan(text: string): [number, number] | null {
  const arrow = /⟶|→|⇌|⇄|<=>|<->|-->|->|=>|=/.exec(text);
  if (!arrow) return null;
  const species = /(?:\d*[A-Z(\[][A-Za-z0-9()[\]·.]*(?:\((?:s|l|g|aq)\))?)/g;
  const chain = new RegExp(`(?:${species.source}\\s*\\+\\s*)*${species.source}\\s*$`);
  const left = chain.exec(text.slice(0, arrow.index).replace(/\s+$/, ''));
  const rightText = text.slice(arrow.index + arrow[0].length);
  const right = new RegExp(`^\\s*(?:${species.source}\\s*\\+\\s*)*${species.source}`).exec(rightText);
  if (!left || !right) return null;
  return [left.index, arrow.index + arrow[0].length + right[0].length];
}


/** Avogadro's number and the molar volume at STP as Egyptian textbooks print them. */
export const AVOGADRO = 6.02e23;
export const MOLAR_VOLUME = 22.4;

/**
 * Data a question may state besides its givens: atomic masses ("Na = 23", "[C=12 , H=1]"), Avogadro's number and
 * the molar volume 22.4 L. Returns the positions of those numbers, or null when a stated value differs from the
 * textbook value the solver uses (the question's data would then give another answer).
 */
export function statedConstants(reading: Reading): Set<number> | null {
  const used = new Set<number>();
  for (const item of [...reading.quantities, ...reading.bare]) {
    const before = reading.text.slice(Math.max(0, item.start - 40), item.start);
    const symbol = /(?:^|[^A-Za-z])([A-Z][a-z]?)\s*[=:]\s*$/.exec(before)?.[1];
    if (symbol) {
      const mass = molarMassOfSymbol(symbol);
      if (mass === null || Math.abs(mass - item.value) > 1e-9) return null;
      used.add(item.start);
      continue;
    }
    const isAvogadro = Math.abs(item.value / AVOGADRO - 1) < 0.01 && /افوجادرو|افوجادر|avogadro|N\s*A\s*=|NA\s*=/i.test(before);
    const isMolarVolume = 'kind' in item && item.kind === 'volume' && item.value === MOLAR_VOLUME && /حجم\s*(?:ال)?مول|يشغل|molar volume|one mole|1 mole|المول الواحد|مول واحد/i.test(before);
    if (isAvogadro || isMolarVolume) {
      if (Math.abs(item.value - (isAvogadro ? AVOGADRO : MOLAR_VOLUME)) > 1e-6 * item.value) return null;
      used.add(item.start);
    }
  }
  return used;
}

function molarMassOfSymbol(symbol: string): number | null {
  const formula = parseFormula(symbol);
  if (!formula || formula.atoms.size !== 1) return null;
  const count = formula.atoms.get(symbol);
  if (count !== 1) return null;
  return findElement(symbol)?.mass ?? null;
}
