/**
 * Percentages in three forms: p% of an amount, the price after a p% discount, and what percentage one number is
 * of another. Answers are computed with mathjs and checked by working back to the given numbers; distractors are
 * the usual slips (a misplaced decimal point, the discount instead of the price, forgetting × 100).
 */
import { compile } from 'mathjs';
import type { Random } from '../../random';
import { decimalLatex, isDisplayExact } from '../latex';
import { nearbyMagnitudes } from '../neighbours';
import type { NumericKind, NumericProblem } from '../types';

const PERCENTS = [5, 10, 12, 15, 20, 25, 30, 40, 50, 60, 75, 80];
const partOf = compile('amount * percent / 100');
const priceAfterDiscount = compile('amount * (1 - percent / 100)');
const rateOf = compile('part / amount * 100');

const partMistakes = ['amount * percent / 10', 'amount * (100 - percent) / 100', 'amount * percent / 1000'].map((code) => compile(code));
const discountMistakes = ['amount * percent / 100', 'amount * (1 + percent / 100)', 'amount - percent'].map((code) => compile(code));
const rateMistakes = ['part / amount', 'amount / part', '100 - part / amount * 100'].map((code) => compile(code));

type Variant = 'part' | 'discount' | 'rate';

function create(random: Random): NumericProblem | null {
  const variant = random.pick<Variant>(['part', 'discount', 'rate']);
  const amount = random.int(2, 60) * 10;
  const percent = random.pick(PERCENTS);
  const part = partOf.evaluate({ amount, percent }) as number;
  if (!isDisplayExact(part) || Math.abs((rateOf.evaluate({ part, amount }) as number) - percent) > 1e-9) return null;
  if (variant === 'part') return partProblem(amount, percent, part);
  if (variant === 'discount') return discountProblem(amount, percent, part);
  return rateProblem(amount, percent, part);
}

function partProblem(amount: number, percent: number, part: number): NumericProblem {
  const option = (value: number): string => decimalLatex(value);
  const working = String.raw`\frac{${percent}}{100} \times ${amount} = ${decimalLatex(part)}`;
  return {
    variant: 'part',
    parameters: { amount, percent },
    question: { ar: `ما قيمة $${percent}\\%$ من $${amount}$؟`, en: `What is $${percent}\\%$ of $${amount}$?` },
    explanation: {
      ar: `نحول النسبة إلى كسر ونضرب: $${working}$.`,
      en: `Write the percentage as a fraction and multiply: $${working}$.`,
    },
    answer: option(part),
    mistakes: partMistakes.map((code) => option(code.evaluate({ amount, percent }) as number)),
    fallbacks: nearbyMagnitudes(part).map(option),
  };
}

function discountProblem(amount: number, percent: number, discount: number): NumericProblem {
  const price = priceAfterDiscount.evaluate({ amount, percent }) as number;
  const option = (value: number): string => decimalLatex(value);
  const discountWorking = String.raw`\frac{${percent}}{100} \times ${amount} = ${decimalLatex(discount)}`;
  const priceWorking = `${amount} - ${decimalLatex(discount)} = ${decimalLatex(price)}`;
  return {
    variant: 'discount',
    parameters: { amount, percent },
    question: {
      ar: `سلعة ثمنها بالجنيه $${amount}$، عليها خصم $${percent}\\%$. كم يصبح ثمنها بالجنيه بعد الخصم؟`,
      en: `An item costs $${amount}$ pounds and is sold at a $${percent}\\%$ discount. What is its price in pounds after the discount?`,
    },
    explanation: {
      ar: `قيمة الخصم بالجنيه $${discountWorking}$، والثمن بعد الخصم بالجنيه $${priceWorking}$.`,
      en: `The discount is $${discountWorking}$ pounds, so the new price is $${priceWorking}$ pounds.`,
    },
    answer: option(price),
    mistakes: discountMistakes.map((code) => option(code.evaluate({ amount, percent }) as number)),
    fallbacks: nearbyMagnitudes(price).map(option),
  };
}

function rateProblem(amount: number, percent: number, part: number): NumericProblem {
  const rate = rateOf.evaluate({ part, amount }) as number;
  const option = (value: number): string => `${decimalLatex(value)}\\%`;
  const working = String.raw`\frac{${decimalLatex(part)}}{${amount}} \times 100\% = ${decimalLatex(rate)}\%`;
  return {
    variant: 'rate',
    parameters: { amount, part },
    question: {
      ar: `العدد $${decimalLatex(part)}$ يمثل أي نسبة مئوية من العدد $${amount}$؟`,
      en: `What percentage of $${amount}$ is $${decimalLatex(part)}$?`,
    },
    explanation: {
      ar: `النسبة المئوية = الجزء ÷ الكل × 100: $${working}$.`,
      en: `Percentage = part ÷ whole × 100: $${working}$.`,
    },
    answer: option(rate),
    mistakes: rateMistakes.map((code) => option(code.evaluate({ part, amount }) as number)),
    fallbacks: nearbyMagnitudes(rate).map(option),
  };
}

export const percentageKind: NumericKind = {
  id: 'math-percentage',
  subject: 'math',
  keywords: {
    ar: ['النسبة المئوية', 'النسب المئوية', 'نسبة مئوية', 'الخصم', 'التخفيض', 'المئة', 'النسبة'],
    en: ['percentage', 'percentages', 'percent', 'per cent', 'discount', 'ratio'],
  },
  create,
};
