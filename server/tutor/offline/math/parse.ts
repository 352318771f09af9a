/**
 * Parses one maths segment ("3x^2 sin x", "sqrt 25", "x(x+1)") into the solver's tree and the mathjs tree.
 * School notation is rewritten first: function arguments without brackets (sin 2x → sin(2x), sin^2 x →
 * sin(x)^2), a letter before a bracket is a product (x(x+1)), and runs of letters split into variables (xy → x y).
 */
import type { MathNode } from 'mathjs';
import { math } from './engine';
import { add, div, fn, mul, neg, num, pow, sym, type Expr, type FunctionName } from './expr';
import { fractionFromNumber } from './rational';
import { splitIdentifier } from './segments';

export interface ParsedMath {
  expr: Expr;
  /** The mathjs tree of the same text, for independent numeric checks. */
  node: MathNode;
}

type TokenKind = 'number' | 'function' | 'letter' | 'open' | 'close' | 'operator';
interface Token {
  kind: TokenKind;
  text: string;
}

const FUNCTION_WORDS = new Set(['sin', 'cos', 'tan', 'cot', 'sec', 'csc', 'ln', 'log', 'sqrt', 'cbrt', 'exp', 'abs', 'deg', 'pct']);

function tokenize(source: string): Token[] | null {
  const tokens: Token[] = [];
  const pieces = source.match(/\d+(?:\.\d+)?|\.\d+|[a-z]+|\S/g) ?? [];
  for (const piece of pieces) {
    if (/^[\d.]/.test(piece)) tokens.push({ kind: 'number', text: piece });
    else if (/^[a-z]+$/.test(piece)) {
      const parts = splitIdentifier(piece);
      if (!parts) return null;
      for (const part of parts) tokens.push({ kind: FUNCTION_WORDS.has(part) ? 'function' : 'letter', text: part });
    } else if ('([{'.includes(piece)) tokens.push({ kind: 'open', text: '(' });
    else if (')]}'.includes(piece)) tokens.push({ kind: 'close', text: ')' });
    else if ('+-*/^!'.includes(piece)) tokens.push({ kind: 'operator', text: piece });
    else return null;
  }
  return tokens;
}

/** mathjs calls the natural logarithm log and the common one log10. */
const mathjsName = (name: string): string => (name === 'ln' ? 'log' : name === 'log' ? 'log10' : name);

/** Index just after the bracket group that opens at `start`, or -1 when it is not closed. */
function groupEnd(tokens: readonly Token[], start: number): number {
  let depth = 0;
  for (let index = start; index < tokens.length; index += 1) {
    if (tokens[index]!.kind === 'open') depth += 1;
    else if (tokens[index]!.kind === 'close') {
      depth -= 1;
      if (depth === 0) return index + 1;
    }
  }
  return -1;
}

/** The end of an unbracketed function argument: 2x, x^2, 30, deg(30), pi/6. */
function bareArgumentEnd(tokens: readonly Token[], start: number): number {
  let index = start;
  if (tokens[index]?.kind === 'number') index += 1;
  for (;;) {
    const token = tokens[index];
    if (token?.kind === 'letter') index += 1;
    else if (token?.kind === 'function' && token.text === 'deg' && tokens[index + 1]?.kind === 'open') {
      const end = groupEnd(tokens, index + 1);
      if (end < 0) return -1;
      index = end;
    } else break;
    if (tokens[index]?.text === '^' && (tokens[index + 1]?.kind === 'number' || tokens[index + 1]?.kind === 'letter')) index += 2;
  }
  const hasPi = tokens.slice(start, index).some((token) => token.text === 'pi');
  if (hasPi && tokens[index]?.text === '/' && tokens[index + 1]?.kind === 'number') index += 2;
  return index;
}

