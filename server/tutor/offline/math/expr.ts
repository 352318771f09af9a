/**
 * The solver's own expression tree. mathjs parses the text; we convert its nodes to this small typed tree so
 * differentiation, integration, limits and step printing can pattern-match it directly.
 * Subtraction is an `add` with a `neg` term; division stays a `div` so fractions print as fractions.
 */
import { frac, isNegative, type Fraction } from './rational';

export type FunctionName =
  | 'sin'
  | 'cos'
  | 'tan'
  | 'cot'
  | 'sec'
  | 'csc'
  | 'ln'
  | 'log'
  | 'sqrt'
  | 'cbrt'
  | 'exp'
  | 'abs'
  /** An angle written in degrees: deg(30) is 30°. */
  | 'deg'
  /** A percentage: pct(20) is 20%. */
  | 'pct'
  | 'factorial';

export type Expr =
  /** `decimal` keeps how the student wrote a decimal (0.5), for printing. */
  | { type: 'num'; value: Fraction; decimal?: string }
  | { type: 'sym'; name: string }
  | { type: 'add'; terms: Expr[] }
  | { type: 'mul'; factors: Expr[] }
  | { type: 'div'; num: Expr; den: Expr }
  | { type: 'pow'; base: Expr; exp: Expr }
  | { type: 'neg'; arg: Expr }
  | { type: 'fn'; name: FunctionName; arg: Expr };

export const TRIG_FUNCTIONS: readonly FunctionName[] = ['sin', 'cos', 'tan', 'cot', 'sec', 'csc'];
/** Symbols that are constants, not variables. */
export const CONSTANT_SYMBOLS: ReadonlySet<string> = new Set(['pi', 'e']);

export const num = (value: Fraction | number): Expr => ({ type: 'num', value: typeof value === 'number' ? frac(value) : value });
export const sym = (name: string): Expr => ({ type: 'sym', name });
export const neg = (arg: Expr): Expr => ({ type: 'neg', arg });
export const fn = (name: FunctionName, arg: Expr): Expr => ({ type: 'fn', name, arg });
export const pow = (base: Expr, exp: Expr | number): Expr => ({ type: 'pow', base, exp: typeof exp === 'number' ? num(exp) : exp });
export const div = (numerator: Expr, denominator: Expr): Expr => ({ type: 'div', num: numerator, den: denominator });
export const add = (...terms: Expr[]): Expr => (terms.length === 1 ? terms[0]! : { type: 'add', terms });
export const mul = (...factors: Expr[]): Expr => (factors.length === 1 ? factors[0]! : { type: 'mul', factors });
export const sub = (left: Expr, right: Expr): Expr => add(left, neg(right));

/** Does the expression contain the variable (or any variable when none is named)? */
export function containsVariable(expr: Expr, variable?: string): boolean {
  switch (expr.type) {
    case 'num':
      return false;
    case 'sym':
      return variable === undefined ? !CONSTANT_SYMBOLS.has(expr.name) : expr.name === variable;
    case 'add':
      return expr.terms.some((term) => containsVariable(term, variable));
    case 'mul':
      return expr.factors.some((factor) => containsVariable(factor, variable));
    case 'div':
      return containsVariable(expr.num, variable) || containsVariable(expr.den, variable);
    case 'pow':
      return containsVariable(expr.base, variable) || containsVariable(expr.exp, variable);
    case 'neg':
    case 'fn':
      return containsVariable(expr.arg, variable);
  }
}

/** The variables in the expression, alphabetically. */
export function variablesOf(expr: Expr): string[] {
  const found = new Set<string>();
  const visit = (node: Expr): void => {
    if (node.type === 'sym' && !CONSTANT_SYMBOLS.has(node.name)) found.add(node.name);
    for (const child of childrenOf(node)) visit(child);
  };
  visit(expr);
  return [...found].sort();
}

/** Did the student write a decimal number (2.5) anywhere in the expression? */
export function containsDecimal(expr: Expr): boolean {
  return (expr.type === 'num' && expr.decimal !== undefined) || childrenOf(expr).some(containsDecimal);
}

/** The fraction as a terminating decimal (3/4 → "0.75"), or null when it repeats (1/3). */
export function terminatingDecimal(value: Fraction): string | null {
  let denominator = value.d;
  while (denominator % 2n === 0n) denominator /= 2n;
  while (denominator % 5n === 0n) denominator /= 5n;
  if (denominator !== 1n) return null;
  return String(value.valueOf());
}

export function containsFunction(expr: Expr, predicate: (name: FunctionName) => boolean = () => true): boolean {
  if (expr.type === 'fn' && predicate(expr.name)) return true;
  return childrenOf(expr).some((child) => containsFunction(child, predicate));
}

export function childrenOf(expr: Expr): Expr[] {
  switch (expr.type) {
    case 'num':
    case 'sym':
      return [];
    case 'add':
      return expr.terms;
    case 'mul':
      return expr.factors;
    case 'div':
      return [expr.num, expr.den];
    case 'pow':
      return [expr.base, expr.exp];
    case 'neg':
    case 'fn':
      return [expr.arg];
  }
}

