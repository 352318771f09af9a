/**
 * The molar-mass solution: the per-element table (atoms × atomic mass), the sum, and a check that adds the
 * masses again straight from the formula as written, group by group.
 */
import type { Solution, TutorLanguage } from '../../solution';
import { exactNumber, say, stepTable } from '../shared/format';
import type { FoundFormula } from './findFormula';
import { formulaLatex } from './formula';
import { groupedMass } from './groupedMass';
import { molarMassOfParsed } from './molarMass';
import { findElement } from './periodicTable';

const TOLERANCE = 1e-9;

const WORDS = {
  title: { ar: 'الكتلة المولية', en: 'Molar mass' },
  table: { ar: 'نعد ذرات كل عنصر في الصيغة $FORMULA$ ونضرب العدد في الكتلة الذرية للعنصرHYDRATE:', en: 'Count the atoms of each element in $FORMULA$HYDRATE and multiply by the atomic mass:' },
  hydrate: { ar: ' (ماء التبلر يدخل في الحساب)', en: ' (the water of crystallisation counts too)' },
  headers: { ar: ['العنصر', 'عدد الذرات', 'الكتلة الذرية', 'الكتلة (g/mol)'], en: ['Element', 'Atoms', 'Atomic mass', 'Mass (g/mol)'] },
  sum: { ar: 'نجمع كتل العناصر', en: 'Add the masses of the elements' },
  check: { ar: 'بالجمع مرة أخرى مباشرة من الصيغة كما كُتبت', en: 'Adding again straight from the formula as written' },
  detail: {
    ar: 'الكتلة المولية هي كتلة مول واحد من المادة مقدرة بالجرام، وتساوي مجموع الكتل الذرية لكل الذرات الموجودة في الصيغة الكيميائية.',
    en: 'The molar mass is the mass in grams of one mole of the substance: the sum of the atomic masses of all the atoms in the formula.',
  },
};

export function molarMassSolution(found: FoundFormula, language: TutorLanguage): Solution | null {
  const result = molarMassOfParsed(found.formula);
  const grouped = groupedMass(found.formula);
  if (!result || !grouped || Math.abs(grouped.value - result.grams) > TOLERANCE * result.grams) return null;
  const latex = formulaLatex(found.formula);
  const rows = result.breakdown.map((row) => {
    const element = findElement(row.element);
    const name = element ? ` (${element[language]})` : '';
    return [`${row.element}${name}`, String(row.count), String(element?.mass ?? ''), exactNumber(row.mass)];
  });
  const hydrate = /[·•∙⋅*.]/.test(found.formula.body) ? say(WORDS.hydrate, language) : '';
  const sum = `M = ${result.breakdown.map((row) => exactNumber(row.mass)).join(' + ')} = ${exactNumber(result.grams)}\\ \\text{g/mol}`;
  return {
    kind: 'molar-mass',
    subject: 'chemistry',
    title: `${say(WORDS.title, language)} ${language === 'ar' ? 'لـ' : 'of'} ${found.formula.body}`,
    steps: [
      { text: `${say(WORDS.table, language).replace('FORMULA', latex).replace('HYDRATE', hydrate)}${stepTable(WORDS.headers[language], rows)}`, detail: say(WORDS.detail, language) },
      { text: `${say(WORDS.sum, language)}: $${sum}$` },
    ],
    answer: `$M(${latex}) = ${exactNumber(result.grams)}\\ \\text{g/mol}$`,
    check: `${say(WORDS.check, language)}: $${grouped.latex} = ${exactNumber(grouped.value)}$ ✓`,
  };
}
