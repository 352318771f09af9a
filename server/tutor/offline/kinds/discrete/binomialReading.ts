/**
 * Reading a binomial-expansion question: the bracket (A ± B)^n with A, B monomials in x (س): "(س + ٢)^٨",
 * "(2x - 1/x)^6", "(س² + ١/س)^٩", "(x/2 + 2/x)^10"; the order (ascending / descending powers) and what is
 * asked: a term by position (الحد الخامس، ح٥، the 4th term), the middle term(s), the coefficient of x^k or of a
 * term, the term free of x.
 */
import { frac, type Fraction } from '../../math/rational';
import { arabicOrdinal, englishOrdinal } from './reading';

/** coefficient · x^power. */
export interface Monomial {
  coefficient: Fraction;
  power: number;
}

export type BinomialAsk =
  | { kind: 'term'; index: number; coefficientOnly: boolean }
  | { kind: 'middle' }
  | { kind: 'power'; power: number }
  | { kind: 'free' };

export interface BinomialReading {
  first: Monomial;
  second: Monomial;
  exponent: number;
  /** The bracket as written (x for س), for the statement. */
  bracket: string;
  asks: BinomialAsk[];
  order: 'as-written' | 'ascending' | 'descending';
  used: number[];
}

export const BINOMIAL_GATE = /مفكوك|فك\s|expansion|expand|binomial|ذات الحدين/;
/** "Find the 4th term of (3 - x)^5": a bracket to a power and a term asked, without the word "expansion". */
const TERM_OF_POWER = /\)\s*\^\s*\(?\d/;
const TERM_WORDS = /term|الحد|(?<![\u0621-\u064A])ح\s*\d|معامل|coefficient/;

/** A monomial like 2x, x^2, 1/x, 3/x^2, x/2, -2, 2x^3 (x only), or null. */
export function parseMonomial(source: string): Monomial | null {
  const text = source.replace(/\s+/g, '').replace(/\*/g, '');
  const match = /^([+-]?)(\d+(?:\.\d+)?)?(x(?:\^(\d+))?)?(?:\/(\d+(?:\.\d+)?)?(x(?:\^(\d+))?)?)?$/.exec(text);
  if (!match || text === '' || /^[+-]$/.test(text)) return null;
  const [, sign, top, topX, topPower, bottom, bottomX, bottomPower] = match;
  if (text.includes('/') && !bottom && !bottomX) return null;
  if (!top && !topX) return null;
  let coefficient = frac(top ?? '1');
  if (bottom) coefficient = coefficient.div(frac(bottom));
  if (sign === '-') coefficient = coefficient.neg();
  const power = (topX ? Number(topPower ?? 1) : 0) - (bottomX ? Number(bottomPower ?? 1) : 0);
  return { coefficient, power };
}

/** Splits "A + B" / "A - B" at the top-level sign between two monomials. */
function splitBracket(inside: string): [Monomial, Monomial] | null {
  const body = inside.trim();
  for (let index = 1; index < body.length; index += 1) {
    const char = body[index];
    if ((char === '+' || char === '-') && !/[\/^*]\s*$/.test(body.slice(0, index))) {
      const first = parseMonomial(body.slice(0, index));
      const second = parseMonomial(body.slice(index));
      if (first && second) return [first, second];
    }
  }
  return null;
}

const numbersIn = (text: string): number[] => [...text.matchAll(/\d+(?:\.\d+)?/g)].map((match) => Number(match[0]));

export function readBinomial(text: string): BinomialReading | null {
  if (!BINOMIAL_GATE.test(text) && !(TERM_OF_POWER.test(text) && TERM_WORDS.test(text))) return null;
  const maths = text.replace(/(?<![\u0621-\u064A])س(?![\u0621-\u064A])/g, 'x');
  const brackets = [...maths.matchAll(/\(([^()]+)\)\s*\^\s*\(?(\d+)\)?/g)];
  if (brackets.length !== 1) return null;
  const bracket = brackets[0]!;
  const pair = splitBracket(bracket[1]!);
  const exponent = Number(bracket[2]);
  if (!pair || exponent < 1 || exponent > 40) return null;
  const used = numbersIn(bracket[0]);
  const rest = maths.replace(bracket[0], ' ');
  const asks: Array<{ at: number; ask: BinomialAsk }> = [];
  const coefficientBefore = (at: number): boolean => /(?:معامل|coefficient of)\s*$/.test(rest.slice(Math.max(0, at - 20), at));
  for (const match of rest.matchAll(/(?:الحد|حد)\s+(?=ال)/g)) {
    const ordinal = arabicOrdinal(rest.slice(match.index! + match[0].length));
    if (ordinal) asks.push({ at: match.index!, ask: { kind: 'term', index: ordinal.value, coefficientOnly: coefficientBefore(match.index!) } });
  }
  for (const match of rest.matchAll(/(?<![\u0621-\u064Aa-z])(?:ح|t)\s*_?\s*(\d+)/g)) {
    asks.push({ at: match.index!, ask: { kind: 'term', index: Number(match[1]), coefficientOnly: coefficientBefore(match.index!) } });
    used.push(Number(match[1]));
  }
  for (const match of rest.matchAll(/(?<![a-z\d-])(?=(?:\d+\s*(?:st|nd|rd|th)|[a-z]+(?:-[a-z]+)?)\s+term\b)/g)) {
    const ordinal = englishOrdinal(rest.slice(match.index!));
    if (!ordinal || !/^\s+term\b/.test(rest.slice(match.index! + ordinal.length))) continue;
    asks.push({ at: match.index!, ask: { kind: 'term', index: ordinal.value, coefficientOnly: /coefficient of (?:the )?$/.test(rest.slice(Math.max(0, match.index! - 20), match.index!)) } });
    used.push(...numbersIn(rest.slice(match.index!, match.index! + ordinal.length)));
  }
  const middle = /الاوسط|الاوسطين|الاوسطان|middle term/.exec(rest);
  if (middle) asks.push({ at: middle.index, ask: { kind: 'middle' } });
  const free = /الخالي من x|الخالى من x|الحد المطلق|independent of x|free of x|constant term|term without x/.exec(rest);
  if (free) asks.push({ at: free.index, ask: { kind: 'free' } });
  for (const match of rest.matchAll(/(?:معامل|coefficient of)\s*x(?:\s*\^\s*(\d+))?/g)) {
    asks.push({ at: match.index!, ask: { kind: 'power', power: Number(match[1] ?? 1) } });
    if (match[1]) used.push(Number(match[1]));
  }
  const order = /تصاعدي|ascending/.test(rest) ? 'ascending' : /تنازلي|descending/.test(rest) ? 'descending' : 'as-written';
  return { first: pair[0], second: pair[1], exponent, bracket: bracket[1]!.trim(), asks: asks.sort((a, b) => a.at - b.at).map((entry) => entry.ask), order, used };
}