/** mathjs text for tokens[start, end) with school notation made explicit. */
function rewrite(tokens: readonly Token[], start: number, end: number): string | null {
  let output = '';
  const suffixes: string[] = [];
  for (let index = start; index < end; index += 1) {
    const token = tokens[index]!;
    if (token.kind === 'function') {
      let next = index + 1;
      let power = '';
      if (tokens[next]?.text === '^') {
        const exponent = tokens[next + 1];
        if (exponent?.kind === 'number') {
          power = `^${exponent.text}`;
          next += 2;
        } else if (exponent?.text === '-' && tokens[next + 2]?.kind === 'number') {
          power = `^(-${tokens[next + 2]!.text})`;
          next += 3;
        }
      }
      if (tokens[next]?.kind === 'open') {
        output += ` ${mathjsName(token.text)}(`;
        suffixes.push(power);
        index = next;
        continue;
      }
      const argumentEnd = bareArgumentEnd(tokens, next);
      if (argumentEnd <= next || argumentEnd > end) return null;
      const argument = rewrite(tokens, next, argumentEnd);
      if (argument === null) return null;
      output += ` ${mathjsName(token.text)}(${argument})${power}`;
      index = argumentEnd - 1;
      continue;
    }
    if (token.kind === 'open') {
      output += ' (';
      suffixes.push('');
      continue;
    }
    if (token.kind === 'close') {
      if (suffixes.length === 0) return null;
      output += `)${suffixes.pop()}`;
      continue;
    }
    output += ` ${token.text}`;
    // A letter or number right before a bracket multiplies it: x(x + 1), e(…).
    if (token.kind === 'letter' && tokens[index + 1]?.kind === 'open') output += ' *';
  }
  return suffixes.length === 0 ? output.trim() : null;
}

const FUNCTION_FROM_MATHJS: Record<string, FunctionName> = {
  sin: 'sin',
  cos: 'cos',
  tan: 'tan',
  cot: 'cot',
  sec: 'sec',
  csc: 'csc',
  log: 'ln',
  log10: 'log',
  sqrt: 'sqrt',
  cbrt: 'cbrt',
  exp: 'exp',
  abs: 'abs',
  deg: 'deg',
  pct: 'pct',
  factorial: 'factorial',
};

/** a + (b + c) → [a, b, c]: sums of sums are one sum. */
function flattenSum(items: readonly Expr[]): Expr[] {
  return items.flatMap((item) => (item.type === 'add' ? item.terms : [item]));
}

function flattenProduct(items: readonly Expr[]): Expr[] {
  return items.flatMap((item) => (item.type === 'mul' ? item.factors : [item]));
}

/** Converts a mathjs tree into the solver's tree; null for anything outside school maths. */
export function fromMathNode(node: MathNode): Expr | null {
  const convertAll = (nodes: readonly MathNode[]): Expr[] | null => {
    const converted: Expr[] = [];
    for (const child of nodes) {
      const expr = fromMathNode(child);
      if (!expr) return null;
      converted.push(expr);
    }
    return converted;
  };
  if (math.isParenthesisNode(node)) return fromMathNode(node.content);
  if (math.isConstantNode(node)) {
    if (typeof node.value !== 'number') return null;
    const value = fractionFromNumber(node.value);
    if (!value) return null;
    return Number.isInteger(node.value) ? num(value) : { type: 'num', value, decimal: String(node.value) };
  }
  if (math.isSymbolNode(node)) {
    if (node.name === 'pi' || node.name === 'e' || /^[a-z]$/.test(node.name)) return sym(node.name);
    return null;
  }
  if (math.isOperatorNode(node)) {
    const args = convertAll(node.args);
    if (!args) return null;
    const [first, second] = args;
    switch (node.fn) {
      case 'add':
        return add(...flattenSum(args));
      case 'subtract':
        return first && second ? add(...flattenSum([first]), neg(second)) : null;
      case 'unaryMinus':
        return first ? neg(first) : null;
      case 'unaryPlus':
        return first ?? null;
      case 'multiply':
        return mul(...flattenProduct(args));
      case 'divide':
        return first && second ? div(first, second) : null;
      case 'pow':
        return first && second ? pow(first, second) : null;
      case 'factorial':
        return first ? fn('factorial', first) : null;
      default:
        return null;
    }
  }
  if (math.isFunctionNode(node)) {
    const name = FUNCTION_FROM_MATHJS[node.fn.name];
    if (!name || node.args.length !== 1) return null;
    const argument = fromMathNode(node.args[0]!);
    return argument ? fn(name, argument) : null;
  }
  return null;
}

/** Parses a maths segment; null when it is not a single well-formed expression. */
export function parseMath(source: string): ParsedMath | null {
  const tokens = tokenize(source);
  if (!tokens || tokens.length === 0) return null;
  const rewritten = rewrite(tokens, 0, tokens.length);
  if (!rewritten) return null;
  try {
    const node = math.parse(rewritten);
    const expr = fromMathNode(node);
    return expr ? { expr, node } : null;
  } catch {
    return null;
  }
}

export interface ParsedEquation {
  left: ParsedMath;
  right: ParsedMath;
}

/** Parses "left = right"; null unless there is exactly one "=". */
export function parseEquation(source: string): ParsedEquation | null {
  const sides = source.split('=');
  if (sides.length !== 2) return null;
  const left = parseMath(sides[0]!);
  const right = parseMath(sides[1]!);
  return left && right ? { left, right } : null;
}
