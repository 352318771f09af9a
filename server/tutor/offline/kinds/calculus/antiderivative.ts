/**
 * Antiderivatives with the method a teacher names: term by term with the basic rules (power, 1/x, eˣ, kˣ, sin,
 * cos, sec², csc² of ax + b), substitution (u = g(x), found by writing the antiderivative as H(g(x))), or
 * integration by parts (a polynomial times eˣ / sin / cos, or times ln x). The CAS (nerdamer) proposes the
 * antiderivative when the basic rules do not apply; it is only accepted after differentiating it back
 * numerically and comparing with mathjs's evaluation of the student's integrand.
 */
import nerdamer from 'nerdamer-prime';
import type { MathNode } from 'mathjs';
import { differentiate } from '../../math/differentiate';
import { math, numericFunction } from '../../math/engine';
import { add, childrenOf, containsVariable, evaluateNumber, exprKey, fn, mul, num, pow, substitute, sym, toMathjs, type Expr } from '../../math/expr';
import { integrateTerm } from '../../math/integrate';
import { m, say, type TutorLanguage } from '../../math/language';
import { groupedLatex, toLatex } from '../../math/latex';
import { fromMathNode } from '../../math/parse';
import { Polynomial, termToExpr } from '../../math/polynomial';
import { frac } from '../../math/rational';
import { tidy } from '../../math/tidy';
import type { SolutionStep } from '../../solution';

// nerdamer prints "Unable to compute integral!" for every integral it gives up on; here that is an expected outcome.
nerdamer.set('SILENCE_WARNINGS', true);

export interface Antiderivative {
  F: Expr;
  method: 'basic' | 'substitution' | 'by-parts';
  steps: SolutionStep[];
}

const SAMPLE_POINTS = [0.31, 0.77, 1.19, 1.63, 2.41, -0.43, -1.27, 2.93];

/** Does F' equal the integrand (mathjs's evaluation of the student's text) at four or more sample points? */
export function differentiatesBack(F: Expr, integrand: MathNode): boolean {
  const f = numericFunction(integrand);
  let compared = 0;
  for (const x of SAMPLE_POINTS) {
    const h = 1e-5;
    const slope = (evaluateNumber(F, { x: x + h }) - evaluateNumber(F, { x: x - h })) / (2 * h);
    const value = f({ x });
    if (!Number.isFinite(slope) || !Number.isFinite(value)) continue;
    if (Math.abs(slope - value) > 1e-5 * Math.max(1, Math.abs(value))) return false;
    compared += 1;
  }
  return compared >= 4;
}

/** ln(u) → ln|u| where u is negative somewhere the integrand is defined (the antiderivative on its whole domain). */
function absoluteLogs(expr: Expr, integrand: (x: number) => number): Expr {
  const recurse = (inner: Expr): Expr => absoluteLogs(inner, integrand);
  if (expr.type === 'fn' && expr.name === 'ln') {
    const negativeSomewhere = [-3, -1.5, -0.5, 0.5, 1.5, 3].some((x) => evaluateNumber(expr.arg, { x }) < 0 && Number.isFinite(integrand(x)));
    return negativeSomewhere ? fn('ln', fn('abs', expr.arg)) : expr;
  }
  switch (expr.type) {
    case 'add':
      return { type: 'add', terms: expr.terms.map(recurse) };
    case 'mul':
      return { type: 'mul', factors: expr.factors.map(recurse) };
    case 'div':
      return { type: 'div', num: recurse(expr.num), den: recurse(expr.den) };
    case 'pow':
      return { type: 'pow', base: recurse(expr.base), exp: recurse(expr.exp) };
    case 'neg':
      return { type: 'neg', arg: recurse(expr.arg) };
    case 'fn':
      return { type: 'fn', name: expr.name, arg: recurse(expr.arg) };
    default:
      return expr;
  }
}

