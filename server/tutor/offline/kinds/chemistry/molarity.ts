/**
 * Molar concentration of one solution: C = n / V with V in litres (mL ÷ 1000) and n = m / M for a solute given or
 * asked by mass. From any two of concentration, amount of solute and volume, the asked ones follow (several
 * asked → one result per part); the check recomputes C × V = n and the given mass from the answer.
 */
import type { TutorLanguage } from '../../math/language';
import type { Solution, SolutionResult, SolutionStep } from '../../solution';
import { askedAmounts, askedVolumeUnit, type AmountTarget } from './ask';
import { amountLatex, close, constantsNote, finish, molarMassStep, num, say, speciesLatex } from './format';
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
  const targets = asked.map((item) => item.target);
  if (targets.length === 0 || targets.length > 3 || targets.includes('particles')) return null;
  const solute = masses[0] ?? moles[0];
  const volume = volumes[0];
  const concentration = concentrations[0];
  // Nothing asked may be a given: the solute amount counts as given whether in g or mol only when it is that kind.
  if (targets.some((target) => (target === 'volume' && volume) || (target === 'concentration' && concentration) || (target === solute?.kind))) return null;
  const formula = solute?.substance ?? asked.find((item) => item.substance)?.substance ?? (reading.formulas.length >= 1 ? reading.formulas[0]!.text : undefined);
  if (reading.formulas.some((found) => found.text !== formula)) return null;
  const needsMass = targets.includes('mass') || masses.length === 1;
  const molar = needsMass && formula ? molarMassStep(formula, language) : null;
  if (needsMass && !molar) return null;
  const M = molar?.grams ?? 0;

  const steps: SolutionStep[] = [];
  if (molar) steps.push(molar.step);
  if (volume) steps.push({ text: `${say(language, 'Volume in litres', 'الحجم باللتر')}: $V = ${litresLatex(volume)}$`, detail: say(language, 'Molarity is moles per litre, so the volume must be in litres: 1 L = 1000 mL.', 'التركيز المولاري = عدد المولات في لتر من المحلول، لذلك نحوّل الحجم إلى لتر: 1 لتر = 1000 مل.') });
  let n: number;
  if (solute) {
    n = solute.kind === 'mass' ? solute.value / M : solute.value;
    if (solute.kind === 'mass') steps.push({ text: `${say(language, 'Moles of solute', 'عدد مولات المذاب')}: $n = \\dfrac{m}{M} = \\dfrac{${amountLatex(solute)}}{${M}} = ${num(n)}\\ \\text{mol}$` });
  } else if (volume && concentration) {
    n = concentration.value * volume.value;
    steps.push({ text: `${say(language, 'Moles of solute', 'عدد مولات المذاب')}: $n = C \\times V = ${amountLatex(concentration)} \\times ${num(volume.value)}\\ \\text{L} = ${num(n)}\\ \\text{mol}$` });
  } else return null;
  const C = concentration?.value ?? (volume ? n / volume.value : null);
  const V = volume?.value ?? (concentration ? n / concentration.value : null);
  if (C === null || V === null) return null;

  const volumeUnit = askedVolumeUnit(reading.text) ?? 'L';
  const results: SolutionResult[] = [];
  const answers: string[] = [];
  const add = (target: AmountTarget): boolean => {
    switch (target) {
      case 'concentration':
        steps.push({ text: `${say(language, 'Molarity', 'التركيز المولاري')}: $C = \\dfrac{n}{V} = \\dfrac{${num(n)}}{${num(V)}} = ${num(C)}\\ \\text{mol/L}$` });
        results.push({ values: [C] });
        answers.push(`$C = ${num(C)}\\ \\text{mol/L (M)}$`);
        return true;
      case 'moles':
        if (!solute) steps.push({ text: say(language, `So the solution contains $n = ${num(n)}$ mol`, `إذن المحلول يحتوي على $n = ${num(n)}$ مول`) });
        results.push({ values: [n] });
        answers.push(`$n = ${num(n)}\\ \\text{mol}$`);
        return true;
      case 'mass': {
        const m = n * M;
        steps.push({ text: `${say(language, 'Mass of solute', 'كتلة المذاب')}: $m = n \\times M = ${num(n)} \\times ${M} = ${num(m)}\\ \\text{g}$` });
        results.push({ values: [m] });
        answers.push(`$m = ${num(m)}\\ \\text{g}$`);
        return true;
      }
      case 'volume': {
        const shown = volumeUnit === 'mL' ? V * 1000 : V;
        steps.push({ text: `${say(language, 'Volume of solution', 'حجم المحلول')}: $V = \\dfrac{n}{C} = \\dfrac{${num(n)}}{${num(C)}} = ${num(V)}\\ \\text{L}$${volumeUnit === 'mL' ? ` $= ${num(shown)}\\ \\text{mL}$` : ''}` });
        results.push({ values: [shown] });
        answers.push(`$V = ${num(shown)}\\ \\text{${volumeUnit}}$`);
        return true;
      }
      default:
        return false;
    }
  };
  if (!targets.every(add)) return null;

  // Check: C × V reproduces the moles, and the moles reproduce the given mass.
  if (!close(C * V, n) || (masses[0] && !close(n * M, masses[0].value))) return null;

  const givenText = givens.map((quantity) => `$${amountLatex(quantity)}$`).join(say(language, ', ', '، '));
  return finish(
    {
      kind: 'molarity',
      title: ['Molar concentration', 'التركيز المولاري'],
      statement: `${say(language, 'Solution', 'محلول')}${formula ? ` $${speciesLatex(formula)}$` : ''}: ${givenText}${constantsNote(reading, constants)}.`,
      steps,
      answer: answers.join(say(language, ' ; ', ' ؛ ')),
      check: say(language, `$C \\times V = ${num(C)} \\times ${num(V)} = ${num(C * V)}$ mol, the moles of solute.`, `$C \\times V = ${num(C)} \\times ${num(V)} = ${num(C * V)}$ مول = عدد مولات المذاب.`),
      result: results.length === 1 ? results[0]! : { parts: results },
    },
    language,
  );
}
