/**
 * Arithmetic with the order of operations shown step by step: brackets, then powers and roots, then
 * multiplication and division, then addition and subtraction. Values stay exact (fractions, simplified square
 * roots, exact trig values); fractions are added over a common denominator. Also the calculator behind
 * evaluateExpression.
 */
import type { SolutionStep } from '../../solution';
import { evaluateNode, math } from '../engine';
import { containsDecimal, containsVariable, terminatingDecimal, toMathjs, type Expr } from '../expr';
import { exactValueOf } from '../exactValue';
import { say, m, decimal, type SolutionDraft, type TutorLanguage } from '../language';
import { toLatex } from '../latex';
import { bigLcm, fractionToLatex, isInteger, type Fraction } from '../rational';
import type { SurdValue } from '../surd';
import { reduceOnce, type Reduction } from '../orderOfOperations';

function fractionOf(expr: Expr): Fraction | null {
  if (expr.type === 'num') return expr.value;
  if (expr.type === 'neg' && expr.arg.type === 'num') return expr.arg.value.neg();
  if (expr.type === 'div' && expr.num.type === 'num' && expr.den.type === 'num') return expr.num.value.div(expr.den.value);
  return null;
}

/** "Over the common denominator 12: 9/12 + 10/12" for a sum of fractions. */
function commonDenominatorLatex(expr: Expr): string | null {
  if (expr.type !== 'add') return null;
  const fractions = expr.terms.map(fractionOf);
  if (fractions.some((value) => value === null)) return null;
  const values = fractions as Fraction[];
  const denominator = values.reduce((lcm, value) => bigLcm(lcm, value.d), 1n);
  if (denominator === 1n || values.every((value) => value.d === denominator)) return null;
  const terms = values.map((value, index) => {
    const scaled = value.s * value.n * (denominator / value.d);
    const body = `\\frac{${scaled < 0n ? -scaled : scaled}}{${denominator}}`;
    if (index === 0) return scaled < 0n ? `-${body}` : body;
    return scaled < 0n ? ` - ${body}` : ` + ${body}`;
  });
  return terms.join('');
}

function stepLabel(reduction: Reduction, language: TutorLanguage): string {
  if (reduction.reduced.every(({ before }) => before.type === 'fn' && before.name === 'pct')) {
    return say(language, 'A percentage is a fraction of 100', 'النسبة المئوية كسر مقامه 100');
  }
  if (reduction.bracketed) return say(language, 'Brackets first', 'نبدأ بما داخل الأقواس');
  switch (reduction.level) {
    case 'power':
      return say(language, 'Powers, roots and functions', 'الأسس والجذور والدوال');
    case 'product':
      return say(language, 'Multiplication and division, left to right', 'الضرب والقسمة بالترتيب من اليسار إلى اليمين');
    case 'sum':
      return say(language, 'Addition and subtraction', 'الجمع والطرح');
  }
}

export interface ArithmeticResult {
  /** The student wrote decimals, so terminating results are shown as decimals too. */
  preferDecimals: boolean;
  steps: SolutionStep[];
  /** The exact value, when there is one. */
  exact: SurdValue | null;
  /** The value as a number (mathjs's evaluation of the same text). */
  value: number;
}

/** Evaluates a constant expression with one step per level of the order of operations. */
export function evaluateWithSteps(expr: Expr, language: TutorLanguage): ArithmeticResult | null {
  const value = evaluateNode(math.parse(toMathjs(expr)));
  if (!Number.isFinite(value)) return null;
  const exact = exactValueOf(expr);
  // The exact value must agree with mathjs's evaluation of the same tree.
  if (exact && Math.abs(exact.toNumber() - value) > 1e-9 * Math.max(1, Math.abs(value))) return null;
  const steps: SolutionStep[] = [];
  const preferDecimals = containsDecimal(expr);
  if (exact) {
    let current = expr;
    for (let guard = 0; guard < 30; guard += 1) {
      const reduction = reduceOnce(current, preferDecimals);
      if (!reduction) break;
      const before = toLatex(current);
      const after = toLatex(reduction.next);
      if (before === after) break;
      const single = reduction.reduced.length === 1 ? reduction.reduced[0]! : null;
      const common = single ? commonDenominatorLatex(single.before) : null;
      const detail = common ? say(language, ` (common denominator: ${m(`${toLatex(single!.before)} = ${common}`)})`, ` (بتوحيد المقامات: ${m(`${toLatex(single!.before)} = ${common}`)})`) : '';
      steps.push({ text: `${stepLabel(reduction, language)}${detail}: ${m(`${before} = ${after}`)}` });
      current = reduction.next;
    }
  }
  return { steps, exact, value: exact ? exact.toNumber() : value, preferDecimals };
}

/** The answer line: exact value, with a decimal when it is not a whole number. */
export function valueLatex(result: ArithmeticResult): string {
  if (!result.exact) return `\\approx ${decimal(result.value, 6)}`;
  const rational = result.exact.toFraction();
  if (rational && isInteger(rational)) return fractionToLatex(rational);
  const asDecimal = rational && result.preferDecimals ? terminatingDecimal(rational) : null;
  if (asDecimal) return asDecimal;
  return `${result.exact.toLatex()} \\approx ${decimal(result.exact.toNumber(), 6)}`;
}

function numericLatex(value: number): string {
  return Number.isInteger(value) ? String(value) : `\\approx ${decimal(value, 6)}`;
}

/** Solves "calculate 3/4 + 5/6"-style problems. */
export function solveArithmetic(expr: Expr, language: TutorLanguage): SolutionDraft | null {
  if (containsVariable(expr) || expr.type === 'num') return null;
  const result = evaluateWithSteps(expr, language);
  if (!result) return null;
  const expression = toLatex(expr);
  const steps: SolutionStep[] = [{ text: say(language, `The expression: ${m(expression)}.`, `المقدار: ${m(expression)}.`) }, ...result.steps];
  if (!result.exact) {
    steps.push({
      text: say(
        language,
        `Its value is not a simple exact number; evaluating: ${m(`${expression} \\approx ${decimal(result.value, 6)}`)}.`,
        `قيمته ليست عددًا مضبوطًا بسيطًا؛ بالحساب: ${m(`${expression} \\approx ${decimal(result.value, 6)}`)}.`,
      ),
    });
  }
  const value = valueLatex(result);
  return {
    kind: 'arithmetic',
    title: say(language, 'Calculating step by step', 'الحساب خطوة بخطوة'),
    steps,
    answer: m(value.startsWith('\\approx') ? `${expression} ${value}` : `${expression} = ${value}`),
    check: say(
      language,
      `A direct evaluation of the whole expression gives ${m(numericLatex(result.value))}. ✓`,
      `حساب المقدار كاملًا مباشرة يعطي ${m(numericLatex(result.value))}. ✓`,
    ),
  };
}
