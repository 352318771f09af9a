/**
 * The algebra solver's own expression tree (built by parse.ts): a real-valued evaluator (NaN outside the domain),
 * tree queries, and a LaTeX printer that keeps the student's brackets and numbers exactly as written.
 */

export type Node =
  | { kind: 'num'; value: number; text: string }
  | { kind: 'var'; name: string }
  | { kind: 'e' }
  | { kind: 'add'; op: '+' | '-'; left: Node; right: Node }
  | { kind: 'mul'; implicit: boolean; left: Node; right: Node }
  | { kind: 'div'; left: Node; right: Node }
  | { kind: 'pow'; base: Node; exponent: Node }
  | { kind: 'neg'; arg: Node }
  | { kind: 'log'; base: Node; arg: Node; natural: boolean; written: boolean }
  | { kind: 'abs'; arg: Node }
  | { kind: 'group'; arg: Node };

export type Scope = Readonly<Record<string, number>>;

/** The real value at `scope`; NaN outside the domain (log of a non-positive number, division by zero, …). */
export function evaluate(node: Node, scope: Scope): number {
  switch (node.kind) {
    case 'num':
      return node.value;
    case 'var':
      return scope[node.name] ?? Number.NaN;
    case 'e':
      return Math.E;
    case 'add': {
      const left = evaluate(node.left, scope);
      const right = evaluate(node.right, scope);
      return node.op === '+' ? left + right : left - right;
    }
    case 'mul':
      return evaluate(node.left, scope) * evaluate(node.right, scope);
    case 'div': {
      const bottom = evaluate(node.right, scope);
      return bottom === 0 ? Number.NaN : evaluate(node.left, scope) / bottom;
    }
    case 'pow': {
      const value = Math.pow(evaluate(node.base, scope), evaluate(node.exponent, scope));
      return Number.isFinite(value) ? value : Number.NaN;
    }
    case 'neg':
      return -evaluate(node.arg, scope);
    case 'log': {
      const arg = evaluate(node.arg, scope);
      const base = evaluate(node.base, scope);
      if (!(arg > 0) || !(base > 0) || base === 1) return Number.NaN;
      return Math.log(arg) / Math.log(base);
    }
    case 'abs':
      return Math.abs(evaluate(node.arg, scope));
    case 'group':
      return evaluate(node.arg, scope);
  }
}

/** Strips the brackets the student wrote around a whole expression. */
export function unwrap(node: Node): Node {
  return node.kind === 'group' ? unwrap(node.arg) : node;
}

/** Does the tree contain a node for which `test` holds? */
export function contains(node: Node, test: (node: Node) => boolean): boolean {
  if (test(node)) return true;
  switch (node.kind) {
    case 'add':
    case 'mul':
    case 'div':
      return contains(node.left, test) || contains(node.right, test);
    case 'pow':
      return contains(node.base, test) || contains(node.exponent, test);
    case 'neg':
    case 'abs':
    case 'group':
      return contains(node.arg, test);
    case 'log':
      return contains(node.arg, test) || contains(node.base, test);
    default:
      return false;
  }
}

export const hasVariable = (node: Node, name?: string): boolean => contains(node, (n) => n.kind === 'var' && (!name || n.name === name));

export function variablesOf(node: Node): string[] {
  const names = new Set<string>();
  contains(node, (n) => {
    if (n.kind === 'var') names.add(n.name);
    return false;
  });
  return [...names].sort();
}

/** LaTeX of the tree as written: the student's brackets kept, fractions as \frac, log bases as subscripts. */
export function latex(node: Node): string {
  switch (node.kind) {
    case 'num':
      return node.text;
    case 'var':
      return node.name;
    case 'e':
      return 'e';
    case 'add':
      return `${latex(node.left)} ${node.op} ${latex(node.right)}`;
    case 'mul':
      return node.implicit ? `${latex(node.left)}${/^[\d.]/.test(latex(node.right)) ? ' \\cdot ' : ''}${latex(node.right)}` : `${latex(node.left)} \\times ${latex(node.right)}`;
    case 'div':
      return `\\frac{${latex(unwrap(node.left))}}{${latex(unwrap(node.right))}}`;
    case 'pow':
      return `{${latex(node.base)}}^{${latex(unwrap(node.exponent))}}`;
    case 'neg':
      return `-${latex(node.arg)}`;
    case 'log': {
      const name = node.natural ? '\\ln' : node.written || node.base.kind !== 'num' || node.base.value !== 10 ? `\\log_{${latex(node.base)}}` : '\\log';
      return node.arg.kind === 'group' ? `${name}${latex(node.arg)}` : `${name} ${latex(node.arg)}`;
    }
    case 'abs':
      return `\\left|${latex(node.arg)}\\right|`;
    case 'group':
      return `\\left(${latex(node.arg)}\\right)`;
  }
}
