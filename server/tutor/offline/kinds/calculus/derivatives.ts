/**
 * Derivatives of a function y = f(x) of any order (first, second, third), as an expression or at a point
 * (f'(2), "د''(١)", "at x = π/6"). Every rule is named by the shared step writer; the result is checked against
 * mathjs's independent differentiation of the student's own text and a difference quotient.
 */
import { decimal, m, say } from '../../math/language';
import { toLatex } from '../../math/latex';
import type { ParsedMath } from '../../math/parse';
import type { Solution } from '../../solution';
import { derivativeAgrees, derivativesWithSteps, equalsLatex, mathjsText, numberLatex, valueAt } from './core';
import type { FunctionDefinition } from './read';
import type { CalculusText } from './text';

/** The derivative notation of order n for y or f. */
export function derivativeName(notation: 'y' | 'f', order: number): string {
  if (notation === 'f') return `f${"'".repeat(order)}(x)`;
  return order === 1 ? '\\frac{dy}{dx}' : `\\frac{d^{${order}}y}{dx^{${order}}}`;
}

const ORDINAL_EN = ['', 'first', 'second', 'third'];
const ORDINAL_AR = ['', 'الأولى', 'الثانية', 'الثالثة'];

/** The order the question asks for: second / الثانية / d2y/dx2 / f'' … (1 by default). */
export function askedOrder(text: CalculusText): number {
  if (/\bthird\b|الثالث|التالت|f'''|d3y/.test(`${text.words} ${text.math}`)) return 3;
  if (/\bsecond\b|الثاني|التاني|f''|d2y\/dx2/.test(`${text.words} ${text.math}`)) return 2;
  return 1;
}

export function solveDerivative(text: CalculusText, definition: FunctionDefinition, order: number, at: ParsedMath | null): Solution | null {
  const { language } = text;
  const { expr, node } = definition.parsed;
  const name = definition.notation === 'f' ? 'f(x)' : 'y';
  const computed = derivativesWithSteps(expr, order, language);
  if (!computed) return null;
  const derivative = computed.derivatives[order - 1]!;
  if (!derivativeAgrees(node, derivative, order)) return null;
  const resultName = derivativeName(definition.notation, order);
  const steps = [{ text: say(language, `The function: ${m(`${name} = ${toLatex(expr)}`)}.`, `الدالة: ${m(`${name} = ${toLatex(expr)}`)}.`) }, ...computed.steps];
  steps.push({ text: say(language, `So ${m(`${resultName} = ${toLatex(derivative)}`)}.`, `إذن ${m(`${resultName} = ${toLatex(derivative)}`)}.`) });
  const checkPoint = 1.3;
  const check = say(
    language,
    `Checked at sample points (e.g. ${m(`x = ${checkPoint}`)}) against an independent differentiation of the original function and a difference quotient. ✓`,
    `تحققنا عند نقاط اختبار (مثل ${m(`x = ${checkPoint}`)}) بمقارنة الناتج باشتقاق مستقل للدالة الأصلية وبخارج قسمة الفروق. ✓`,
  );
  const ordinal = say(language, ORDINAL_EN[order] ?? '', ORDINAL_AR[order] ?? '');
  let statement = `${m(`${name} = ${toLatex(expr)}`)}, ${m(resultName)}`;
  if (!at) {
    return {
      kind: order === 1 ? 'derivative' : 'higher-derivative',
      subject: 'math',
      title: say(language, `The ${ordinal} derivative`, `المشتقة ${ordinal}`),
      steps,
      answer: m(`${resultName} = ${toLatex(derivative)}`),
      check,
      statement,
      result: { expression: mathjsText(derivative), variable: 'x' },
    };
  }
  const value = valueAt(derivative, at.expr);
  if (!Number.isFinite(value.value)) return null;
  const pointName = definition.notation === 'f' ? `f${"'".repeat(order)}(${toLatex(at.expr)})` : `${resultName}\\Big|_{x = ${toLatex(at.expr)}}`;
  const valueLatex = numberLatex(value.value, value.expr);
  steps.push({
    text: say(
      language,
      `Substitute ${m(`x = ${toLatex(at.expr)}`)}: ${m(`${pointName}${equalsLatex(valueLatex)}`)}.`,
      `نعوض ${m(`x = ${toLatex(at.expr)}`)}: ${m(`${pointName}${equalsLatex(valueLatex)}`)}.`,
    ),
  });
  statement += `, ${m(`x = ${toLatex(at.expr)}`)}`;
  return {
    kind: order === 1 ? 'derivative-at-point' : 'higher-derivative-at-point',
    subject: 'math',
    title: say(language, `The ${ordinal} derivative at a point`, `المشتقة ${ordinal} عند نقطة`),
    steps,
    answer: m(`${pointName}${equalsLatex(valueLatex)}`),
    check: `${check} ${say(language, `Value: ${m(decimal(value.value, 6))}.`, `القيمة: ${m(decimal(value.value, 6))}.`)}`,
    statement,
    result: { values: [value.value] },
  };
}