/** The CAS's antiderivative as our tree, or null when it has none we can read. */
function casAntiderivative(integrand: Expr): Expr | null {
  try {
    const text = nerdamer(`integrate(${toMathjs(integrand)}, x)`).toString();
    if (/integrate|Infinity|NaN|\bi\b/.test(text)) return null;
    const converted = fromMathNode(math.parse(text));
    return converted ? absoluteLogs(tidy(converted), (x) => evaluateNumber(integrand, { x })) : null;
  } catch {
    return null;
  }
}

/** c·sec²(ax + b) → (c/a)·tan(ax + b), c·csc²(ax + b) → −(c/a)·cot(ax + b) (the shared rules miss a linear inside). */
function trigSquared(term: Expr): Expr | null {
  const factors = term.type === 'mul' ? term.factors : [term];
  const squared = factors.filter((factor) => containsVariable(factor, 'x'));
  const constants = factors.filter((factor) => !containsVariable(factor, 'x'));
  const [power] = squared;
  if (squared.length !== 1 || power!.type !== 'pow' || power!.exp.type !== 'num' || !power!.exp.value.equals(2)) return null;
  const inner = power!.base;
  if (inner.type !== 'fn' || (inner.name !== 'sec' && inner.name !== 'csc')) return null;
  const slope = Polynomial.fromExpr(inner.arg)?.coefficients('x');
  if (!slope || slope.length !== 2) return null;
  const outer = inner.name === 'sec' ? fn('tan', inner.arg) : mul(num(-1), fn('cot', inner.arg));
  return tidy(mul(...constants, outer, num(slope[1]!.inverse())));
}

/** Term by term with the basic rules (a polynomial is expanded first). */
function basicRules(integrand: Expr, language: TutorLanguage): Antiderivative | null {
  const asWritten = integrand.type === 'add' ? integrand.terms : [integrand];
  const polynomial = Polynomial.fromExpr(integrand);
  // Each term as written when the basic rules take it ((2x + 3)⁴ by the rule for (ax + b)ⁿ), else expanded.
  const direct = asWritten.every((term) => integrateTerm(term, 'x') ?? trigSquared(term));
  const terms = direct || !polynomial ? asWritten : polynomial.orderedTerms().map(termToExpr);
  const pieces: Expr[] = [];
  const lines: string[] = [];
  for (const term of terms) {
    const antiderivative = integrateTerm(term, 'x')?.antiderivative ?? trigSquared(term);
    if (!antiderivative) return null;
    pieces.push(antiderivative);
    lines.push(m(`\\int ${groupedLatex(term)}\\,dx = ${toLatex(antiderivative)}`));
  }
  const F = tidy(add(...pieces));
  const steps: SolutionStep[] = [
    {
      text: say(
        language,
        `${terms.length > 1 ? 'Integrate term by term with the basic rules' : 'Use the basic rule'} (for ${m('f(ax + b)')} divide by ${m('a')}): ${lines.join(', ')}.`,
        `${terms.length > 1 ? 'نكامل حدًا حدًا بالقواعد الأساسية' : 'نستخدم القاعدة الأساسية'} (مع ${m('f(ax + b)')} نقسم على ${m('a')}): ${lines.join(' ، ')}.`,
      ),
      detail: say(
        language,
        `${m('\\int x^{n}\\,dx = \\frac{x^{n+1}}{n+1}')} (n ≠ −1), ${m('\\int \\frac{1}{x}\\,dx = \\ln|x|')}, ${m('\\int e^{x}\\,dx = e^{x}')}, ${m('\\int \\cos x\\,dx = \\sin x')}, ${m('\\int \\sin x\\,dx = -\\cos x')}, ${m('\\int \\sec^{2} x\\,dx = \\tan x')}.`,
        `${m('\\int x^{n}\\,dx = \\frac{x^{n+1}}{n+1}')} (n ≠ −1)، ${m('\\int \\frac{1}{x}\\,dx = \\ln|x|')}، ${m('\\int e^{x}\\,dx = e^{x}')}، ${m('\\int \\cos x\\,dx = \\sin x')}، ${m('\\int \\sin x\\,dx = -\\cos x')}، ${m('\\int \\sec^{2} x\\,dx = \\tan x')}.`,
      ),
    },
  ];
  return { F, method: 'basic', steps };
}

