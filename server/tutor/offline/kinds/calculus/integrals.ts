/**
 * Indefinite and definite integrals: "∫ … dx" / "∫ … دس", "integral of … dx", bounds as ∫_a^b, "from a to b",
 * "من a الى b". The antiderivative comes with its method (antiderivative.ts) and is checked by differentiating
 * it back; a definite integral F(b) − F(a) is also compared with Simpson's rule on the student's integrand.
 */
import type { MathNode } from 'mathjs';
import { numericFunction } from '../../math/engine';
import { evaluateNumber, sub, substitute, variablesOf, type Expr } from '../../math/expr';
import { decimal, m, say, type TutorLanguage } from '../../math/language';
import { groupedLatex, toLatex } from '../../math/latex';
import { parseMath, type ParsedMath } from '../../math/parse';
import { mathSegments } from '../../math/segments';
import type { Solution, SolutionStep } from '../../solution';
import { findAntiderivative } from './antiderivative';
import { equalsLatex, mathjsText, numberLatex } from './core';
import { readBounds } from './read';
import type { CalculusText } from './text';

/** Simpson's rule with mathjs evaluating the student's integrand; NaN when it is not finite on [a, b]. */
export function simpson(node: MathNode, from: number, to: number, intervals = 1000): number {
  const f = numericFunction(node);
  const width = (to - from) / intervals;
  let sum = 0;
  for (let index = 0; index <= intervals; index += 1) {
    const value = f({ x: from + index * width });
    if (!Number.isFinite(value)) return Number.NaN;
    sum += value * (index === 0 || index === intervals ? 1 : index % 2 === 1 ? 4 : 2);
  }
  return (sum * width) / 3;
}

/** F(b) − F(a) with its exact form, checked against Simpson's rule. */
export interface DefiniteValue {
  steps: SolutionStep[];
  value: number;
  latex: string;
}

export function evaluateDefinite(F: Expr, node: MathNode, lower: Expr, upper: Expr, language: TutorLanguage): DefiniteValue | null {
  const a = evaluateNumber(lower);
  const b = evaluateNumber(upper);
  const value = evaluateNumber(F, { x: b }) - evaluateNumber(F, { x: a });
  const numeric = simpson(node, a, b);
  if (!Number.isFinite(value) || !(Math.abs(value - numeric) < 1e-6 * Math.max(1, Math.abs(value)))) return null;
  const exact = sub(substitute(F, 'x', upper), substitute(F, 'x', lower));
  const latex = numberLatex(value, exact);
  const bracket = `\\left[${toLatex(F)}\\right]_{${toLatex(lower)}}^{${toLatex(upper)}}`;
  return {
    steps: [
      {
        text: say(
          language,
          `Evaluate between the limits: ${m(`${bracket}${equalsLatex(latex)}`)}.`,
          `نعوض بحدي التكامل: ${m(`${bracket}${equalsLatex(latex)}`)}.`,
        ),
        detail: say(language, 'By the fundamental theorem of calculus, the definite integral is F(b) − F(a) for any antiderivative F.', 'حسب النظرية الأساسية للتفاضل والتكامل، التكامل المحدد = د(ب) − د(أ) لأي دالة أصلية د.'),
      },
    ],
    value,
    latex,
  };
}

interface IntegralText {
  integrand: ParsedMath;
  bounds: [ParsedMath, ParsedMath] | null;
}

/** The integrand (the maths just before dx, else the longest maths run) and the bounds. */
function readIntegral(math: string): IntegralText | null {
  const bounded = readBounds(math);
  const rest = bounded ? bounded.rest : math;
  const dx = /\bd\s?x\b/.exec(rest);
  const segments = mathSegments(dx ? rest.slice(0, dx.index) : rest.replace(/\bd[a-z]\b/g, ' '));
  const source = dx ? segments[segments.length - 1] : segments.sort((a, b) => b.length - a.length)[0];
  if (!source) return null;
  const integrand = parseMath(source);
  if (!integrand || variablesOf(integrand.expr).some((name) => name !== 'x')) return null;
  return { integrand, bounds: bounded?.bounds ?? null };
}

const METHOD_TITLES = {
  basic: ['Integration', 'التكامل'],
  substitution: ['Integration by substitution', 'التكامل بالتعويض'],
  'by-parts': ['Integration by parts', 'التكامل بالتجزئة'],
} as const;

export function solveIntegralRequest(text: CalculusText): Solution | null {
  const { language } = text;
  const read = readIntegral(text.math);
  if (!read) return null;
  const { integrand, bounds } = read;
  const antiderivative = findAntiderivative(integrand.expr, integrand.node, language);
  if (!antiderivative) return null;
  const { F } = antiderivative;
  const integralLatex = bounds
    ? `\\int_{${toLatex(bounds[0].expr)}}^{${toLatex(bounds[1].expr)}} ${groupedLatex(integrand.expr)}\\,dx`
    : `\\int ${groupedLatex(integrand.expr)}\\,dx`;
  const steps: SolutionStep[] = [{ text: say(language, `The integral: ${m(integralLatex)}.`, `التكامل: ${m(integralLatex)}.`) }, ...antiderivative.steps];
  const [english, arabic] = METHOD_TITLES[antiderivative.method];
  if (!bounds) {
    return {
      kind: antiderivative.method === 'basic' ? 'indefinite-integral' : `integral-${antiderivative.method}`,
      subject: 'math',
      title: say(language, english, arabic),
      steps,
      answer: m(`${integralLatex} = ${toLatex(F)} + C`),
      check: say(
        language,
        `Differentiating ${m(toLatex(F))} gives back the integrand at every sample point (e.g. ${m('x = 0.77')}). ✓`,
        `باشتقاق ${m(toLatex(F))} نحصل على المكامل نفسه عند كل نقاط الاختبار (مثل ${m('x = 0.77')}). ✓`,
      ),
      statement: m(integralLatex),
      result: { expression: mathjsText(F), variable: 'x', upToConstant: true },
    };
  }
  const definite = evaluateDefinite(F, integrand.node, bounds[0].expr, bounds[1].expr, language);
  if (!definite) return null;
  steps.push(...definite.steps);
  return {
    kind: 'definite-integral',
    subject: 'math',
    title: say(language, 'A definite integral', 'التكامل المحدد'),
    steps,
    answer: m(`${integralLatex}${equalsLatex(definite.latex)}`),
    check: say(
      language,
      `Simpson's rule on the integrand gives ${m(decimal(definite.value, 6))}, and the antiderivative differentiates back to the integrand. ✓`,
      `قاعدة سيمبسون العددية تعطي ${m(decimal(definite.value, 6))}، واشتقاق الدالة الأصلية يعيد المكامل. ✓`,
    ),
    statement: m(integralLatex),
    result: { values: [definite.value] },
  };
}
