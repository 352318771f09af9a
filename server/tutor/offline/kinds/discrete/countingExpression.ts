/**
 * Counting notation as students write it: "٥ل٣" / "5P3" (permutations), "١٠ق٣" / "10C3" (combinations), "ن!"
 * / "7!", with the unknowns ن (n) and ر (r). A small parser to P(a, b), C(a, b), a! and + − × ÷, evaluated
 * exactly with whole numbers and, independently, by mathjs (permutations, combinations, factorial).
 */
import { math } from '../../math/engine';

export type CountNode =
  | { type: 'num'; value: number }
  | { type: 'var'; name: 'n' | 'r' }
  | { type: 'P' | 'C'; top: CountNode; bottom: CountNode }
  | { type: 'fact'; arg: CountNode }
  | { type: 'op'; operator: '+' | '-' | '*' | '/'; left: CountNode; right: CountNode };

/** Arabic and English notation rewritten as P(a,b) / C(a,b), ن → n, ر → r. */
export function rewriteNotation(text: string): string {
  const operand = String.raw`(\d+|ن|ر|n|r)`;
  return text
    .replace(new RegExp(String.raw`(?<![\u0621-\u064A])${operand}\s*ل\s*${operand}(?![\u0621-\u064A])`, 'g'), ' P($1#$2) ')
    .replace(new RegExp(String.raw`(?<![\u0621-\u064A])${operand}\s*ق\s*${operand}(?![\u0621-\u064A])`, 'g'), ' C($1#$2) ')
    .replace(/(?<![a-z])(\d+|n)\s*p\s*_?\s*(\d+|r)(?![a-z])/g, ' P($1#$2) ')
    .replace(/(?<![a-z])(\d+|n)\s*c\s*_?\s*(\d+|r)(?![a-z])/g, ' C($1#$2) ')
    .replace(/(?<![\u0621-\u064A])ن(?![\u0621-\u064A])/g, 'n')
    .replace(/(?<![\u0621-\u064A])ر(?![\u0621-\u064A])/g, 'r');
}

