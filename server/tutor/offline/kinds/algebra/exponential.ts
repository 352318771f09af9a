/**
 * Exponential equations: one power on each side (same base → equate the exponents; otherwise take logarithms,
 * 3ˣ = 7 → x = log 7 / log 3), and equations in several powers of one base (4ˣ − 6·2ˣ + 8 = 0, e²ˣ − 5eˣ + 6 = 0)
 * solved through t = aˣ > 0. Every root is substituted back and the difference scanned for a missed root.
 */
import type { SolutionStep } from '../../solution';
import { exactIntegerRoot, fractionToLatex, frac, isInteger, isNegative, isZero, ONE, ZERO, type Fraction } from '../../math/rational';
import { additiveTerms } from './equation';
import { hasVariable, unwrap, type Node } from './expr';
import { m, noMissedRoot, rootsAnswer, rootsResult, satisfies, say, substitutionCheck, type Outcome, type TutorLanguage } from './format';
import { degree, polyLatex, toRational, type ExactRoot, type Poly } from './poly';
import { solvePolynomial } from './polySteps';

/** c · base^(p·x + q) with base an integer ≥ 2 or e ('e'); base null for a constant term. */
interface PowerTerm {
  coefficient: Fraction;
  base: bigint | 'e' | null;
  p: Fraction;
  q: Fraction;
}

function linearIn(node: Node, x: string): [Fraction, Fraction] | null {
  const r = toRational(node, x);
  if (!r || degree(r.den) !== 0 || degree(r.num) > 1) return null;
  return [(r.num[1] ?? ZERO).div(r.den[0]!), (r.num[0] ?? ZERO).div(r.den[0]!)];
}

function powerTerm(node: Node, x: string): PowerTerm | null {
  const n = unwrap(node);
  if (!hasVariable(n)) {
    const r = toRational(n, x);
    return r && degree(r.den) === 0 ? { coefficient: (r.num[0] ?? ZERO).div(r.den[0]!), base: null, p: ZERO, q: ZERO } : null;
  }
  if (n.kind === 'pow') {
    const base = unwrap(n.base);
    const exponent = linearIn(n.exponent, x);
    if (!exponent) return null;
    if (base.kind === 'e') return { coefficient: ONE, base: 'e', p: exponent[0], q: exponent[1] };
    if (base.kind === 'num' && Number.isInteger(base.value) && base.value >= 2) return { coefficient: ONE, base: BigInt(base.value), p: exponent[0], q: exponent[1] };
    return null;
  }
  if (n.kind === 'neg') {
    const inner = powerTerm(n.arg, x);
    return inner && { ...inner, coefficient: inner.coefficient.neg() };
  }
  if (n.kind === 'mul' || n.kind === 'div') {
    const a = powerTerm(n.left, x);
    const b = powerTerm(n.right, x);
    if (!a || !b) return null;
    if (n.kind === 'div') return b.base === null && !isZero(b.coefficient) ? { ...a, coefficient: a.coefficient.div(b.coefficient) } : null;
    if (a.base !== null && b.base !== null) return a.base === b.base ? { coefficient: a.coefficient.mul(b.coefficient), base: a.base, p: a.p.add(b.p), q: a.q.add(b.q) } : null;
    const power = a.base !== null ? a : b;
    return { ...power, coefficient: a.coefficient.mul(b.coefficient) };
  }
  return null;
}

/** The smallest integer r with base = r^k, and k. */
function perfectPowerRoot(base: bigint): [bigint, number] {
  for (let k = 20; k >= 2; k -= 1) {
    const root = exactIntegerRoot(base, k);
    if (root !== null && root >= 2n) return [root, k];
  }
  return [base, 1];
}

const baseLatex = (base: bigint | 'e'): string => (base === 'e' ? 'e' : String(base));

/** s with value = B^s for an integer s, else null. */
function exactExponent(value: Fraction, base: bigint): number | null {
  for (let s = -12; s <= 40; s += 1) if (value.equals(s >= 0 ? frac(base ** BigInt(s)) : frac(1n, base ** BigInt(-s)))) return s;
  return null;
}

