/**
 * Explains a factorisation step by step (common factor, difference of squares, trinomial, …) and prints the
 * factorised product. Shared by the factor, equation, simplify and limit solvers.
 */
import type { SolutionStep } from '../../solution';
import type { Factorization, FactorStep } from '../factoring';
import { say, m, type TutorLanguage } from '../language';
import { toLatex } from '../latex';
import type { Polynomial } from '../polynomial';
import { fractionToLatex, isOne } from '../rational';

function bracket(polynomial: Polynomial): string {
  return `\\left(${toLatex(polynomial.toExpr())}\\right)`;
}

/** The factorised form, e.g. 3x(x − 2)(x + 2), (x + 3)². */
export function factorProductLatex(factorization: Factorization): string {
  const common = factorization.commonFactor;
  const commonValue = common.constantValue();
  const single = factorization.factors.length === 1 && factorization.factors[0]!.multiplicity === 1;
  const pieces = factorization.factors.map(({ polynomial, multiplicity }) => {
    const body = single && commonValue !== null && isOne(commonValue) ? toLatex(polynomial.toExpr()) : bracket(polynomial);
    return multiplicity > 1 ? `${body}^{${multiplicity}}` : body;
  });
  let prefix = '';
  if (commonValue === null) prefix = toLatex(common.toExpr());
  else if (isOne(commonValue.neg())) prefix = '-';
  else if (!isOne(commonValue)) prefix = fractionToLatex(commonValue);
  if (pieces.length === 0) return prefix === '' || prefix === '-' ? `${prefix}1` : prefix;
  return `${prefix}${pieces.join('')}`;
}

function stepText(step: FactorStep, language: TutorLanguage): SolutionStep {
  const before = toLatex(step.before.toExpr());
  const after = step.after.map(bracket).join('');
  switch (step.method) {
    case 'common-factor': {
      const [common, rest] = step.after as [Polynomial, Polynomial];
      const result = `${toLatex(common.toExpr())}${bracket(rest)}`;
      return {
        text: say(language, `Take out the common factor ${m(toLatex(common.toExpr()))}: ${m(`${before} = ${result}`)}.`, `نأخذ العامل المشترك ${m(toLatex(common.toExpr()))}: ${m(`${before} = ${result}`)}.`),
        detail: say(language, 'Every term is divisible by the common factor, so the distributive law can be used backwards.', 'كل حد يقبل القسمة على العامل المشترك، فنستخدم خاصية التوزيع بطريقة عكسية.'),
      };
    }
    case 'difference-of-squares':
      return {
        text: say(language, `Difference of two squares ${m('a^{2} - b^{2} = (a - b)(a + b)')}: ${m(`${before} = ${after}`)}.`, `فرق بين مربعين ${m('a^{2} - b^{2} = (a - b)(a + b)')}: ${m(`${before} = ${after}`)}.`),
        detail: say(language, `Check: ${m('(a - b)(a + b) = a^{2} + ab - ab - b^{2} = a^{2} - b^{2}')}.`, `للتحقق: ${m('(a - b)(a + b) = a^{2} + ab - ab - b^{2} = a^{2} - b^{2}')}.`),
      };
    case 'sum-of-cubes':
      return {
        text: say(language, `Sum of two cubes ${m('a^{3} + b^{3} = (a + b)(a^{2} - ab + b^{2})')}: ${m(`${before} = ${after}`)}.`, `مجموع مكعبين ${m('a^{3} + b^{3} = (a + b)(a^{2} - ab + b^{2})')}: ${m(`${before} = ${after}`)}.`),
      };
    case 'difference-of-cubes':
      return {
        text: say(language, `Difference of two cubes ${m('a^{3} - b^{3} = (a - b)(a^{2} + ab + b^{2})')}: ${m(`${before} = ${after}`)}.`, `فرق بين مكعبين ${m('a^{3} - b^{3} = (a - b)(a^{2} + ab + b^{2})')}: ${m(`${before} = ${after}`)}.`),
      };
    case 'perfect-square': {
      const root = bracket(step.after[0]!);
      return {
        text: say(language, `Perfect square trinomial ${m('a^{2} \\pm 2ab + b^{2} = (a \\pm b)^{2}')}: ${m(`${before} = ${root}^{2}`)}.`, `مربع كامل ${m('a^{2} \\pm 2ab + b^{2} = (a \\pm b)^{2}')}: ${m(`${before} = ${root}^{2}`)}.`),
      };
    }
    case 'trinomial': {
      const [first, second] = step.splitNumbers!;
      const a = step.before.orderedTerms()[0]!.coefficient;
      const c = step.before.orderedTerms().at(-1)!.coefficient;
      const b = first.add(second);
      return {
        text: say(
          language,
          `Trinomial: find two numbers whose product is ${m(`ac = ${fractionToLatex(a.mul(c))}`)} and whose sum is ${m(`b = ${fractionToLatex(b)}`)}: they are ${m(fractionToLatex(first))} and ${m(fractionToLatex(second))}, so ${m(`${before} = ${after}`)}.`,
          `مقدار ثلاثي: نبحث عن عددين حاصل ضربهما ${m(`ac = ${fractionToLatex(a.mul(c))}`)} ومجموعهما ${m(`b = ${fractionToLatex(b)}`)}: هما ${m(fractionToLatex(first))} و ${m(fractionToLatex(second))}، إذن ${m(`${before} = ${after}`)}.`,
        ),
        detail: say(
          language,
          'Splitting the middle term into these two numbers lets us group the four terms in pairs that share a common bracket.',
          'نجزئ الحد الأوسط إلى هذين العددين فتتكون أربعة حدود نجمعها مثنى مثنى بقوس مشترك.',
        ),
      };
    }
    case 'square-substitution':
      return {
        text: say(language, `Treat it as a quadratic in ${m('t = x^{2}')}: ${m(`${before} = ${after}`)}.`, `نعامله كمقدار ثلاثي في ${m('t = x^{2}')}: ${m(`${before} = ${after}`)}.`),
      };
    case 'rational-root': {
      const root = fractionToLatex(step.root!);
      const variable = step.before.variables()[0] ?? 'x';
      const linear = toLatex(step.after[0]!.toExpr());
      return {
        text: say(
          language,
          `Try divisors of the constant term: the value at ${m(`${variable} = ${root}`)} is ${m('0')}, so ${m(`\\left(${linear}\\right)`)} is a factor. Dividing: ${m(`${before} = ${after}`)}.`,
          `نجرب قواسم الحد المطلق: قيمة المقدار عند ${m(`${variable} = ${root}`)} تساوي ${m('0')}، إذن ${m(`\\left(${linear}\\right)`)} عامل. وبالقسمة: ${m(`${before} = ${after}`)}.`,
        ),
        detail: say(
          language,
          `Factor theorem: if ${m('P(r) = 0')} then ${m('(x - r)')} divides ${m('P(x)')}. A rational root ${m('\\frac{p}{q}')} has ${m('p')} dividing the constant term and ${m('q')} dividing the leading coefficient.`,
          `نظرية العوامل: إذا كان ${m('P(r) = 0')} فإن ${m('(x - r)')} عامل من عوامل ${m('P(x)')}، والجذر النسبي ${m('\\frac{p}{q}')} يكون فيه ${m('p')} قاسمًا للحد المطلق و ${m('q')} قاسمًا لمعامل أعلى قوة.`,
        ),
      };
    }
  }
}

/** One step per factoring move, in the order they were made. */
export function factorStepTexts(factorization: Factorization, language: TutorLanguage): SolutionStep[] {
  return factorization.steps.map((step) => stepText(step, language));
}
