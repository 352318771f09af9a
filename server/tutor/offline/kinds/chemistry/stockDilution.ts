/**
 * A solution made from a weighed solute, then part of it diluted: "أذيب ١١٫٧ جم NaCl وأكمل المحلول إلى ٥٠٠ مل …
 * تركيز المحلول الناتج عند تخفيف ١٠٠ مل منه إلى ٤٠٠ مل". C1 = n / V (n = m / M), then C2 = C1 × V_portion / V_final.
 * Read only as solute amount, solution volume, portion ("منه", "of it") and final volume in that order; when the
 * question asks the concentration twice ((أ)/(ب)) both are answered as parts. Checked by C2 × V_final = C1 × V_portion.
 */
import type { TutorLanguage } from '../../math/language';
import type { Solution, SolutionResult, SolutionStep } from '../../solution';
import { askedAmounts } from './ask';
import { amountLatex, close, constantsNote, finish, molarMassStep, num, say, speciesLatex } from './format';
import { statedConstants, type Reading } from './read';

/** "١٠٠ مل منه", "100 mL of it / of this solution", "أخذ ١٠٠ مل من المحلول": a portion of the solution made. */
const PORTION_AFTER = /^\s*(?:منه|منها|من\s*(?:هذا|ذلك)?\s*(?:ال)?محلول|of\s+(?:it|this|that|the)\b(?:\s+solution)?)/i;
const DILUTE = /خفف|تخفيف|يخفف|تخفف|dilut|اضيف\S*\s*(?:ال)?ماء|water (?:is |was )?added|add(?:ed|ing)? water/i;
const TO = /(?<![\u0621-\u064A])(?:الي|حتي|ليصبح|لتصبح|يصبح|اصبح)(?![\u0621-\u064A])|\bto\b|\buntil\b|\bmake\b/i;
const CONCENTRATION_WORD = /(?<![\u0621-\u064A])(?:و|ب|ل)?(?:ال)?(?:تركيز|مولاري(?:ه|ت))|\bmolarity\b|\bconcentration\b/gi;

export function solveStockDilution(reading: Reading, language: TutorLanguage): Solution | null {
  if (reading.equation) return null;
  const constants = statedConstants(reading);
  if (!constants || reading.bare.some((bare) => !constants.has(bare.start))) return null;
  const givens = reading.quantities.filter((quantity) => !constants.has(quantity.start));
  if (givens.length !== 4) return null;
  const [solute, made, portion, final] = givens as [typeof givens[0], typeof givens[0], typeof givens[0], typeof givens[0]];
  if (!['mass', 'moles'].includes(solute.kind) || made.kind !== 'volume' || portion.kind !== 'volume' || final.kind !== 'volume') return null;
  const { text } = reading;
  if (!PORTION_AFTER.test(text.slice(portion.end))) return null;
  const between = text.slice(portion.end, final.start);
  if (!TO.test(between) || !DILUTE.test(text.slice(made.end, final.start))) return null;
  // "أضيف إليه ٣٠٠ مل ماء": water added, so the final volume is the sum; otherwise the final volume as written.
  const waterAdded = final.substance === 'H2O';
  const finalLitres = waterAdded ? portion.value + final.value : final.value;
  if (!(portion.value <= made.value) || !(finalLitres > portion.value)) return null;
  const formula = solute.substance ?? reading.formulas[0]?.text;
  if (!formula || reading.formulas.some((found) => found.text !== formula)) return null;
  const asked = askedAmounts(reading);
  if (asked.length !== 1 || asked[0]!.target !== 'concentration') return null;
  const concentrationWords = [...text.matchAll(CONCENTRATION_WORD)].filter((match) => !givens.some((quantity) => quantity.start > (match.index ?? 0) && quantity.start - (match.index ?? 0) <= 12));
  const askedAt = asked[0]!.start;
  // One ask before the dilution is read (the made-up solution), one after it or with it (the diluted one).
  const bothAsked = concentrationWords.length >= 2 && /\(\s*[اب]\s*\)|\(\s*[ab]\s*\)/i.test(text);
  if (concentrationWords.length > 2) return null;

  const steps: SolutionStep[] = [];
  let n = solute.value;
  if (solute.kind === 'mass') {
    const molar = molarMassStep(formula, language);
    if (!molar) return null;
    steps.push(molar.step);
    n = solute.value / molar.grams;
    steps.push({ text: `${say(language, 'Moles of solute', 'عدد مولات المذاب')}: $n = \\dfrac{${amountLatex(solute)}}{${molar.grams}} = ${num(n)}\\ \\text{mol}$` });
  }
  const c1 = n / made.value;
  steps.push({ text: `${say(language, 'Molarity of the solution made', 'تركيز المحلول المحضر')}: $C_1 = \\dfrac{n}{V} = \\dfrac{${num(n)}}{${num(made.value)}\\ \\text{L}} = ${num(c1)}\\ \\text{mol/L}$`, detail: say(language, 'Molarity is moles per litre of solution: 1 L = 1000 mL.', 'التركيز المولاري = عدد المولات في لتر من المحلول، و 1 لتر = 1000 مل.') });
  const c2 = (c1 * portion.value) / finalLitres;
  const finalLatex = waterAdded ? `(${amountLatex(portion)} + ${amountLatex(final)})` : amountLatex(final);
  steps.push({
    text: `${say(language, 'Dilution', 'التخفيف')}: $M_1 V_1 = M_2 V_2 \\Rightarrow ${num(c1)} \\times ${amountLatex(portion)} = M_2 \\times ${finalLatex} \\Rightarrow M_2 = ${num(c2)}\\ \\text{mol/L}$`,
    detail: say(language, 'The portion taken has the concentration of the whole solution; adding water keeps its moles, so M × V stays the same.', 'الجزء المأخوذ له نفس تركيز المحلول كله، وإضافة الماء لا تغير عدد المولات؛ فيبقى M × V ثابتًا.'),
  });
  if (!close(c2 * finalLitres, c1 * portion.value) || !close(c1 * made.value, n)) return null;
  const results: SolutionResult[] = bothAsked ? [{ values: [c1] }, { values: [c2] }] : [{ values: [c2] }];
  if (!bothAsked && askedAt < made.end) return null;
  const answer = bothAsked ? `$C_1 = ${num(c1)}\\ \\text{mol/L}$ ${say(language, ';', '؛')} $C_2 = ${num(c2)}\\ \\text{mol/L}$` : `$C = ${num(c2)}\\ \\text{mol/L}$`;
  return finish(
    {
      kind: 'dilution',
      title: ['Molarity, then dilution', 'التركيز المولاري ثم التخفيف'],
      statement: `$${amountLatex(solute)}$ ${say(language, 'of', 'من')} $${speciesLatex(formula)}$ ${say(language, 'made up to', 'في محلول حجمه')} $${amountLatex(made)}$; $${amountLatex(portion)}$ ${say(language, 'of it diluted', 'منه تُخفف')} ${waterAdded ? say(language, 'with', 'بإضافة') : say(language, 'to', 'إلى')} $${amountLatex(final)}$${constantsNote(reading, constants)}.`,
      steps,
      answer,
      check: say(language, `$M_2 V_2 = ${num(c2)} \\times ${num(finalLitres)} = ${num(c2 * finalLitres)}$ mol = $M_1 V_1$, the moles in the portion taken.`, `$M_2 V_2 = ${num(c2)} \\times ${num(finalLitres)} = ${num(c2 * finalLitres)}$ مول = $M_1 V_1$، عدد مولات الجزء المأخوذ.`),
      result: results.length === 1 ? results[0]! : { parts: results },
    },
    language,
  );
}
