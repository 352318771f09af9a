/**
 * Logarithmic equations (لو = log₁₀, لو_٢ = log₂, لط = ln): the domain first (every argument > 0), then either
 * the log laws (sums, differences, multiples, change of base to a common base) down to one logarithm and its
 * exponential form, or a substitution u = log(…) when the logarithm appears squared, or xᵏ = c for log_x c = k.
 * Roots outside the domain are rejected in a step; every root kept is substituted back.
 */
import type { SolutionStep } from '../../solution';
import { exactFractionRoot, fractionToLatex, frac, isInteger, isNegative, isZero, ONE, ZERO, type Fraction } from '../../math/rational';
import { additiveTerms } from './equation';
import { contains, evaluate, hasVariable, latex, unwrap, type Node } from './expr';
import { m, noMissedRoot, rootsAnswer, rootsResult, satisfies, say, substitutionCheck, type Outcome, type TutorLanguage } from './format';
import { addPoly, degree, mulPoly, polyLatex, toRational, type ExactRoot, type RationalFunction } from './poly';
import { solvePolynomial } from './polySteps';
import { solveLogBySubstitution, solveLogVariableBase } from './logarithmSpecial';

type LogNode = Extract<Node, { kind: 'log' }>;

/** coefficient × (product of logarithms) of one additive term, or null when x appears outside a logarithm. */
export interface LogTerm {
  coefficient: Fraction;
  logs: LogNode[];
}

export function logTerm(node: Node, x: string): LogTerm | null {
  const n = unwrap(node);
  if (n.kind === 'log') return { coefficient: ONE, logs: [n] };
  if (!hasVariable(n) && !containsLog(n)) {
    const r = toRational(n, x);
    return r && degree(r.den) === 0 ? { coefficient: (r.num[0] ?? ZERO).div(r.den[0]!), logs: [] } : null;
  }
  if (n.kind === 'neg') {
    const inner = logTerm(n.arg, x);
    return inner && { ...inner, coefficient: inner.coefficient.neg() };
  }
  if (n.kind === 'pow') {
    const base = logTerm(n.base, x);
    const e = unwrap(n.exponent);
    if (!base || e.kind !== 'num' || !Number.isInteger(e.value) || e.value < 1 || e.value > 4) return null;
    let result: LogTerm = { coefficient: ONE, logs: [] };
    for (let i = 0; i < e.value; i += 1) result = { coefficient: result.coefficient.mul(base.coefficient), logs: [...result.logs, ...base.logs] };
    return result;
  }
  if (n.kind === 'mul' || n.kind === 'div') {
    const a = logTerm(n.left, x);
    const b = logTerm(n.right, x);
    if (!a || !b) return null;
    if (n.kind === 'div') return b.logs.length === 0 && !isZero(b.coefficient) ? { ...a, coefficient: a.coefficient.div(b.coefficient) } : null;
    return { coefficient: a.coefficient.mul(b.coefficient), logs: [...a.logs, ...b.logs] };
  }
  return null;
}

const containsLog = (node: Node): boolean => contains(node, (n) => n.kind === 'log');

/** Base as an integer ≥ 2 or 'e'; null for a variable or odd base. */
export function numericBase(log: LogNode): bigint | 'e' | null {
  if (log.natural) return 'e';
  const b = unwrap(log.base);
  return b.kind === 'num' && Number.isInteger(b.value) && b.value >= 2 ? BigInt(b.value) : null;
}

/** The smallest r with every base = r^k (k ≥ 1), with each k; null when the bases are unrelated. */
function commonBase(bases: ReadonlyArray<bigint | 'e'>): { base: bigint | 'e'; powers: number[] } | null {
  if (bases.every((b) => b === 'e')) return { base: 'e', powers: bases.map(() => 1) };
  if (bases.some((b) => b === 'e')) return null;
  const ints = bases as bigint[];
  const smallest = ints.reduce((a, b) => (a < b ? a : b));
  for (let r = 2n; r <= smallest; r += 1n) {
    const powers = ints.map((b) => {
      let k = 0;
      let v = b;
      while (v % r === 0n && v > 1n) (v /= r, (k += 1));
      return v === 1n ? k : -1;
    });
    if (powers.every((k) => k >= 1)) return { base: r, powers };
  }
  return null;
}