export function solveExponentialEquation(left: Node, right: Node, x: string, language: TutorLanguage): Outcome | null {
  const sides = [left, right].map((side) =>
    additiveTerms(side).map((t) => {
      const term = powerTerm(t.node, x);
      return term && (t.sign < 0 ? { ...term, coefficient: term.coefficient.neg() } : term);
    }),
  );
  if (sides.some((side) => side.some((term) => !term))) return null;
  const terms = sides as PowerTerm[][];
  const bases = [...new Set(terms.flat().filter((t) => t.base !== null).map((t) => String(t.base)))];
  const roots = bases.includes('e') ? (bases.length === 1 ? ['e'] : null) : [...new Set(bases.map((b) => String(perfectPowerRoot(BigInt(b))[0])))];
  const common: bigint | 'e' | null = roots && roots.length === 1 ? (roots[0] === 'e' ? 'e' : BigInt(roots[0]!)) : null;
  const steps: SolutionStep[] = [];
  let found: ExactRoot[] | null = null;
  if (terms[0]!.length === 1 && terms[1]!.length === 1) found = twoSides(terms[0]![0]!, terms[1]![0]!, common, x, language, steps);
  else if (common !== null) found = substitution(terms, common, x, language, steps);
  if (!found) return null;
  const kept = found.filter((root) => satisfies(left, right, { [x]: root.value }));
  if (kept.length !== found.length || !noMissedRoot(left, right, x, kept, -40, 40)) return null;
  return {
    kind: 'exponential-equation',
    title: say(language, 'Solving an exponential equation', 'حل معادلة أسية'),
    steps,
    answer: rootsAnswer(x, kept, language),
    check: substitutionCheck(kept, [], x, language),
    result: rootsResult(kept),
  };
}

/** k with base = common^k. */
const powerOf = (base: bigint | 'e', common: bigint | 'e'): number => (base === 'e' || common === 'e' ? 1 : perfectPowerRoot(base)[1] / perfectPowerRoot(common as bigint)[1]);

