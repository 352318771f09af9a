/**
 * The offline chemistry solver: balancing equations, mole calculations, percentage composition and molar
 * masses, recognised in Arabic or English messages. Returns null for anything else, and never throws.
 */
import type { Solution, Solver, TutorLanguage } from '../../solution';
import { normalizeScienceText } from '../shared/normalize';
import { questionStart } from '../shared/question';
import { mentions } from '../shared/words';
import { findChemicalEquation } from './balance';
import { balanceSolution } from './explainBalance';
import { molarMassSolution } from './explainMolarMass';
import { moleSolution } from './explainMoles';
import { percentageSolution } from './explainPercentage';
import { findFormulas, mainFormula, type FoundFormula } from './findFormula';
import { parseFormula } from './formula';
import { AMOUNT_TARGETS, CHEMISTRY_CONTEXT, readAmounts, type AmountKind } from './moleQuantities';
import { allElements } from './periodicTable';
import { formulasFromNames } from './substances';

/** The element a percentage question is about: a lone symbol ("N") or an element name ("nitrogen", "النيتروجين"). */
function elementAsked(text: string, compoundIndex: number): string | undefined {
  const lone = findFormulas(text).find((found) => found.formula.atoms.size === 1 && found.index !== compoundIndex && [...found.formula.atoms.values()][0] === 1);
  if (lone) return [...lone.formula.atoms.keys()][0];
  const lower = text.toLowerCase();
  const named = allElements()
    .map((element) => ({ element, index: Math.max(lower.indexOf(element.en), text.indexOf(normalizeScienceText(element.ar).replace(/^ال/, ''))) }))
    .filter((entry) => entry.index >= 0)
    .sort((left, right) => left.index - right.index)[0];
  return named?.element.symbol;
}

/** The compound of a percentage question: the first formula or substance name with more than one element. */
function compoundIn(text: string): FoundFormula | null {
  const written = findFormulas(text).find((found) => found.formula.atoms.size > 1);
  if (written) return written;
  for (const name of formulasFromNames(text)) {
    const formula = parseFormula(name);
    if (formula && formula.atoms.size > 1) return { text: name, formula, index: -1 };
  }
  return null;
}

/** What a mole problem asks: the first target word in the question that does not describe a given amount. */
function amountTarget(text: string): AmountKind | null {
  const start = questionStart(text);
  if (start === null) return null;
  const amounts = readAmounts(text);
  // "molar mass" is not the mass asked for.
  CHEMISTRY_CONTEXT.molarMass.pattern.lastIndex = 0;
  const question = text.slice(start).replace(CHEMISTRY_CONTEXT.molarMass.pattern, (phrase) => ' '.repeat(phrase.length));
  let best: { kind: AmountKind; index: number } | null = null;
  for (const [kind, words] of AMOUNT_TARGETS) {
    words.pattern.lastIndex = 0;
    for (const match of question.matchAll(words.pattern)) {
      const end = start + (match.index ?? 0) + match[0].length;
      const describes = amounts.some((amount) => amount.kind === kind && amount.start >= end && amount.start - end <= 20);
      if (describes) continue;
      if (!best || (match.index ?? 0) < best.index) best = { kind, index: match.index ?? 0 };
      break;
    }
  }
  return best?.kind ?? null;
}

function solve(raw: string, language: TutorLanguage): Solution | null {
  const text = normalizeScienceText(raw);
  const equation = findChemicalEquation(text);
  if (equation && (!equation.usesEqualsSign || mentions(CHEMISTRY_CONTEXT.balance, text))) return balanceSolution(equation, language);

  const formula = mainFormula(text);
  const compound = mentions(CHEMISTRY_CONTEXT.percentage, text) ? compoundIn(text) : null;
  if (compound) {
    const element = elementAsked(text, compound.index);
    if (element) return percentageSolution(compound, element, language);
  }

  const amounts = readAmounts(text);
  const target = amounts.length > 0 ? amountTarget(text) : null;
  if (target) {
    const solution = mentions(CHEMISTRY_CONTEXT.solution, text);
    const stp = mentions(CHEMISTRY_CONTEXT.stp, text);
    const usesVolume = !solution && (target === 'volume' || amounts.some((amount) => amount.kind === 'volume'));
    if (!usesVolume || stp) {
      const moles = moleSolution({ givens: amounts, target, formula, solution }, language);
      if (moles) return moles;
    }
  }

  if (mentions(CHEMISTRY_CONTEXT.molarMass, text) && formula) return molarMassSolution(formula, language);
  return null;
}

export const solveChemistry: Solver = (text, language) => {
  try {
    return solve(text, language);
  } catch {
    return null;
  }
};
