/**
 * The teacher's steps for the two inequality forms that need no sign table: linear ones (isolate x, turning the
 * sign round when dividing by a negative number; double inequalities part by part) and |u| < c, |u| > c.
 */
import type { SolutionStep } from '../../solution';
import { fractionToLatex, isNegative, isZero, type Fraction } from '../../math/rational';
import { latex, unwrap, type Node } from './expr';
import { m, say, type TutorLanguage } from './format';
import { degree, polyLatex, toRational } from './poly';
import type { ReadRelation, Relation } from './read';

const SYMBOL: Record<Relation, string> = { '=': '=', '<': '<', '>': '>', '<=': '\\le', '>=': '\\ge' };
const FLIP: Record<Relation, Relation> = { '=': '=', '<': '>', '>': '<', '<=': '>=', '>=': '<=' };

/** ax + b as [b, a] when the side is linear with a constant denominator. */
function linear(node: Node, variable: string): [Fraction, Fraction] | null {
  const r = toRational(node, variable);
  if (!r || degree(r.den) !== 0 || degree(r.num) > 1) return null;
  const d = r.den[0]!;
  const b = (r.num[0] ?? d.mul(0)).div(d);
  const a = (r.num[1] ?? d.mul(0)).div(d);
  return [b, a];
}

export function linearSteps(relation: ReadRelation, x: string, language: TutorLanguage, setLatex: string): SolutionStep[] | null {
  const sides = relation.sides.map((side) => linear(side, x));
  if (sides.some((side) => !side)) return null;
  const flipNote = say(language, 'Dividing by a negative number reverses the inequality sign.', 'القسمة على عدد سالب تعكس علامة التباين.');
  if (sides.length === 2) {
    const [[b1, a1], [b2, a2]] = sides as [[Fraction, Fraction], [Fraction, Fraction]];
    const a = a1!.sub(a2!);
    const c = b2!.sub(b1!);
    if (isZero(a)) return null;
    const r = relation.relations[0]!;
    const final = isNegative(a) ? FLIP[r] : r;
    const collected = `${polyLatex([a.mul(0), a], x)} ${SYMBOL[r]} ${fractionToLatex(c)}`;
    return [
      { text: say(language, `Collect the ${m(x)} terms on one side: ${m(collected)}.`, `نجمع حدود ${m(x)} في طرف: ${m(collected)}.`) },
      {
        text: say(language, `Divide by ${m(fractionToLatex(a))}: ${m(`${x} ${SYMBOL[final]} ${fractionToLatex(c.div(a))}`)}, i.e. ${m(setLatex)}.`, `نقسم على ${m(fractionToLatex(a))}: ${m(`${x} ${SYMBOL[final]} ${fractionToLatex(c.div(a))}`)}، أي ${m(setLatex)}.`),
        ...(isNegative(a) ? { detail: flipNote } : {}),
      },
    ];
  }
  const [[l, la], [b, a], [rr, ra]] = sides as [[Fraction, Fraction], [Fraction, Fraction], [Fraction, Fraction]];
  if (!isZero(la!) || !isZero(ra!) || isZero(a!)) return null;
  const [r1, r2] = relation.relations as [Relation, Relation];
  const shifted = `${fractionToLatex(l!.sub(b!))} ${SYMBOL[r1]} ${polyLatex([a!.mul(0), a!], x)} ${SYMBOL[r2]} ${fractionToLatex(rr!.sub(b!))}`;
  const bounds = [l!.sub(b!).div(a!), rr!.sub(b!).div(a!)];
  const divided = isNegative(a!)
    ? `${fractionToLatex(bounds[1]!)} ${SYMBOL[r2]} ${x} ${SYMBOL[r1]} ${fractionToLatex(bounds[0]!)}`
    : `${fractionToLatex(bounds[0]!)} ${SYMBOL[r1]} ${x} ${SYMBOL[r2]} ${fractionToLatex(bounds[1]!)}`;
  return [
    { text: say(language, `Subtract ${m(fractionToLatex(b!))} from all three parts: ${m(shifted)}.`, `نطرح ${m(fractionToLatex(b!))} من الأطراف الثلاثة: ${m(shifted)}.`) },
    {
      text: say(language, `Divide all three parts by ${m(fractionToLatex(a!))}: ${m(divided)}, i.e. ${m(setLatex)}.`, `نقسم الأطراف الثلاثة على ${m(fractionToLatex(a!))}: ${m(divided)}، أي ${m(setLatex)}.`),
      ...(isNegative(a!) ? { detail: flipNote } : {}),
    },
  ];
}

/** |u| < c, |u| ≤ c, |u| > c, |u| ≥ c (either way round) with a constant c. */
export function simpleAbsoluteSteps(relation: ReadRelation, x: string, language: TutorLanguage, setLatex: string): SolutionStep[] | null {
  if (relation.sides.length !== 2) return null;
  let [left, right] = relation.sides.map(unwrap) as [Node, Node];
  let r = relation.relations[0]!;
  if (right.kind === 'abs' && left.kind !== 'abs') [left, right, r] = [right, left, FLIP[r]];
  if (left.kind !== 'abs') return null;
  const c = toRational(right, x);
  if (!c || degree(c.num) > 0 || degree(c.den) !== 0) return null;
  const value = (c.num[0] ?? c.den[0]!.mul(0)).div(c.den[0]!);
  const u = latex(left.arg);
  const k = fractionToLatex(value);
  if (!isNegative(value) && !isZero(value)) {
    const split =
      r === '<' || r === '<='
        ? `-${k} ${SYMBOL[r]} ${u} ${SYMBOL[r]} ${k}`
        : `${u} ${SYMBOL[r]} ${k} \\text{ ${say(language, 'or', 'أو')} } ${u} ${SYMBOL[FLIP[r]]} -${k}`;
    return [
      {
        text: say(language, `Remove the absolute value: ${m(split)}.`, `نفك القيمة المطلقة: ${m(split)}.`),
        detail: say(language, '|u| is the distance of u from 0: less than k means between −k and k, more than k means beyond them.', '|u| هي بعد u عن الصفر: أقل من k يعني بين −k و k، وأكبر من k يعني خارجهما.'),
      },
      { text: say(language, `Solve for ${m(x)}: ${m(setLatex)}.`, `نحل بالنسبة لـ ${m(x)}: ${m(setLatex)}.`) },
    ];
  }
  return [
    {
      text: say(language, `An absolute value is never negative: ${m(`\\left|${u}\\right| \\ge 0`)}, compared here with ${m(k)}.`, `القيمة المطلقة لا تكون سالبة أبدًا: ${m(`\\left|${u}\\right| \\ge 0`)}، ونقارنها هنا بـ ${m(k)}.`),
    },
    { text: say(language, `So the solution set is ${m(setLatex)}.`, `إذن مجموعة الحل ${m(setLatex)}.`) },
  ];
}
