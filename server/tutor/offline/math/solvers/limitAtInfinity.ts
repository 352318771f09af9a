/**
 * Limits of rational functions at ±∞: divide by the highest power and compare the degrees (0, the ratio of the
 * leading coefficients, or ±∞ with the sign of the leading term).
 */
import type { SolutionStep } from '../../solution';
import type { Expr } from '../expr';
import { say, m, type TutorLanguage } from '../language';
import { fractionToLatex, isNegative } from '../rational';
import { toRationalFunction } from '../rationalFunction';

export type LimitValue = { kind: 'finite'; latex: string; value: number } | { kind: 'infinite'; sign: 1 | -1 } | { kind: 'none' };

export interface LimitOutcome {
  steps: SolutionStep[];
  value: LimitValue;
}

export function atInfinity(expr: Expr, variable: string, point: 'inf' | '-inf', language: TutorLanguage): LimitOutcome | null {
  const rational = toRationalFunction(expr);
  if (!rational) return null;
  const x = variable;
  const top = rational.numerator;
  const bottom = rational.denominator;
  const topDegree = top.degree(x);
  const bottomDegree = bottom.degree(x);
  if (top.variables().length > 1 || bottom.variables().length > 1 || bottomDegree < 0) return null;
  const topLead = top.coefficientOf(topDegree > 0 ? { [x]: topDegree } : {});
  const bottomLead = bottom.coefficientOf(bottomDegree > 0 ? { [x]: bottomDegree } : {});
  const highest = Math.max(topDegree, bottomDegree);
  const steps: SolutionStep[] = [];
  const power = highest === 1 ? x : `${x}^{${highest}}`;
  steps.push({
    text: say(
      language,
      `Divide the numerator and the denominator by the highest power ${m(power)}; every term ${m(`\\frac{k}{${x}^{n}}`)} tends to ${m('0')}.`,
      `نقسم البسط والمقام على أعلى قوة ${m(power)}؛ وكل حد على الصورة ${m(`\\frac{k}{${x}^{n}}`)} يؤول إلى ${m('0')}.`,
    ),
  });
  if (topDegree < bottomDegree) {
    steps.push({ text: say(language, `The degree of the numerator is smaller than that of the denominator, so the limit is ${m('0')}.`, `درجة البسط أصغر من درجة المقام، إذن النهاية ${m('0')}.`) });
    return { steps, value: { kind: 'finite', latex: '0', value: 0 } };
  }
  const ratio = topLead.div(bottomLead);
  if (topDegree === bottomDegree) {
    steps.push({
      text: say(
        language,
        `The degrees are equal, so the limit is the ratio of the leading coefficients: ${m(`\\frac{${fractionToLatex(topLead)}}{${fractionToLatex(bottomLead)}} = ${fractionToLatex(ratio)}`)}.`,
        `الدرجتان متساويتان، إذن النهاية هي نسبة معاملي أعلى قوة: ${m(`\\frac{${fractionToLatex(topLead)}}{${fractionToLatex(bottomLead)}} = ${fractionToLatex(ratio)}`)}.`,
      ),
    });
    return { steps, value: { kind: 'finite', latex: fractionToLatex(ratio), value: ratio.valueOf() } };
  }
  const oddGap = (topDegree - bottomDegree) % 2 === 1;
  const negative = isNegative(ratio) !== (point === '-inf' && oddGap);
  steps.push({
    text: say(
      language,
      `The degree of the numerator is larger, so the function grows without bound; the sign comes from ${m(`\\frac{${fractionToLatex(topLead)}}{${fractionToLatex(bottomLead)}}${x}^{${topDegree - bottomDegree}}`)}.`,
      `درجة البسط أكبر، فتكبر الدالة بلا حدود؛ والإشارة تحددها ${m(`\\frac{${fractionToLatex(topLead)}}{${fractionToLatex(bottomLead)}}${x}^{${topDegree - bottomDegree}}`)}.`,
    ),
  });
  return { steps, value: { kind: 'infinite', sign: negative ? -1 : 1 } };
}
