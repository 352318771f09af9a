/**
 * The amounts a mole problem gives or asks, in Arabic and English: mass (g), amount (mol), gas or solution
 * volume (L), number of particles, and molar concentration (mol/L).
 */
import { findNumbers } from '../shared/numbers';
import { escapeRegExp, normalizeScienceText } from '../shared/normalize';
import { wordSet, type WordSet } from '../shared/words';

export type AmountKind = 'mass' | 'moles' | 'volume' | 'particles' | 'concentration';

export interface Amount {
  kind: AmountKind;
  /** In g, mol, L, particles or mol/L. */
  value: number;
  written: { value: number; unitLatex: string };
  start: number;
  end: number;
}

interface AmountUnit {
  kind: AmountKind;
  factor: number;
  latex: string;
}

const UNITS: readonly [string[], AmountUnit][] = [
  [['mol/L', 'mol/l', 'mol/dm^3', 'mol L^-1', 'M', 'molar', 'مولر', 'مول/لتر', 'مولاري'], { kind: 'concentration', factor: 1, latex: '\\text{mol/L}' }],
  [['kg', 'كجم', 'كيلوجرام'], { kind: 'mass', factor: 1000, latex: '\\text{kg}' }],
  [['mg', 'مجم', 'ملليجرام'], { kind: 'mass', factor: 0.001, latex: '\\text{mg}' }],
  [['g', 'gm', 'gram', 'grams', 'جم', 'جرام', 'جرامات', 'غرام', 'غ'], { kind: 'mass', factor: 1, latex: '\\text{g}' }],
  [['mmol', 'ملليمول'], { kind: 'moles', factor: 0.001, latex: '\\text{mmol}' }],
  [['mol', 'mole', 'moles', 'مول', 'مولات'], { kind: 'moles', factor: 1, latex: '\\text{mol}' }],
  [['mL', 'ml', 'cm^3', 'cm3', 'مل', 'ملليلتر', 'سم^3', 'سم3'], { kind: 'volume', factor: 0.001, latex: '\\text{mL}' }],
  [['L', 'l', 'liter', 'liters', 'litre', 'litres', 'dm^3', 'dm3', 'لتر', 'لترات', 'دسم^3'], { kind: 'volume', factor: 1, latex: '\\text{L}' }],
  [
    ['molecules', 'molecule', 'atoms', 'atom', 'ions', 'ion', 'particles', 'particle', 'جزيء', 'جزيئات', 'ذره', 'ذرات', 'ايون', 'ايونات'],
    { kind: 'particles', factor: 1, latex: '' },
  ],
];

const BY_SPELLING = new Map<string, AmountUnit>();
for (const [spellings, unit] of UNITS) for (const spelling of spellings) BY_SPELLING.set(/[\u0600-\u06FF]/.test(spelling) ? normalizeScienceText(spelling) : spelling, unit);

const UNIT_AFTER_NUMBER = new RegExp(
  `^\\s?(${[...BY_SPELLING.keys()].sort((left, right) => right.length - left.length).map(escapeRegExp).join('|')})(?![A-Za-z\\u0621-\\u064A^0-9])`,
);

/** Every amount with a chemistry unit in normalised text, in order. */
export function readAmounts(text: string): Amount[] {
  const amounts: Amount[] = [];
  for (const number of findNumbers(text)) {
    const match = UNIT_AFTER_NUMBER.exec(text.slice(number.end));
    const unit = match?.[1] ? BY_SPELLING.get(match[1]) : undefined;
    if (!match || !unit) continue;
    amounts.push({
      kind: unit.kind,
      value: number.value * unit.factor,
      written: { value: number.value, unitLatex: unit.latex },
      start: number.start,
      end: number.end + match[0].length,
    });
  }
  return amounts;
}

/** Words that name what is asked. */
export const AMOUNT_TARGETS: readonly [AmountKind, WordSet][] = [
  ['moles', wordSet(['number of moles', 'how many moles', 'amount of substance', 'moles', 'عدد المولات', 'عدد مولات', 'كم مول', 'المولات'])],
  ['particles', wordSet([
    'number of molecules', 'number of atoms', 'number of ions', 'number of particles', 'how many molecules', 'how many atoms', 'how many ions',
    'عدد الجزيئات', 'عدد الذرات', 'عدد الأيونات', 'عدد جزيئات', 'عدد ذرات', 'عدد أيونات', 'كم جزيء', 'كم ذرة',
  ])],
  ['concentration', wordSet(['concentration', 'molarity', 'التركيز', 'تركيز', 'المولارية'])],
  ['mass', wordSet(['how many grams', 'mass', 'الكتلة', 'كتلة'])],
  ['volume', wordSet(['volume', 'الحجم', 'حجم'])],
];

export const CHEMISTRY_CONTEXT = {
  stp: wordSet(['stp', 's.t.p', 'standard temperature and pressure', 'standard conditions', 'م.ض.د', 'م ض د', 'الظروف القياسية', 'معدل الضغط ودرجة الحرارة', 'ظروف قياسية']),
  solution: wordSet(['solution', 'dissolved', 'dissolve', 'concentration', 'molarity', 'محلول', 'أذيب', 'يذاب', 'أذيبت', 'التركيز', 'المولارية']),
  molarMass: wordSet([
    'molar mass', 'molecular mass', 'formula mass', 'relative molecular mass', 'mass of one mole', 'mass of 1 mole', 'molecular weight',
    'الكتلة المولية', 'الكتلة الجزيئية', 'كتلة المول', 'الكتلة الجزيئية الجرامية', 'كتلة مول واحد', 'الوزن الجزيئي',
  ]),
  balance: wordSet(['balance', 'balanced', 'balancing', 'وازن', 'زن', 'موزونة', 'وزن المعادلة', 'وزن المعادلات', 'اوزن']),
  percentage: wordSet(['percentage', 'percent', 'mass percent', 'النسبة المئوية', 'نسبة']),
};
