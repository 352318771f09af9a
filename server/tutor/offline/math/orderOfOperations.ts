/**
 * The order of operations as a rewriting of the expression tree: find the operations whose operands are already
 * plain values, evaluate those of the highest priority (powers and functions, then × and ÷, then + and −), and
 * repeat. Each round is one step the student sees.
 */
import { TRIG_FUNCTIONS, childrenOf, containsVariable, terminatingDecimal, type Expr } from './expr';
import { exactValueOf } from './exactValue';
import { bigGcd, frac, isInteger, isNegative, splitSquare, type Fraction } from './rational';
import type { SurdValue } from './surd';
import { surdToExpr } from './tidy';

export type Level = 'power' | 'product' | 'sum';
const LEVEL_ORDER: readonly Level[] = ['power', 'product', 'sum'];

function isSquareFreeInteger(value: Fraction): boolean {
  return isInteger(value) && !isNegative(value) && splitSquare(value.n).outside === 1n;
}

/** A finished value: a number, a reduced fraction, −value, √r or c√r with r square-free, a degree angle. */
function isLiteral(expr: Expr): boolean {
  switch (expr.type) {
    case 'num':
      return true;
    case 'neg':
      return expr.arg.type === 'num';
    case 'div':
      return expr.num.type === 'num' && expr.den.type === 'num' && isInteger(expr.num.value) && isInteger(expr.den.value) && !isNegative(expr.den.value) && expr.den.value.n > 1n && bigGcd(expr.num.value.n, expr.den.value.n) === 1n;
    case 'pow':
      return expr.base.type === 'num' && isSquareFreeInteger(expr.base.value) && expr.exp.type === 'num' && expr.exp.value.equals(frac(1, 2));
    case 'fn':
      return (expr.name === 'sqrt' && expr.arg.type === 'num' && isSquareFreeInteger(expr.arg.value)) || (expr.name === 'deg' && expr.arg.type === 'num');
    case 'mul':
      return expr.factors.length === 2 && expr.factors[0]!.type === 'num' && isLiteral(expr.factors[1]!) && expr.factors[1]!.type !== 'num' && expr.factors[1]!.type !== 'mul';
    default:
      return false;
  }
}

function levelOf(expr: Expr): Level {
  if (expr.type === 'add') return 'sum';
  if (expr.type === 'mul' || expr.type === 'div' || expr.type === 'neg' || (expr.type === 'fn' && expr.name === 'pct')) return 'product';
  return 'power';
}

function isTrig(expr: Expr): boolean {
  return expr.type === 'fn' && TRIG_FUNCTIONS.includes(expr.name);
}

function isReady(expr: Expr): boolean {
  if (isLiteral(expr) || expr.type === 'num' || expr.type === 'sym') return false;
  if (expr.type === 'fn' && TRIG_FUNCTIONS.includes(expr.name)) return !containsVariable(expr.arg);
  return childrenOf(expr).every((child) => isLiteral(child) || (child.type === 'sym' && child.name === 'pi'));
}

export interface Reduction {
  next: Expr;
  level: Level;
  /** A reduced node sat inside brackets (its parent binds tighter). */
  bracketed: boolean;
  reduced: Array<{ before: Expr; after: Expr }>;
}

function readyLevels(expr: Expr, found: Set<Level>): void {
  if (isReady(expr)) {
    found.add(levelOf(expr));
    return;
  }
  if (isTrig(expr)) return;
  for (const child of childrenOf(expr)) readyLevels(child, found);
}

function rebuild(expr: Expr, children: Expr[]): Expr {
  switch (expr.type) {
    case 'add':
      return { type: 'add', terms: children };
    case 'mul':
      return { type: 'mul', factors: children };
    case 'div':
      return { type: 'div', num: children[0]!, den: children[1]! };
    case 'pow':
      return { type: 'pow', base: children[0]!, exp: children[1]! };
    case 'neg':
      return { type: 'neg', arg: children[0]! };
    case 'fn':
      return { type: 'fn', name: expr.name, arg: children[0]! };
    default:
      return expr;
  }
}

function reduceLevel(expr: Expr, level: Level, parentLevel: Level | null, reduction: Reduction, preferDecimals: boolean): Expr | null {
  if (isReady(expr) && levelOf(expr) === level) {
    const value = exactValueOf(expr);
    if (!value) return null;
    const after = literalOf(value, preferDecimals);
    reduction.reduced.push({ before: expr, after });
    if (parentLevel !== null && LEVEL_ORDER.indexOf(parentLevel) < LEVEL_ORDER.indexOf(level)) reduction.bracketed = true;
    return after;
  }
  if (isTrig(expr) || isLiteral(expr)) return expr;
  const children: Expr[] = [];
  for (const child of childrenOf(expr)) {
    const reduced = reduceLevel(child, level, levelOf(expr), reduction, preferDecimals);
    if (!reduced) return null;
    children.push(reduced);
  }
  return rebuild(expr, children);
}

/** The value written as a literal: 19/12 stays a fraction (or 0.75 when the student works in decimals), 2√3 a root. */
function literalOf(value: SurdValue, preferDecimals: boolean): Expr {
  const rational = value.toFraction();
  if (!rational) return surdToExpr(value);
  const decimal = preferDecimals && !isInteger(rational) ? terminatingDecimal(rational) : null;
  return decimal ? { type: 'num', value: rational, decimal } : { type: 'num', value: rational };
}

export function reduceOnce(expr: Expr, preferDecimals: boolean): Reduction | null {
  const levels = new Set<Level>();
  readyLevels(expr, levels);
  const level = LEVEL_ORDER.find((candidate) => levels.has(candidate));
  if (!level) return null;
  const reduction: Reduction = { next: expr, level, bracketed: false, reduced: [] };
  const next = reduceLevel(expr, level, null, reduction, preferDecimals);
  if (!next) return null;
  reduction.next = next;
  return reduction;
}
