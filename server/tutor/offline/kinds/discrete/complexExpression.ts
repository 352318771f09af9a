/**
 * Complex-number expressions as students write them, after ت → i: "(3 + 2i)(1 - 4i)", "5/(2 + i)", "i^2023",
 * "1 + √3 i", "(x + yi)(2 - i)". A small parser (implicit products, whole exponents, √ of numbers, the real
 * unknowns x and y), evaluated exactly (rational parts) and, independently, by mathjs, and written back in LaTeX
 * with the numbers exactly as the student wrote them.
 */
import { math } from '../../math/engine';
import { exactFractionRoot, fractionFromNumber, isNegative, isZero, type Fraction } from '../../math/rational';
import { I, add, complex, div, mul, neg, power, sub, type ExactComplex } from './complexValue';

export type ComplexNode =
  | { type: 'num'; text: string }
  | { type: 'i' }
  | { type: 'var'; name: 'x' | 'y' }
  | { type: 'sqrt'; arg: ComplexNode }
  | { type: 'neg'; arg: ComplexNode }
  | { type: 'add' | 'sub' | 'mul' | 'div'; left: ComplexNode; right: ComplexNode; implicit?: boolean }
  | { type: 'pow'; base: ComplexNode; exponent: number };

type Token = { kind: 'num'; text: string } | { kind: 'sym'; text: string };

function tokenize(source: string): Token[] | null {
  const tokens: Token[] = [];
  const pattern = /\s*(?:(\d+(?:\.\d+)?|\.\d+)|([ixy+\-*/^()√]))/gy;
  let index = 0;
  while (index < source.length) {
    pattern.lastIndex = index;
    const match = pattern.exec(source);
    if (!match) return /^\s*$/.test(source.slice(index)) ? tokens : null;
    tokens.push(match[1] !== undefined ? { kind: 'num', text: match[1] } : { kind: 'sym', text: match[2]! });
    index = pattern.lastIndex;
  }
  return tokens;
}

/** The parsed expression, or null when the text is not a complete expression of numbers, i, x, y. */
export function parseComplex(source: string): ComplexNode | null {
  const tokens = tokenize(source.replace(/sqrt/g, '√'));
  if (!tokens || tokens.length === 0) return null;
  let position = 0;
  const peek = (): Token | undefined => tokens[position];
  const isSym = (text: string): boolean => peek()?.kind === 'sym' && peek()!.text === text;
  const startsAtom = (): boolean => {
    const token = peek();
    return !!token && (token.kind === 'num' || ['i', 'x', 'y', '(', '√'].includes(token.text));
  };

  function expression(): ComplexNode | null {
    let left = term();
    while (left && (isSym('+') || isSym('-'))) {
      const operator = peek()!.text === '+' ? 'add' : 'sub';
      position += 1;
      const right = term();
      if (!right) return null;
      left = { type: operator, left, right };
    }
    return left;
  }
  function term(): ComplexNode | null {
    let left = unary();
    while (left) {
      if (isSym('*') || isSym('/')) {
        const operator = peek()!.text === '*' ? 'mul' : 'div';
        position += 1;
        const right = unary();
        if (!right) return null;
        left = { type: operator, left, right };
      } else if (startsAtom()) {
        const right = powerOf();
        if (!right) return null;
        left = { type: 'mul', left, right, implicit: true };
      } else break;
    }
    return left;
  }
  function unary(): ComplexNode | null {
    if (isSym('-')) {
      position += 1;
      const arg = unary();
      return arg ? { type: 'neg', arg } : null;
    }
    if (isSym('+')) position += 1;
    return powerOf();
  }
  function powerOf(): ComplexNode | null {
    const base = atom();
    if (!base || !isSym('^')) return base;
    position += 1;
    const bracketed = isSym('(');
    if (bracketed) position += 1;
    let sign = 1;
    if (isSym('-')) {
      sign = -1;
      position += 1;
    }
    const token = peek();
    if (!token || token.kind !== 'num' || !/^\d+$/.test(token.text)) return null;
    position += 1;
    if (bracketed) {
      if (!isSym(')')) return null;
      position += 1;
    }
    return { type: 'pow', base, exponent: sign * Number(token.text) };
  }
  function atom(): ComplexNode | null {
    const token = peek();
    if (!token) return null;
    position += 1;
    if (token.kind === 'num') return { type: 'num', text: token.text };
    if (token.text === 'i') return { type: 'i' };
    if (token.text === 'x' || token.text === 'y') return { type: 'var', name: token.text };
    if (token.text === '√') {
      const arg = atom();
      return arg ? { type: 'sqrt', arg } : null;
    }
    if (token.text === '(') {
      const inner = expression();
      if (!inner || !isSym(')')) return null;
      position += 1;
      return inner;
    }
    return null;
  }

  const tree = expression();
  return tree && position === tokens.length ? tree : null;
}

export interface Unknowns {
  x?: Fraction;
  y?: Fraction;
}

