/**
 * The balancing solution: an unknown coefficient per species, one conservation equation per element (and for
 * the charge), the exact rational solution scaled to the smallest whole numbers, and a recount of every element
 * on both sides as the check.
 */
import type { Solution, TutorLanguage } from '../../solution';
import { joinList, say, stepTable } from '../shared/format';
import { amountIn, solveBalance, type ChemicalEquation } from './balance';
import { formulaLatex, type ParsedFormula } from './formula';
import type { Rational } from './rational';

const LETTERS = ['a', 'b', 'c', 'd', 'f', 'g', 'h', 'k', 'm', 'n', 'p', 'q', 'r', 's', 'u', 'w'];

const WORDS = {
  title: { ar: 'وزن معادلة كيميائية', en: 'Balancing a chemical equation' },
  sides: { ar: 'المتفاعلات', en: 'Reactants' },
  products: { ar: 'النواتج', en: 'products' },
  unknowns: { ar: 'نضع معاملًا مجهولًا أمام كل مادة', en: 'Put an unknown coefficient in front of each species' },
  count: { ar: 'عدد الذرات في الطرفين يجب أن يتساوى (قانون بقاء المادة)، فنكتب معادلة لكل عنصر:', en: 'Atoms are neither created nor destroyed, so each element gives one equation (left = right):' },
  headers: { ar: ['العنصر', 'المتفاعلات', 'النواتج', 'المعادلة'], en: ['Element', 'Reactants', 'Products', 'Equation'] },
  charge: { ar: 'الشحنة', en: 'charge' },
  solve: { ar: 'نحل المعادلات بوضع', en: 'Solve the equations by setting' },
  gives: { ar: 'فنجد', en: 'which gives' },
  scale: { ar: 'نضرب كل المعاملات في', en: 'Multiply every coefficient by' },
  scaleWhy: { ar: 'للحصول على أصغر أعداد صحيحة', en: 'to get the smallest whole numbers' },
  whole: { ar: 'المعاملات أعداد صحيحة بالفعل', en: 'The coefficients are already whole numbers' },
  balanced: { ar: 'المعادلة الموزونة', en: 'The balanced equation' },
  recount: { ar: 'نعد ذرات كل عنصر في الطرفين بعد الوزن', en: 'Recount each element on both sides' },
  detail: {
    ar: 'نغيّر المعاملات فقط ولا نغيّر الصيغ أبدًا، لأن تغيير الرقم السفلي يغيّر المادة نفسها.',
    en: 'Only the coefficients change, never the formulas: changing a subscript would change the substance itself.',
  },
  solveDetail: {
    ar: 'هذه معادلات خطية متجانسة؛ لها حل واحد إذا ثبتنا أحد المعاملات، ثم نتخلص من الكسور بالضرب في المضاعف المشترك الأصغر للمقامات.',
    en: 'These are homogeneous linear equations; fixing one coefficient gives a single solution, then multiplying by the least common multiple of the denominators clears the fractions.',
  },
};

function rationalLatex(value: Rational): string {
  return value.denominator === 1n ? String(value.numerator) : `\\frac{${value.numerator}}{${value.denominator}}`;
}

function term(count: number, letter: string): string {
  if (count === 0) return '';
  const magnitude = Math.abs(count) === 1 ? letter : `${Math.abs(count)}${letter}`;
  return count < 0 ? `-${magnitude}` : magnitude;
}

/** "2a + b" for one side: how many of `quantity` the species of that side bring, in terms of their letters. */
function sideExpression(species: readonly ParsedFormula[], offset: number, quantity: string): string {
  const parts = species.map((formula, index) => term(amountIn(formula, quantity), LETTERS[offset + index] ?? `x_{${offset + index + 1}}`)).filter(Boolean);
  return parts.length === 0 ? '0' : parts.join(' + ').replace(/\+ -/g, '- ');
}

function equationLatex(equation: ChemicalEquation, coefficients: readonly (string | number)[]): string {
  const side = (species: readonly ParsedFormula[], offset: number) =>
    species.map((formula, index) => {
      const coefficient = coefficients[offset + index];
      return `${coefficient === 1 || coefficient === undefined ? '' : `${coefficient}\\,`}${formulaLatex(formula)}`;
    }).join(' + ');
  return `${side(equation.reactants, 0)} \\rightarrow ${side(equation.products, equation.reactants.length)}`;
}

export function balanceSolution(equation: ChemicalEquation, language: TutorLanguage): Solution | null {
  const work = solveBalance(equation);
  const species = [...equation.reactants, ...equation.products];
  if (!work || species.length > LETTERS.length) return null;
  const letters = species.map((_, index) => LETTERS[index] as string);
  const reactantCount = equation.reactants.length;
  const quantityName = (quantity: string) => (quantity === 'charge' ? say(WORDS.charge, language) : quantity);

  const rows = work.conserved.map((quantity) => {
    const left = sideExpression(equation.reactants, 0, quantity);
    const right = sideExpression(equation.products, reactantCount, quantity);
    return [quantityName(quantity), `$${left}$`, `$${right}$`, `$${left} = ${right}$`];
  });
  const free = letters[work.freeIndex] as string;
  const others = work.rational.map((value, index) => (index === work.freeIndex ? null : `${letters[index]} = ${rationalLatex(value)}`)).filter((entry): entry is string => entry !== null);
  const multiplier = work.multiplier < 0n ? -work.multiplier : work.multiplier;
  const wholeLine = work.coefficients.map((value, index) => `${letters[index]} = ${value}`).join(',\\ ');

  const recount = work.conserved.map((quantity) => {
    const total = (list: readonly ParsedFormula[], offset: number) => list.reduce((sum, formula, index) => sum + amountIn(formula, quantity) * (work.coefficients[offset + index] ?? 0), 0);
    const left = total(equation.reactants, 0);
    const right = total(equation.products, reactantCount);
    return { quantity, left, right };
  });
  if (recount.some((row) => row.left !== row.right)) return null;

  const balancedLatex = equationLatex(equation, work.coefficients);
  return {
    kind: 'balance-equation',
    subject: 'chemistry',
    title: say(WORDS.title, language),
    steps: [
      {
        text: `${say(WORDS.sides, language)}: ${joinList(equation.reactants.map((formula) => `$${formulaLatex(formula)}$`), language)}${language === 'ar' ? '؛ ' : '; '}${say(WORDS.products, language)}: ${joinList(equation.products.map((formula) => `$${formulaLatex(formula)}$`), language)}. ${say(WORDS.unknowns, language)}: $${equationLatex(equation, letters)}$`,
        detail: say(WORDS.detail, language),
      },
      { text: `${say(WORDS.count, language)}${stepTable(WORDS.headers[language], rows)}` },
      { text: `${say(WORDS.solve, language)} $${free} = 1$ ${say(WORDS.gives, language)} $${others.join(',\\ ')}$`, detail: say(WORDS.solveDetail, language) },
      {
        text: multiplier === 1n ? `${say(WORDS.whole, language)}: $${wholeLine}$` : `${say(WORDS.scale, language)} $${multiplier}$ ${say(WORDS.scaleWhy, language)}: $${wholeLine}$`,
      },
      { text: `${say(WORDS.balanced, language)}: $${balancedLatex}$` },
    ],
    answer: `$${balancedLatex}$`,
    check: `${say(WORDS.recount, language)}: ${recount.map((row) => `${quantityName(row.quantity)}: $${row.left} = ${row.right}$ ✓`).join(language === 'ar' ? '، ' : ', ')}`,
  };
}

