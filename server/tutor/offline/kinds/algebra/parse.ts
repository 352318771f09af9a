/**
 * A small parser for the ASCII maths produced by read.ts: implicit products (2x, 3(x+1), x log x), |…| bars,
 * log_b(…), log x, ln x, e^…, right-associative powers. Anything it does not know makes the whole parse fail.
 */
import type { Node } from './expr';

type Token = { type: 'num' | 'name' | 'op' | 'open' | 'close' | 'bar'; text: string };

const NAMES = /^(?:log|ln|x|y|z|e)$/;

function tokenize(source: string): Token[] | null {
  const tokens: Token[] = [];
  const pieces = source.match(/\d+(?:\.\d+)?|\.\d+|log_(?:\d+(?:\.\d+)?|[xyz])|[a-z]+|\S/g) ?? [];
  for (const piece of pieces) {
    if (/^[\d.]/.test(piece)) tokens.push({ type: 'num', text: piece });
    else if (piece.startsWith('log_')) tokens.push({ type: 'name', text: piece });
    else if (/^[a-z]+$/.test(piece)) {
      if (NAMES.test(piece)) tokens.push({ type: 'name', text: piece });
      else if (/^[xyze]+$/.test(piece)) for (const letter of piece) tokens.push({ type: 'name', text: letter });
      else return null;
    } else if (piece === '(' || piece === '[') tokens.push({ type: 'open', text: '(' });
    else if (piece === ')' || piece === ']') tokens.push({ type: 'close', text: ')' });
    else if (piece === '|') tokens.push({ type: 'bar', text: '|' });
    else if ('+-*/^'.includes(piece)) tokens.push({ type: 'op', text: piece });
    else return null;
  }
  return tokens;
}

class Parser {
  private index = 0;
  private absDepth = 0;
  constructor(private readonly tokens: Token[]) {}

  parseAll(): Node | null {
    const node = this.sum();
    return node && this.index === this.tokens.length ? node : null;
  }

  private peek(): Token | undefined {
    return this.tokens[this.index];
  }

  private sum(): Node | null {
    let left = this.product();
    while (left) {
      const token = this.peek();
      if (token?.type !== 'op' || (token.text !== '+' && token.text !== '-')) break;
      this.index += 1;
      const right = this.product();
      if (!right) return null;
      left = { kind: 'add', op: token.text, left, right };
    }
    return left;
  }

  /** Can the next token start a factor of an implicit product (2x, 3(x+1), x log x, )( )? */
  private startsImplicit(): boolean {
    const token = this.peek();
    if (!token) return false;
    if (token.type === 'open' || token.type === 'name') return true;
    return token.type === 'bar' && this.absDepth === 0;
  }

  private product(): Node | null {
    let left = this.unary();
    while (left) {
      const token = this.peek();
      if (token?.type === 'op' && (token.text === '*' || token.text === '/')) {
        this.index += 1;
        const right = this.unary();
        if (!right) return null;
        left = token.text === '*' ? { kind: 'mul', implicit: false, left, right } : { kind: 'div', left, right };
      } else if (this.startsImplicit()) {
        const right = this.power();
        if (!right) return null;
        left = { kind: 'mul', implicit: true, left, right };
      } else break;
    }
    return left;
  }

  private unary(): Node | null {
    const token = this.peek();
    if (token?.type === 'op' && (token.text === '-' || token.text === '+')) {
      this.index += 1;
      const arg = this.unary();
      if (!arg) return null;
      return token.text === '-' ? { kind: 'neg', arg } : arg;
    }
    return this.power();
  }

  private power(): Node | null {
    const base = this.primary();
    if (!base) return null;
    const token = this.peek();
    if (token?.type === 'op' && token.text === '^') {
      this.index += 1;
      const exponent = this.peek()?.type === 'op' && this.peek()?.text === '-' ? this.unary() : this.power();
      if (!exponent) return null;
      return { kind: 'pow', base, exponent };
    }
    return base;
  }

  private primary(): Node | null {
    const token = this.peek();
    if (!token) return null;
    this.index += 1;
    if (token.type === 'num') return { kind: 'num', value: Number(token.text), text: token.text };
    if (token.type === 'open') {
      const inner = this.sum();
      if (!inner || this.peek()?.type !== 'close') return null;
      this.index += 1;
      return { kind: 'group', arg: inner };
    }
    if (token.type === 'bar') {
      this.absDepth += 1;
      const inner = this.sum();
      this.absDepth -= 1;
      if (!inner || this.peek()?.type !== 'bar') return null;
      this.index += 1;
      return { kind: 'abs', arg: inner };
    }
    if (token.type !== 'name') return null;
    if (token.text === 'e') return { kind: 'e' };
    if (/^[xyz]$/.test(token.text)) return { kind: 'var', name: token.text };
    return this.logarithm(token.text);
  }

  /** log(…), log x, log 7, log_2(…), ln x; a bare argument is a number and/or letters with a power (log 2x, ln x^2). */
  private logarithm(name: string): Node | null {
    const natural = name === 'ln';
    let base: Node = natural ? { kind: 'e' } : { kind: 'num', value: 10, text: '10' };
    const written = name.startsWith('log_');
    if (written) {
      const text = name.slice(4);
      base = /^[xyz]$/.test(text) ? { kind: 'var', name: text } : { kind: 'num', value: Number(text), text };
    }
    const next = this.peek();
    let arg: Node | null;
    if (next?.type === 'open') arg = this.power();
    else if (next?.type === 'num' || next?.type === 'name') {
      arg = this.bareArgument();
    } else return null;
    if (!arg) return null;
    return { kind: 'log', base, arg, natural, written };
  }

  private bareArgument(): Node | null {
    let node: Node | null = null;
    if (this.peek()?.type === 'num') node = this.primary();
    while (this.peek()?.type === 'name' && /^[xyz]$/.test(this.peek()!.text)) {
      const letter = this.power();
      if (!letter) return null;
      node = node ? { kind: 'mul', implicit: true, left: node, right: letter } : letter;
    }
    if (node?.kind === 'num' && this.peek()?.text === '^') {
      this.index += 1;
      const exponent = this.primary();
      if (!exponent) return null;
      node = { kind: 'pow', base: node, exponent };
    }
    return node;
  }
}

/** Parses one side of an equation; null when any piece is not understood. */
export function parseExpression(source: string): Node | null {
  const tokens = tokenize(source);
  if (!tokens || tokens.length === 0 || tokens.length > 200) return null;
  return new Parser(tokens).parseAll();
}
