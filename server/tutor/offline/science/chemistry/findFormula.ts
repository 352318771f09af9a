/**
 * Finds the chemical formulas written in a message ("H2SO4", "CuSO4·5H2O", "Ca(OH)2"), telling them apart from
 * ordinary words that happen to parse as element symbols ("I", "He", "As", "Be").
 */
import { parseFormula, type ParsedFormula } from './formula';
import { formulaFromName } from './substances';

export interface FoundFormula {
  text: string;
  formula: ParsedFormula;
  index: number;
}

const TOKEN = /[A-Z(\[][A-Za-z0-9()[\]·•∙⋅*.^+-]*/g;
/** English words that are also element symbols; taken as formulas only right after "of"/"for". */
const ENGLISH_WORDS = new Set(['I', 'He', 'As', 'Be', 'In', 'At', 'No', 'So', 'Am', 'Co', 'Ca', 'W', 'U']);

/** Drops sentence punctuation and unmatched closing brackets after a formula: "NaCl?" → "NaCl". */
function trimToken(raw: string): string {
  let token = raw.replace(/[.,;:?!]+$/, '');
  const count = (pattern: RegExp) => (token.match(pattern) ?? []).length;
  while (/[)\]]$/.test(token) && count(/[)\]]/g) > count(/[([]/g)) token = token.slice(0, -1).replace(/[.,;:?!]+$/, '');
  return token;
}

/** Every formula written in the text, in order. */
export function findFormulas(text: string): FoundFormula[] {
  const found: FoundFormula[] = [];
  for (const match of text.matchAll(TOKEN)) {
    const token = trimToken(match[0]);
    const formula = parseFormula(token);
    if (!formula || formula.isElectron) continue;
    const index = match.index ?? 0;
    const singleWord = formula.atoms.size === 1 && !/\d/.test(token) && ENGLISH_WORDS.has(token);
    if (singleWord && !/\b(?:of|for)\s+$/i.test(text.slice(Math.max(0, index - 6), index))) continue;
    found.push({ text: token, formula, index });
  }
  return found;
}

/** The formula a question is about: the first one written, else the first substance named. */
export function mainFormula(text: string): FoundFormula | null {
  const written = findFormulas(text)[0];
  if (written) return written;
  const named = formulaFromName(text);
  const formula = named ? parseFormula(named) : null;
  return named && formula ? { text: named, formula, index: -1 } : null;
}
