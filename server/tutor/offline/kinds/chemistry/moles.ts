/**
 * Mole conversions for one substance: mass ↔ moles ↔ number of particles ↔ gas volume at STP, in one step or a
 * chain (n = m / M, n = N / N_A, n = V / 22.4), also "atoms of oxygen in 0.5 mol of H2SO4". Every amount goes
 * through the moles; the check converts the answer back to the given.
 */
import { parseFormula } from '../../science/chemistry/formula';
import type { TutorLanguage } from '../../math/language';
import type { Solution, SolutionResult, SolutionStep } from '../../solution';
import { askedAmounts, askedVolumeUnit, type Asked } from './ask';
import { amountLatex, close, constantsNote, finish, molarMassStep, num, say, speciesLatex } from './format';
import { AVOGADRO, MOLAR_VOLUME, statedConstants, type Quantity, type Reading } from './read';

export const STP = /\bstp\b|s\.t\.p|standard (?:temperature|conditions)|م\s*\.?\s*ض\s*\.?\s*د|الظروف القياسي|ظروف قياسي|معدل الضغط|الظروف المعياري/i;
const SOLUTION = /محلول|مذاب|اذيب|اذبنا|تركيز|مولر|مولاري|solution|dissolv|molarity|concentration/i;

const ATOMS_WORD = /ذرات|ذره|atoms?\b/;

/** Particles per formula unit counted by the target: molecules (1), atoms of one element, or null when ambiguous. */
function particlesPerUnit(asked: Asked, formula: string, text: string): number | null {
  const word = text.slice(asked.start, asked.end);
  if (!ATOMS_WORD.test(word)) return 1;
  const parsed = parseFormula(formula);
  if (!parsed) return null;
  if (asked.element) return parsed.atoms.get(asked.element) ?? null;
  return parsed.atoms.size === 1 ? [...parsed.atoms.values()][0]! : null;
}

export function solveMoles(reading: Reading, language: TutorLanguage): Solution | null {
  const { text } = reading;
  if (reading.equation || SOLUTION.test(text)) return null;
  const constants = statedConstants(reading);
  if (!constants) return null;
  const givens = reading.quantities.filter((quantity) => !constants.has(quantity.start));
  if (reading.bare.some((bare) => !constants.has(bare.start)) || givens.length !== 1) return null;
  const given = givens[0]!;
  if (!['mass', 'moles', 'volume', 'particles'].includes(given.kind)) return null;
  const asked = askedAmounts(reading).filter((item) => item.target !== 'concentration');
  if (asked.length === 0 || asked.length > 3 || new Set(asked.map((item) => item.target)).size !== asked.length || asked.some((item) => item.target === given.kind && !item.element)) return null;
  // "كم جرام من الأكسجين O2 يشغل ١١٫٢ لتر": a given with no substance of its own is an amount of the one
  // substance the question names.
  const named = new Set([given.substance, ...asked.map((item) => item.substance), ...reading.formulas.map((found) => found.text)].filter((value): value is string => !!value));
  const givenSubstance = given.substance ?? (named.size === 1 ? [...named][0] : undefined);
  // "atoms of oxygen in …" is counted; "mass / moles of oxygen in 36 g of water" is another problem.
  if (asked.some((item) => item.element && item.target !== 'particles' && item.substance !== givenSubstance)) return null;
  const usesVolume = given.kind === 'volume' || asked.some((item) => item.target === 'volume');
  if (usesVolume && !STP.test(text)) return null;

  const formulas = new Set([given.substance, ...asked.map((item) => item.substance), ...reading.formulas.map((found) => found.text)].filter((value): value is string => !!value));
  const formula = given.substance ?? (formulas.size === 1 ? [...formulas][0] : undefined);
  if (formula && [...formulas].some((other) => other !== formula && !asked.some((item) => item.substance === other && item.element))) return null;
  if (given.kind === 'particles' && ATOMS_WORD.test(text.slice(given.start, given.end)) && (!formula || parseFormula(formula)?.atoms.size !== 1 || [...parseFormula(formula)!.atoms.values()][0] !== 1)) return null;

  const needsMass = given.kind === 'mass' || asked.some((item) => item.target === 'mass');
  const molar = formula ? molarMassStep(formula, language) : null;
  if (needsMass && !molar) return null;
  const M = molar?.grams ?? 0;
  const species = formula ? ` ${say(language, 'of', 'من')} $${speciesLatex(formula)}$` : '';

  const steps: SolutionStep[] = [];
  if (needsMass && molar) steps.push(molar.step);
  const n = molesFrom(given, M);
  steps.push({ text: `${say(language, 'Number of moles', 'عدد المولات')}: ${molesLine(given, M, n)}`, detail: say(language, DETAIL.en, DETAIL.ar) });

  const volumeUnit = askedVolumeUnit(text) ?? 'L';
  const results: SolutionResult[] = [];
  const answers: string[] = [];
  for (const item of asked) {
    const computed = amountFrom(item, n, M, volumeUnit, formula, text, language);
    if (!computed) return null;
    steps.push(computed.step);
    results.push({ values: [computed.value] });
    answers.push(computed.answer);
    // Check: back to moles, then to the given amount.
    const back = computed.backToMoles;
    if (!close(back, n, 1e-9) || !close(amountOf(given.kind, back, M), given.value, 1e-9)) return null;
  }

  const required = asked.map((item) => TARGET_NAMES[item.target][language === 'ar' ? 1 : 0]).join(say(language, ', ', '، '));
  return finish(
    {
      kind: 'mole-conversion',
      title: ['Mole calculations', 'حسابات المول'],
      statement: `${say(language, 'Given', 'المعطى')}: $${amountLatex(given)}$${species}${usesVolume ? say(language, ' (STP)', ' (م.ض.د)') : ''}${constantsNote(reading, constants)}. ${say(language, 'Required', 'المطلوب')}: ${required}.`,
      steps,
      answer: answers.join(say(language, ' ; ', ' ؛ ')),
      check: say(language, 'Converting each answer back to moles and then to the given amount gives the given again.', 'بتحويل كل ناتج إلى مولات ثم إلى الكمية المعطاة نحصل على المعطى نفسه.'),
      result: results.length === 1 ? results[0]! : { parts: results },
    },
    language,
  );
}

