/**
 * Prepares a tutor reply for remark-math. Models write maths with different delimiters (`$…$`, `$$…$$`, `\(…\)`,
 * `\[…\]`), while remark-math only knows dollars and treats every lone `$` as the start of a formula, so
 * "costs $5 and $10" would become maths. This pass, line by line and never inside code:
 * - turns `\(…\)` into `$…$` and `\[…\]` into `$$…$$`;
 * - puts a display formula that stands alone on its line (`$$x$$`, `\[x\]`, or one spread over lines) on lines of
 *   its own, the only form remark-math renders as display maths;
 * - keeps a pair of single dollars as maths only when it reads like Pandoc's inline maths (the opening `$` is
 *   followed by a non-space and not preceded by a digit, the closing `$` follows a non-space and is not followed
 *   by a digit, and no other `$` comes between); every other lone `$` is money and is escaped as `\$`.
 * Indented (four-space) code blocks are not recognised: a `$` inside one would show its escape.
 */

const FENCE_OPEN = /^\s{0,3}(`{3,}|~{3,})/;
const DISPLAY_LINE = /^(\s*)(\$\$|\\\[)(.*)$/;
/** A private-use character marks protected formulas while the lone dollars are examined. */
const PLACEHOLDER = '\uE000';
const PLACEHOLDER_PATTERN = new RegExp(`${PLACEHOLDER}(\\d+)${PLACEHOLDER}`, 'g');
const DIGIT = /\d/;
const WHITESPACE = /\s/;

/** The markdown with every maths delimiter in the form remark-math reads and every money dollar escaped. */
export function normaliseMathDelimiters(markdown: string): string {
  const output: string[] = [];
  let openFence: string | null = null;
  let displayCloser: string | null = null;

  for (const line of markdown.split(/\r?\n/)) {
    if (openFence) {
      output.push(line);
      if (line.trim().startsWith(openFence) && line.trim().replace(/[`~]/g, '') === '') openFence = null;
      continue;
    }
    if (displayCloser) {
      const closeAt = line.indexOf(displayCloser);
      if (closeAt === -1) {
        output.push(line);
        continue;
      }
      const indent = leadingWhitespace(line);
      const formulaTail = line.slice(0, closeAt);
      const after = line.slice(closeAt + displayCloser.length);
      if (formulaTail.trim()) output.push(formulaTail);
      output.push(`${indent}$$`);
      if (after.trim()) output.push(`${indent}${convertInline(after.trim())}`);
      displayCloser = null;
      continue;
    }
    const fence = FENCE_OPEN.exec(line);
    if (fence?.[1]) {
      openFence = fence[1];
      output.push(line);
      continue;
    }
    const display = DISPLAY_LINE.exec(line);
    if (display) {
      const [, indent = '', opener = '', rest = ''] = display;
      const closer = opener === '$$' ? '$$' : '\\]';
      const closeAt = rest.indexOf(closer);
      if (closeAt === -1) {
        output.push(`${indent}$$`);
        if (rest.trim()) output.push(`${indent}${rest.trim()}`);
        displayCloser = closer;
        continue;
      }
      const formula = rest.slice(0, closeAt).trim();
      const after = rest.slice(closeAt + closer.length);
      if (formula && !after.trim()) {
        output.push(`${indent}$$`, `${indent}${formula}`, `${indent}$$`);
        continue;
      }
    }
    output.push(convertInline(line));
  }
  return output.join('\n');
}

function leadingWhitespace(line: string): string {
  return /^\s*/.exec(line)?.[0] ?? '';
}

/** Converts the maths of one line, leaving its code spans untouched. */
function convertInline(line: string): string {
  return splitCodeSpans(line)
    .map((part) => (part.isCode ? part.text : convertText(part.text)))
    .join('');
}

interface LinePart {
  text: string;
  isCode: boolean;
}

/** Splits a line into code spans (a run of n backticks up to the next run of exactly n) and the text between. */
function splitCodeSpans(line: string): LinePart[] {
  const parts: LinePart[] = [];
  let textStart = 0;
  let index = 0;
  while (index < line.length) {
    if (line[index] !== '`') {
      index += 1;
      continue;
    }
    const run = /^`+/.exec(line.slice(index))?.[0] ?? '`';
    const closing = findBacktickRun(line, index + run.length, run.length);
    if (closing === -1) {
      index += run.length;
      continue;
    }
    if (index > textStart) parts.push({ text: line.slice(textStart, index), isCode: false });
    parts.push({ text: line.slice(index, closing + run.length), isCode: true });
    index = closing + run.length;
    textStart = index;
  }
  if (textStart < line.length) parts.push({ text: line.slice(textStart), isCode: false });
  return parts;
}

function findBacktickRun(line: string, from: number, length: number): number {
  const pattern = /`+/g;
  pattern.lastIndex = from;
  for (let match = pattern.exec(line); match; match = pattern.exec(line)) {
    if (match[0].length === length) return match.index;
  }
  return -1;
}

/** Converts `\(…\)` and `\[…\]`, protects double-dollar formulas, then pairs or escapes the lone dollars. */
function convertText(text: string): string {
  const protectedFormulas: string[] = [];
  const protect = (formula: string) => {
    protectedFormulas.push(formula);
    return `${PLACEHOLDER}${protectedFormulas.length - 1}${PLACEHOLDER}`;
  };
  const withFormulasProtected = text
    .replace(/\\\[([\s\S]+?)\\\]/g, (_whole, formula: string) => protect(`$$${formula.trim()}$$`))
    .replace(/\\\(([\s\S]+?)\\\)/g, (_whole, formula: string) => protect(`$${formula.trim()}$`))
    .replace(/(?<![\\$])\$\$(?!\$)([\s\S]+?)(?<![\\$])\$\$(?!\$)/g, (whole) => protect(whole));
  return escapeMoneyDollars(withFormulasProtected).replace(
    PLACEHOLDER_PATTERN,
    (_whole, index: string) => protectedFormulas[Number(index)] ?? '',
  );
}

/** Keeps Pandoc-style pairs of single dollars as maths and escapes every other lone dollar. */
function escapeMoneyDollars(text: string): string {
  const dollars: number[] = [];
  for (let index = 0; index < text.length; index += 1) {
    if (text[index] !== '$' || text[index - 1] === '\\') continue;
    if (text[index - 1] === '$' || text[index + 1] === '$') continue;
    dollars.push(index);
  }
  const moneyDollars = new Set<number>();
  for (let index = 0; index < dollars.length; ) {
    const opening = dollars[index] ?? -1;
    const closing = dollars[index + 1];
    if (closing !== undefined && canOpenMaths(text, opening) && canCloseMaths(text, closing)) {
      index += 2;
    } else {
      moneyDollars.add(opening);
      index += 1;
    }
  }
  let result = '';
  for (let index = 0; index < text.length; index += 1) {
    result += moneyDollars.has(index) ? '\\$' : text[index];
  }
  return result;
}

function canOpenMaths(text: string, at: number): boolean {
  const next = text[at + 1];
  const previous = text[at - 1];
  return next !== undefined && !WHITESPACE.test(next) && !(previous !== undefined && DIGIT.test(previous));
}

function canCloseMaths(text: string, at: number): boolean {
  const previous = text[at - 1];
  const next = text[at + 1];
  return previous !== undefined && !WHITESPACE.test(previous) && !(next !== undefined && DIGIT.test(next));
}
