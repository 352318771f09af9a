/**
 * Percentage composition of a compound (one element, every element, or the water of crystallisation of a
 * hydrate), the empirical formula from percentages or masses of the elements ("والباقي أكسجين" included), and the
 * molecular formula from the empirical formula and the molar mass. Checked by recomputing the percentages and the
 * molar mass of the formula found.
 */
import { parseFormula } from '../../science/chemistry/formula';
import { findElement } from '../../science/chemistry/periodicTable';
import type { TutorLanguage } from '../../math/language';
import type { Solution, SolutionResult, SolutionStep } from '../../solution';
import { amountLatex, close, constantsNote, finish, molarMassOf, num, say, speciesLatex } from './format';
import { namedSubstances } from './names';
import { statedConstants, type Reading } from './read';

const PERCENT = /نسب|percent|%|composition/i;
const EACH = /each element|all (?:the )?elements|percent(?:age)? composition|كل عنصر|مكونات|جميع العناصر/i;
const WATER = /ماء التبلر|water of crystal/i;
export const EMPIRICAL = /صيغ\S*\s*(?:ال)?اولي|empirical|simplest formula/i;
export const MOLECULAR = /صيغ\S*\s*(?:ال)?جزي(?:ي|ئ)?ي|molecular formula/i;
const MOLAR_MASS_WORD = /molar mass|molecular mass|relative molecular mass|(?:ال)?كتل\S*\s*(?:ال)?(?:مولي|جزي)\S*/i;
const REST = /الباقي|والباقي|the rest|remainder/i;

const symbolOf = (substance: string | undefined): string | null => {
  const parsed = substance ? parseFormula(substance.replace(/^\(|\)$/g, '')) : null;
  return parsed && parsed.atoms.size === 1 ? [...parsed.atoms.keys()][0]! : null;
};

export function solvePercentage(reading: Reading, language: TutorLanguage): Solution | null {
  const constants = statedConstants(reading);
  if (!constants || reading.equation || [...reading.quantities, ...reading.bare].some((item) => !constants.has(item.start)) || !PERCENT.test(reading.text)) return null;
  const compounds = reading.formulas.filter((found) => found.formula.atoms.size > 1);
  if (compounds.length !== 1) return null;
  const compound = compounds[0]!;
  const mass = molarMassOf(compound.text);
  if (!mass) return null;
  const parsed = compound.formula;
  const elementOf = (symbol: string) => (parsed.atoms.get(symbol) ?? 0) * findElement(symbol)!.mass;
  const steps: SolutionStep[] = [{ text: `${say(language, 'Molar mass', 'الكتلة المولية')}: $M(${speciesLatex(compound.text)}) = ${mass.sum} = ${mass.grams}\\ \\text{g/mol}$` }];
  let asked: { label: string; part: number }[];
  const water = /[·.](\d*)H2O$/.exec(compound.text);
  if (water && (WATER.test(reading.text) || /(?<![\u0621-\u064A])(?:لل|ل|ال)?ماء(?![\u0621-\u064A])|\bwater\b/i.test(reading.text))) {
    const count = Number(water[1] || 1);
    asked = [{ label: `${count}\\mathrm{H_2O}`, part: count * 18 }];
  } else {
    const named = namedSubstances(reading.text).filter((name) => name.element).map((name) => name.formula);
    const written = reading.formulas.filter((found) => found !== compound).map((found) => symbolOf(found.text));
    const elements = [...new Set([...named, ...written.filter((symbol): symbol is string => !!symbol)])];
    const list = elements.length === 0 && EACH.test(reading.text) ? [...parsed.atoms.keys()] : elements;
    if (list.length === 0 || list.some((symbol) => !parsed.atoms.has(symbol))) return null;
    asked = list.map((symbol) => ({ label: `\\mathrm{${symbol}}`, part: elementOf(symbol) }));
  }
  const values = asked.map((item) => (item.part / mass.grams) * 100);
  for (const [index, item] of asked.entries()) steps.push({ text: `$\\%\\,${item.label} = \\dfrac{${item.part}}{${mass.grams}} \\times 100 = ${num(values[index]!)}\\%$` });
  // Check: the percentages of all elements add up to 100.
  const total = [...parsed.atoms.keys()].reduce((sum, symbol) => sum + (elementOf(symbol) / mass.grams) * 100, 0);
  if (!close(total, 100, 1e-9)) return null;
  return finish(
    {
      kind: 'percentage-composition',
      title: ['Percentage composition by mass', 'النسبة المئوية الكتلية'],
      statement: `${say(language, 'Compound', 'المركب')} $${speciesLatex(compound.text)}$${constantsNote(reading, constants)}; ${say(language, 'required', 'المطلوب')}: ${asked.map((item) => `$\\%\\,${item.label}$`).join(', ')}.`,
      steps,
      answer: asked.map((item, index) => `$\\%\\,${item.label} = ${num(values[index]!)}\\%$`).join(say(language, ' ; ', ' ؛ ')),
      check: say(language, `The percentages of all the elements of the compound add up to 100%.`, `مجموع النسب المئوية لكل عناصر المركب = 100%.`),
      result: { values },
    },
    language,
  );
}

