/**
 * The one mathjs instance the offline math solver uses (built once at import: creating mathjs per call is slow).
 * It parses the students' maths, evaluates it numerically and differentiates it independently of our own
 * step-by-step code, so every answer is cross-checked by a second, unrelated path.
 */
import { all, create, type MathNode } from 'mathjs';

export const math = create(all!);

// Helpers the parser emits for school notation: 30° → deg(30), 20% → pct(20).
math.import(
  {
    deg: (angle: number) => (angle * Math.PI) / 180,
    pct: (percent: number) => percent / 100,
  },
  { override: true },
);

export type NumericFunction = (scope?: Readonly<Record<string, number>>) => number;

/** Compiles a mathjs tree once into a function of the variables; it returns NaN where the tree has no real value. */
export function numericFunction(node: MathNode): NumericFunction {
  let compiled: ReturnType<MathNode['compile']> | null = null;
  try {
    compiled = node.compile();
  } catch {
    compiled = null;
  }
  return (scope = {}) => {
    if (!compiled) return Number.NaN;
    try {
      const value: unknown = compiled.evaluate({ ...scope });
      return typeof value === 'number' ? value : Number.NaN;
    } catch {
      return Number.NaN;
    }
  };
}

/** Evaluates a mathjs expression tree at the given variable values; NaN when it cannot. */
export function evaluateNode(node: MathNode, scope: Readonly<Record<string, number>> = {}): number {
  return numericFunction(node)(scope);
}

/** mathjs's own derivative of a tree (unsimplified: simplification is slow and not needed for a numeric check). */
export function mathjsDerivative(node: MathNode, variable: string): MathNode | null {
  try {
    return math.derivative(node, variable, { simplify: false });
  } catch {
    return null;
  }
}