export const logLatex = (base: bigint | 'e', arg: string): string => (base === 'e' ? `\\ln\\left(${arg}\\right)` : base === 10n ? `\\log\\left(${arg}\\right)` : `\\log_{${base}}\\left(${arg}\\right)`);

/** The domain step: every argument that contains x must be positive. */
export function domainStep(logs: readonly LogNode[], language: TutorLanguage): SolutionStep | null {
  const conditions = [...new Set(logs.filter((l) => hasVariable(l.arg)).map((l) => `${latex(unwrap(l.arg))} > 0`))];
  if (conditions.length === 0) return null;
  return {
    text: say(language, `Domain: every logarithm needs a positive argument: ${conditions.map(m).join(', ')}.`, `المجال: ما داخل كل لوغاريتم يجب أن يكون موجبًا: ${conditions.map(m).join('، ')}.`),
    detail: say(language, 'log_b(u) is defined only for u > 0, so any root that breaks this is extraneous.', 'لو_ب(ع) معرفة فقط عندما ع > 0، فأي جذر يخالف ذلك جذر دخيل مرفوض.'),
  };
}

export function inDomain(logs: readonly LogNode[], x: string, value: number): boolean {
  return logs.every((l) => evaluate(l.arg, { [x]: value }) > 0 && evaluate(l.base, { [x]: value }) > 0 && evaluate(l.base, { [x]: value }) !== 1);
}

export function solveLogEquation(left: Node, right: Node, x: string, language: TutorLanguage): Outcome | null {
  const terms: LogTerm[] = [];
  for (const [index, side] of [left, right].entries()) {
    for (const t of additiveTerms(side)) {
      const term = logTerm(t.node, x);
      if (!term) return null;
      terms.push(t.sign * (index === 0 ? 1 : -1) < 0 ? { ...term, coefficient: term.coefficient.neg() } : term);
    }
  }
  const logs = terms.flatMap((t) => t.logs);
  if (logs.some((l) => hasVariable(l.base))) return finish(left, right, x, solveLogVariableBase(terms, x, language), logs, language);
  if (terms.some((t) => t.logs.length > 1)) return finish(left, right, x, solveLogBySubstitution(terms, x, language), logs, language);
  return finish(left, right, x, combineLogs(terms, x, language), logs, language);
}

interface Found {
  steps: SolutionStep[];
  candidates: ExactRoot[];
}

function finish(left: Node, right: Node, x: string, found: Found | null, logs: readonly LogNode[], language: TutorLanguage): Outcome | null {
  if (!found) return null;
  const kept = found.candidates.filter((root) => inDomain(logs, x, root.value));
  const rejected = found.candidates.filter((root) => !kept.includes(root));
  const steps = [...found.steps];
  if (rejected.length > 0) {
    const list = rejected.map((root) => m(`${x} = ${root.latex}`)).join(say(language, ', ', '، '));
    steps.push({ text: say(language, `${list} makes a logarithm's argument not positive, so it is rejected.`, `${list} تجعل ما داخل اللوغاريتم غير موجب فهي مرفوضة.`) });
  } else if (kept.length > 0) {
    steps.push({ text: say(language, `${kept.map((r) => m(`${x} = ${r.latex}`)).join(', ')} satisfies the domain.`, `${kept.map((r) => m(`${x} = ${r.latex}`)).join('، ')} تحقق شروط المجال.`) });
  }
  if (!kept.every((root) => satisfies(left, right, { [x]: root.value })) || !noMissedRoot(left, right, x, kept)) return null;
  return {
    kind: 'log-equation',
    title: say(language, 'Solving a logarithmic equation', 'حل معادلة لوغاريتمية'),
    steps,
    answer: rootsAnswer(x, kept, language),
    check: substitutionCheck(kept, rejected, x, language),
    result: rootsResult(kept),
  };
}