/** Whole-number ratio of mole amounts: divide by the smallest, then multiply by 1…6 until all are near whole. */
function wholeRatio(moles: readonly number[]): number[] | null {
  const smallest = Math.min(...moles);
  const ratios = moles.map((value) => value / smallest);
  for (let factor = 1; factor <= 6; factor += 1) {
    const scaled = ratios.map((ratio) => ratio * factor);
    if (scaled.every((value) => Math.abs(value - Math.round(value)) <= 0.1)) return scaled.map(Math.round);
  }
  return null;
}

const formulaText = (symbols: readonly string[], counts: readonly number[]) => symbols.map((symbol, index) => `${symbol}${counts[index] === 1 ? '' : counts[index]}`).join('');

export function solveFormula(reading: Reading, language: TutorLanguage): Solution | null {
  const { text } = reading;
  const empiricalAt = EMPIRICAL.exec(text)?.index ?? -1;
  const molecularAt = MOLECULAR.exec(text)?.index ?? -1;
  if (reading.equation || (empiricalAt < 0 && molecularAt < 0)) return null;
  const constants = statedConstants(reading);
  if (!constants) return null;
  const steps: SolutionStep[] = [];
  const used = new Set<number>(constants);
  // The molar mass: "60 g/mol", or a bare number after "molar mass" / "كتلته الجزيئية".
  const massWord = MOLAR_MASS_WORD.exec(text);
  const molarMassGiven = reading.quantities.find((quantity) => quantity.kind === 'molarMass') ?? (massWord ? [...reading.bare, ...reading.quantities].find((item) => item.start > massWord.index && item.start - (massWord.index + massWord[0].length) <= 12 && !('kind' in item && item.kind !== 'mass')) : undefined);
  if (molarMassGiven) used.add(molarMassGiven.start);

  let symbols: string[];
  let counts: number[];
  let givenText: string;
  const parts = reading.quantities.filter((quantity) => (quantity.kind === 'percent' || quantity.kind === 'mass') && !used.has(quantity.start));
  if (parts.length > 0) {
    if (new Set(parts.map((part) => part.kind)).size !== 1) return null;
    symbols = parts.map((part) => symbolOf(part.substance) ?? '');
    const amounts = parts.map((part) => part.value);
    for (const part of parts) used.add(part.start);
    const rest = REST.exec(text);
    if (rest) {
      const restElement = namedSubstances(text.slice(rest.index)).find((name) => name.element);
      if (parts[0]!.kind !== 'percent' || !restElement) return null;
      symbols.push(restElement.formula);
      amounts.push(100 - amounts.reduce((sum, value) => sum + value, 0));
    }
    if (symbols.some((symbol) => !symbol) || new Set(symbols).size !== symbols.length || amounts.some((value) => value <= 0)) return null;
    const moles = amounts.map((amount, index) => amount / findElement(symbols[index]!)!.mass);
    steps.push({
      text: `${say(language, 'Moles of each element', 'عدد مولات كل عنصر')}: ${symbols.map((symbol, index) => `$${symbol}: \\dfrac{${num(amounts[index]!)}}{${findElement(symbol)!.mass}} = ${num(moles[index]!)}$`).join(' ، ')}`,
      detail: say(language, 'Take 100 g of the compound, so each percentage is a mass in grams; dividing by the atomic mass gives moles of atoms.', 'نفترض 100 جم من المركب فتصبح كل نسبة مئوية كتلة بالجرام، وبالقسمة على الكتلة الذرية نحصل على عدد مولات الذرات.'),
    });
    const ratio = wholeRatio(moles);
    if (!ratio) return null;
    counts = ratio;
    const smallest = Math.min(...moles);
    const ratios = symbols.map((symbol, index) => `${symbol}: ${num(moles[index]! / smallest)}`).join(' \\;,\\; ');
    steps.push({
      text: `${say(language, 'Divide by the smallest and make whole numbers', 'نقسم على أصغر قيمة ونحول لأعداد صحيحة')}: $${ratios} \\Rightarrow ${symbols.map((symbol, index) => `${symbol}: ${counts[index]}`).join(' \\;,\\; ')}$`,
      detail: say(language, 'A ratio such as 1 : 1.5 or 1 : 2.5 is multiplied by 2 (1.33 by 3) to get whole numbers of atoms.', 'النسبة مثل 1 : 1.5 أو 1 : 2.5 نضربها في 2 (و 1.33 في 3) لنحصل على أعداد صحيحة من الذرات.'),
    });
    // Check: the formula found reproduces the given composition within 1 %.
    const found = molarMassOf(formulaText(symbols, counts));
    if (!found) return null;
    const total = amounts.reduce((sum, value) => sum + value, 0);
    if (parts[0]!.kind === 'percent' && Math.abs(total - 100) > 1) return null;
    const fractions = symbols.map((symbol, index) => (counts[index]! * findElement(symbol)!.mass) / found.grams);
    if (fractions.some((fraction, index) => Math.abs(fraction - amounts[index]! / total) > 0.01)) return null;
    givenText = parts.map((part) => `$${amountLatex(part)}$ ${part.substance ? `$${speciesLatex(symbolOf(part.substance)!)}$` : ''}`).join('، ');
  } else {
    const empirical = reading.formulas.find((found) => found.start > (empiricalAt >= 0 ? empiricalAt : 0) || empiricalAt < 0);
    if (!empirical || reading.formulas.length !== 1 || molecularAt < 0) return null;
    symbols = [...empirical.formula.atoms.keys()];
    counts = [...empirical.formula.atoms.values()];
    givenText = `$${speciesLatex(empirical.text)}$`;
  }
  if ([...reading.quantities, ...reading.bare].some((item) => !used.has(item.start))) return null;

  const empiricalText = formulaText(symbols, counts);
  const results: SolutionResult[] = [];
  const answers: string[] = [];
  const empiricalMass = molarMassOf(empiricalText)!;
  if (empiricalAt >= 0 && parts.length > 0) {
    results.push({ text: empiricalText });
    answers.push(`${say(language, 'empirical formula', 'الصيغة الأولية')}: $${speciesLatex(empiricalText)}$`);
  }
  if (molecularAt >= 0) {
    if (!molarMassGiven) return null;
    const factor = molarMassGiven.value / empiricalMass.grams;
    const whole = Math.round(factor);
    if (whole < 1 || Math.abs(factor - whole) > 0.02 * whole) return null;
    const molecular = formulaText(symbols, counts.map((count) => count * whole));
    const check = molarMassOf(molecular);
    if (!check || Math.abs(check.grams - molarMassGiven.value) > 0.02 * molarMassGiven.value) return null;
    steps.push({ text: `$M(${speciesLatex(empiricalText)}) = ${empiricalMass.grams}$ ، $n = \\dfrac{${amountLatex(molarMassGiven)}}{${empiricalMass.grams}} = ${whole}$`, detail: say(language, 'The molecular formula is a whole-number multiple of the empirical formula: n = molar mass ÷ empirical-formula mass.', 'الصيغة الجزيئية مضاعف صحيح للصيغة الأولية: n = الكتلة المولية ÷ كتلة الصيغة الأولية.') });
    results.push({ text: molecular });
    answers.push(`${say(language, 'molecular formula', 'الصيغة الجزيئية')}: $${speciesLatex(molecular)}$`);
  }
  if (results.length === 0) return null;
  if (empiricalAt >= 0 && molecularAt >= 0 && molecularAt < empiricalAt) results.reverse(), answers.reverse();
  return finish(
    {
      kind: molecularAt >= 0 ? 'molecular-formula' : 'empirical-formula',
      title: ['Empirical and molecular formula', 'الصيغة الأولية والجزيئية'],
      statement: `${say(language, 'Given', 'المعطى')}: ${givenText}${molarMassGiven ? `، M = $${amountLatex(molarMassGiven)}$` : ''}${constantsNote(reading, constants)}.`,
      steps,
      answer: answers.join(say(language, ' ; ', ' ؛ ')),
      check: say(language, 'The formula found gives back the given composition (within rounding) and the given molar mass.', 'الصيغة الناتجة تعطي النسب المعطاة (في حدود التقريب) والكتلة المولية المعطاة.'),
      result: results.length === 1 ? results[0]! : { parts: results },
    },
    language,
  );
}