/** A product with a power of a bracket, (x² + 1)⁵: a substitution, not an expansion, is the school method. */
function needsExpanding(integrand: Expr): boolean {
  return subtrees(integrand).some((node) => node.type === 'pow' && node.base.type === 'add' && (Polynomial.fromExpr(node.base)?.degree('x') ?? 0) >= 2 && node.exp.type === 'num' && node.exp.value.valueOf() >= 3);
}

/** Every subtree of the expression. */
function subtrees(expr: Expr): Expr[] {
  return [expr, ...childrenOf(expr).flatMap(subtrees)];
}

/** F with every copy of g replaced by u; null when x remains. */
function inTermsOf(F: Expr, g: Expr): Expr | null {
  const key = exprKey(g);
  const replace = (node: Expr): Expr => {
    if (exprKey(node) === key) return sym('u');
    switch (node.type) {
      case 'add':
        return { type: 'add', terms: node.terms.map(replace) };
      case 'mul':
        return { type: 'mul', factors: node.factors.map(replace) };
      case 'div':
        return { type: 'div', num: replace(node.num), den: replace(node.den) };
      case 'pow':
        return { type: 'pow', base: replace(node.base), exp: replace(node.exp) };
      case 'neg':
        return { type: 'neg', arg: replace(node.arg) };
      case 'fn':
        return { type: 'fn', name: node.name, arg: replace(node.arg) };
      default:
        return node;
    }
  };
  const H = replace(F);
  return containsVariable(H, 'x') ? null : H;
}

/** Substitution u = g(x): the inner expression whose H(u) gives F. */
function substitutionSteps(integrand: Expr, F: Expr, language: TutorLanguage, preferred?: Expr): SolutionStep[] | null {
  const found = subtrees(tidy(integrand)).filter((node) => containsVariable(node, 'x') && node.type !== 'sym' && Polynomial.fromExpr(node)?.degree('x') !== 1);
  // The inner function the substitution was found with comes first (u = x³ in x²e^{x³}, not u = e^{x³}).
  const candidates = preferred ? [preferred, ...found] : found;
  const withoutAbs = (expr: Expr): Expr => (expr.type === 'fn' && expr.name === 'abs' ? expr.arg : expr);
  for (const g of candidates) {
    const H = inTermsOf(F, g) ?? inTermsOf(F, fn('abs', g));
    if (!H) continue;
    const gPrime = differentiate(g, 'x');
    const h = differentiate(H, 'u');
    if (!gPrime || !h) continue;
    const hTidy = tidy(h);
    const Hu = withoutAbs(H);
    return [
      {
        text: say(
          language,
          `Substitution: let ${m(`u = ${toLatex(g)}`)}, so ${m(`du = ${groupedLatex(tidy(gPrime))}\\,dx`)}. The integral becomes ${m(`\\int ${groupedLatex(hTidy)}\\,du = ${toLatex(tidy(Hu))}`)}.`,
          `بالتعويض: نضع ${m(`u = ${toLatex(g)}`)}، إذن ${m(`du = ${groupedLatex(tidy(gPrime))}\\,dx`)}، ويصبح التكامل ${m(`\\int ${groupedLatex(hTidy)}\\,du = ${toLatex(tidy(Hu))}`)}.`,
        ),
        detail: say(
          language,
          `The integrand has the form ${m("h(g(x))\\,g'(x)")}; by the chain rule ${m("\\frac{d}{dx}H(g(x)) = H'(g(x))\\,g'(x)")}, so an antiderivative of ${m('h')} in ${m('u')} gives the answer.`,
          `المكامل على الصورة ${m("h(g(x))\\,g'(x)")}؛ وبقاعدة السلسلة ${m("\\frac{d}{dx}H(g(x)) = H'(g(x))\\,g'(x)")}، فيكفي إيجاد دالة أصلية لـ ${m('h')} بدلالة ${m('u')}.`,
        ),
      },
      { text: say(language, `Back to ${m('x')}: ${m(`${toLatex(F)}`)}.`, `نعود إلى ${m('x')}: ${m(`${toLatex(F)}`)}.`) },
    ];
  }
  return null;
}

