/**
 * Linear, quadratic and rational equations in one variable: the domain (denominators ≠ 0), multiplying by the
 * least common denominator, the polynomial equation that remains, and the rejection of extraneous roots.
 */
import type { SolutionStep } from '../../solution';
import { fractionToLatex, frac, isInteger, isZero, ONE } from '../../math/rational';
import { contentAndPrimitive } from '../../math/univariate';
import { latex, unwrap, type Node } from './expr';
import { m, noMissedRoot, rootsAnswer, rootsResult, satisfies, say, substitutionCheck, type Outcome, type TutorLanguage } from './format';
import { addPoly, allRootsReal, degree, dividePoly, lcmPoly, mulPoly, polyLatex, realRoots, toRational, type ExactRoot, type Poly, type RationalFunction } from './poly';
import { solvePolynomial } from './polySteps';

/** The additive terms of a side, with their signs. */
export function additiveTerms(node: Node, sign = 1): Array<{ sign: number; node: Node }> {
  const inner = unwrap(node);
  if (inner.kind === 'add') return [...additiveTerms(inner.left, sign), ...additiveTerms(inner.right, inner.op === '+' ? sign : -sign)];
  if (inner.kind === 'neg') return additiveTerms(inner.arg, -sign);
  return [{ sign, node: inner }];
}

interface Cleared {
  /** The least common denominator (1 when there is none). */
  lcd: Poly;
  left: Poly;
  right: Poly;
  /** Each non-constant denominator, for the domain. */
  denominators: Poly[];
}

function bigLcmInt(a: bigint, b: bigint): bigint {
  let [x, y] = [a, b];
  while (y !== 0n) [x, y] = [y, x % y];
  return (a / x) * b;
}

/** Multiplies both sides by the least common denominator of all their terms. */
export function clearDenominators(left: Node, right: Node, variable: string): Cleared | null {
  const sides = [left, right].map((side) => additiveTerms(side).map((term) => ({ sign: term.sign, rational: toRational(term.node, variable) })));
  if (sides.some((side) => side.some((term) => !term.rational))) return null;
  const all = sides.flat() as Array<{ sign: number; rational: RationalFunction }>;
  let monicLcd: Poly = [ONE];
  let constant = 1n;
  const denominators: Poly[] = [];
  for (const { rational } of all) {
    const { content, primitive } = contentAndPrimitive(rational.den);
    if (degree(primitive) > 0) {
      monicLcd = lcmPoly(monicLcd, primitive);
      denominators.push(rational.den);
    }
    if (isInteger(content)) constant = bigLcmInt(constant, content.n);
  }
  const lcd = mulPoly(monicLcd, [frac(constant)]);
  const [leftPoly, rightPoly] = sides.map((side) =>
    side.reduce<Poly>((sum, term) => addPoly(sum, mulPoly(term.rational!.num, dividePoly(lcd, term.rational!.den)), term.sign), [frac(0)]),
  );
  return { lcd, left: leftPoly!, right: rightPoly!, denominators };
}

/** Two LaTeX renderings of the same written form ({x}^{2} and x^{2}). */
const sameLatex = (a: string, b: string): boolean => a.replace(/\{([a-z])\}/g, '$1') === b.replace(/\{([a-z])\}/g, '$1');

const lcdLatex = (lcd: Poly, variable: string): string => {
  const { content, primitive } = contentAndPrimitive(lcd);
  return degree(primitive) === 0 ? fractionToLatex(content) : `${content.equals(ONE) ? '' : fractionToLatex(content)}\\left(${polyLatex(primitive, variable)}\\right)`;
};

/**
 * Solves left = right when both sides are rational functions of the variable; null when it cannot verify. With
 * `realsOnly` false (the question did not say "in ℝ") an equation with non-real roots is left to the complex-number
 * solver rather than answered "no solution".
 */
