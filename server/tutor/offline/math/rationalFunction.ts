/**
 * Quotients of polynomials, P/Q: the form of equations with x in a denominator, of rational expressions to
 * simplify, and of limits solved by factoring.
 */
import { containsFunction, type Expr } from './expr';
import { Polynomial } from './polynomial';
import { isInteger, isZero } from './rational';

export interface RationalFunction {
  numerator: Polynomial;
  denominator: Polynomial;
}

const ONE_POLYNOMIAL = Polynomial.constant(1);

function combine(left: RationalFunction, right: RationalFunction, sign: 1 | -1): RationalFunction {
  if (left.denominator.equals(right.denominator)) {
    const numerator = sign === 1 ? left.numerator.add(right.numerator) : left.numerator.sub(right.numerator);
    return { numerator, denominator: left.denominator };
  }
  const crossed = right.numerator.mul(left.denominator);
  return {
    numerator: left.numerator.mul(right.denominator)[sign === 1 ? 'add' : 'sub'](crossed),
    denominator: left.denominator.mul(right.denominator),
  };
}

/** The expression as P/Q (not reduced), or null when it is not a rational function (sin x, √x, …). */
export function toRationalFunction(expr: Expr): RationalFunction | null {
  if (containsFunction(expr)) return null;
  switch (expr.type) {
    case 'num':
    case 'sym': {
      const polynomial = Polynomial.fromExpr(expr);
      return polynomial ? { numerator: polynomial, denominator: ONE_POLYNOMIAL } : null;
    }
    case 'add': {
      let sum: RationalFunction = { numerator: Polynomial.constant(0), denominator: ONE_POLYNOMIAL };
      for (const term of expr.terms) {
        const converted = toRationalFunction(term);
        if (!converted) return null;
        sum = combine(sum, converted, 1);
      }
      return sum;
    }
    case 'neg': {
      const inner = toRationalFunction(expr.arg);
      return inner ? { numerator: inner.numerator.neg(), denominator: inner.denominator } : null;
    }
    case 'mul': {
      let product: RationalFunction = { numerator: ONE_POLYNOMIAL, denominator: ONE_POLYNOMIAL };
      for (const factor of expr.factors) {
        const converted = toRationalFunction(factor);
        if (!converted) return null;
        product = { numerator: product.numerator.mul(converted.numerator), denominator: product.denominator.mul(converted.denominator) };
      }
      return product;
    }
    case 'div': {
      const top = toRationalFunction(expr.num);
      const bottom = toRationalFunction(expr.den);
      if (!top || !bottom || bottom.numerator.isZero()) return null;
      return { numerator: top.numerator.mul(bottom.denominator), denominator: top.denominator.mul(bottom.numerator) };
    }
    case 'pow': {
      const base = toRationalFunction(expr.base);
      const exponent = Polynomial.fromExpr(expr.exp)?.constantValue();
      if (!base || !exponent || !isInteger(exponent) || exponent.n > 40n) return null;
      const power = Number(exponent.n);
      const raised = { numerator: base.numerator.pow(power), denominator: base.denominator.pow(power) };
      if (exponent.s > 0n || isZero(exponent)) return raised;
      return raised.numerator.isZero() ? null : { numerator: raised.denominator, denominator: raised.numerator };
    }
    default:
      return null;
  }
}