/** The outer functions a school substitution integrates: the H(u) whose derivative is the outer part, and its inner g. */
function substitutionCandidates(integrand: Expr): Array<{ g: Expr; H: Expr }> {
  const u = sym('u');
  const notLinear = (g: Expr): boolean => containsVariable(g, 'x') && g.type !== 'sym' && Polynomial.fromExpr(g)?.degree('x') !== 1;
  const found: Array<{ g: Expr; H: Expr }> = [];
  for (const node of subtrees(integrand)) {
    // e^{g}, sin g, cos g, sec² g, g^n (n ≠ −1), √g, 1/g.
    if (node.type === 'pow' && node.base.type === 'sym' && node.base.name === 'e' && notLinear(node.exp)) found.push({ g: node.exp, H: pow(sym('e'), u) });
    else if (node.type === 'fn' && node.name === 'exp' && notLinear(node.arg)) found.push({ g: node.arg, H: pow(sym('e'), u) });
    else if (node.type === 'fn' && node.name === 'sin' && notLinear(node.arg)) found.push({ g: node.arg, H: mul(num(-1), fn('cos', u)) });
    else if (node.type === 'fn' && node.name === 'cos' && notLinear(node.arg)) found.push({ g: node.arg, H: fn('sin', u) });
    else if (node.type === 'pow' && node.base.type === 'fn' && node.base.name === 'sec' && node.exp.type === 'num' && node.exp.value.equals(2) && notLinear(node.base.arg)) found.push({ g: node.base.arg, H: fn('tan', u) });
    else if (node.type === 'pow' && node.exp.type === 'num' && notLinear(node.base)) {
      const n = node.exp.value;
      if (n.equals(-1)) found.push({ g: node.base, H: fn('ln', fn('abs', u)) });
      else found.push({ g: node.base, H: mul(num(n.add(1).inverse()), pow(u, num(n.add(1)))) });
    } else if (node.type === 'fn' && node.name === 'sqrt' && notLinear(node.arg)) found.push({ g: node.arg, H: mul(num(frac(2, 3)), pow(u, num(frac(3, 2)))) });
    else if (node.type === 'div' && !containsVariable(node.num, 'x') && notLinear(node.den)) found.push({ g: node.den, H: fn('ln', fn('abs', u)) });
  }
  return found;
}

/**
 * Substitution when the CAS has no antiderivative: the integrand is k·h(g(x))·g'(x) for an outer h the school
 * rules integrate (e^u, sin u, cos u, sec² u, uⁿ, 1/u) and a constant k, found as the ratio of the integrand to
 * d/dx H(g(x)) at the sample points (it must be the same rational number at all of them).
 */
function knownSubstitution(integrand: Expr, node: MathNode): { F: Expr; g: Expr } | null {
  const f = numericFunction(node);
  for (const { g, H } of substitutionCandidates(tidy(integrand))) {
    const candidate = substitute(H, 'u', g);
    let ratio: number | null = null;
    let compared = 0;
    for (const x of SAMPLE_POINTS) {
      const h = 1e-5;
      const at = (point: number): number => {
        try {
          return evaluateNumber(candidate, { x: point });
        } catch {
          return Number.NaN;
        }
      };
      const slope = (at(x + h) - at(x - h)) / (2 * h);
      const value = f({ x });
      if (!Number.isFinite(slope) || !Number.isFinite(value) || Math.abs(slope) < 1e-6) continue;
      const here = value / slope;
      if (ratio !== null && Math.abs(here - ratio) > 1e-5 * Math.max(1, Math.abs(ratio))) {
        ratio = Number.NaN;
        break;
      }
      ratio ??= here;
      compared += 1;
    }
    if (ratio === null || !Number.isFinite(ratio) || compared < 4) continue;
    // The numeric slope carries ~1e-9 noise: the nearest fraction with a small denominator, if one is that close.
    const denominator = Array.from({ length: 100 }, (_, index) => index + 1).find((d) => Math.abs(ratio! * d - Math.round(ratio! * d)) < 1e-6 * d);
    const k = denominator ? frac(Math.round(ratio * denominator), denominator) : null;
    if (!k || k.n === 0n) continue;
    const F = tidy(mul(num(k), candidate));
    if (differentiatesBack(F, node)) return { F, g };
  }
  return null;
}

