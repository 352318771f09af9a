/**
 * The two logarithmic forms that the log laws do not reduce: a logarithm that appears squared or multiplied by
 * itself ((log x)² − 3 log x + 2 = 0, solved through u = log x) and an unknown base (log_x 16 = 2 → x² = 16,
 * x > 0, x ≠ 1). Both return candidate roots; logarithm.ts checks the domain and substitutes them back.
 */
import type { SolutionStep } from '../../solution';
import { exactFractionRoot, fractionToLatex, frac, isInteger, isNegative, isZero, ONE, ZERO, type Fraction } from '../../math/rational';
import { latex, unwrap } from './expr';
import { m, say, type TutorLanguage } from './format';
import type { LogNode, LogTerm } from './logarithm';
import { degree, polyLatex, toRational, type ExactRoot, type Poly } from './poly';
import { solvePolynomial } from './polySteps';

interface Found {
  steps: SolutionStep[];
  candidates: ExactRoot[];
}

const sameLog = (a: LogNode, b: LogNode): boolean => a.natural === b.natural && latex(a.base) === latex(b.base) && latex(unwrap(a.arg)) === latex(unwrap(b.arg));

const baseValue = (log: LogNode): number | null => {
  if (log.natural) return Math.E;
  const b = unwrap(log.base);
  return b.kind === 'num' && b.value > 0 && b.value !== 1 ? b.value : null;
};

/** (log u)² + … = 0 with one logarithm throughout: a polynomial in t = log u, then u = b^t. */
export function solveLogBySubstitution(terms: readonly LogTerm[], x: string, language: TutorLanguage): Found | null {
  const logs = terms.flatMap((t) => t.logs);
  const first = logs[0]!;
  if (!logs.every((l) => sameLog(l, first))) return null;
  const base = baseValue(first);
  if (base === null) return null;
  const powers: Fraction[] = [];
  for (const t of terms) {
    const n = t.logs.length;
    if (n > 4) return null;
    while (powers.length <= n) powers.push(ZERO);
    powers[n] = powers[n]!.add(t.coefficient);
  }
  const t: Poly = powers;
  const logText = latex(first);
  const steps: SolutionStep[] = [];
  const arg = unwrap(first.arg);
  steps.push({
    text: say(language, `Domain: ${m(`${latex(arg)} > 0`)}. Let ${m(`t = ${logText}`)}: ${m(`${polyLatex(t, 't')} = 0`)}.`, `المجال: ${m(`${latex(arg)} > 0`)}. نضع ${m(`t = ${logText}`)}: ${m(`${polyLatex(t, 't')} = 0`)}.`),
    detail: say(language, 'The same logarithm appears in every term, so it can be treated as one unknown.', 'اللوغاريتم نفسه يتكرر في كل الحدود، فنعامله كمجهول واحد.'),
  });
  const solved = solvePolynomial(t, 't', language);
  if (!solved) return null;
  steps.push(...solved.steps);
  const r = toRational(arg, x);
  if (!r || degree(r.den) !== 0 || degree(r.num) !== 1) return null;
  const a = r.num[1]!.div(r.den[0]!);
  const b = r.num[0]!.div(r.den[0]!);
  const candidates: ExactRoot[] = [];
  const baseLatex = first.natural ? 'e' : latex(unwrap(first.base));
  for (const root of solved.roots) {
    const exactPower = !first.natural && root.rational && isInteger(root.rational) && Number.isInteger(base) ? Number(root.rational.valueOf()) : null;
    const power: Fraction | null = exactPower === null || Math.abs(exactPower) > 20 ? null : exactPower >= 0 ? frac(BigInt(base) ** BigInt(exactPower)) : frac(1n, BigInt(base) ** BigInt(-exactPower));
    const value = power ? power.sub(b).div(a) : null;
    const numeric = (Math.pow(base, root.value) - b.valueOf()) / a.valueOf();
    const shownPower = power ? fractionToLatex(power) : `${baseLatex}^{${root.latex}}`;
    const exact = value ? fractionToLatex(value) : a.equals(ONE) && isZero(b) ? shownPower : null;
    const latexText = exact ?? `${Number(numeric.toFixed(6))}`;
    steps.push({ text: `${m(`${logText} = ${root.latex}`)} ⟹ ${m(`${latex(arg)} = ${shownPower}`)} ⟹ ${m(`${x} = ${latexText}`)}.` });
    candidates.push({ value: value ? value.valueOf() : numeric, latex: latexText, text: String(value ? value.valueOf() : numeric), ...(value ? { rational: value } : {}) });
  }
  return { steps, candidates: candidates.sort((p, q) => p.value - q.value) };
}

/** k · log_x(c) + d = 0 → log_x(c) = v → x^v = c, with x > 0 and x ≠ 1. */
export function solveLogVariableBase(terms: readonly LogTerm[], x: string, language: TutorLanguage): Found | null {
  const logTerms = terms.filter((t) => t.logs.length > 0);
  if (logTerms.length !== 1 || logTerms[0]!.logs.length !== 1) return null;
  const log = logTerms[0]!.logs[0]!;
  const base = unwrap(log.base);
  if (base.kind !== 'var' || base.name !== x) return null;
  const c = toRational(log.arg, x);
  if (!c || degree(c.num) > 0 || degree(c.den) !== 0) return null;
  const argument = (c.num[0] ?? ZERO).div(c.den[0]!);
  const constant = terms.filter((t) => t.logs.length === 0).reduce((sum, t) => sum.sub(t.coefficient), ZERO);
  const v = constant.div(logTerms[0]!.coefficient);
  if (isZero(v) || !isInteger(v) || isNegative(argument) || isZero(argument)) return null;
  const k = Number(v.abs().valueOf());
  const target = isNegative(v) ? ONE.div(argument) : argument;
  const root = exactFractionRoot(target, k);
  const value = root ? root.valueOf() : Math.pow(target.valueOf(), 1 / k);
  const latexText = root ? fractionToLatex(root) : `\\sqrt[${k}]{${fractionToLatex(target)}}`;
  const steps: SolutionStep[] = [
    {
      text: say(language, `Domain: the base must satisfy ${m(`${x} > 0,\\ ${x} \\neq 1`)}.`, `المجال: الأساس يحقق ${m(`${x} > 0,\\ ${x} \\neq 1`)}.`),
      detail: say(language, 'A logarithm base must be positive and different from 1.', 'أساس اللوغاريتم يجب أن يكون موجبًا ولا يساوي 1.'),
    },
    {
      text: say(language, `Exponential form: ${m(`${x}^{${fractionToLatex(v)}} = ${fractionToLatex(argument)}`)}, so (with ${m(`${x} > 0`)}) ${m(`${x} = ${latexText}`)}.`, `الصورة الأسية: ${m(`${x}^{${fractionToLatex(v)}} = ${fractionToLatex(argument)}`)}، إذن (مع ${m(`${x} > 0`)}) ${m(`${x} = ${latexText}`)}.`),
    },
  ];
  return { steps, candidates: [{ value, latex: latexText, text: String(value), ...(root ? { rational: root } : {}) }] };
}
