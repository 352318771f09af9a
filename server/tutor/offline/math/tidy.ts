/**
 * A small algebraic simplifier for the solver's results: folds numbers, removes 0 and 1, collects like terms
 * (3x + 2x → 5x) and like factors (x·x² → x³), writes division as negative powers (printed back as fractions)
 * and puts polynomials in textbook order. It is deliberately predictable rather than clever: its output is
 * what the student sees as the answer of a step.
 */
import { containsVariable, evaluateNumber, exprKey, num, pow, sym, TRIG_FUNCTIONS, type Expr } from './expr';
import { angleInDegrees } from './exactValue';
import { Polynomial } from './polynomial';
import { ONE, ZERO, exactFractionRoot, frac, isInteger, isNegative, isOne, isZero, splitSquare, type Fraction } from './rational';
import type { SurdValue } from './surd';
import { exactTrigValue, type TrigName } from './trigTable';

const MAX_FOLDED_POWER = 64;

/** An exact surd as an expression: 2√3 → 2·3^(1/2). */
export function surdToExpr(value: SurdValue): Expr {
  const terms = value.terms().map(({ radicand, coefficient }): Expr => {
    if (radicand === 1n) return num(coefficient);
    const root = pow(num(frac(radicand)), num(frac(1, 2)));
    return isOne(coefficient) ? root : { type: 'mul', factors: [num(coefficient), root] };
  });
  if (terms.length === 0) return num(ZERO);
  return terms.length === 1 ? terms[0]! : { type: 'add', terms };
}

function coefficientAndRest(term: Expr): { coefficient: Fraction; rest: Expr[] } {
  if (term.type === 'num') return { coefficient: term.value, rest: [] };
  if (term.type === 'mul') {
    let coefficient = ONE;
    const rest: Expr[] = [];
    for (const factor of term.factors) {
      if (factor.type === 'num') coefficient = coefficient.mul(factor.value);
      else rest.push(factor);
    }
    return { coefficient, rest };
  }
  return { coefficient: ONE, rest: [term] };
}

function fromCoefficient(coefficient: Fraction, rest: readonly Expr[]): Expr {
  if (rest.length === 0) return num(coefficient);
  if (isOne(coefficient)) return rest.length === 1 ? rest[0]! : { type: 'mul', factors: [...rest] };
  return { type: 'mul', factors: [num(coefficient), ...rest] };
}

function makeAdd(terms: readonly Expr[]): Expr {
  const flat = terms.flatMap((term) => (term.type === 'add' ? term.terms : [term]));
  const collected = new Map<string, { coefficient: Fraction; rest: Expr[] }>();
  let constant = ZERO;
  for (const term of flat) {
    const { coefficient, rest } = coefficientAndRest(term);
    if (rest.length === 0) {
      constant = constant.add(coefficient);
      continue;
    }
    const key = rest.map(exprKey).join('*');
    const existing = collected.get(key);
    if (existing) existing.coefficient = existing.coefficient.add(coefficient);
    else collected.set(key, { coefficient, rest });
  }
  const result: Expr[] = [];
  for (const { coefficient, rest } of collected.values()) if (!isZero(coefficient)) result.push(fromCoefficient(coefficient, rest));
  if (!isZero(constant) || result.length === 0) result.push(num(constant));
  const sum: Expr = result.length === 1 ? result[0]! : { type: 'add', terms: result };
  if (sum.type === 'add') {
    const polynomial = Polynomial.fromExpr(sum);
    if (polynomial) return polynomial.toExpr();
  }
  return sum;
}

function baseAndExponent(factor: Expr): { base: Expr; exponent: Expr } {
  return factor.type === 'pow' ? { base: factor.base, exponent: factor.exp } : { base: factor, exponent: num(ONE) };
}

function makeMul(factors: readonly Expr[]): Expr {
  const flat = factors.flatMap((factor) => (factor.type === 'mul' ? factor.factors : [factor]));
  let coefficient = ONE;
  const powers = new Map<string, { base: Expr; exponents: Expr[] }>();
  for (const factor of flat) {
    if (factor.type === 'num') {
      coefficient = coefficient.mul(factor.value);
      continue;
    }
    const { base, exponent } = baseAndExponent(factor);
    const key = exprKey(base);
    const existing = powers.get(key);
    if (existing) existing.exponents.push(exponent);
    else powers.set(key, { base, exponents: [exponent] });
  }
  if (isZero(coefficient)) return num(ZERO);
  const rest: Expr[] = [];
  for (const { base, exponents } of powers.values()) {
    const combined = makePow(base, exponents.length === 1 ? exponents[0]! : makeAdd(exponents));
    if (combined.type === 'num') coefficient = coefficient.mul(combined.value);
    else if (combined.type === 'mul') {
      for (const part of combined.factors) {
        if (part.type === 'num') coefficient = coefficient.mul(part.value);
        else rest.push(part);
      }
    } else rest.push(combined);
  }
  rest.sort((a, b) => (exprKey(a) < exprKey(b) ? -1 : exprKey(a) > exprKey(b) ? 1 : 0));
  return fromCoefficient(coefficient, rest);
}