/** Replaces every occurrence of the variable by `value`. */
export function substitute(expr: Expr, variable: string, value: Expr): Expr {
  switch (expr.type) {
    case 'num':
      return expr;
    case 'sym':
      return expr.name === variable ? value : expr;
    case 'add':
      return { type: 'add', terms: expr.terms.map((term) => substitute(term, variable, value)) };
    case 'mul':
      return { type: 'mul', factors: expr.factors.map((factor) => substitute(factor, variable, value)) };
    case 'div':
      return { type: 'div', num: substitute(expr.num, variable, value), den: substitute(expr.den, variable, value) };
    case 'pow':
      return { type: 'pow', base: substitute(expr.base, variable, value), exp: substitute(expr.exp, variable, value) };
    case 'neg':
      return { type: 'neg', arg: substitute(expr.arg, variable, value) };
    case 'fn':
      return { type: 'fn', name: expr.name, arg: substitute(expr.arg, variable, value) };
  }
}

/** A canonical text form: equal keys mean structurally equal trees (used to collect like terms). */
export function exprKey(expr: Expr): string {
  switch (expr.type) {
    case 'num':
      return isNegative(expr.value) ? `(${expr.value.toFraction()})` : expr.value.toFraction();
    case 'sym':
      return expr.name;
    case 'add':
      return `(${expr.terms.map(exprKey).join('+')})`;
    case 'mul':
      return `(${expr.factors.map(exprKey).join('*')})`;
    case 'div':
      return `(${exprKey(expr.num)}/${exprKey(expr.den)})`;
    case 'pow':
      return `(${exprKey(expr.base)}^${exprKey(expr.exp)})`;
    case 'neg':
      return `(-${exprKey(expr.arg)})`;
    case 'fn':
      return `${expr.name}(${exprKey(expr.arg)})`;
  }
}

const MATHJS_FUNCTION: Record<FunctionName, string> = {
  sin: 'sin',
  cos: 'cos',
  tan: 'tan',
  cot: 'cot',
  sec: 'sec',
  csc: 'csc',
  ln: 'log',
  log: 'log10',
  sqrt: 'sqrt',
  cbrt: 'cbrt',
  exp: 'exp',
  abs: 'abs',
  deg: 'deg',
  pct: 'pct',
  factorial: 'factorial',
};

/** mathjs syntax for the tree (fully bracketed), used to evaluate it with mathjs as an independent check. */
export function toMathjs(expr: Expr): string {
  switch (expr.type) {
    case 'num':
      return `(${expr.value.valueOf()})`;
    case 'sym':
      return expr.name;
    case 'add':
      return `(${expr.terms.map(toMathjs).join(' + ')})`;
    case 'mul':
      return `(${expr.factors.map(toMathjs).join(' * ')})`;
    case 'div':
      return `(${toMathjs(expr.num)} / ${toMathjs(expr.den)})`;
    case 'pow':
      return `(${toMathjs(expr.base)} ^ ${toMathjs(expr.exp)})`;
    case 'neg':
      return `(-${toMathjs(expr.arg)})`;
    case 'fn':
      return `${MATHJS_FUNCTION[expr.name]}(${toMathjs(expr.arg)})`;
  }
}

function factorialOf(value: number): number {
  if (!Number.isInteger(value) || value < 0 || value > 170) return Number.NaN;
  let product = 1;
  for (let factor = 2; factor <= value; factor += 1) product *= factor;
  return product;
}

const NUMERIC_FUNCTION: Record<FunctionName, (value: number) => number> = {
  sin: Math.sin,
  cos: Math.cos,
  tan: Math.tan,
  cot: (value) => 1 / Math.tan(value),
  sec: (value) => 1 / Math.cos(value),
  csc: (value) => 1 / Math.sin(value),
  ln: Math.log,
  log: Math.log10,
  sqrt: Math.sqrt,
  cbrt: Math.cbrt,
  exp: Math.exp,
  abs: Math.abs,
  deg: (value) => (value * Math.PI) / 180,
  pct: (value) => value / 100,
  factorial: factorialOf,
};

/** Fast numeric value of the tree (NaN outside the domain). */
export function evaluateNumber(expr: Expr, scope: Readonly<Record<string, number>> = {}): number {
  switch (expr.type) {
    case 'num':
      return expr.value.valueOf();
    case 'sym':
      if (expr.name === 'pi') return Math.PI;
      if (expr.name === 'e') return Math.E;
      return scope[expr.name] ?? Number.NaN;
    case 'add':
      return expr.terms.reduce((sum, term) => sum + evaluateNumber(term, scope), 0);
    case 'mul':
      return expr.factors.reduce((product, factor) => product * evaluateNumber(factor, scope), 1);
    case 'div':
      return evaluateNumber(expr.num, scope) / evaluateNumber(expr.den, scope);
    case 'pow': {
      const base = evaluateNumber(expr.base, scope);
      const exponent = evaluateNumber(expr.exp, scope);
      if (base < 0 && !Number.isInteger(exponent)) {
        // Odd roots of negatives are real (∛−8 = −2).
        const reciprocal = 1 / exponent;
        if (Number.isInteger(Math.round(reciprocal)) && Math.abs(reciprocal - Math.round(reciprocal)) < 1e-12 && Math.round(reciprocal) % 2 !== 0) {
          return -Math.pow(-base, exponent);
        }
      }
      return Math.pow(base, exponent);
    }
    case 'neg':
      return -evaluateNumber(expr.arg, scope);
    case 'fn':
      return NUMERIC_FUNCTION[expr.name](evaluateNumber(expr.arg, scope));
  }
}