export function solveRationalEquation(left: Node, right: Node, variable: string, language: TutorLanguage, realsOnly = true): Outcome | null {
  const cleared = clearDenominators(left, right, variable);
  if (!cleared) return null;
  const x = variable;
  const steps: SolutionStep[] = [];
  const excluded: ExactRoot[] = [];
  for (const den of cleared.denominators) {
    const roots = realRoots(den);
    if (!roots) return null;
    for (const root of roots) if (!excluded.some((e) => Math.abs(e.value - root.value) < 1e-12)) excluded.push(root);
  }
  excluded.sort((a, b) => a.value - b.value);
  if (excluded.length > 0) {
    const list = excluded.map((root) => m(`${x} \\neq ${root.latex}`)).join(say(language, ', ', '، '));
    steps.push({
      text: say(language, `Domain: no denominator may be zero, so ${list}.`, `المجال: لا يساوي أي مقام صفرًا، إذن ${list}.`),
      detail: say(language, 'Division by zero is undefined, so a value that makes a denominator zero can never be a solution.', 'القسمة على صفر غير معرفة، فأي قيمة تجعل مقامًا صفرًا لا تكون حلًا أبدًا.'),
    });
  }
  const hasFractions = degree(cleared.lcd) > 0 || !cleared.lcd[0]!.equals(ONE);
  const p = addPoly(cleared.left, cleared.right, -1);
  if (hasFractions) {
    steps.push({
      text: say(
        language,
        `Multiply both sides by ${m(lcdLatex(cleared.lcd, x))}: ${m(`${polyLatex(cleared.left, x)} = ${polyLatex(cleared.right, x)}`)}.`,
        `نضرب الطرفين في ${m(lcdLatex(cleared.lcd, x))}: ${m(`${polyLatex(cleared.left, x)} = ${polyLatex(cleared.right, x)}`)}.`,
      ),
      detail: say(language, 'Multiplying by the least common denominator removes the fractions.', 'الضرب في المضاعف المشترك الأصغر للمقامات يتخلص من الكسور.'),
    });
  } else if (!sameLatex(`${latex(left)} = ${latex(right)}`, `${polyLatex(cleared.left, x)} = ${polyLatex(cleared.right, x)}`)) {
    // Only when there was something to expand: "x² − 5x + 6 = 0" needs no "expand both sides".
    steps.push({ text: say(language, `Expand both sides: ${m(`${polyLatex(cleared.left, x)} = ${polyLatex(cleared.right, x)}`)}.`, `نفك الطرفين: ${m(`${polyLatex(cleared.left, x)} = ${polyLatex(cleared.right, x)}`)}.`) });
  } else {
    steps.push({ text: say(language, `The equation: ${m(`${latex(left)} = ${latex(right)}`)}.`, `المعادلة: ${m(`${latex(left)} = ${latex(right)}`)}.`) });
  }
  const n = degree(p);
  if (n < 1) {
    if (n === -1) return null;
    steps.push({ text: say(language, `Everything cancels to ${m(`${fractionToLatex(p[0]!)} = 0`)}, which is false.`, `يختصر كل شيء إلى ${m(`${fractionToLatex(p[0]!)} = 0`)} وهي عبارة خاطئة.`) });
    return finish(left, right, x, 'linear-equation', [], [], steps, language);
  }
  if (!realsOnly && !allRootsReal(p)) return null;
  const alreadyZero = cleared.right.every((coefficient) => isZero(coefficient));
  if (n >= 2 && !alreadyZero) steps.push({ text: say(language, `Bring everything to one side: ${m(`${polyLatex(p, x)} = 0`)}.`, `ننقل كل الحدود لطرف واحد: ${m(`${polyLatex(p, x)} = 0`)}.`) });
  const solved = solvePolynomial(p, x, language);
  if (!solved) return null;
  steps.push(...solved.steps);
  const kept = solved.roots.filter((root) => !excluded.some((e) => Math.abs(e.value - root.value) < 1e-12));
  const rejected = solved.roots.filter((root) => !kept.includes(root));
  if (rejected.length > 0) {
    const list = rejected.map((root) => m(`${x} = ${root.latex}`)).join(say(language, ', ', '، '));
    steps.push({ text: say(language, `${list} makes a denominator zero, so it is rejected (an extraneous root).`, `${list} تجعل المقام صفرًا فهي مرفوضة (جذر دخيل).`) });
  }
  const kind = excluded.length > 0 ? 'rational-equation' : n === 1 ? 'linear-equation' : n === 2 ? 'quadratic-equation' : 'polynomial-equation';
  return finish(left, right, x, kind, kept, rejected, steps, language);
}

function finish(left: Node, right: Node, x: string, kind: string, kept: ExactRoot[], rejected: ExactRoot[], steps: SolutionStep[], language: TutorLanguage): Outcome | null {
  if (!kept.every((root) => satisfies(left, right, { [x]: root.value })) || !noMissedRoot(left, right, x, kept)) return null;
  const titles: Record<string, [string, string]> = {
    'linear-equation': ['Solving a linear equation', 'حل معادلة من الدرجة الأولى'],
    'quadratic-equation': ['Solving a quadratic equation', 'حل معادلة من الدرجة الثانية'],
    'polynomial-equation': ['Solving a polynomial equation', 'حل معادلة كثيرة حدود'],
    'rational-equation': ['Solving a rational equation', 'حل معادلة كسرية'],
  };
  const [en, ar] = titles[kind]!;
  return { kind, title: say(language, en, ar), steps, answer: rootsAnswer(x, kept, language), check: substitutionCheck(kept, rejected, x, language), result: rootsResult(kept) };
}
