/**
 * Dilution: M1 V1 = M2 V2. The solution described by a volume and a concentration side by side ("100 mL of 2 M")
 * fixes the moles of solute; the other solution's unknown volume or concentration follows, and "how much water is
 * added" is the difference of the volumes. The check substitutes the answer back into M1 V1 = M2 V2.
 */
import type { TutorLanguage } from '../../math/language';
import type { Solution, SolutionStep } from '../../solution';
import { askedAmounts, askedVolumeUnit } from './ask';
import { amountLatex, close, constantsNote, finish, num, say, speciesLatex } from './format';
import { statedConstants, type Quantity, type Reading } from './read';

/** Words between two amounts that put them in different solutions ("diluted to", "حتى أصبح", "لتحضير"). */
const BREAK = /(?<![\u0621-\u064A])(?:حتي|اصبح|يصبح|ليصبح|الي|لتحضير|احضر|نحضر|يحضر|تحضر|نعمل|تحضير|محتاج\S*|عشان|علشان|مركز|خفف|اضاف\S*|اللازم|يلزم)(?![\u0621-\u064A])|dilut|prepare|make|\bto\b|until|becom|\bfrom\b|needed|required|added|[.?;]/i;
const WATER_ADDED = /(?:ماء|water)/i;
const ADDING = /اضاف|يضاف|\badd/i;

export function solveDilution(reading: Reading, language: TutorLanguage): Solution | null {
  if (reading.equation) return null;
  const constants = statedConstants(reading);
  if (!constants || reading.bare.some((bare) => !constants.has(bare.start))) return null;
  const givens = reading.quantities.filter((quantity) => !constants.has(quantity.start));
  if (givens.length !== 3 || givens.some((quantity) => quantity.kind !== 'volume' && quantity.kind !== 'concentration')) return null;
  const concentrations = givens.filter((quantity) => quantity.kind === 'concentration');
  if (concentrations.length === 0 || concentrations.length === 3) return null;
  if (new Set(reading.formulas.map((found) => found.text)).size > 1) return null;

  const pairs: [Quantity, Quantity][] = [];
  for (let index = 0; index + 1 < givens.length; index += 1) {
    const [first, second] = [givens[index]!, givens[index + 1]!];
    if (first.kind === second.kind) continue;
    if (BREAK.test(reading.text.slice(first.end, second.start))) continue;
    pairs.push([first, second]);
  }
  if (pairs.length !== 1) return null;
  const pair = pairs[0]!;
  const pairVolume = pair.find((quantity) => quantity.kind === 'volume')!;
  const pairConcentration = pair.find((quantity) => quantity.kind === 'concentration')!;
  const other = givens.find((quantity) => !pair.includes(quantity))!;

  const asked = askedAmounts(reading);
  const wantsWater = other.kind === 'concentration' && WATER_ADDED.test(reading.text) && ADDING.test(reading.text);
  const target = other.kind === 'volume' ? 'concentration' : 'volume';
  if (asked.length > 1 || (asked.length === 1 && asked[0]!.target !== target && !wantsWater)) return null;
  if (asked.length === 0 && !wantsWater) return null;

  const n = pairConcentration.value * pairVolume.value;
  const useMl = (askedVolumeUnit(reading.text) ?? (pairVolume.unitLatex === '\\text{mL}' ? 'mL' : 'L')) === 'mL';
  const toShown = (litres: number) => (useMl ? litres * 1000 : litres);
  const unit = useMl ? '\\text{mL}' : '\\text{L}';
  const steps: SolutionStep[] = [
    {
      text: `${say(language, 'Dilution law', 'قانون التخفيف')}: $M_1 V_1 = M_2 V_2$`,
      detail: say(language, 'Adding water changes the volume but not the moles of solute, and moles = M × V, so M × V is the same before and after.', 'إضافة الماء تغيّر الحجم ولا تغيّر عدد مولات المذاب، وعدد المولات = M × V؛ لذلك يبقى حاصل ضرب التركيز في الحجم ثابتًا قبل التخفيف وبعده.'),
    },
  ];
  let value: number;
  let answer: string;
  let check: number;
  if (target === 'concentration') {
    // "added to 300 mL of water": the final volume is the sum.
    const finalVolume = other.substance === 'H2O' ? pairVolume.value + other.value : other.value;
    const finalLatex = other.substance === 'H2O' ? `(${amountLatex(pairVolume)} + ${amountLatex(other)})` : amountLatex(other);
    value = n / finalVolume;
    if (other.substance === 'H2O') steps.push({ text: say(language, `The water is added to the solution, so the final volume is $${finalLatex}$`, `الماء يضاف إلى المحلول، فيكون الحجم النهائي $${finalLatex}$`) });
    steps.push({ text: `$${amountLatex(pairConcentration)} \\times ${amountLatex(pairVolume)} = M \\times ${finalLatex} \\Rightarrow M = ${num(value)}\\ \\text{M}$` });
    answer = `$M = ${num(value)}\\ \\text{mol/L}$`;
    check = value * finalVolume;
  } else {
    const litres = n / other.value;
    steps.push({ text: `$${amountLatex(pairConcentration)} \\times ${amountLatex(pairVolume)} = ${amountLatex(other)} \\times V \\Rightarrow V = ${num(toShown(litres))}\\ ${unit}$` });
    check = other.value * litres;
    if (wantsWater) {
      value = toShown(Math.abs(litres - pairVolume.value));
      if (litres <= pairVolume.value) return null;
      steps.push({ text: `${say(language, 'Water added', 'حجم الماء المضاف')} $= ${num(toShown(litres))} - ${num(toShown(pairVolume.value))} = ${num(value)}\\ ${unit}$` });
      answer = `$V_{${say(language, 'water', 'ماء')}} = ${num(value)}\\ ${unit}$`;
    } else {
      value = toShown(litres);
      answer = `$V = ${num(value)}\\ ${unit}$`;
    }
  }
  if (!close(check, n)) return null;

  const species = reading.formulas[0] ? ` $${speciesLatex(reading.formulas[0].text)}$` : '';
  return finish(
    {
      kind: 'dilution',
      title: ['Dilution', 'التخفيف'],
      statement: `${say(language, 'Solution', 'محلول')}${species}: $${amountLatex(pairVolume)}$ ${say(language, 'of', 'تركيزه')} $${amountLatex(pairConcentration)}$; ${say(language, 'other solution', 'المحلول الآخر')}: $${amountLatex(other)}$${constantsNote(reading, constants)}.`,
      steps,
      answer,
      check: say(language, `Substituting back: $M_1 V_1 = M_2 V_2 = ${num(n)}$ mol of solute on both sides.`, `بالتعويض: $M_1 V_1 = M_2 V_2 = ${num(n)}$ مول من المذاب في الطرفين.`),
      result: { values: [value] },
    },
    language,
  );
}
