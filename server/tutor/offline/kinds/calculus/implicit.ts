/**
 * Implicit differentiation of a relation F(x, y) = G(x, y) (x² + y² = 25, xy = 6): differentiating both sides
 * with respect to x gives Fx + Fy·y′ = 0, so y′ = −Fx / Fy; at a point of the curve, a number (the slope of the
 * tangent), and the tangent line when asked. The value at a point is checked by solving the relation for y
 * numerically (Newton's method on mathjs's evaluation) just left and right of the point.
 */
import { add, div, evaluateNumber, mul, neg, sub, substitute, sym } from '../../math/expr';
import { differentiate } from '../../math/differentiate';
import { decimal, m, say } from '../../math/language';
import { toLatex } from '../../math/latex';
import { math, numericFunction } from '../../math/engine';
import { tidy } from '../../math/tidy';
import type { Solution } from '../../solution';
import { equalsLatex, mathjsText, numberLatex } from './core';
import { readPoint, type Relation } from './read';
import type { CalculusText } from './text';

/** y near `guess` with F(x, y) = 0, by Newton's method; NaN when it does not converge. */
function solveForY(F: (x: number, y: number) => number, x: number, guess: number): number {
  let y = guess;
  for (let iteration = 0; iteration < 50; iteration += 1) {
    const value = F(x, y);
    const slope = (F(x, y + 1e-7) - F(x, y - 1e-7)) / 2e-7;
    if (!Number.isFinite(value) || !Number.isFinite(slope) || slope === 0) return Number.NaN;
    const next = y - value / slope;
    if (Math.abs(next - y) < 1e-13 * Math.max(1, Math.abs(y))) return next;
    y = next;
  }
  return Number.NaN;
}

export function solveImplicit(text: CalculusText, relation: Relation): Solution | null {
  const { language } = text;
  const F = tidy(sub(relation.left.expr, relation.right.expr));
  const Fx = differentiate(F, 'x');
  const Fy = differentiate(F, 'y');
  if (!Fx || !Fy) return null;
  const slope = tidy(neg(div(Fx, Fy)));
  const relationLatex = `${toLatex(relation.left.expr)} = ${toLatex(relation.right.expr)}`;
  const steps = [
    {
      text: say(
        language,
        `Differentiate both sides of ${m(relationLatex)} with respect to ${m('x')}, treating ${m('y')} as a function of ${m('x')} (each ${m('y')}-term gets a factor ${m("y'")}): ${m(`${toLatex(tidy(Fx))} + \\left(${toLatex(tidy(Fy))}\\right) y' = 0`)}.`,
        `نشتق طرفي ${m(relationLatex)} بالنسبة إلى ${m('x')} مع اعتبار ${m('y')} دالة في ${m('x')} (كل حد فيه ${m('y')} يُضرب في ${m("y'")}): ${m(`${toLatex(tidy(Fx))} + \\left(${toLatex(tidy(Fy))}\\right) y' = 0`)}.`,
      ),
      detail: say(
        language,
        `By the chain rule ${m("\\frac{d}{dx}\\,g(y) = g'(y)\\,\\frac{dy}{dx}")}; the terms without ${m("y'")} are the derivative with ${m('y')} held fixed.`,
        `بقاعدة السلسلة ${m("\\frac{d}{dx}\\,g(y) = g'(y)\\,\\frac{dy}{dx}")}؛ والحدود الخالية من ${m("y'")} هي المشتقة مع تثبيت ${m('y')}.`,
      ),
    },
    { text: say(language, `Solve for ${m("y'")}: ${m(`\\frac{dy}{dx} = ${toLatex(slope)}`)}.`, `نوجد ${m("y'")}: ${m(`\\frac{dy}{dx} = ${toLatex(slope)}`)}.`) },
  ];
  const point = readPoint(`${text.math.slice(0, relation.start)} ; ${text.math.slice(relation.end)}`);
  const statement = `${m(relationLatex)}, ${m('\\frac{dy}{dx}')}`;
  if (!point) {
    if (/مماس|tangent|ميل|slope/.test(text.words)) return null;
    return {
      kind: 'implicit-derivative',
      subject: 'math',
      title: say(language, 'Implicit differentiation', 'الاشتقاق الضمني'),
      steps,
      answer: m(`\\frac{dy}{dx} = ${toLatex(slope)}`),
      check: say(language, 'Obtained from both partial derivatives of the relation.', 'ناتج من مشتقتي العلاقة بالنسبة إلى x و y.'),
      statement,
      result: { expression: mathjsText(slope), variable: 'x' },
    };
  }
  const x0 = evaluateNumber(point[0].expr);
  const y0 = evaluateNumber(point[1].expr);
  const compiled = numericFunction(math.parse(mathjsText(F)));
  const relationAt = (x: number, y: number): number => compiled({ x, y });
  if (Math.abs(relationAt(x0, y0)) > 1e-9 * Math.max(1, Math.abs(evaluateNumber(relation.right.expr, { x: x0, y: y0 })))) return null;
  const value = evaluateNumber(slope, { x: x0, y: y0 });
  if (!Number.isFinite(value)) return null;
  const h = 1e-5;
  const numeric = (solveForY(relationAt, x0 + h, y0) - solveForY(relationAt, x0 - h, y0)) / (2 * h);
  if (!(Math.abs(numeric - value) < 1e-4 * Math.max(1, Math.abs(value)))) return null;
  const pointLatex = `(${toLatex(point[0].expr)}, ${toLatex(point[1].expr)})`;
  const valueLatex = numberLatex(value);
  steps.push({
    text: say(language, `At ${m(pointLatex)}: ${m(`\\frac{dy}{dx}${equalsLatex(valueLatex)}`)}.`, `عند ${m(pointLatex)}: ${m(`\\frac{dy}{dx}${equalsLatex(valueLatex)}`)}.`),
  });
  const check = say(
    language,
    `The point lies on the curve, and solving the relation for ${m('y')} just left and right of it gives the slope ${m(decimal(numeric, 6))}. ✓`,
    `النقطة تقع على المنحنى، وبحل العلاقة عدديًا في ${m('y')} يمين النقطة ويسارها نحصل على الميل ${m(decimal(numeric, 6))}. ✓`,
  );
  const wantsLine = /معادل|equation/.test(text.words) && /مماس|tangent/.test(text.words);
  if (!wantsLine) {
    return {
      kind: 'implicit-derivative',
      subject: 'math',
      title: say(language, 'Implicit differentiation at a point', 'الاشتقاق الضمني عند نقطة'),
      steps,
      answer: m(`\\frac{dy}{dx}\\Big|_{${pointLatex}}${equalsLatex(valueLatex)}`),
      check,
      statement: `${statement}, ${m(pointLatex)}`,
      result: { values: [value] },
    };
  }
  const line = tidy(add(mul(tidy(substitute(substitute(slope, 'x', point[0].expr), 'y', point[1].expr)), sub(sym('x'), point[0].expr)), point[1].expr));
  steps.push({ text: say(language, `The tangent: ${m(`y = ${toLatex(line)}`)}.`, `معادلة المماس: ${m(`y = ${toLatex(line)}`)}.`) });
  return {
    kind: 'implicit-tangent-line',
    subject: 'math',
    title: say(language, 'Tangent to an implicit curve', 'المماس لمنحنى معرّف ضمنيًا'),
    steps,
    answer: m(`y = ${toLatex(line)}`),
    check,
    statement: `${statement}, ${m(pointLatex)}`,
    result: { expression: mathjsText(line), variable: 'x' },
  };
}

