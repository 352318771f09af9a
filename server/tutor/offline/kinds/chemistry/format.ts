/**
 * Writing chemistry solutions: givens as the student wrote them (3.01 × 10^23 → 3.01 \times 10^{23}), species as
 * LaTeX (H_2SO_4), rounded numbers for the steps, the molar-mass step every kind shares, and the final Solution.
 */
import { formulaLatex, parseFormula } from '../../science/chemistry/formula';
import { molarMassOfParsed } from '../../science/chemistry/molarMass';
import { latexNumber } from '../../science/shared/format';
import { say, type TutorLanguage } from '../../math/language';
import type { Solution, SolutionResult, SolutionStep } from '../../solution';
import type { BareNumber, Quantity, Reading } from './read';

export { say };

/** A number as the student wrote it, as LaTeX: "1 x 10^-5" → "1 \times 10^{-5}". */
export function writtenLatex(written: string): string {
  return written
    .replace(/\s*(?:[×xX*·]|\\times)\s*10\s*\^\s*\{?\(?([-+]?\d+)\)?\}?/, ' \\times 10^{$1}')
    .replace(/^(\d+(?:\.\d+)?)[eE]([-+]?\d+)$/, '$1 \\times 10^{$2}')
    .replace(/^10\s*\^\s*\{?\(?([-+]?\d+)\)?\}?$/, '10^{$1}');
}

/** A given amount with its unit, as written: "250\ \text{mL}". */
export function amountLatex(quantity: Quantity | BareNumber): string {
  const unit = 'unitLatex' in quantity && quantity.unitLatex ? `\\ ${quantity.unitLatex}` : '';
  return `${writtenLatex(quantity.written)}${unit}`;
}

/** The data a question states (atomic masses, N_A, 22.4 L), as written, for the statement: " ($\mathrm{Na} = 23$)". */
export function constantsNote(reading: Reading, constants: ReadonlySet<number>): string {
  const items = [...reading.quantities, ...reading.bare].filter((item) => constants.has(item.start));
  if (items.length === 0) return '';
  const written = items.map((item) => {
    const symbol = /([A-Z][a-z]?)\s*[=:]\s*$/.exec(reading.text.slice(Math.max(0, item.start - 12), item.start))?.[1];
    return `$${symbol ? `\\mathrm{${symbol}} = ` : ''}${amountLatex(item)}$`;
  });
  return ` (${written.join(', ')})`;
}

/** A computed number for the steps: 4 significant figures, scientific notation when large or small. */
export const num = latexNumber;

/** LaTeX of a species; a hydrate keeps its written form so "CuSO4.5H2O" still shows its numbers. */
export function speciesLatex(formula: string): string {
  const parsed = parseFormula(formula);
  if (!parsed) return `\\text{${formula}}`;
  return /[·.]/.test(formula) ? `\\mathrm{${formula}}` : formulaLatex(parsed);
}

/** Molar mass of a formula in g/mol, with the sum a teacher writes ("2(1) + 32 + 4(16) = 98"). */
export function molarMassOf(formula: string): { grams: number; sum: string } | null {
  const parsed = parseFormula(formula);
  const mass = parsed ? molarMassOfParsed(parsed) : null;
  if (!mass || mass.grams <= 0) return null;
  const sum = mass.breakdown.map((row) => (row.count === 1 ? `${row.mass}` : `${row.count} \\times ${row.mass / row.count}`)).join(' + ');
  return { grams: mass.grams, sum };
}

/** The step "M(H2O) = 2 × 1 + 16 = 18 g/mol". */
export function molarMassStep(formula: string, language: TutorLanguage): { step: SolutionStep; grams: number } | null {
  const mass = molarMassOf(formula);
  if (!mass) return null;
  return {
    grams: mass.grams,
    step: {
      text: `${say(language, 'Molar mass', 'الكتلة المولية')}: $M(${speciesLatex(formula)}) = ${mass.sum} = ${mass.grams}\\ \\text{g/mol}$`,
      detail: say(
        language,
        'The molar mass is the sum of the atomic masses of all atoms in the formula (H = 1, C = 12, N = 14, O = 16, …); one mole of the substance weighs that many grams.',
        'الكتلة المولية = مجموع الكتل الذرية لكل الذرات في الصيغة (H = 1، C = 12، N = 14، O = 16، …)، والمول الواحد من المادة كتلته بالجرام تساوي هذا الرقم.',
      ),
    },
  };
}

/** Relative closeness, for checks. */
export function close(a: number, b: number, relative = 1e-9): boolean {
  return Math.abs(a - b) <= relative * Math.max(1, Math.abs(a), Math.abs(b));
}

export interface Draft {
  kind: string;
  title: [string, string];
  statement: string;
  steps: SolutionStep[];
  answer: string;
  check: string;
  result: SolutionResult;
}

/** The finished Solution. */
export function finish(draft: Draft, language: TutorLanguage): Solution {
  return {
    kind: draft.kind,
    subject: 'chemistry',
    title: say(language, draft.title[0], draft.title[1]),
    steps: draft.steps,
    answer: draft.answer,
    check: draft.check,
    statement: draft.statement,
    result: draft.result,
  };
}