/** The exact value (rational parts), or null when a root is irrational, a division is by zero or x/y is unset. */
export function exactValue(node: ComplexNode, unknowns: Unknowns = {}): ExactComplex | null {
  switch (node.type) {
    case 'num': {
      const value = fractionFromNumber(Number(node.text));
      return value ? complex(value) : null;
    }
    case 'i':
      return I;
    case 'var': {
      const value = unknowns[node.name];
      return value ? complex(value) : null;
    }
    case 'sqrt': {
      const arg = exactValue(node.arg, unknowns);
      if (!arg || !isZero(arg.im) || isNegative(arg.re)) return null;
      const root = exactFractionRoot(arg.re, 2);
      return root ? complex(root) : null;
    }
    case 'neg': {
      const arg = exactValue(node.arg, unknowns);
      return arg ? neg(arg) : null;
    }
    case 'pow': {
      const base = exactValue(node.base, unknowns);
      return base ? power(base, node.exponent) : null;
    }
    default: {
      const left = exactValue(node.left, unknowns);
      const right = exactValue(node.right, unknowns);
      if (!left || !right) return null;
      if (node.type === 'add') return add(left, right);
      if (node.type === 'sub') return sub(left, right);
      if (node.type === 'mul') return mul(left, right);
      return div(left, right);
    }
  }
}

/** The expression in mathjs syntax, for an independent numeric evaluation. */
function toMathjs(node: ComplexNode): string {
  switch (node.type) {
    case 'num':
      return node.text;
    case 'i':
      return 'i';
    case 'var':
      return node.name;
    case 'sqrt':
      return `sqrt(${toMathjs(node.arg)})`;
    case 'neg':
      return `(-(${toMathjs(node.arg)}))`;
    case 'pow':
      return `((${toMathjs(node.base)})^(${node.exponent}))`;
    default: {
      const operator = { add: '+', sub: '-', mul: '*', div: '/' }[node.type];
      return `((${toMathjs(node.left)}) ${operator} (${toMathjs(node.right)}))`;
    }
  }
}

/** mathjs's value of the expression as [re, im], or null when it cannot evaluate it. */
export function numericValue(node: ComplexNode, unknowns: Readonly<Record<string, unknown>> = {}): [number, number] | null {
  try {
    const value: unknown = math.evaluate(toMathjs(node), { ...unknowns });
    if (typeof value === 'number') return Number.isFinite(value) ? [value, 0] : null;
    if (value && typeof value === 'object' && 're' in value && 'im' in value) {
      const { re, im } = value as { re: number; im: number };
      return Number.isFinite(re) && Number.isFinite(im) ? [re, im] : null;
    }
    return null;
  } catch {
    return null;
  }
}

/** Numerically equal within a relative 1e-9. */
export function samePair(a: readonly [number, number], b: readonly [number, number]): boolean {
  const scale = Math.max(1, Math.abs(a[0]), Math.abs(a[1]));
  return Math.abs(a[0] - b[0]) <= 1e-9 * scale && Math.abs(a[1] - b[1]) <= 1e-9 * scale;
}

const PRECEDENCE: Record<ComplexNode['type'], number> = { add: 1, sub: 1, mul: 2, div: 2, neg: 3, pow: 4, num: 5, i: 5, var: 5, sqrt: 5 };

/** LaTeX of the expression with the student's numbers: (3 + 2i)(1 - 4i), \frac{5}{2 + i}, i^{2023}. */
export function nodeLatex(node: ComplexNode): string {
  const wrap = (child: ComplexNode, minimum: number): string => (PRECEDENCE[child.type] < minimum ? `\\left(${nodeLatex(child)}\\right)` : nodeLatex(child));
  switch (node.type) {
    case 'num':
      return node.text;
    case 'i':
      return 'i';
    case 'var':
      return node.name;
    case 'sqrt':
      return `\\sqrt{${nodeLatex(node.arg)}}`;
    case 'neg':
      return `-${wrap(node.arg, 3)}`;
    case 'pow':
      return `${PRECEDENCE[node.base.type] < 5 ? `\\left(${nodeLatex(node.base)}\\right)` : nodeLatex(node.base)}^{${node.exponent}}`;
    case 'add':
      return `${nodeLatex(node.left)} + ${wrap(node.right, 2)}`;
    case 'sub':
      return `${nodeLatex(node.left)} - ${wrap(node.right, 2)}`;
    case 'div':
      return `\\frac{${nodeLatex(node.left)}}{${nodeLatex(node.right)}}`;
    case 'mul': {
      const left = wrap(node.left, 2);
      const right = wrap(node.right, 3);
      const glued = node.implicit && (node.right.type === 'i' || node.right.type === 'var' || node.right.type === 'sqrt' || right.startsWith('\\left('));
      return glued || (node.implicit && left.endsWith('\\right)')) ? `${left}${right}` : `${left} \\times ${right}`;
    }
  }
}

/** Does the expression use i (otherwise it is plain arithmetic, not a complex-number question)? */
export function usesI(node: ComplexNode): boolean {
  if (node.type === 'i') return true;
  if (node.type === 'num' || node.type === 'var') return false;
  if ('arg' in node) return usesI(node.arg);
  if (node.type === 'pow') return usesI(node.base);
  return usesI(node.left) || usesI(node.right);
}
