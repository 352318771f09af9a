/**
 * Reads back the LaTeX the offline solvers write (\frac, \sqrt, ^{…}, \left( … \right), \text{unit}) as the plain
 * maths the offline parser understands, so a verified answer can be compared numerically with a student's.
 * It covers what our solvers emit, not LaTeX in general; a student's own LaTeX goes through the same path.
 */
import { normalizeMathText } from '../offline/math/normalize';
import { parseMath, type ParsedMath } from '../offline/math/parse';

/** The contents of every `$…$` / `$$…$$` span of a markdown line, in order. */
export function mathSpans(markdown: string): string[] {
  return [...markdown.matchAll(/\$\$([\s\S]+?)\$\$|\$([^$]+?)\$/g)].map((match) => (match[1] ?? match[2] ?? '').trim());
}

/** Index just past the `{…}` group that opens at `start` (which must be `{`), or -1. */
function groupEnd(text: string, start: number): number {
  if (text[start] !== '{') return -1;
  let depth = 0;
  for (let index = start; index < text.length; index += 1) {
    if (text[index] === '{') depth += 1;
    else if (text[index] === '}') {
      depth -= 1;
      if (depth === 0) return index + 1;
    }
  }
  return -1;
}

/** Rewrites every `\command{a}{b}…` with `arity` brace groups through `rewrite`, innermost first. */
function replaceCommand(text: string, command: string, arity: number, rewrite: (args: string[]) => string): string {
  let result = text;
  for (let guard = 0; guard < 200; guard += 1) {
    const start = result.lastIndexOf(command);
    if (start < 0) return result;
    let position = start + command.length;
    const args: string[] = [];
    for (let count = 0; count < arity; count += 1) {
      while (result[position] === ' ') position += 1;
      const end = groupEnd(result, position);
      if (end < 0) return result;
      args.push(result.slice(position + 1, end - 1));
      position = end;
    }
    result = `${result.slice(0, start)}${rewrite(args)}${result.slice(position)}`;
  }
  return result;
}

/** `\sqrt[n]{a}` → `nthroot`; `\sqrt{a}` → `sqrt(a)`. */
function replaceRoots(text: string): string {
  let result = text.replace(/\\sqrt\[3\]/g, '\\cbrt');
  result = replaceCommand(result, '\\cbrt', 1, ([radicand]) => ` cbrt(${radicand}) `);
  return replaceCommand(result, '\\sqrt', 1, ([radicand]) => ` sqrt(${radicand}) `);
}

/**
 * Plain maths text from LaTeX: `\frac{a}{b}` → `((a)/(b))`, `x^{2}` → `x^(2)`, `30^{\circ}` → `30°`, functions and
 * constants by name, spacing commands dropped. `\text{…}` and `\mathrm{…}` keep their contents.
 */
export function latexToPlain(latex: string): string {
  // |u| → abs(u) before the \left / \right sizes go: the parser has no bars.
  let text = latex
    .replace(/\\(ln|log)\s*\\left\|([\s\S]*?)\\right\|/g, ' $1(abs($2))')
    .replace(/\\left\|([\s\S]*?)\\right\|/g, ' abs($1)')
    .replace(/\\(?:left|right)(?![A-Za-z])|\\displaystyle/g, '')
    .replace(/\\[dt]frac/g, '\\frac');
  text = text.replace(/\^\{?\\circ\}?/g, '°').replace(/\\%/g, '%');
  text = replaceCommand(text, '\\frac', 2, ([numerator, denominator]) => `((${numerator})/(${denominator}))`);
  text = replaceRoots(text);
  text = replaceCommand(text, '\\operatorname', 1, ([name]) => ` ${name} `);
  text = replaceCommand(text, '\\text', 1, ([words]) => ` ${words} `);
  // Chemical formulas keep their subscripts as digits (H_{2}O → H2O).
  text = replaceCommand(text, '\\mathrm', 1, ([formula]) => formula!.replace(/_\{(\d+)\}/g, '$1'));
  return text
    .replace(/\\(?:times|cdot)/g, '*')
    .replace(/\\div/g, '/')
    .replace(/\\pm/g, '±')
    .replace(/\\(?:rightarrow|to)/g, ' -> ')
    .replace(/\\infty/g, ' inf ')
    .replace(/\\pi/g, ' pi ')
    .replace(/\\Omega/g, 'Ω')
    .replace(/\\(sin|cos|tan|cot|sec|csc|ln|log|exp)(?![a-z])/g, ' $1 ')
    // \sin^{2} 2x: the power of a function name stays glued to it (school notation sin^2 2x).
    .replace(/ (sin|cos|tan|cot|sec|csc) \^\{(\d+)\}/g, ' $1^$2 ')
    .replace(/\\[,;:! ]/g, ' ')
    .replace(/_\{[^{}]*\}|_[A-Za-z0-9]/g, '')
    .replace(/\{/g, '(')
    .replace(/\}/g, ')')
    .replace(/\\[A-Za-z]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Parses plain maths (or LaTeX) the way the offline solver reads a student's message. */
export function parseMaths(source: string): ParsedMath | null {
  const plain = /[\\{}]/.test(source) ? latexToPlain(source) : source;
  const normalized = normalizeMathText(plain).text;
  if (normalized === '' || /±/.test(normalized)) return null;
  try {
    return parseMath(normalized);
  } catch {
    return null;
  }
}
