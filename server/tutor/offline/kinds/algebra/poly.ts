/**
 * Exact polynomials in one variable (ascending Fraction coefficients) for the algebra solver: reading a tree of
 * + − × ÷ and integer powers as numerator / denominator, the least common denominator of an equation's terms,
 * exact real roots (linear, quadratic with surds, higher degrees through their rational roots) and LaTeX.
 */
import { bigGcd, fractionToLatex, frac, isNegative, isZero, splitSquare, ONE, ZERO, type Fraction } from '../../math/rational';
import { contentAndPrimitive, dividePolynomials, rationalRoots, trimCoefficients } from '../../math/univariate';
import type { Node } from './expr';

export type Poly = Fraction[];

export interface RationalFunction {
  num: Poly;
  den: Poly;
}

export const isZeroPoly = (p: Poly): boolean => trimCoefficients(p).every(isZero);
export const degree = (p: Poly): number => (isZeroPoly(p) ? -1 : trimCoefficients(p).length - 1);

export function addPoly(a: Poly, b: Poly, sign = 1): Poly {
  const out: Poly = [];
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    const right = b[i] ?? ZERO;
    out.push((a[i] ?? ZERO).add(sign < 0 ? right.neg() : right));
  }
  return trimCoefficients(out);
}

export function mulPoly(a: Poly, b: Poly): Poly {
  const out: Poly = Array.from({ length: a.length + b.length - 1 }, () => ZERO);
  a.forEach((x, i) => b.forEach((y, j) => (out[i + j] = out[i + j]!.add(x.mul(y)))));
  return trimCoefficients(out);
}

const scale = (p: Poly, k: Fraction): Poly => trimCoefficients(p.map((c) => c.mul(k)));

function samePoly(a: Poly, b: Poly): boolean {
  const x = trimCoefficients(a);
  const y = trimCoefficients(b);
  return x.length === y.length && x.every((c, i) => c.equals(y[i]!));
}

/** Numerator / denominator of a tree made of numbers, the variable, + − × ÷ and small integer powers; else null. */
export function toRational(node: Node, variable: string): RationalFunction | null {
  switch (node.kind) {
    case 'num':
      return { num: [frac(node.text.startsWith('.') ? `0${node.text}` : node.text)], den: [ONE] };
    case 'var':
      return node.name === variable ? { num: [ZERO, ONE], den: [ONE] } : null;
    case 'group':
      return toRational(node.arg, variable);
    case 'neg': {
      const inner = toRational(node.arg, variable);
      return inner && { num: scale(inner.num, frac(-1)), den: inner.den };
    }
    case 'add': {
      const a = toRational(node.left, variable);
      const b = toRational(node.right, variable);
      if (!a || !b) return null;
      const sign = node.op === '+' ? 1 : -1;
      if (samePoly(a.den, b.den)) return { num: addPoly(a.num, b.num, sign), den: a.den };
      return { num: addPoly(mulPoly(a.num, b.den), mulPoly(b.num, a.den), sign), den: mulPoly(a.den, b.den) };
    }
    case 'mul': {
      const a = toRational(node.left, variable);
      const b = toRational(node.right, variable);
      return a && b && { num: mulPoly(a.num, b.num), den: mulPoly(a.den, b.den) };
    }
    case 'div': {
      const a = toRational(node.left, variable);
      const b = toRational(node.right, variable);
      if (!a || !b || isZeroPoly(b.num)) return null;
      return { num: mulPoly(a.num, b.den), den: mulPoly(a.den, b.num) };
    }
    case 'pow': {
      const base = toRational(node.base, variable);
      const exponent = node.exponent.kind === 'group' ? node.exponent.arg : node.exponent;
      if (!base || exponent.kind !== 'num' || !Number.isInteger(exponent.value) || exponent.value > 8) return null;
      let result: RationalFunction = { num: [ONE], den: [ONE] };
      for (let i = 0; i < exponent.value; i += 1) result = { num: mulPoly(result.num, base.num), den: mulPoly(result.den, base.den) };
      return result;
    }
    default:
      return null;
  }
}

function monic(p: Poly): Poly {
  const t = trimCoefficients(p);
  return scale(t, ONE.div(t[t.length - 1]!));
}

export function gcdPoly(a: Poly, b: Poly): Poly {
  let x = trimCoefficients(a);
  let y = trimCoefficients(b);
  while (!isZeroPoly(y)) [x, y] = [y, dividePolynomials(x, y).remainder];
  return monic(x);
}

export function dividePoly(a: Poly, b: Poly): Poly {
  return dividePolynomials(a, b).quotient;
}

export function lcmPoly(a: Poly, b: Poly): Poly {
  return monic(dividePoly(mulPoly(a, b), gcdPoly(a, b)));
}

export const valueAt = (p: Poly, x: number): number => p.reduce((sum, c, i) => sum + c.valueOf() * x ** i, 0);

/** An exact real number: its value, LaTeX and mathjs text (for interval answers). */
export interface ExactRoot {
  value: number;
  latex: string;
  text: string;
  rational?: Fraction;
}

