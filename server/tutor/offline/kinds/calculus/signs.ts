/**
 * The sign of f′ for the functions whose critical points can be found exactly: a polynomial P (f′ = P′), and
 * P(x)·e^(ax+b) (f′ = e^(ax+b)·(P′ + aP), and e^(ax+b) > 0). Each gives the polynomial Q whose sign is the sign
 * of f′, the positive factor, and the exact value of f at a rational point.
 */
import { containsVariable, evaluateNumber, mul, type Expr } from '../../math/expr';
import { toLatex } from '../../math/latex';
import { Polynomial } from '../../math/polynomial';
import { fractionToLatex, isZero, ZERO, type Fraction } from '../../math/rational';
import { tidy } from '../../math/tidy';
import { evaluateAt, trimCoefficients } from '../../math/univariate';

export interface DerivativeSign {
  /** Coefficients c0, c1, … of Q: sign(f′(x)) = sign(Q(x)). */
  sign: Fraction[];
  /** f′(x) = positive(x)·Q(x). */
  positive: (x: number) => number;
  /** LaTeX of the positive factor, or null when it is 1. */
  positiveLatex: string | null;
  /** f at a rational point, as a number and exact LaTeX. */
  valueAt: (point: Fraction) => { value: number; latex: string };
}

const derivativeOf = (coefficients: readonly Fraction[]): Fraction[] => coefficients.slice(1).map((coefficient, index) => coefficient.mul(index + 1));

function polynomialSign(expr: Expr): DerivativeSign | null {
  const f = Polynomial.fromExpr(expr)?.coefficients('x');
  if (!f || trimCoefficients(f).length < 3) return null;
  return {
    sign: derivativeOf(f),
    positive: () => 1,
    positiveLatex: null,
    valueAt: (point) => {
      const value = evaluateAt(f, point);
      return { value: value.valueOf(), latex: fractionToLatex(value) };
    },
  };
}

/** e^(ax + b) as a factor: the linear exponent's coefficients, or null. */
function exponentialFactor(factor: Expr): Fraction[] | null {
  const exponent = factor.type === 'pow' && factor.base.type === 'sym' && factor.base.name === 'e' ? factor.exp : factor.type === 'fn' && factor.name === 'exp' ? factor.arg : null;
  const linear = exponent ? Polynomial.fromExpr(exponent)?.coefficients('x') : null;
  return linear && linear.length === 2 && !isZero(linear[1]!) ? linear : null;
}

function exponentialSign(expr: Expr): DerivativeSign | null {
  const tidied = tidy(expr);
  if (tidied.type !== 'mul') return null;
  const exponentials = tidied.factors.filter((factor) => exponentialFactor(factor));
  if (exponentials.length !== 1) return null;
  const exponential = exponentials[0]!;
  const [b, a] = exponentialFactor(exponential)!;
  const rest = tidied.factors.filter((factor) => factor !== exponential);
  const P = Polynomial.fromExpr(mul(...rest))?.coefficients('x');
  if (!P || !rest.some((factor) => containsVariable(factor, 'x'))) return null;
  const Pprime = derivativeOf(P);
  const sign = P.map((coefficient, index) => coefficient.mul(a!).add(Pprime[index] ?? ZERO));
  return {
    sign,
    positive: (x) => Math.exp(a!.valueOf() * x + b!.valueOf()),
    positiveLatex: toLatex(exponential),
    valueAt: (point) => {
      const p = evaluateAt(P, point);
      const exponent = a!.mul(point).add(b!);
      const power = isZero(exponent) ? '' : `e^{${fractionToLatex(exponent)}}`;
      const latex = isZero(p) ? '0' : power === '' ? fractionToLatex(p) : `${p.equals(1) ? '' : p.equals(-1) ? '-' : fractionToLatex(p)}${power}`;
      return { value: p.valueOf() * Math.exp(exponent.valueOf()), latex };
    },
  };
}

export function derivativeSign(expr: Expr): DerivativeSign | null {
  return polynomialSign(expr) ?? exponentialSign(expr);
}

/** Does f′ (our derivative) equal positive·Q at sample points? */
export function signAgrees(derivative: Expr, shape: DerivativeSign): boolean {
  for (const x of [-2.3, -0.7, 0.4, 1.3, 2.9]) {
    const ours = evaluateNumber(derivative, { x });
    const expected = shape.positive(x) * shape.sign.reduceRight((sum, coefficient) => sum * x + coefficient.valueOf(), 0);
    if (!Number.isFinite(ours) || Math.abs(ours - expected) > 1e-9 * Math.max(1, Math.abs(ours))) return false;
  }
  return true;
}
