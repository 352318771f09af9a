/**
 * Finds the maths inside a sentence ("solve 2x + 3 = 7 please", "حل المعادلة: x^2 - 5x + 6 = 0"): the longest
 * runs of mathematical tokens, split at words that are not maths and at , ; ? : and new lines.
 */

/** Names the parser understands as functions or constants. */
const MATH_WORDS: ReadonlySet<string> = new Set([
  'sin', 'cos', 'tan', 'cot', 'sec', 'csc', 'ln', 'log', 'sqrt', 'cbrt', 'exp', 'abs', 'pi', 'e', 'inf', 'deg', 'pct',
]);

/** Letters that may be run together as a product ("xy", "xsinx"). */
const COMPOUND_LETTERS = new Set(['x', 'y', 'z']);

/** Splits a run of letters into maths names and single-letter variables, or null when it is an ordinary word. */
export function splitIdentifier(word: string): string[] | null {
  if (MATH_WORDS.has(word)) return [word];
  if (word.length === 1) return word === 'i' ? null : [word];
  const parts: string[] = [];
  let position = 0;
  while (position < word.length) {
    const name = [...MATH_WORDS].filter((candidate) => candidate.length > 1 && word.startsWith(candidate, position)).sort((a, b) => b.length - a.length)[0];
    if (name) {
      parts.push(name);
      position += name.length;
    } else if (COMPOUND_LETTERS.has(word[position]!)) {
      parts.push(word[position]!);
      position += 1;
    } else {
      return null;
    }
  }
  return parts;
}

const MATH_PUNCTUATION = /^[+\-*/^()[\]{}=_.|<>!]$/;

/** The maths runs of a normalised sentence, in order. Runs with no digit and no variable are dropped. */
export function mathSegments(text: string): string[] {
  const tokens = text.match(/[a-z]+|\d+(?:\.\d+)?|\s+|[\s\S]/g) ?? [];
  const segments: string[] = [];
  let current = '';
  const close = (): void => {
    const segment = current.trim().replace(/[.=]+$/, '').trim();
    if (/[\da-z]/.test(segment)) segments.push(segment);
    current = '';
  };
  for (const token of tokens) {
    if (/^\s+$/.test(token)) {
      if (token.includes('\n')) close();
      else current += ' ';
    } else if (/^\d/.test(token) || MATH_PUNCTUATION.test(token)) {
      current += token;
    } else if (/^[a-z]+$/.test(token) && splitIdentifier(token)) {
      current += token;
    } else {
      close();
    }
  }
  close();
  // A lone letter is maths only when it is a usual variable ("a" and "e" are English words too).
  return segments.filter((segment) => !/^[a-z]$/.test(segment) || COMPOUND_LETTERS.has(segment) || segment === 't');
}