export function rationalRoot(value: Fraction): ExactRoot {
  const text = value.d === 1n ? `${isNegative(value) ? '-' : ''}${value.n}` : `${isNegative(value) ? '-' : ''}${value.n}/${value.d}`;
  return { value: value.valueOf(), latex: fractionToLatex(value), text, rational: value };
}

/** Real roots of a quadratic with primitive integer coefficients [c, b, a], exact (surds); [] when D < 0. */
function quadraticRoots([c, b, a]: Poly): ExactRoot[] {
  const discriminant = b!.mul(b!).sub(a!.mul(c!).mul(4));
  if (isNegative(discriminant)) return [];
  const { outside, inside } = splitSquare(discriminant.n);
  if (inside === 1n) {
    const root = outside;
    const set = [b!.neg().add(frac(root)).div(a!.mul(2)), b!.neg().sub(frac(root)).div(a!.mul(2))];
    return set[0]!.equals(set[1]!) ? [rationalRoot(set[0]!)] : set.map(rationalRoot);
  }
  const B = -(b!.s * b!.n);
  const A2 = 2n * a!.n;
  const g = bigGcd(bigGcd(B, outside), A2);
  const [p, k, d] = [B / g, outside / g, A2 / g];
  const surd = `${k === 1n ? '' : k}\\sqrt{${inside}}`;
  const surdText = `${k}*sqrt(${inside})`;
  return [1, -1].map((sign) => {
    const top = `${p === 0n ? (sign < 0 ? '-' : '') : `${p} ${sign < 0 ? '-' : '+'} `}${surd}`;
    const topText = `${p === 0n ? '' : p}${sign < 0 ? '-' : p === 0n ? '' : '+'}${surdText}`;
    const value = (Number(p) + sign * Number(k) * Math.sqrt(Number(inside))) / Number(d);
    return { value, latex: d === 1n ? top : `\\frac{${top}}{${d}}`, text: d === 1n ? topText : `(${topText})/${d}` };
  });
}

/** All real roots (distinct, ascending), or null when a factor of degree ≥ 3 has no rational root to start from. */
export function realRoots(p: Poly): ExactRoot[] | null {
  const trimmed = trimCoefficients(p);
  if (trimmed.length < 2) return [];
  const { roots, rest } = rationalRoots(contentAndPrimitive(trimmed).primitive);
  const found: ExactRoot[] = roots.map(rationalRoot);
  const restPrimitive = contentAndPrimitive(rest).primitive;
  if (restPrimitive.length > 3) return null;
  if (restPrimitive.length === 3) found.push(...quadraticRoots(restPrimitive));
  const distinct = found.filter((root, i) => found.findIndex((other) => Math.abs(other.value - root.value) < 1e-12) === i);
  return distinct.sort((x, y) => x.value - y.value);
}

/** Every complex root is real (so "no other solution" holds over ℂ too). */
export function allRootsReal(p: Poly): boolean {
  const { rest } = rationalRoots(contentAndPrimitive(trimCoefficients(p)).primitive);
  if (rest.length <= 1) return true;
  if (rest.length !== 3) return false;
  const [c, b, a] = rest as [Fraction, Fraction, Fraction];
  return !isNegative(b.mul(b).sub(a.mul(c).mul(4)));
}

/** LaTeX of a polynomial, highest power first: 2x^{2} - 3x + 1. */
export function polyLatex(p: Poly, variable: string): string {
  const t = trimCoefficients(p);
  const parts: string[] = [];
  for (let i = t.length - 1; i >= 0; i -= 1) {
    const c = t[i]!;
    if (isZero(c) && !(i === 0 && parts.length === 0)) continue;
    const negative = isNegative(c);
    const magnitude = fractionToLatex(c.abs());
    const power = i === 0 ? '' : i === 1 ? variable : `${variable}^{${i}}`;
    const coefficient = i > 0 && magnitude === '1' ? '' : magnitude;
    const body = `${coefficient}${power}`;
    parts.push(parts.length === 0 ? `${negative ? '-' : ''}${body}` : `${negative ? '-' : '+'} ${body}`);
  }
  return parts.join(' ');
}

/** (x - 2)(2x + 1)-style LaTeX of a polynomial whose roots are all rational, else null. */
export function factoredLatex(p: Poly, variable: string): string | null {
  const { content, primitive } = contentAndPrimitive(p);
  const { roots, rest } = rationalRoots(primitive);
  if (rest.length !== 1 || roots.length < 2) return null;
  let constant = content.mul(rest[0]!);
  const factors = roots.map((root) => {
    constant = constant.div(frac(root.d));
    return `\\left(${polyLatex([root.neg().mul(frac(root.d)), frac(root.d)], variable)}\\right)`;
  });
  const lead = constant.equals(ONE) ? '' : constant.equals(frac(-1)) ? '-' : fractionToLatex(constant);
  return `${lead}${factors.join('')}`;
}