export function parseCount(source: string): CountNode | null {
  const matched = source.match(/\d+|[PCnr!+\-*/()#]/g);
  if (!matched || matched.join('') !== source.replace(/\s+/g, '')) return null;
  const tokens: string[] = matched;
  let position = 0;
  const peek = (): string | undefined => tokens[position];
  function expression(): CountNode | null {
    let left = term();
    while (left && (peek() === '+' || peek() === '-')) {
      const operator = tokens[position++] as '+' | '-';
      const right = term();
      if (!right) return null;
      left = { type: 'op', operator, left, right };
    }
    return left;
  }
  function term(): CountNode | null {
    let left = postfix();
    while (left && (peek() === '*' || peek() === '/' || peek() === '(' || peek() === 'P' || peek() === 'C')) {
      const operator = peek() === '/' ? '/' : '*';
      if (peek() === '*' || peek() === '/') position += 1;
      const right = postfix();
      if (!right) return null;
      left = { type: 'op', operator, left, right };
    }
    return left;
  }
  function postfix(): CountNode | null {
    let node = atom();
    while (node && peek() === '!') {
      position += 1;
      node = { type: 'fact', arg: node };
    }
    return node;
  }
  function atom(): CountNode | null {
    const token = tokens[position++];
    if (token === undefined) return null;
    if (/^\d+$/.test(token)) return { type: 'num', value: Number(token) };
    if (token === 'n' || token === 'r') return { type: 'var', name: token };
    if (token === 'P' || token === 'C') {
      if (tokens[position++] !== '(') return null;
      const top = expression();
      if (tokens[position++] !== '#') return null;
      const bottom = expression();
      if (tokens[position++] !== ')') return null;
      return top && bottom ? { type: token, top, bottom } : null;
    }
    if (token === '(') {
      const inner = expression();
      return inner && tokens[position++] === ')' ? inner : null;
    }
    return null;
  }
  const tree = expression();
  return tree && position === tokens.length ? tree : null;
}

export interface CountScope {
  n?: number;
  r?: number;
}

const factorial = (value: bigint): bigint => {
  let result = 1n;
  for (let k = 2n; k <= value; k += 1n) result *= k;
  return result;
};

/** Exact value as [numerator, denominator] (bigint), or null when undefined (r > n, negative, too large). */
export function countValue(node: CountNode, scope: CountScope): [bigint, bigint] | null {
  const whole = (child: CountNode): bigint | null => {
    const value = countValue(child, scope);
    return value && value[1] === 1n && value[0] >= 0n && value[0] <= 400n ? value[0] : null;
  };
  switch (node.type) {
    case 'num':
      return [BigInt(node.value), 1n];
    case 'var': {
      const value = scope[node.name];
      return value === undefined ? null : [BigInt(value), 1n];
    }
    case 'fact': {
      const value = whole(node.arg);
      return value === null ? null : [factorial(value), 1n];
    }
    case 'P':
    case 'C': {
      const n = whole(node.top);
      const r = whole(node.bottom);
      if (n === null || r === null || r > n) return null;
      let product = 1n;
      for (let k = 0n; k < r; k += 1n) product *= n - k;
      return [node.type === 'P' ? product : product / factorial(r), 1n];
    }
    case 'op': {
      const left = countValue(node.left, scope);
      const right = countValue(node.right, scope);
      if (!left || !right) return null;
      const [a, b] = left;
      const [c, d] = right;
      let result: [bigint, bigint];
      if (node.operator === '+') result = [a * d + c * b, b * d];
      else if (node.operator === '-') result = [a * d - c * b, b * d];
      else if (node.operator === '*') result = [a * c, b * d];
      else {
        if (c === 0n) return null;
        result = [a * d, b * c];
      }
      if (result[1] < 0n) result = [-result[0], -result[1]];
      const gcd = (x: bigint, y: bigint): bigint => (y === 0n ? (x < 0n ? -x : x) : gcd(y, x % y));
      const divisor = gcd(result[0], result[1]) || 1n;
      return [result[0] / divisor, result[1] / divisor];
    }
  }
}

/** A fast floating-point value (NaN when undefined), to screen candidates before the exact check. */
export function roughCount(node: CountNode, scope: CountScope): number {
  switch (node.type) {
    case 'num':
      return node.value;
    case 'var':
      return scope[node.name] ?? Number.NaN;
    case 'fact': {
      const value = roughCount(node.arg, scope);
      if (!Number.isInteger(value) || value < 0 || value > 170) return Number.NaN;
      let result = 1;
      for (let k = 2; k <= value; k += 1) result *= k;
      return result;
    }
    case 'P':
    case 'C': {
      const n = roughCount(node.top, scope);
      const r = roughCount(node.bottom, scope);
      if (!Number.isInteger(n) || !Number.isInteger(r) || r < 0 || r > n) return Number.NaN;
      let result = 1;
      for (let k = 0; k < r; k += 1) result = node.type === 'P' ? result * (n - k) : (result * (n - k)) / (k + 1);
      return result;
    }
    case 'op': {
      const left = roughCount(node.left, scope);
      const right = roughCount(node.right, scope);
      return node.operator === '+' ? left + right : node.operator === '-' ? left - right : node.operator === '*' ? left * right : left / right;
    }
  }
}

function toMathjs(node: CountNode): string {
  switch (node.type) {
    case 'num':
      return String(node.value);
    case 'var':
      return node.name;
    case 'fact':
      return `factorial(${toMathjs(node.arg)})`;
    case 'P':
      return `permutations(${toMathjs(node.top)}, ${toMathjs(node.bottom)})`;
    case 'C':
      return `combinations(${toMathjs(node.top)}, ${toMathjs(node.bottom)})`;
    case 'op':
      return `(${toMathjs(node.left)} ${node.operator} ${toMathjs(node.right)})`;
  }
}

/** mathjs's value (an independent implementation), or null. */
export function mathjsCount(node: CountNode, scope: CountScope): number | null {
  try {
    const value: unknown = math.evaluate(toMathjs(node), { ...scope });
    return typeof value === 'number' && Number.isFinite(value) ? value : null;
  } catch {
    return null;
  }
}

/** LaTeX with Egyptian-style notation ⁿP_r → {}^{5}P_{3}. */
export function countLatex(node: CountNode): string {
  switch (node.type) {
    case 'num':
      return String(node.value);
    case 'var':
      return node.name;
    case 'fact':
      return node.arg.type === 'op' ? `\\left(${countLatex(node.arg)}\\right)!` : `${countLatex(node.arg)}!`;
    case 'P':
    case 'C':
      return `{}^{${countLatex(node.top)}}${node.type}_{${countLatex(node.bottom)}}`;
    case 'op': {
      if (node.operator === '/') return `\\frac{${countLatex(node.left)}}{${countLatex(node.right)}}`;
      const right = node.right.type === 'op' && node.operator !== '+' ? `\\left(${countLatex(node.right)}\\right)` : countLatex(node.right);
      return `${countLatex(node.left)} ${node.operator === '*' ? '\\times' : node.operator} ${right}`;
    }
  }
}

export const usesVariable = (node: CountNode): boolean =>
  node.type === 'var' || (node.type === 'fact' ? usesVariable(node.arg) : node.type === 'P' || node.type === 'C' ? usesVariable(node.top) || usesVariable(node.bottom) : node.type === 'op' ? usesVariable(node.left) || usesVariable(node.right) : false);

export const usesCounting = (node: CountNode): boolean =>
  node.type === 'P' || node.type === 'C' || node.type === 'fact' || (node.type === 'op' && (usesCounting(node.left) || usesCounting(node.right)));