function makePow(base: Expr, exponent: Expr): Expr {
  if (exponent.type === 'num') {
    const value = exponent.value;
    if (isZero(value)) return num(ONE);
    if (isOne(value)) return base;
    if (base.type === 'num') {
      if (isInteger(value) && value.n <= BigInt(MAX_FOLDED_POWER) && !(isZero(base.value) && isNegative(value))) {
        return num(base.value.pow(value));
      }
      return rootOfNumber(base.value, value) ?? { type: 'pow', base, exp: exponent };
    }
    if (base.type === 'pow' && base.exp.type === 'num' && isInteger(value)) return makePow(base.base, num(base.exp.value.mul(value)));
    if (base.type === 'mul' && isInteger(value)) return makeMul(base.factors.map((factor) => makePow(factor, exponent)));
  }
  if (base.type === 'num' && isOne(base.value)) return num(ONE);
  return { type: 'pow', base, exp: exponent };
}

/** (p/q)^(a/b) when it is exact or a simplified square root: 12^(1/2) → 2·3^(1/2). */
function rootOfNumber(base: Fraction, exponent: Fraction): Expr | null {
  if (isNegative(base)) return null;
  const root = exactFractionRoot(base, Number(exponent.d));
  if (root) return makePow(num(root), num(frac(exponent.s * exponent.n)));
  if (exponent.equals(frac(1, 2)) && isInteger(base)) {
    const { outside, inside } = splitSquare(base.n);
    if (outside > 1n) return { type: 'mul', factors: [num(frac(outside)), { type: 'pow', base: num(frac(inside)), exp: num(exponent) }] };
  }
  return null;
}

function makeFunction(expr: Extract<Expr, { type: 'fn' }>): Expr {
  const argument = expr.arg;
  switch (expr.name) {
    case 'sqrt':
      return makePow(argument, num(frac(1, 2)));
    case 'cbrt':
      return makePow(argument, num(frac(1, 3)));
    case 'exp':
      return makePow(sym('e'), argument);
    case 'ln':
      if (argument.type === 'num' && isOne(argument.value)) return num(ZERO);
      if (argument.type === 'sym' && argument.name === 'e') return num(ONE);
      if (argument.type === 'pow' && argument.base.type === 'sym' && argument.base.name === 'e') return argument.exp;
      return expr;
    case 'abs': {
      if (argument.type === 'num') return num(argument.value.abs());
      // |e| = e, |π/2| = π/2: a constant's sign is known.
      if (!containsVariable(argument) && evaluateNumber(argument) > 0) return argument;
      return expr;
    }
    default:
      break;
  }
  if (TRIG_FUNCTIONS.includes(expr.name) && !containsVariable(argument)) {
    const degrees = angleInDegrees(argument);
    const value = degrees ? exactTrigValue(expr.name as TrigName, degrees) : null;
    if (value && value !== 'undefined') return surdToExpr(value);
  }
  return expr;
}

/** Simplifies an expression tree (see the module comment). */
export function tidy(expr: Expr): Expr {
  switch (expr.type) {
    case 'num':
      return expr;
    case 'sym':
      return expr;
    case 'add':
      return makeAdd(expr.terms.map(tidy));
    case 'mul':
      return makeMul(expr.factors.map(tidy));
    case 'neg':
      return makeMul([num(frac(-1)), tidy(expr.arg)]);
    case 'div': {
      const numerator = tidy(expr.num);
      const denominator = tidy(expr.den);
      if (denominator.type === 'num' && !isZero(denominator.value)) return makeMul([num(denominator.value.inverse()), numerator]);
      return makeMul([numerator, makePow(denominator, num(frac(-1)))]);
    }
    case 'pow':
      return makePow(tidy(expr.base), tidy(expr.exp));
    case 'fn':
      return makeFunction({ type: 'fn', name: expr.name, arg: tidy(expr.arg) });
  }
}