/** Σ wᵢ log_B(Aᵢ) = C → log_B(Π Aᵢ^wᵢ) = C → Π Aᵢ^wᵢ = B^C, a rational equation. */
function combineLogs(terms: readonly LogTerm[], x: string, language: TutorLanguage): Found | null {
  const logTerms = terms.filter((t) => t.logs.length === 1);
  if (logTerms.length === 0) return null;
  const bases = logTerms.map((t) => numericBase(t.logs[0]!));
  if (bases.some((b) => b === null)) return null;
  const common = commonBase(bases as Array<bigint | 'e'>);
  if (!common) return null;
  const B = common.base;
  const steps: SolutionStep[] = [];
  const domain = domainStep(logTerms.map((t) => t.logs[0]!), language);
  if (domain) steps.push(domain);
  // Weights after the change of base, made integers; the constant moves to the right.
  let weights = logTerms.map((t, i) => t.coefficient.div(frac(common.powers[i]!)));
  let constant = terms.filter((t) => t.logs.length === 0).reduce((sum, t) => sum.sub(t.coefficient), ZERO);
  if (common.powers.some((k) => k !== 1)) {
    const changed = logTerms.map((t, i) => (common.powers[i] === 1 ? null : `\\log_{${numericBase(t.logs[0]!)}} u = \\frac{1}{${common.powers[i]}} \\log_{${B}} u`)).filter(Boolean);
    steps.push({ text: say(language, `Change to base ${m(String(B))}: ${[...new Set(changed)].map((c) => m(c!)).join(', ')}.`, `نحول للأساس ${m(String(B))}: ${[...new Set(changed)].map((c) => m(c!)).join('، ')}.`) });
  }
  const args = logTerms.map((t) => unwrap(t.logs[0]!.arg));
  const distinct = [...new Set(args.map((a) => latex(a)))];
  if (distinct.length === 1) {
    const total = weights.reduce((a, b) => a.add(b), ZERO);
    if (isZero(total)) return null;
    weights = [ONE];
    constant = constant.div(total);
    if (logTerms.length > 1 || !total.equals(ONE)) {
      const single = logLatex(B, latex(args[0]!));
      steps.push({ text: say(language, `Collect the logarithms: ${m(`${fractionToLatex(total)} ${single} = ${fractionToLatex(constant.mul(total))}`)}, so ${m(`${single} = ${fractionToLatex(constant)}`)}.`, `نجمع اللوغاريتمات: ${m(`${fractionToLatex(total)} ${single} = ${fractionToLatex(constant.mul(total))}`)}، إذن ${m(`${single} = ${fractionToLatex(constant)}`)}.`) });
    }
    return exponentialForm([args[0]!], [ONE], constant, B, x, language, steps);
  }
  const scale = weights.reduce((l, w) => l * w.d / gcd(l, w.d), 1n);
  weights = weights.map((w) => w.mul(frac(scale)));
  constant = constant.mul(frac(scale));
  if (scale !== 1n) steps.push({ text: say(language, `Multiply the equation by ${m(String(scale))}.`, `نضرب المعادلة في ${m(String(scale))}.`) });
  return exponentialForm(args, weights, constant, B, x, language, steps);
}

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? (a < 0n ? -a : a) : gcd(b, a % b));