/** By parts for P(x)·(eˣ | sin | cos | kˣ) with u = P, or P(x)·ln(…) with u = ln. */
function byPartsSteps(integrand: Expr, F: Expr, language: TutorLanguage): SolutionStep[] | null {
  const tidied = tidy(integrand);
  const factors = tidied.type === 'mul' ? tidied.factors : [tidied];
  const polynomialFactors = factors.filter((factor) => Polynomial.fromExpr(factor) && containsVariable(factor, 'x'));
  const others = factors.filter((factor) => !polynomialFactors.includes(factor));
  if (others.filter((factor) => containsVariable(factor, 'x')).length !== 1) return null;
  const transcendental = others.find((factor) => containsVariable(factor, 'x'))!;
  const isExponential = transcendental.type === 'pow' && !containsVariable(transcendental.base, 'x') && Polynomial.fromExpr(transcendental.exp)?.degree('x') === 1;
  const isTrigOrLog =
    transcendental.type === 'fn' && (['ln', 'log'].includes(transcendental.name) || (['sin', 'cos'].includes(transcendental.name) && Polynomial.fromExpr(transcendental.arg)?.degree('x') === 1));
  if (!isExponential && !isTrigOrLog) return null;
  const isLog = transcendental.type === 'fn' && (transcendental.name === 'ln' || transcendental.name === 'log');
  if (polynomialFactors.length === 0 && !isLog) return null;
  const constants = others.filter((factor) => !containsVariable(factor, 'x'));
  const polynomial = tidy(mul(num(1), ...constants, ...polynomialFactors));
  const u = isLog ? transcendental : polynomial;
  const dv = isLog ? polynomial : transcendental;
  const du = differentiate(u, 'x');
  const v = casAntiderivative(dv);
  if (!du || !v) return null;
  const vdu = tidy(mul(v, du));
  const duLatex = toLatex(tidy(du)) === '1' ? 'du = dx' : `du = ${groupedLatex(tidy(du))}\\,dx`;
  const dvLatex = toLatex(dv) === '1' ? 'dv = dx' : `dv = ${groupedLatex(dv)}\\,dx`;
  const rest = basicRules(vdu, language)?.F ?? casAntiderivative(vdu);
  if (!rest) return null;
  return [
    {
      text: say(
        language,
        `Integration by parts ${m('\\int u\\,dv = uv - \\int v\\,du')} with ${m(`u = ${toLatex(u)}`)}, ${m(dvLatex)}: ${m(duLatex)}, ${m(`v = ${toLatex(v)}`)}.`,
        `التكامل بالتجزئة ${m('\\int u\\,dv = uv - \\int v\\,du')} حيث ${m(`u = ${toLatex(u)}`)} ، ${m(dvLatex)}: ${m(duLatex)} ، ${m(`v = ${toLatex(v)}`)}.`,
      ),
      detail: say(
        language,
        `From the product rule ${m("(uv)' = u'v + uv'")}. We choose ${m('u')} to become simpler when differentiated (${isLog ? 'ln' : 'a polynomial'}) and ${m('dv')} easy to integrate.`,
        `من قاعدة مشتقة حاصل الضرب ${m("(uv)' = u'v + uv'")}. نختار ${m('u')} بحيث تصبح أبسط بالاشتقاق (${isLog ? 'اللوغاريتم' : 'كثيرة الحدود'}) و ${m('dv')} سهلة التكامل.`,
      ),
    },
    {
      text: say(
        language,
        `So ${m(`\\int ${toLatex(tidied)}\\,dx = ${groupedLatex(tidy(mul(u, v)))} - \\int ${groupedLatex(vdu)}\\,dx = ${toLatex(F)}`)}.`,
        `إذن ${m(`\\int ${toLatex(tidied)}\\,dx = ${groupedLatex(tidy(mul(u, v)))} - \\int ${groupedLatex(vdu)}\\,dx = ${toLatex(F)}`)}.`,
      ),
    },
  ];
}

