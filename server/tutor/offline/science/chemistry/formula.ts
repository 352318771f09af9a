/**
 * Chemical formulas: parsing (nested (), [] groups, hydrates written CuSO4·5H2O or CuSO4.5H2O, state symbols and
 * ionic charges such as SO4^2-, Fe3+, NH4+) into atom counts, and rendering them as LaTeX (H_2O) for the steps.
 */
import { findElement } from './periodicTable';

export interface ParsedFormula {
  /** The formula without state symbol or charge, e.g. "CuSO4·5H2O". */
  body: string;
  /** Atom count per element symbol, in order of first appearance. */
  atoms: Map<string, number>;
  /** Ionic charge (0 for neutral species). */
  charge: number;
  /** True for the electron "e-" of half-equations. */
  isElectron: boolean;
}

const SUBSCRIPT_DIGITS = '₀₁₂₃₄₅₆₇₈₉';
const HYDRATE_DOT = /[·•∙⋅*.]/;
const STATE_SYMBOL = /\((?:s|l|g|aq)\)$/i;
const ELECTRON = /^e(?:\^?\{?-\}?|\(-\))$/;

/** Splits an ionic charge off the end of a species: "SO4^2-" → ["SO4", -2]. */
function splitCharge(text: string): [string, number] {
  const explicit = /(?:\^\{?(\d*)([+-])\}?|\((\d*)([+-])\))$/.exec(text);
  if (explicit) {
    const magnitude = Number(explicit[1] ?? explicit[3] ?? '') || 1;
    const sign = (explicit[2] ?? explicit[4]) === '-' ? -1 : 1;
    return [text.slice(0, explicit.index), sign * magnitude];
  }
  const signs = /([+-]+)$/.exec(text);
  if (!signs?.[1]) return [text, 0];
  const sign = signs[1].startsWith('-') ? -1 : 1;
  const rest = text.slice(0, signs.index);
  if (signs[1].length > 1) return [rest, sign * signs[1].length];
  // Plain-text ions: "Fe3+" is Fe³⁺ (a lone element), "SO42-" is SO₄²⁻ (two trailing digits), "NH4+" is NH₄⁺.
  const monatomic = /^([A-Z][a-z]?)(\d)$/.exec(rest);
  if (monatomic?.[1] && monatomic[2]) return [monatomic[1], sign * Number(monatomic[2])];
  const twoDigits = /^(.*[A-Za-z)\]]\d)(\d)$/.exec(rest);
  if (twoDigits?.[1] && twoDigits[2]) return [twoDigits[1], sign * Number(twoDigits[2])];
  return [rest, sign];
}

function addAtoms(target: Map<string, number>, source: ReadonlyMap<string, number>, times: number): void {
  for (const [symbol, count] of source) target.set(symbol, (target.get(symbol) ?? 0) + count * times);
}

/** Parses one hydrate-free part such as "Ca(OH)2" or "K4[Fe(CN)6]"; null when it is not a formula. */
function parseGroup(text: string): Map<string, number> | null {
  const stack: Map<string, number>[] = [new Map()];
  const closers: string[] = [];
  let index = 0;
  const readCount = (): number => {
    const digits = /^\d+/.exec(text.slice(index));
    if (!digits) return 1;
    index += digits[0].length;
    return Number(digits[0]);
  };
  while (index < text.length) {
    const char = text[index] ?? '';
    if (char === '(' || char === '[') {
      stack.push(new Map());
      closers.push(char === '(' ? ')' : ']');
      index += 1;
    } else if (char === ')' || char === ']') {
      if (closers.pop() !== char) return null;
      const inner = stack.pop();
      const outer = stack[stack.length - 1];
      index += 1;
      if (!inner || !outer || inner.size === 0) return null;
      addAtoms(outer, inner, readCount());
    } else {
      const symbol = /^[A-Z][a-z]?/.exec(text.slice(index))?.[0];
      if (!symbol || !findElement(symbol)) return null;
      index += symbol.length;
      const current = stack[stack.length - 1];
      if (!current) return null;
      current.set(symbol, (current.get(symbol) ?? 0) + readCount());
    }
  }
  const atoms = stack[0];
  return closers.length === 0 && atoms && atoms.size > 0 ? atoms : null;
}

/** Parses a species; null when the text is not a chemical formula made of known elements. */
export function parseFormula(raw: string): ParsedFormula | null {
  const cleaned = [...raw.trim()].map((char) => (SUBSCRIPT_DIGITS.includes(char) ? String(SUBSCRIPT_DIGITS.indexOf(char)) : char)).join('');
  const withoutState = cleaned.replace(STATE_SYMBOL, '');
  if (ELECTRON.test(withoutState)) return { body: 'e', atoms: new Map(), charge: -1, isElectron: true };
  const [body, charge] = splitCharge(withoutState);
  if (!/^[A-Z([]/.test(body) || /[^A-Za-z0-9()[\]·•∙⋅*.]/.test(body)) return null;
  const atoms = new Map<string, number>();
  const parts = body.split(HYDRATE_DOT);
  for (const [position, part] of parts.entries()) {
    const coefficient = position > 0 ? /^\d+/.exec(part)?.[0] : undefined;
    const group = parseGroup(coefficient ? part.slice(coefficient.length) : part);
    if (!group) return null;
    addAtoms(atoms, group, coefficient ? Number(coefficient) : 1);
  }
  return { body, atoms, charge, isElectron: false };
}

/** LaTeX for a species: "CuSO4·5H2O" → \mathrm{CuSO_{4}\cdot 5H_{2}O}, "SO4^2-" → \mathrm{SO_{4}^{2-}}. */
export function formulaLatex(formula: ParsedFormula): string {
  const charge = formula.charge === 0 ? '' : `^{${Math.abs(formula.charge) === 1 ? '' : Math.abs(formula.charge)}${formula.charge > 0 ? '+' : '-'}}`;
  if (formula.isElectron) return `\\mathrm{e}${charge}`;
  const body = formula.body
    .split(HYDRATE_DOT)
    .map((part) => part.replace(/([A-Za-z)\]])(\d+)/g, '$1_{$2}'))
    .join('\\cdot ');
  return `\\mathrm{${body}${charge}}`;
}

/** Plain text for a species in a balanced equation: "SO4^2-", "Fe^3+", "H2O". */
export function formulaText(formula: ParsedFormula): string {
  if (formula.charge === 0) return formula.body;
  const magnitude = Math.abs(formula.charge) === 1 ? '' : String(Math.abs(formula.charge));
  return `${formula.body}^${magnitude}${formula.charge > 0 ? '+' : '-'}`;
}