/** Π Aᵢ^wᵢ = B^C (integer weights), shown as one logarithm, then solved as a rational equation. */
function exponentialForm(args: Node[], weights: Fraction[], constant: Fraction, B: bigint | 'e', x: string, language: TutorLanguage, steps: SolutionStep[]): Found | null {
  const atomic = (a: Node): boolean => a.kind === 'var' || a.kind === 'num';
  const power = (a: Node, w: Fraction): string => (w.abs().equals(ONE) ? latex(a) : atomic(a) ? `${latex(a)}^{${fractionToLatex(w.abs())}}` : `\\left(${latex(a)}\\right)^{${fractionToLatex(w.abs())}}`);
  const top = args
    .filter((_, i) => !isNegative(weights[i]!))
    .sort((a, b) => Number(b.kind === 'num') - Number(a.kind === 'num'))
    .map((a, _, all) => (all.length > 1 && !atomic(a) && weights[args.indexOf(a)]!.abs().equals(ONE) ? `\\left(${latex(a)}\\right)` : power(a, weights[args.indexOf(a)]!)));
  const bottom = args.filter((_, i) => isNegative(weights[i]!)).map((a) => power(a, weights[args.indexOf(a)]!));
  const inside = bottom.length ? `\\frac{${top.join('') || '1'}}{${bottom.join('')}}` : top.join('');
  const constantLatex = fractionToLatex(constant);
  if (args.length > 1 || !weights[0]!.equals(ONE)) {
    steps.push({
      text: say(language, `Use the laws of logarithms: ${m(`${logLatex(B, inside)} = ${constantLatex}`)}.`, `نستخدم قوانين اللوغاريتمات: ${m(`${logLatex(B, inside)} = ${constantLatex}`)}.`),
      detail: say(language, 'log a + log b = log(ab), log a − log b = log(a/b), k·log a = log(aᵏ).', 'لو أ + لو ب = لو(أب)، لو أ − لو ب = لو(أ/ب)، ك لو أ = لو(أ^ك).'),
    });
  }
  const baseLatex = B === 'e' ? 'e' : String(B);
  // The right side B^C exactly: a fraction when B is an integer and C an integer; else only for a linear argument.
  let value: Fraction | null = null;
  if (B !== 'e' && isInteger(constant)) {
    const c = Number(constant.valueOf());
    if (Math.abs(c) <= 30) value = c >= 0 ? frac(B ** BigInt(c)) : frac(1n, B ** BigInt(-c));
  } else if (B !== 'e' && !isNegative(constant)) {
    const root = exactFractionRoot(frac(B ** constant.n), Number(constant.d));
    value = root;
  } else if (B === 'e' && isZero(constant)) value = ONE;
  steps.push({
    text: say(
      language,
      `Write it in exponential form: ${m(`${inside} = ${baseLatex}^{${constantLatex}}${value ? ` = ${fractionToLatex(value)}` : ''}`)}.`,
      `نحولها للصورة الأسية: ${m(`${inside} = ${baseLatex}^{${constantLatex}}${value ? ` = ${fractionToLatex(value)}` : ''}`)}.`,
    ),
    detail: say(language, 'log_b(u) = c means u = b^c.', 'لو_ب(ع) = ج تعني ع = ب^ج.'),
  });
  if (!value) return irrationalRight(args, weights, constant, B, x, language, steps);
  let product: RationalFunction = { num: [ONE], den: [ONE] };
  for (const [i, a] of args.entries()) {
    const r = toRational(a, x);
    if (!r) return null;
    const w = Number(weights[i]!.valueOf());
    for (let k = 0; k < Math.abs(w); k += 1) product = w > 0 ? { num: mulPoly(product.num, r.num), den: mulPoly(product.den, r.den) } : { num: mulPoly(product.num, r.den), den: mulPoly(product.den, r.num) };
  }
  const p = addPoly(product.num, mulPoly(product.den, [value]), -1);
  if (degree(p) < 1 || degree(p) > 4) return null;
  const collect = degree(product.den) > 0 ? say(language, 'Clear the fractions and collect', 'نتخلص من الكسور ونرتب') : say(language, 'Collect the terms', 'نرتب الحدود');
  steps.push({ text: `${collect}: ${m(`${polyLatex(p, x)} = 0`)}.` });
  const solved = solvePolynomial(p, x, language);
  if (!solved) return null;
  steps.push(...solved.steps);
  return { steps, candidates: solved.roots.filter((r) => Math.abs(Number(valueAtDen(product, r.value))) > 1e-12) };
}

const valueAtDen = (r: RationalFunction, x: number): number => r.den.reduce((s, c, i) => s + c.valueOf() * x ** i, 0);

/** A = B^C with B^C irrational (ln x = 2 → x = e²): only for one linear argument. */
function irrationalRight(args: Node[], weights: Fraction[], constant: Fraction, B: bigint | 'e', x: string, language: TutorLanguage, steps: SolutionStep[]): Found | null {
  if (args.length !== 1 || !weights[0]!.equals(ONE)) return null;
  const r = toRational(args[0]!, x);
  if (!r || degree(r.den) !== 0 || degree(r.num) !== 1) return null;
  const a = r.num[1]!.div(r.den[0]!);
  const b = r.num[0]!.div(r.den[0]!);
  const rightValue = Math.pow(B === 'e' ? Math.E : Number(B), constant.valueOf());
  const value = (rightValue - b.valueOf()) / a.valueOf();
  const power = `${B === 'e' ? 'e' : String(B)}^{${fractionToLatex(constant)}}`;
  const exact = a.equals(ONE) && isZero(b) ? power : `\\frac{${power}${isZero(b) ? '' : ` ${isNegative(b) ? '+' : '-'} ${fractionToLatex(b.abs())}`}}{${fractionToLatex(a)}}`;
  steps.push({ text: say(language, `So ${m(`${x} = ${exact} \\approx ${Number(value.toFixed(4))}`)}.`, `إذن ${m(`${x} = ${exact} \\approx ${Number(value.toFixed(4))}`)}.`) });
  return { steps, candidates: [{ value, latex: exact, text: String(value) }] };
}

export type { LogNode };
