/**
 * Symbolic differentiation on the solver's trees, plus the classification of an expression by the rule that
 * differentiates it (power, product, quotient, chain, …) so each step can name its rule. Results are raw: the
 * caller tidies them.
 */
import { add, containsVariable, div, fn, mul, neg, num, pow, sub, sym, type Expr, type FunctionName } from './expr';
import { frac } from './rational';

/** d/dx of the outer function evaluated at u, e.g. sin → cos u. Null for functions we cannot differentiate. */
export function outerDerivative(name: FunctionName, u: Expr): Expr | null {
  switch (name) {
    case 'sin':
      return fn('cos', u);
    case 'cos':
      return neg(fn('sin', u));
    case 'tan':
      return pow(fn('sec', u), 2);
    case 'cot':
      return neg(pow(fn('csc', u), 2));
    case 'sec':
      return mul(fn('sec', u), fn('tan', u));
    case 'csc':
      return neg(mul(fn('csc', u), fn('cot', u)));
    case 'ln':
      return div(num(1), u);
    case 'log':
      return div(num(1), mul(u, fn('ln', num(10))));
    case 'sqrt':
      return div(num(1), mul(num(2), fn('sqrt', u)));
    case 'cbrt':
      return div(num(1), mul(num(3), pow(fn('cbrt', u), 2)));
    case 'exp':
      return fn('exp', u);
    default:
      return null;
  }
}

function splitConstantFactors(factors: readonly Expr[], variable: string): { constants: Expr[]; variables: Expr[] } {
  return {
    constants: factors.filter((factor) => !containsVariable(factor, variable)),
    variables: factors.filter((factor) => containsVariable(factor, variable)),
  };
}

/** The derivative with respect to `variable` (unsimplified), or null when a function is unsupported. */
export function differentiate(expr: Expr, variable: string): Expr | null {
  if (!containsVariable(expr, variable)) return num(0);
  const d = (inner: Expr): Expr | null => differentiate(inner, variable);
  switch (expr.type) {
    case 'num':
      return num(0);
    case 'sym':
      return num(1);
    case 'add': {
      const terms: Expr[] = [];
      for (const term of expr.terms) {
        const derivative = d(term);
        if (!derivative) return null;
        terms.push(derivative);
      }
      return add(...terms);
    }
    case 'neg': {
      const derivative = d(expr.arg);
      return derivative ? neg(derivative) : null;
    }
    case 'mul': {
      const { constants, variables } = splitConstantFactors(expr.factors, variable);
      if (variables.length === 1) {
        const derivative = d(variables[0]!);
        return derivative ? mul(...constants, derivative) : null;
      }
      const [u, ...rest] = variables as [Expr, ...Expr[]];
      const v = mul(...rest);
      const du = d(u);
      const dv = d(v);
      if (!du || !dv) return null;
      return mul(...constants, add(mul(du, v), mul(u, dv)));
    }
    case 'div': {
      const top = expr.num;
      const bottom = expr.den;
      if (!containsVariable(bottom, variable)) {
        const derivative = d(top);
        return derivative ? div(derivative, bottom) : null;
      }
      const dTop = d(top);
      const dBottom = d(bottom);
      if (!dTop || !dBottom) return null;
      return div(sub(mul(dTop, bottom), mul(top, dBottom)), pow(bottom, 2));
    }
    case 'pow': {
      const baseHasVariable = containsVariable(expr.base, variable);
      const exponentHasVariable = containsVariable(expr.exp, variable);
      if (baseHasVariable && !exponentHasVariable) {
        const dBase = d(expr.base);
        if (!dBase) return null;
        const lowered = expr.exp.type === 'num' ? num(expr.exp.value.sub(1)) : sub(expr.exp, num(1));
        return mul(expr.exp, pow(expr.base, lowered), dBase);
      }
      if (!baseHasVariable) {
        const dExponent = d(expr.exp);
        if (!dExponent) return null;
        if (expr.base.type === 'sym' && expr.base.name === 'e') return mul(expr, dExponent);
        return mul(expr, fn('ln', expr.base), dExponent);
      }
      return null;
    }
    case 'fn': {
      if (expr.name === 'ln' && expr.arg.type === 'fn' && expr.arg.name === 'abs') {
        // d/dx ln|u| = u'/u
        const inner = d(expr.arg.arg);
        return inner ? div(inner, expr.arg.arg) : null;
      }
      const outer = outerDerivative(expr.name, expr.arg);
      const inner = d(expr.arg);
      if (!outer || !inner) return null;
      return mul(outer, inner);
    }
  }
}