function twoSides(a: PowerTerm, b: PowerTerm, common: bigint | 'e' | null, x: string, language: TutorLanguage, steps: SolutionStep[]): ExactRoot[] | null {
  if (a.base === null) [a, b] = [b, a];
  if (a.base === null || isZero(a.coefficient) || isZero(b.coefficient)) return null;
  const ratio = b.coefficient.div(a.coefficient);
  const exponentLatex = (t: PowerTerm): string => polyLatex([t.q, t.p], x);
  const powerLatex = (t: PowerTerm): string => `${baseLatex(t.base!)}^{${exponentLatex(t)}}`;
  // Same base: c2/c1 a power of the base → equate the exponents.
  if (common !== null && common !== 'e' && !isNegative(ratio)) {
    const s = exactExponent(ratio, common);
    if (s !== null) {
      const ka = powerOf(a.base, common);
      const kb = b.base === null ? 0 : powerOf(b.base, common);
      const leftP = a.p.mul(ka);
      const leftQ = a.q.mul(ka);
      const rightP = b.base === null ? ZERO : b.p.mul(kb);
      const rightQ = (b.base === null ? ZERO : b.q.mul(kb)).add(frac(s));
      const slope = leftP.sub(rightP);
      if (isZero(slope)) return null;
      const root = rightQ.sub(leftQ).div(slope);
      const B = String(common);
      steps.push({
        text: say(language, `Write both sides as powers of ${m(B)}: ${m(`${B}^{${polyLatex([leftQ, leftP], x)}} = ${B}^{${polyLatex([rightQ, rightP], x)}}`)}.`, `نكتب الطرفين كقوى للأساس ${m(B)}: ${m(`${B}^{${polyLatex([leftQ, leftP], x)}} = ${B}^{${polyLatex([rightQ, rightP], x)}}`)}.`),
        detail: say(language, 'Equal powers of the same base (not 0, not 1) have equal exponents.', 'إذا تساوت قوتان لنفس الأساس (≠ 0، ≠ 1) تساوى الأسان.'),
      });
      steps.push({ text: say(language, `Equate the exponents: ${m(`${polyLatex([leftQ, leftP], x)} = ${polyLatex([rightQ, rightP], x)}`)}, so ${m(`${x} = ${fractionToLatex(root)}`)}.`, `نساوي الأسس: ${m(`${polyLatex([leftQ, leftP], x)} = ${polyLatex([rightQ, rightP], x)}`)}، إذن ${m(`${x} = ${fractionToLatex(root)}`)}.`) });
      return [{ value: root.valueOf(), latex: fractionToLatex(root), text: String(root.valueOf()), rational: root }];
    }
  }
  if (isNegative(ratio) || (b.base === null && isZero(ratio))) {
    if (b.base !== null) return null;
    steps.push({ text: say(language, `${m(powerLatex(a))} is always positive, but it would have to equal ${m(fractionToLatex(ratio))}: no solution.`, `${m(powerLatex(a))} موجب دائمًا ولا يمكن أن يساوي ${m(fractionToLatex(ratio))}: لا يوجد حل.`) });
    return [];
  }
  // Take logarithms: (p1 x + q1) log a + log c1 = (p2 x + q2) log b + log c2.
  const name = a.base === 'e' && (b.base === null || b.base === 'e') ? '\\ln' : '\\log';
  const lg = (v: bigint | 'e'): number => (name === '\\ln' ? (v === 'e' ? 1 : Math.log(Number(v))) : v === 'e' ? Math.log10(Math.E) : Math.log10(Number(v)));
  const la = lg(a.base);
  const lb = b.base === null ? 0 : lg(b.base);
  const lratio = name === '\\ln' ? Math.log(ratio.valueOf()) : Math.log10(ratio.valueOf());
  const slope = a.p.valueOf() * la - (b.base === null ? 0 : b.p.valueOf() * lb);
  if (Math.abs(slope) < 1e-12) return null;
  const value = ((b.base === null ? 0 : b.q.valueOf() * lb) + lratio - a.q.valueOf() * la) / slope;
  const ratioLatex = fractionToLatex(ratio);
  const isolated = isZero(a.coefficient.sub(ONE)) ? '' : say(language, `Divide by ${m(fractionToLatex(a.coefficient))}. `, `نقسم على ${m(fractionToLatex(a.coefficient))}. `);
  const times = (t: PowerTerm): string => (t.p.equals(ONE) && isZero(t.q) ? x : `\\left(${exponentLatex(t)}\\right)`);
  const rhs = b.base === null ? `${name} ${ratioLatex}` : `${isZero(ratio.sub(ONE)) ? '' : `${name} ${ratioLatex} + `}${b.base === 'e' && name === '\\ln' ? exponentLatex(b) : `${times(b)} ${name} ${baseLatex(b.base)}`}`;
  const lhs = a.base === 'e' && name === '\\ln' ? exponentLatex(a) : `${times(a)} ${name} ${baseLatex(a.base)}`;
  steps.push({
    text: say(language, `${isolated}Take ${m(name)} of both sides: ${m(`${lhs} = ${rhs}`)}.`, `${isolated}نأخذ ${m(name)} للطرفين: ${m(`${lhs} = ${rhs}`)}.`),
    detail: say(language, 'The logarithm turns the unknown exponent into a factor: log(aᵘ) = u·log a.', 'اللوغاريتم يحول الأس المجهول إلى معامل: لو(أ^ع) = ع × لو أ.'),
  });
  const logTerm = (v: bigint | 'e' | Fraction): string | null => (v === 'e' ? (name === '\\ln' ? null : `${name} e`) : `${name} ${typeof v === 'bigint' ? String(v) : fractionToLatex(v)}`);
  const top: Array<[Fraction, string | null]> = [];
  if (b.base !== null && !isZero(b.q)) top.push([b.q, logTerm(b.base)]);
  if (!ratio.equals(ONE)) top.push([ONE, logTerm(ratio)]);
  if (!isZero(a.q)) top.push([a.q.neg(), logTerm(a.base)]);
  const bottom: Array<[Fraction, string | null]> = [[a.p, logTerm(a.base)]];
  if (b.base !== null && !isZero(b.p)) bottom.push([b.p.neg(), logTerm(b.base)]);
  const numerator = combination(top);
  const denominator = combination(bottom);
  const exact = top.length === 0 ? '0' : denominator === '1' ? numerator : `\\frac{${numerator}}{${denominator}}`;
  steps.push({ text: say(language, `Solve for ${m(x)}: ${m(`${x} = ${exact} \\approx ${Number(value.toFixed(4))}`)}.`, `نحل بالنسبة لـ ${m(x)}: ${m(`${x} = ${exact} \\approx ${Number(value.toFixed(4))}`)}.`) });
  return [{ value, latex: exact, text: String(value) }];
}

