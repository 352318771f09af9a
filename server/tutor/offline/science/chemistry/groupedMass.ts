/**
 * A second, independent way to add up a molar mass: straight from the formula as written, group by group
 * (Ca(OH)2 → 40 + 2 × (16 + 1)), evaluated by mathjs. The molar-mass solution compares it with the sum of the
 * per-element table.
 */
import { evaluate } from 'mathjs';
import type { ParsedFormula } from './formula';
import { findElement } from './periodicTable';

export interface GroupedMass {
  latex: string;
  value: number;
}

interface Term {
  expression: string;
  latex: string;
}

function scaled(term: Term, count: number, group: boolean): Term {
  if (count === 1) return term;
  const expression = group ? `(${term.expression})` : term.expression;
  const latex = group ? `\\left(${term.latex}\\right)` : term.latex;
  return { expression: `${count} * ${expression}`, latex: `${count} \\times ${latex}` };
}

function join(terms: readonly Term[]): Term {
  return { expression: terms.map((term) => term.expression).join(' + '), latex: terms.map((term) => term.latex).join(' + ') };
}

/** Terms of one hydrate-free part such as "K4[Fe(CN)6]"; null on malformed input. */
function partTerms(text: string): Term | null {
  const stack: Term[][] = [[]];
  let index = 0;
  const readCount = (): number => {
    const digits = /^\d+/.exec(text.slice(index))?.[0];
    if (!digits) return 1;
    index += digits.length;
    return Number(digits);
  };
  while (index < text.length) {
    const char = text[index] ?? '';
    if (char === '(' || char === '[') {
      stack.push([]);
      index += 1;
    } else if (char === ')' || char === ']') {
      index += 1;
      const inner = stack.pop();
      const outer = stack[stack.length - 1];
      if (!inner || !outer) return null;
      outer.push(scaled(join(inner), readCount(), inner.length > 1));
    } else {
      const symbol = /^[A-Z][a-z]?/.exec(text.slice(index))?.[0];
      const element = symbol ? findElement(symbol) : undefined;
      if (!symbol || !element) return null;
      index += symbol.length;
      stack[stack.length - 1]?.push(scaled({ expression: String(element.mass), latex: String(element.mass) }, readCount(), false));
    }
  }
  const terms = stack[0];
  return stack.length === 1 && terms && terms.length > 0 ? join(terms) : null;
}

export function groupedMass(formula: ParsedFormula): GroupedMass | null {
  const parts = formula.body.split(/[·•∙⋅*.]/);
  const terms: Term[] = [];
  for (const [position, part] of parts.entries()) {
    const coefficient = position > 0 ? /^\d+/.exec(part)?.[0] : undefined;
    const term = partTerms(coefficient ? part.slice(coefficient.length) : part);
    if (!term) return null;
    terms.push(scaled(term, coefficient ? Number(coefficient) : 1, true));
  }
  const total = join(terms);
  const value: unknown = evaluate(total.expression);
  return typeof value === 'number' ? { latex: total.latex, value } : null;
}
