/**
 * Antiderivatives of the basic school forms, term by term: constants, xⁿ (roots and 1/xⁿ included), 1/x,
 * (ax + b)ⁿ, e^(ax+b), kˣ, sin, cos, sec², csc² of ax + b. Each term says which rule it used.
 */
import { containsVariable, div, fn, mul, num, pow, sym, type Expr } from './expr';
import { Polynomial } from './polynomial';
import { ONE, frac, isZero, type Fraction } from './rational';
import { tidy } from './tidy';

export type IntegralRule = 'constant' | 'power' | 'reciprocal' | 'exponential' | 'sine' | 'cosine' | 'secant-squared' | 'cosecant-squared';

export interface IntegratedTerm {
  term: Expr;
  antiderivative: Expr;
  rule: IntegralRule;
  /** The inner function is ax + b with a ≠ 1 (divide by a). */
  linearInner: boolean;
}

interface Linear {
  a: Fraction;
  b: Fraction;
}

/** ax + b with rational a ≠ 0 and b, or null. */
function asLinear(expr: Expr, variable: string): Linear | null {
  const polynomial = Polynomial.fromExpr(expr);
  if (!polynomial || polynomial.degree(variable) !== 1 || polynomial.variables().length !== 1) return null;
  const coefficients = polynomial.coefficients(variable);
  if (!coefficients) return null;
  return { a: coefficients[1]!, b: coefficients[0]! };
}

/** Splits a term into a constant factor and the part that depends on the variable. */
function splitConstant(term: Expr, variable: string): { constant: Expr; rest: Expr } {
  if (!containsVariable(term, variable)) return { constant: term, rest: num(1) };
  if (term.type === 'neg') {
    const inner = splitConstant(term.arg, variable);
    return { constant: mul(num(-1), inner.constant), rest: inner.rest };
  }
  if (term.type === 'mul') {
    const constants = term.factors.filter((factor) => !containsVariable(factor, variable));
    const rest = term.factors.filter((factor) => containsVariable(factor, variable));
    return { constant: constants.length > 0 ? mul(...constants) : num(1), rest: rest.length === 1 ? rest[0]! : mul(...rest) };
  }
  if (term.type === 'div' && !containsVariable(term.num, variable)) return { constant: term.num, rest: div(num(1), term.den) };
  if (term.type === 'div' && !containsVariable(term.den, variable)) {
    const inner = splitConstant(term.num, variable);
    return { constant: div(inner.constant, term.den), rest: inner.rest };
  }
  return { constant: num(1), rest: term };
}

/** base^n for x^n, √(…), ∛(…), 1/(…)^n. */
function asPower(expr: Expr): { base: Expr; exponent: Fraction } | null {
  if (expr.type === 'sym') return { base: expr, exponent: ONE };
  if (expr.type === 'pow' && expr.exp.type === 'num') return { base: expr.base, exponent: expr.exp.value };
  if (expr.type === 'pow' && expr.exp.type === 'neg' && expr.exp.arg.type === 'num') return { base: expr.base, exponent: expr.exp.arg.value.neg() };
  if (expr.type === 'pow' && expr.exp.type === 'div' && expr.exp.num.type === 'num' && expr.exp.den.type === 'num') return { base: expr.base, exponent: expr.exp.num.value.div(expr.exp.den.value) };
  if (expr.type === 'fn' && expr.name === 'sqrt') return { base: expr.arg, exponent: frac(1, 2) };
  if (expr.type === 'fn' && expr.name === 'cbrt') return { base: expr.arg, exponent: frac(1, 3) };
  if (expr.type === 'div' && expr.num.type === 'num' && expr.num.value.equals(1)) {
    const inner = asPower(expr.den);
    return inner ? { base: inner.base, exponent: inner.exponent.neg() } : null;
  }
  if (expr.type === 'add') return { base: expr, exponent: ONE };
  return null;
}

function scaled(constant: Expr, antiderivative: Expr, slope: Fraction): Expr {
  return tidy(mul(constant, antiderivative, num(ONE.div(slope))));
}

/** The antiderivative of one term, or null when it is not a basic form. */
export function integrateTerm(term: Expr, variable: string): IntegratedTerm | null {
  const { constant, rest } = splitConstant(term, variable);
  if (containsVariable(constant, variable)) return null;
  const x = sym(variable);
  if (!containsVariable(rest, variable)) {
    return { term, antiderivative: tidy(mul(constant, rest, x)), rule: 'constant', linearInner: false };
  }
  const power = asPower(rest);
  if (power) {
    const inner = asLinear(power.base, variable);
    if (!inner) return null;
    const linearInner = !inner.a.equals(1) || !isZero(inner.b);
    if (power.exponent.equals(-1)) {
      const logarithm = fn('ln', fn('abs', power.base));
      return { term, antiderivative: scaled(constant, logarithm, inner.a), rule: 'reciprocal', linearInner };
    }
    const raised = power.exponent.add(1);
    return { term, antiderivative: scaled(constant, div(pow(power.base, num(raised)), num(raised)), inner.a), rule: 'power', linearInner };
  }
  if (rest.type === 'fn' || (rest.type === 'pow' && rest.base.type === 'sym' && rest.base.name === 'e')) {
    const argument = rest.type === 'fn' ? rest.arg : rest.exp;
    const name = rest.type === 'fn' ? rest.name : 'exp';
    const inner = asLinear(argument, variable);
    if (!inner) return null;
    const linearInner = !inner.a.equals(1) || !isZero(inner.b);
    switch (name) {
      case 'exp':
        return { term, antiderivative: scaled(constant, pow(sym('e'), argument), inner.a), rule: 'exponential', linearInner };
      case 'sin':
        return { term, antiderivative: scaled(constant, mul(num(-1), fn('cos', argument)), inner.a), rule: 'sine', linearInner };
      case 'cos':
        return { term, antiderivative: scaled(constant, fn('sin', argument), inner.a), rule: 'cosine', linearInner };
      default:
        return null;
    }
  }
  if (rest.type === 'pow' && rest.exp.type === 'num' && rest.exp.value.equals(2) && rest.base.type === 'fn' && (rest.base.name === 'sec' || rest.base.name === 'csc')) {
    const argument = rest.base.arg;
    const inner = asLinear(argument, variable);
    if (!inner) return null;
    const linearInner = !inner.a.equals(1) || !isZero(inner.b);
    return rest.base.name === 'sec'
      ? { term, antiderivative: scaled(constant, fn('tan', argument), inner.a), rule: 'secant-squared', linearInner }
      : { term, antiderivative: scaled(constant, mul(num(-1), fn('cot', argument)), inner.a), rule: 'cosecant-squared', linearInner };
  }
  if (rest.type === 'pow' && !containsVariable(rest.base, variable) && rest.base.type === 'num') {
    // k^(ax + b) = e^((ax + b) ln k)
    const inner = asLinear(rest.exp, variable);
    if (!inner) return null;
    return { term, antiderivative: scaled(constant, div(rest, fn('ln', rest.base)), inner.a), rule: 'exponential', linearInner: !inner.a.equals(1) || !isZero(inner.b) };
  }
  return null;
}
