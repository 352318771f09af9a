/**
 * The tangent and the normal to y = f(x) at a point, and the slope of the tangent there. The slope is f'(x₀);
 * the line is y − y₀ = m(x − x₀). A point given with its y must lie on the curve; a vertical normal (m = 0) or
 * tangent is declined. Checked: the line passes through the point, and its slope matches a difference quotient
 * of the student's function (for the normal, the product of the slopes is −1).
 */
import { numericFunction } from '../../math/engine';
import { add, evaluateNumber, mul, neg, num, sub, sym, type Expr } from '../../math/expr';
import { decimal, m, say } from '../../math/language';
import { toLatex } from '../../math/latex';
import { recogniseFraction } from '../../math/rational';
import { Polynomial } from '../../math/polynomial';
import { tidy } from '../../math/tidy';
import type { Solution, SolutionStep } from '../../solution';
import { derivativesWithSteps, equalsLatex, mathjsText, numberLatex, valueAt } from './core';
import type { AskedPoint, FunctionDefinition } from './read';
import type { CalculusText } from './text';

interface PointSlope {
  steps: SolutionStep[];
  x0: Expr;
  y0: Expr;
  slope: Expr;
  slopeValue: number;
  statement: string;
}

/** An exact Expr for a number recognised as a fraction, else the given exact Expr. */
function exactNumber(value: number, exact: Expr): Expr {
  const fraction = recogniseFraction(value, 1000);
  return fraction ? num(fraction) : exact;
}

function pointAndSlope(text: CalculusText, definition: FunctionDefinition, point: AskedPoint): PointSlope | null {
  const { language } = text;
  const { expr, node } = definition.parsed;
  const x0 = point.x.expr;
  const x0Value = evaluateNumber(x0);
  const f = numericFunction(node);
  const y0Value = f({ x: x0Value });
  if (!Number.isFinite(y0Value)) return null;
  if (point.y && Math.abs(evaluateNumber(point.y.expr) - y0Value) > 1e-9 * Math.max(1, Math.abs(y0Value))) return null;
  const computed = derivativesWithSteps(expr, 1, language);
  if (!computed) return null;
  const derivative = computed.derivatives[0]!;
  const slope = valueAt(derivative, x0);
  const h = 1e-5;
  const quotient = (f({ x: x0Value + h }) - f({ x: x0Value - h })) / (2 * h);
  if (!Number.isFinite(slope.value) || !(Math.abs(quotient - slope.value) < 1e-4 * Math.max(1, Math.abs(slope.value)))) return null;
  const y0 = point.y ? point.y.expr : exactNumber(y0Value, valueAt(expr, x0).expr);
  const name = definition.notation === 'f' ? 'f(x)' : 'y';
  const x0Latex = toLatex(x0);
  const steps: SolutionStep[] = [
    { text: say(language, `The curve: ${m(`${name} = ${toLatex(expr)}`)}.`, `المنحنى: ${m(`${name} = ${toLatex(expr)}`)}.`) },
    ...computed.steps,
    {
      text: say(
        language,
        `The slope of the tangent is the derivative at the point: ${m(`m = f'(${x0Latex})${equalsLatex(numberLatex(slope.value, slope.expr))}`)}.`,
        `ميل المماس = قيمة المشتقة عند النقطة: ${m(`m = f'(${x0Latex})${equalsLatex(numberLatex(slope.value, slope.expr))}`)}.`,
      ),
      detail: say(
        language,
        'The derivative is the limit of the slopes of secants through the point, which is the slope of the tangent there.',
        'المشتقة هي نهاية ميول القواطع المارة بالنقطة، وهي ميل المماس عندها.',
      ),
    },
  ];
  if (!point.y) {
    steps.splice(1, 0, {
      text: say(
        language,
        `The point of contact: ${m(`y = f(${x0Latex})${equalsLatex(numberLatex(y0Value, y0))}`)}.`,
        `نقطة التماس: ${m(`y = f(${x0Latex})${equalsLatex(numberLatex(y0Value, y0))}`)}.`,
      ),
    });
  }
  const pointText = point.y ? `(${x0Latex}, ${toLatex(point.y.expr)})` : `x = ${x0Latex}`;
  return { steps, x0, y0, slope: exactNumber(slope.value, slope.expr), slopeValue: slope.value, statement: `${m(`${name} = ${toLatex(expr)}`)}, ${m(pointText)}` };
}

