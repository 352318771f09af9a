/**
 * Molar concentration of one solution: C = n / V with V in litres (mL ÷ 1000) and n = m / M for a solute given or
 * asked by mass. Any one of concentration, amount of solute and volume is found from the other two; the check
 * recomputes the given amounts from the answer.
 */
import type { TutorLanguage } from '../../math/language';
import type { Solution, SolutionStep } from '../../solution';
import { askedAmounts, askedVolumeUnit } from './ask';
import { amountLatex, close, finish, molarMassStep, num, say, speciesLatex } from './format';
import { statedConstants, type Quantity, type Reading } from './read';

const litresLatex = (volume: Quantity): string =>
  volume.unitLatex === '\\text{mL}' ? `\\dfrac{${amountLatex(volume)}}{1000} = ${num(volume.value)}\\ \\text{L}` : `${amountLatex(volume)}`;

export function solveMolarity(reading: Reading, language: TutorLanguage): Solution | null {
  if (reading.equation) return null;
  const constants = statedConstants(reading);
  if (!constants || reading.bare.some((bare) => !constants.has(bare.start))) return null;
  const givens = reading.quantities.filter((quantity) => !constants.has(quantity.start));
  const of = (kind: Quantity['kind']) => givens.filter((quantity) => quantity.kind === kind);
  const [concentrations, volumes, masses, moles] = [of('concentration'), of('volume'), of('mass'), of('moles')];
  if (concentrations.length > 1 || volumes.length > 1 || masses.length + moles.length > 1 || givens.length !== 2) return null;
  if (givens.some((quantity) => !['concentration', 'volume', 'mass', 'moles'].includes(quantity.kind))) return null;
  const asked = askedAmounts(reading);
  if (asked.length !== 1) return null;
  const target = asked[0]!.target;
  const solute = masses[0] ?? moles[0];
  const formula = solute?.substance ?? asked[0]!.substance ?? (reading.formulas.length === 1 ? reading.formulas[0]!.text : undefined);
  if (reading.formulas.some((found) => found.text !== formula)) return null;
  const needsMass = target === 'mass' || masses.length === 1;
  const molar = needsMass && formula ? molarMassStep(formula, language) : null;
  if (needsMass && !molar) return null;
  const M = molar?.grams ?? 0;

  const steps: SolutionStep[] = [];
  if (molar) steps.push(molar.step);
  const volume = volumes[0];
  const concentration = concentrations[0];
  if (volume) steps.push({ text: `${say(language, 'Volume in litres', 'الحجم باللتر')}: $V = ${litresLatex(volume)}$`, detail: say(language, 'Molarity is moles per litre, so the volume must be in litres: 1 L = 1000 mL.', 'التركيز المولاري = عدد المولات في لتر من المحلول، لذلك نحوّل الحجم إلى لتر: 1 لتر = 1000 مل.') });
  let n: number;
  if (solute) {
    n = solute.kind === 'mass' ? solute.value / M : solute.value;
    if (solute.kind === 'mass') steps.push({ text: `${say(language, 'Moles of solute', 'عدد مولات المذاب')}: $n = \\dfrac{m}{M} = \\dfrac{${amountLatex(solute)}}{${M}} = ${num(n)}\\ \\text{mol}$` });
  } else if (volume && concentration) {
    n = concentration.value * volume.value;
    steps.push({ text: `${say(language, 'Moles of solute', 'عدد مولات المذاب')}: $n = C \\times V = ${amountLatex(concentration)} \\times ${num(volume.value)}\\ \\text{L} = ${num(n)}\\ \\text{mol}$` });
  } else return null;

  let value: number;
  let answer: string;
  if (target === 'concentration' && volume && solute) {
    value = n / volume.value;
    steps.push({ text: `${say(language, 'Molarity', 'التركيز المولاري')}: $C = \\dfrac{n}{V} = \\dfrac{${num(n)}}{${num(volume.value)}} = ${num(value)}\\ \\text{mol/L}$` });
    answer = `$C = ${num(value)}\\ \\text{mol/L (M)}$`;
  } else if ((target === 'mass' || target === 'moles') && volume && concentration && !solute) {
    value = target === 'mass' ? n * M : n;
    if (target === 'mass') steps.push({ text: `${say(language, 'Mass of solute', 'كتلة المذاب')}: $m = n \\times M = ${num(n)} \\times ${M} = ${num(value)}\\ \\text{g}$` });
    answer = target === 'mass' ? `$m = ${num(value)}\\ \\text{g}$` : `$n = ${num(value)}\\ \\text{mol}$`;
  } else if (target === 'volume' && concentration && solute) {
    const litres = n / concentration.value;
    const unit = askedVolumeUnit(reading.text) ?? 'L';
    value = unit === 'mL' ? litres * 1000 : litres;
    steps.push({ text: `${say(language, 'Volume of solution', 'حجم المحلول')}: $V = \\dfrac{n}{C} = \\dfrac{${num(n)}}{${amountLatex(concentration)}} = ${num(litres)}\\ \\text{L}$${unit === 'mL' ? ` $= ${num(value)}\\ \\text{mL}$` : ''}` });
    answer = `$V = ${num(value)}\\ \\text{${unit}}$`;
  } else return null;

  // Check: C × V reproduces the moles, and the moles reproduce the given mass.
  const C = concentration?.value ?? value;
  const V = volume?.value ?? (target === 'volume' ? n / C : 0);
  if (!close(C * V, n) || (masses[0] && !close(n * M, masses[0].value))) return null;

  const givenText = givens.map((quantity) => `$${amountLatex(quantity)}$`).join(say(language, ', ', '، '));
  return finish(
    {
      kind: 'molarity',
      title: ['Molar concentration', 'التركيز المولاري'],
      statement: `${say(language, 'Solution', 'محلول')}${formula ? ` $${speciesLatex(formula)}$` : ''}: ${givenText}.`,
      steps,
      answer,
      check: say(language, `$C \\times V = ${num(C)} \\times ${num(V)} = ${num(C * V)}$ mol, the moles of solute.`, `$C \\times V = ${num(C)} \\times ${num(V)} = ${num(C * V)}$ مول = عدد مولات المذاب.`),
      result: { values: [value] },
    },
    language,
  );
}