/** "2\log 3 - \log 5" from coefficients and logarithms (null stands for the number 1, as ln e). */
function combination(terms: ReadonlyArray<[Fraction, string | null]>): string {
  let text = '';
  for (const [coefficient, log] of terms) {
    const magnitude = fractionToLatex(coefficient.abs());
    const body = log === null ? magnitude : `${magnitude === '1' ? '' : magnitude}${log}`;
    text += text === '' ? `${isNegative(coefficient) ? '-' : ''}${body}` : ` ${isNegative(coefficient) ? '-' : '+'} ${body}`;
  }
  return text || '0';
}

function substitution(terms: PowerTerm[][], common: bigint | 'e', x: string, language: TutorLanguage, steps: SolutionStep[]): ExactRoot[] | null {
  const powers = new Map<number, Fraction>();
  for (const [sideIndex, side] of terms.entries()) {
    for (const term of side) {
      const sign = sideIndex === 0 ? ONE : frac(-1);
      let n = 0;
      let coefficient = term.coefficient.mul(sign);
      if (term.base !== null) {
        const k = powerOf(term.base, common);
        const exponentP = term.p.mul(k);
        const shift = term.q.mul(k);
        if (!isInteger(exponentP) || !isInteger(shift)) return null;
        if (common === 'e' && !isZero(shift)) return null;
        n = Number(exponentP.valueOf());
        const shiftValue = Number(shift.valueOf());
        if (common !== 'e') coefficient = coefficient.mul(shiftValue >= 0 ? frac(common ** BigInt(shiftValue)) : frac(1n, common ** BigInt(-shiftValue)));
      }
      powers.set(n, (powers.get(n) ?? ZERO).add(coefficient));
    }
  }
  const low = Math.min(...powers.keys());
  const high = Math.max(...powers.keys());
  if (high - low > 4 || high - low < 1) return null;
  const t: Poly = Array.from({ length: high - low + 1 }, (_, i) => powers.get(i + low) ?? ZERO);
  const B = baseLatex(common);
  steps.push({
    text: say(language, `Let ${m(`t = ${B}^{${x}}`)} ${m('(t > 0)')}; the equation becomes ${m(`${polyLatex(t, 't')} = 0`)}.`, `نضع ${m(`t = ${B}^{${x}}`)} ${m('(t > 0)')}؛ فتصبح المعادلة ${m(`${polyLatex(t, 't')} = 0`)}.`),
    detail: say(language, `Every power in the equation is a power of ${B}^{${x}}, so the equation is a polynomial in t.`, `كل القوى في المعادلة قوى لـ ${B}^{${x}}، فتصبح المعادلة كثيرة حدود في t.`),
  });
  const solved = solvePolynomial(t, 't', language);
  if (!solved) return null;
  steps.push(...solved.steps);
  const result: ExactRoot[] = [];
  for (const root of solved.roots) {
    if (root.value <= 0) {
      steps.push({ text: say(language, `${m(`t = ${root.latex}`)} is rejected because ${m(`${B}^{${x}} > 0`)}.`, `${m(`t = ${root.latex}`)} مرفوض لأن ${m(`${B}^{${x}} > 0`)}.`) });
      continue;
    }
    const s = root.rational && root.rational.equals(ONE) ? 0 : common !== 'e' && root.rational ? exactExponent(root.rational, common) : null;
    const value = Math.log(root.value) / (common === 'e' ? 1 : Math.log(Number(common)));
    const exact = s !== null ? String(s) : common === 'e' ? `\\ln ${root.rational ? root.latex : `\\left(${root.latex}\\right)`}` : `\\frac{\\log ${root.latex}}{\\log ${B}}`;
    result.push({ value: s ?? value, latex: exact, text: String(s ?? value), ...(s !== null ? { rational: frac(s) } : {}) });
    steps.push({ text: `${m(`${B}^{${x}} = ${root.latex}`)} ⟹ ${m(`${x} = ${exact}${s === null ? ` \\approx ${Number(value.toFixed(4))}` : ''}`)}.` });
  }
  return result.sort((p, q) => p.value - q.value);
}
