/**
 * Formulas of the physics laws: parsed once with mathjs, evaluated numerically, and rendered to LaTeX either with
 * their symbols (a = \frac{v - v_0}{t}) or with the numbers substituted (a = \frac{20 - 0}{5}).
 */
import { parse, type EvalFunction, type MathNode } from 'mathjs';
import { latexNumber } from '../shared/format';
import { isSymbol, SYMBOLS } from './symbols';

const FUNCTIONS: Readonly<Record<string, (value: number) => number>> = {
  sqrt: Math.sqrt,
  /** Cosine of an angle in degrees (school problems give angles in degrees). */
  cosd: (degrees: number) => Math.cos((degrees * Math.PI) / 180),
};

export interface Formula {
  node: MathNode;
  compiled: EvalFunction;
  /** The quantity symbols the formula reads. */
  inputs: string[];
}

export function compileFormula(source: string): Formula {
  const node = parse(source);
  const names = node
    .filter((child) => child.type === 'SymbolNode')
    .map((child) => (child as unknown as { name: string }).name)
    .filter((name) => !Object.hasOwn(FUNCTIONS, name));
  return { node, compiled: node.compile(), inputs: [...new Set(names)] };
}

/** The formula's value at `values` (SI numbers); NaN when it is undefined there. */
export function evaluateFormula(formula: Formula, values: Readonly<Record<string, number>>): number {
  try {
    const result: unknown = formula.compiled.evaluate({ ...FUNCTIONS, ...values });
    return typeof result === 'number' && Number.isFinite(result) ? result : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

interface RenderOptions {
  /** When given, symbols are replaced by these values. */
  values?: Readonly<Record<string, number>>;
}

type AnyNode = MathNode & {
  fn?: string | { name?: string };
  op?: string;
  args?: MathNode[];
  name?: string;
  value?: unknown;
  content?: MathNode;
};

function isSum(node: AnyNode): boolean {
  return node.type === 'OperatorNode' && (node.fn === 'add' || node.fn === 'subtract');
}

function isAtom(node: AnyNode): boolean {
  return node.type === 'SymbolNode' || node.type === 'ConstantNode' || node.type === 'ParenthesisNode' || node.type === 'FunctionNode';
}

/** A parenthesised node whose brackets a fraction bar or a root already shows. */
function unwrap(node: AnyNode): AnyNode {
  return node.type === 'ParenthesisNode' && node.content ? unwrap(node.content as AnyNode) : node;
}

/** A substituted value written as a × 10^n, which needs brackets inside a product or under a power. */
function isScientific(node: AnyNode, latex: string): boolean {
  return node.type === 'SymbolNode' && latex.includes('10^{') && !latex.startsWith('\\left');
}

function wrap(latex: string, needed: boolean): string {
  return needed ? `\\left(${latex}\\right)` : latex;
}

function render(node: AnyNode, options: RenderOptions): string {
  switch (node.type) {
    case 'ConstantNode':
      return latexNumber(Number(node.value));
    case 'SymbolNode': {
      const name = node.name ?? '';
      const value = options.values?.[name];
      if (value !== undefined) return wrap(latexNumber(value), value < 0);
      return isSymbol(name) ? SYMBOLS[name].latex : name;
    }
    case 'ParenthesisNode':
      return wrap(render(node.content as AnyNode, options), true);
    case 'FunctionNode': {
      const name = typeof node.fn === 'string' ? node.fn : node.fn?.name;
      const argument = render(unwrap((node.args?.[0] ?? node) as AnyNode), options);
      if (name === 'sqrt') return `\\sqrt{${argument}}`;
      if (name === 'cosd') return options.values ? `\\cos ${argument}^\\circ` : `\\cos ${argument}`;
      return `${name ?? ''}\\left(${argument}\\right)`;
    }
    case 'OperatorNode': {
      const [left, right] = (node.args ?? []) as AnyNode[];
      if (!left) return '';
      const leftLatex = render(left, options);
      if (node.fn === 'unaryMinus') return `-${wrap(leftLatex, isSum(left))}`;
      if (!right) return leftLatex;
      const rightLatex = render(right, options);
      switch (node.fn) {
        case 'add':
          return `${leftLatex} + ${rightLatex}`;
        case 'subtract':
          return `${leftLatex} - ${wrap(rightLatex, isSum(right))}`;
        case 'multiply': {
          const separator = options.values || right.type === 'ConstantNode' ? ' \\times ' : '\\,';
          return `${wrap(leftLatex, isSum(left) || isScientific(left, leftLatex))}${separator}${wrap(rightLatex, isSum(right) || isScientific(right, rightLatex))}`;
        }
        case 'divide':
          return `\\frac{${render(unwrap(left), options)}}{${render(unwrap(right), options)}}`;
        case 'pow':
          return `${wrap(leftLatex, !isAtom(left) || isScientific(left, leftLatex))}^{${rightLatex}}`;
        default:
          return `${leftLatex} ${node.op ?? ''} ${rightLatex}`;
      }
    }
    default:
      return node.toString();
  }
}

/** The formula in LaTeX with its symbols. */
export function formulaLatex(formula: Formula): string {
  return render(formula.node as AnyNode, {});
}

/** The formula in LaTeX with each symbol replaced by its value. */
export function substitutedLatex(formula: Formula, values: Readonly<Record<string, number>>): string {
  return render(formula.node as AnyNode, { values });
}