export function solveSlope(text: CalculusText, definition: FunctionDefinition, point: AskedPoint): Solution | null {
  const found = pointAndSlope(text, definition, point);
  if (!found) return null;
  const { language } = text;
  const slopeLatex = numberLatex(found.slopeValue, found.slope);
  return {
    kind: 'tangent-slope',
    subject: 'math',
    title: say(language, 'Slope of the tangent', 'ميل المماس'),
    steps: found.steps,
    answer: say(language, `The slope of the tangent is ${m(`m${equalsLatex(slopeLatex)}`)}`, `ميل المماس ${m(`m${equalsLatex(slopeLatex)}`)}`),
    check: say(language, `A difference quotient of the function at the point gives ${m(decimal(found.slopeValue, 6))}. ✓`, `خارج قسمة الفروق للدالة عند النقطة يعطي ${m(decimal(found.slopeValue, 6))}. ✓`),
    statement: `${say(language, 'slope of the tangent to', 'ميل المماس للمنحنى')} ${found.statement}`,
    result: { values: [found.slopeValue] },
  };
}

export function solveLine(text: CalculusText, definition: FunctionDefinition, point: AskedPoint, which: 'tangent' | 'normal'): Solution | null {
  const found = pointAndSlope(text, definition, point);
  if (!found) return null;
  const { language } = text;
  if (which === 'normal' && Math.abs(found.slopeValue) < 1e-12) return null;
  const slope = which === 'tangent' ? found.slope : tidy(neg({ type: 'div', num: num(1), den: found.slope }));
  const x = sym('x');
  const pointSlope = tidy(add(mul(slope, sub(x, found.x0)), found.y0));
  // y = mx + c, expanded when the coefficients are numbers (a line through x = π keeps its form).
  const line = Polynomial.fromExpr(pointSlope)?.toExpr() ?? pointSlope;
  const pointLatex = `(${toLatex(found.x0)}, ${toLatex(found.y0)})`;
  const steps = [...found.steps];
  if (which === 'normal') {
    steps.push({
      text: say(
        language,
        `The normal is perpendicular to the tangent, so its slope is ${m(`-\\frac{1}{m} = ${toLatex(slope)}`)}.`,
        `العمودي على المماس ميله ${m(`-\\frac{1}{m} = ${toLatex(slope)}`)} (حاصل ضرب ميلي المستقيمين المتعامدين = −1).`,
      ),
    });
  }
  steps.push({
    text: say(
      language,
      `Point–slope form through ${m(pointLatex)}: ${m(`y - ${toLatex(found.y0)} = ${toLatex(slope)}\\left(x - ${toLatex(found.x0)}\\right)`)}, so ${m(`y = ${toLatex(line)}`)}.`,
      `معادلة المستقيم بمعلومية نقطة وميل ${m(pointLatex)}: ${m(`y - ${toLatex(found.y0)} = ${toLatex(slope)}\\left(x - ${toLatex(found.x0)}\\right)`)}، إذن ${m(`y = ${toLatex(line)}`)}.`,
    ),
  });
  const x0 = evaluateNumber(found.x0);
  const lineValue = (value: number): number => evaluateNumber(line, { x: value });
  const y0 = evaluateNumber(found.y0);
  const slopeValue = which === 'tangent' ? found.slopeValue : -1 / found.slopeValue;
  const through = Math.abs(lineValue(x0) - y0) < 1e-9 * Math.max(1, Math.abs(y0));
  const lineSlope = lineValue(x0 + 1) - lineValue(x0);
  if (!through || Math.abs(lineSlope - slopeValue) > 1e-9 * Math.max(1, Math.abs(slopeValue))) return null;
  const title = which === 'tangent' ? say(language, 'Equation of the tangent', 'معادلة المماس') : say(language, 'Equation of the normal', 'معادلة العمودي على المماس');
  return {
    kind: which === 'tangent' ? 'tangent-line' : 'normal-line',
    subject: 'math',
    title,
    steps,
    answer: m(`y = ${toLatex(line)}`),
    check: say(
      language,
      `The line passes through ${m(pointLatex)} and its slope ${m(decimal(slopeValue, 6))} agrees with a difference quotient of the curve${which === 'normal' ? ' (times the tangent slope it gives −1)' : ''}. ✓`,
      `المستقيم يمر بالنقطة ${m(pointLatex)} وميله ${m(decimal(slopeValue, 6))} يتفق مع خارج قسمة الفروق للمنحنى${which === 'normal' ? ' (وحاصل ضربه في ميل المماس = −1)' : ''}. ✓`,
    ),
    statement: `${which === 'tangent' ? say(language, 'tangent to', 'المماس للمنحنى') : say(language, 'normal (perpendicular to the tangent) to', 'العمودي على المماس للمنحنى')} ${found.statement}`,
    result: { expression: mathjsText(line), variable: 'x' },
  };
}