const DETAIL = {
  en: 'Everything goes through the mole: n = m / M, n = N / N_A (N_A = 6.02 × 10²³), and at STP n = V / 22.4 L.',
  ar: 'كل التحويلات تمر بالمول: n = m / M ، n = N / N_A (عدد أفوجادرو 6.02 × 10²³) ، وفي (م.ض.د) n = V / 22.4 لتر.',
};

const TARGET_NAMES: Record<Asked['target'], [string, string]> = {
  moles: ['number of moles', 'عدد المولات'],
  mass: ['mass', 'الكتلة'],
  volume: ['volume at STP', 'الحجم في م.ض.د'],
  particles: ['number of particles', 'عدد الجسيمات'],
  concentration: ['concentration', 'التركيز'],
};

function molesFrom(given: Quantity, M: number): number {
  switch (given.kind) {
    case 'mass':
      return given.value / M;
    case 'volume':
      return given.value / MOLAR_VOLUME;
    case 'particles':
      return given.value / AVOGADRO;
    default:
      return given.value;
  }
}

function amountOf(kind: Quantity['kind'], n: number, M: number): number {
  if (kind === 'mass') return n * M;
  if (kind === 'volume') return n * MOLAR_VOLUME;
  if (kind === 'particles') return n * AVOGADRO;
  return n;
}

function molesLine(given: Quantity, M: number, n: number): string {
  const value = amountLatex(given);
  switch (given.kind) {
    case 'mass':
      return `$n = \\dfrac{m}{M} = \\dfrac{${value}}{${M}\\ \\text{g/mol}} = ${num(n)}\\ \\text{mol}$`;
    case 'volume':
      return `$n = \\dfrac{V}{22.4} = \\dfrac{${value}}{22.4\\ \\text{L/mol}} = ${num(n)}\\ \\text{mol}$`;
    case 'particles':
      return `$n = \\dfrac{N}{N_A} = \\dfrac{${value}}{6.02 \\times 10^{23}} = ${num(n)}\\ \\text{mol}$`;
    default:
      return `$n = ${value}$`;
  }
}

interface Computed {
  value: number;
  backToMoles: number;
  step: SolutionStep;
  answer: string;
}

function amountFrom(item: Asked, n: number, M: number, volumeUnit: 'L' | 'mL', formula: string | undefined, text: string, language: TutorLanguage): Computed | null {
  switch (item.target) {
    case 'moles':
      return { value: n, backToMoles: n, step: { text: say(language, `The number of moles is $n = ${num(n)}$ mol`, `عدد المولات $n = ${num(n)}$ مول`) }, answer: `$n = ${num(n)}\\ \\text{mol}$` };
    case 'mass': {
      const m = n * M;
      return { value: m, backToMoles: m / M, step: { text: `${say(language, 'Mass', 'الكتلة')}: $m = n \\times M = ${num(n)} \\times ${M} = ${num(m)}\\ \\text{g}$` }, answer: `$m = ${num(m)}\\ \\text{g}$` };
    }
    case 'volume': {
      const litres = n * MOLAR_VOLUME;
      const shown = volumeUnit === 'mL' ? litres * 1000 : litres;
      const unit = volumeUnit === 'mL' ? '\\text{mL}' : '\\text{L}';
      return {
        value: shown,
        backToMoles: litres / MOLAR_VOLUME,
        step: { text: `${say(language, 'Volume at STP', 'الحجم في (م.ض.د)')}: $V = n \\times 22.4 = ${num(n)} \\times 22.4 = ${num(litres)}\\ \\text{L}$${volumeUnit === 'mL' ? ` $= ${num(shown)}\\ \\text{mL}$` : ''}` },
        answer: `$V = ${num(shown)}\\ ${unit}$`,
      };
    }
    case 'particles': {
      const perUnit = formula ? particlesPerUnit(item, formula, text) : ATOMS_WORD.test(text.slice(item.start, item.end)) ? null : 1;
      if (perUnit === null || perUnit <= 0) return null;
      const N = n * AVOGADRO * perUnit;
      const times = perUnit === 1 ? '' : ` \\times ${perUnit}`;
      const what = perUnit === 1 ? '' : say(language, ` (${perUnit} atoms of ${item.element ?? ''} in each formula unit)`, ` (في كل وحدة صيغة ${perUnit} ذرات ${item.element ?? ''})`);
      return {
        value: N,
        backToMoles: N / perUnit / AVOGADRO,
        step: { text: `${say(language, 'Number of particles', 'عدد الجسيمات')}: $N = n \\times N_A${times} = ${num(n)} \\times 6.02 \\times 10^{23}${times} = ${num(N)}$${what}` },
        answer: `$N = ${num(N)}$`,
      };
    }
    default:
      return null;
  }
}
