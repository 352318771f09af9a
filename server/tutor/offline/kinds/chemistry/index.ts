/**
 * Offline solver for the chemistry kinds of the syllabus (see kinds/README.md): mole conversions, molarity and
 * dilution, pH / pOH of strong acids and bases, stoichiometry with limiting reactant and yield, percentage
 * composition and empirical / molecular formulas. A cheap gate turns other subjects away first; each kind then
 * reads the whole question or declines.
 */
import type { Solution, Solver, TutorLanguage } from '../../solution';
import { EMPIRICAL, MOLECULAR, solveFormula, solvePercentage } from './composition';
import { solveDilution } from './dilution';
import { solveStockDilution } from './stockDilution';
import { solveMolarity } from './molarity';
import { solveMoles } from './moles';
import { recognisesPh, solvePh } from './ph';
import { decompositionReading, PERCENT_YIELD, solveReaction } from './reaction';
import { writtenEquationLatex } from './equation';
import { say } from './format';
import { readQuestion } from './read';

/** Words or notation only a chemistry question has. */
const CHEMISTRY_GATE =
  /mol|مول|\bp\s*O?H\b|صيغ|formula|م\s*\.?\s*ض\s*\.?\s*د|\bSTP\b|تركيز|molar|concentrat|جزي|جزئ|ذر[ةه]|ذرات|molecul|atoms?\b|yield|ناتج|محلول|solution|limiting|المحدد|dilut|خفف|تخفيف|[كغ]رام|جم|لتر|liter|litre|percent|نسب/i;
/** A formula (H2O, HCl, NaOH) or an amount with a chemistry unit (25 g, 300 mL, 0.5 M). */
const FORMULA_GATE = /[A-Z][a-z]?\d|\b[A-Z][a-z]?(?:[A-Z][a-z]?)+\b|\d\s*(?:g|m?L|ml|M)\b/;

function solve(text: string, language: TutorLanguage): Solution | null {
  if (!(CHEMISTRY_GATE.test(text) || FORMULA_GATE.test(text)) || text.length > 600) return null;
  const reading = readQuestion(text);
  if (reading.equation) return solveReaction(reading, language);
  // "النسبة المئوية للناتج" / "percentage yield" is never a mass percentage: a known decomposition or nothing.
  if (PERCENT_YIELD.test(reading.text)) {
    const decomposition = decompositionReading(reading);
    const solution = decomposition ? solveReaction(decomposition, language) : null;
    const first = solution?.steps[0];
    if (first) {
      first.detail = say(
        language,
        `No equation is written: heating decomposes the compound, and $${writtenEquationLatex(decomposition!.equationText)}$ is the only way (with CO2, H2O or O2 given off) to balance the two substances named.`,
        `السؤال لم يكتب المعادلة: التسخين يحلل المركب، و $${writtenEquationLatex(decomposition!.equationText)}$ هي الطريقة الوحيدة (بخروج CO2 أو H2O أو O2) لوزن المادتين المذكورتين.`,
      );
    }
    return solution;
  }
  if (EMPIRICAL.test(reading.text) || MOLECULAR.test(reading.text)) return solveFormula(reading, language);
  if (recognisesPh(reading.text)) return solvePh(reading, language);
  return solveStockDilution(reading, language) ?? solveDilution(reading, language) ?? solveMolarity(reading, language) ?? solveMoles(reading, language) ?? solvePercentage(reading, language);
}

export const solveChemistryKinds: Solver = (text, language) => {
  try {
    return solve(text, language);
  } catch {
    return null;
  }
};