/** Which rule differentiates an expression, with the parts the rule talks about. */
export type DerivativeShape =
  | { rule: 'constant' }
  | { rule: 'sum'; terms: Expr[] }
  /** c·f(x) with the constant c pulled out. */
  | { rule: 'constant-multiple'; constant: Expr; inner: Expr }
  /** x^n (x itself, √x, 1/x included). */
  | { rule: 'power'; exponent: Expr }
  /** sin x, cos x, e^x, ln x, a^x of the plain variable. */
  | { rule: 'elementary' }
  | { rule: 'product'; u: Expr; v: Expr }
  | { rule: 'quotient'; u: Expr; v: Expr }
  /** f(g(x)): `outer` is f written in terms of u. */
  | { rule: 'chain'; outer: Expr; inner: Expr };

const U = sym('u');

function isPlainVariable(expr: Expr, variable: string): boolean {
  return expr.type === 'sym' && expr.name === variable;
}

export function classifyDerivative(expr: Expr, variable: string): DerivativeShape {
  if (!containsVariable(expr, variable)) return { rule: 'constant' };
  switch (expr.type) {
    case 'sym':
      return { rule: 'power', exponent: num(1) };
    case 'add':
      return { rule: 'sum', terms: expr.terms };
    case 'neg':
      return { rule: 'constant-multiple', constant: num(-1), inner: expr.arg };
    case 'mul': {
      const { constants, variables } = splitConstantFactors(expr.factors, variable);
      if (constants.length > 0) return { rule: 'constant-multiple', constant: mul(...constants), inner: mul(...variables) };
      const [u, ...rest] = variables as [Expr, ...Expr[]];
      return { rule: 'product', u, v: mul(...rest) };
    }
    case 'div':
      if (!containsVariable(expr.den, variable)) return { rule: 'constant-multiple', constant: div(num(1), expr.den), inner: expr.num };
      if (!containsVariable(expr.num, variable) && isPlainVariable(expr.den, variable)) {
        return expr.num.type === 'num' && expr.num.value.equals(1) ? { rule: 'power', exponent: num(-1) } : { rule: 'constant-multiple', constant: expr.num, inner: div(num(1), expr.den) };
      }
      if (!containsVariable(expr.num, variable) && expr.den.type === 'pow' && isPlainVariable(expr.den.base, variable) && !containsVariable(expr.den.exp, variable)) {
        if (expr.num.type === 'num' && expr.num.value.equals(1)) return { rule: 'power', exponent: neg(expr.den.exp) };
        return { rule: 'constant-multiple', constant: expr.num, inner: div(num(1), expr.den) };
      }
      return { rule: 'quotient', u: expr.num, v: expr.den };
    case 'pow':
      if (!containsVariable(expr.exp, variable)) {
        return isPlainVariable(expr.base, variable) ? { rule: 'power', exponent: expr.exp } : { rule: 'chain', outer: pow(U, expr.exp), inner: expr.base };
      }
      return isPlainVariable(expr.exp, variable) ? { rule: 'elementary' } : { rule: 'chain', outer: pow(expr.base, U), inner: expr.exp };
    case 'fn':
      if (isPlainVariable(expr.arg, variable)) {
        if (expr.name === 'sqrt') return { rule: 'power', exponent: num(frac(1, 2)) };
        if (expr.name === 'cbrt') return { rule: 'power', exponent: num(frac(1, 3)) };
        return { rule: 'elementary' };
      }
      return { rule: 'chain', outer: fn(expr.name, U), inner: expr.arg };
    default:
      return { rule: 'constant' };
  }
}