/** c·sin²(u) / c·cos²(u), u linear: the power-reduction identity, then the basic rules. */
function powerReduction(integrand: Expr, node: MathNode, language: TutorLanguage): Antiderivative | null {
  const factors = integrand.type === 'mul' ? integrand.factors : [integrand];
  const squared = factors.filter((factor) => containsVariable(factor, 'x'));
  const [power] = squared;
  if (squared.length !== 1 || power!.type !== 'pow' || power!.exp.type !== 'num' || !power!.exp.value.equals(2)) return null;
  const inner = power!.base;
  if (inner.type !== 'fn' || (inner.name !== 'sin' && inner.name !== 'cos')) return null;
  const constants = factors.filter((factor) => !containsVariable(factor, 'x'));
  const doubled = tidy(mul(num(2), inner.arg));
  const rewritten = tidy(mul(num(1), ...constants, add(num(frac(1, 2)), mul(num(inner.name === 'cos' ? frac(1, 2) : frac(-1, 2)), fn('cos', doubled)))));
  const basic = basicRules(rewritten, language);
  if (!basic || !differentiatesBack(basic.F, node)) return null;
  const identity = inner.name === 'cos' ? '\\cos^{2} u = \\frac{1 + \\cos 2u}{2}' : '\\sin^{2} u = \\frac{1 - \\cos 2u}{2}';
  return {
    F: basic.F,
    method: 'basic',
    steps: [
      { text: say(language, `Power reduction ${m(identity)}: ${m(`${toLatex(integrand)} = ${toLatex(rewritten)}`)}.`, `نخفض القوة بالمتطابقة ${m(identity)}: ${m(`${toLatex(integrand)} = ${toLatex(rewritten)}`)}.`) },
      ...basic.steps,
    ],
  };
}

/**
 * An antiderivative of the student's integrand that differentiates back to it, with the method's steps. With
 * `acceptWithoutMethod` (areas, volumes: the integral is a means, not the question) a verified CAS antiderivative
 * is accepted even when no school method is recognised.
 */
export function findAntiderivative(integrand: Expr, node: MathNode, language: TutorLanguage, acceptWithoutMethod = false): Antiderivative | null {
  const basic = needsExpanding(integrand) ? null : basicRules(integrand, language);
  if (basic && differentiatesBack(basic.F, node)) return basic;
  const reduced = powerReduction(tidy(integrand), node, language);
  if (reduced) return reduced;
  const cas = casAntiderivative(integrand);
  // The school substitution also names u when the CAS found F (u = x³ in x²e^{x³}, not u = e^{x³}).
  const known = knownSubstitution(integrand, node);
  const F = cas && differentiatesBack(cas, node) ? cas : (known?.F ?? null);
  if (!F) return null;
  const parts = byPartsSteps(integrand, F, language);
  if (parts) return { F, method: 'by-parts', steps: parts };
  const substitution = substitutionSteps(integrand, F, language, known?.g);
  if (substitution) return { F, method: 'substitution', steps: substitution };
  const expanded = basicRules(integrand, language);
  if (expanded && differentiatesBack(expanded.F, node)) return expanded;
  if (!acceptWithoutMethod) return null;
  const found = say(language, `An antiderivative is ${m(toLatex(F))} (differentiate it to check).`, `دالة أصلية هي ${m(toLatex(F))} (تتحقق منها بالاشتقاق).`);
  return { F, method: 'basic', steps: [{ text: found }] };
}
