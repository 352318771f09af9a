/**
 * Percentage by mass of an element in a compound: (atoms × atomic mass ÷ molar mass) × 100, checked by adding
 * the percentages of all the elements back up to 100%.
 */
import type { Solution, TutorLanguage } from '../../solution';
import { exactNumber, latexNumber, say } from '../shared/format';
import type { FoundFormula } from './findFormula';
import { formulaLatex } from './formula';
import { molarMassOfParsed } from './molarMass';
import { findElement } from './periodicTable';

const WORDS = {
  title: { ar: 'النسبة المئوية الكتلية لعنصر في مركب', en: 'Percentage by mass of an element' },
  molarMass: { ar: 'نحسب الكتلة المولية للمركب', en: 'Find the molar mass of the compound' },
  share: { ar: 'كتلة العنصر في مول واحد من المركب', en: 'Mass of the element in one mole of the compound' },
  percentage: { ar: 'النسبة المئوية = (كتلة العنصر ÷ الكتلة المولية) × 100', en: 'Percentage = (mass of the element ÷ molar mass) × 100' },
  check: { ar: 'مجموع النسب المئوية لكل عناصر المركب يساوي 100%', en: 'The percentages of all the elements add up to 100%' },
  detail: {
    ar: 'النسبة المئوية الكتلية لا تعتمد على كمية المادة: أي عينة من المركب النقي لها التركيب نفسه (قانون النسب الثابتة).',
    en: 'The percentage by mass does not depend on the amount: every sample of a pure compound has the same composition (law of definite proportions).',
  },
};

export function percentageSolution(compound: FoundFormula, element: string, language: TutorLanguage): Solution | null {
  const result = molarMassOfParsed(compound.formula);
  const row = result?.breakdown.find((entry) => entry.element === element);
  const info = findElement(element);
  if (!result || !row || !info) return null;
  const percent = (mass: number) => (mass / result.grams) * 100;
  const all = result.breakdown.map((entry) => percent(entry.mass));
  const total = all.reduce((sum, value) => sum + value, 0);
  if (Math.abs(total - 100) > 1e-9) return null;
  const compoundLatex = formulaLatex(compound.formula);
  const terms = result.breakdown.map((entry) => (entry.count === 1 ? exactNumber(entry.mass) : `${entry.count} \\times ${exactNumber(entry.mass / entry.count)}`));
  const share = row.count === 1 ? exactNumber(row.mass) : `${row.count} \\times ${exactNumber(info.mass)} = ${exactNumber(row.mass)}`;
  return {
    kind: 'mass-percentage',
    subject: 'chemistry',
    title: say(WORDS.title, language),
    steps: [
      { text: `${say(WORDS.molarMass, language)}: $M(${compoundLatex}) = ${terms.join(' + ')} = ${exactNumber(result.grams)}\\ \\text{g/mol}$` },
      { text: `${say(WORDS.share, language)}: $${share}\\ \\text{g}$` },
      {
        text: `${say(WORDS.percentage, language)}: $\\%\\,\\mathrm{${element}} = \\frac{${exactNumber(row.mass)}}{${exactNumber(result.grams)}} \\times 100 = ${latexNumber(percent(row.mass))}\\%$`,
        detail: say(WORDS.detail, language),
      },
    ],
    answer: `$\\%\\,\\mathrm{${element}} = ${latexNumber(percent(row.mass))}\\%$`,
    check: `${say(WORDS.check, language)}: $${result.breakdown.map((entry) => latexNumber(percent(entry.mass))).join(' + ')} = ${latexNumber(total)}\\%$ ✓`,
  };
}
