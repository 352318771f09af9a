/**
 * Reading a sequence question: the type (متتابعة حسابية / هندسية, arithmetic / geometric, or seen from listed
 * terms), what is given (listed terms "(٣، ٧، ١١، ...)", "2 + 5 + ... + 62", the first term, the base (أساس: the
 * common difference or ratio), "ح٣ = ١١", "the 5th term is 19", a sum) and what is asked, in order.
 */
import { frac, type Fraction } from '../../math/rational';
import { arabicOrdinal, englishOrdinal } from './reading';

export type SequenceType = 'arithmetic' | 'geometric';

export type SequenceAsk =
  | { kind: 'term'; index: number }
  | { kind: 'general' }
  | { kind: 'sum'; count: number }
  | { kind: 'sum-all' }
  | { kind: 'infinite-sum' }
  | { kind: 'count' }
  | { kind: 'first' }
  | { kind: 'base' };

export interface SequenceReading {
  type: SequenceType | null;
  infinite: boolean;
  listed: Fraction[];
  /** The last term written after "...". */
  last: Fraction | null;
  /** Terms given by position (the first term is index 1). */
  facts: Array<{ index: number; value: Fraction }>;
  base: Fraction | null;
  /** A sum the question states (to find how many terms). */
  givenSum: Fraction | null;
  asks: SequenceAsk[];
  /** Every number this reading used, to be sure nothing of the question was left out. */
  used: number[];
  /** How the student wrote each value that was read (0.5 stays 0.5, 1/3 stays 1/3). */
  written: Map<string, string>;
}

const TERM = String.raw`-?\s*\d+(?:\.\d+)?(?:\s*\/\s*\d+)?`;
const LIST = new RegExp(String.raw`\(?\s*(${TERM}(?:\s*[,+]\s*${TERM})+)\s*[,+]\s*(?:\.\s*){2,3}(?:\s*[,+]\s*(${TERM}))?\s*\)?`);

export const SEQUENCE_GATE = /متتابع|متسلسل|sequence|progression|series|(?<![\u0621-\u064A])ح\s*\d|-?\d+\s*[,+]\s*-?\d+\s*[,+]\s*-?\d+\s*[,+]\s*\.\.\./;

let writtenForms = new Map<string, string>();

function fractionOf(text: string): Fraction {
  const compact = text.replace(/\s+/g, '');
  const [top, bottom] = compact.split('/');
  const value = bottom === undefined ? frac(top!) : frac(top!).div(frac(bottom));
  writtenForms.set(value.toFraction(), compact);
  return value;
}

const numbersIn = (text: string): number[] => [...text.matchAll(/\d+(?:\.\d+)?/g)].map((match) => Number(match[0]));

/** The reading, or null when this is not a sequence question. */
export function readSequence(text: string): SequenceReading | null {
  if (!SEQUENCE_GATE.test(text)) return null;
  const used: number[] = [];
  writtenForms = new Map();
  const type: SequenceType | null = /حسابيه|arithmetic/.test(text) ? 'arithmetic' : /هندسيه|geometric/.test(text) ? 'geometric' : null;
  if (/حسابيه|arithmetic/.test(text) && /هندسيه|geometric/.test(text)) return null;
  const infinite = /لا\s*نهائ?يه|اللانهائيه|لانهائيه|مالانهايه|infinity|infinite|∞/.test(text);
  let rest = text;
  let listed: Fraction[] = [];
  let last: Fraction | null = null;
  const list = LIST.exec(rest);
  if (list) {
    listed = list[1]!.split(/\s*[,+]\s*/).map(fractionOf);
    last = list[2] ? fractionOf(list[2]) : null;
    used.push(...numbersIn(list[0]));
    rest = rest.replace(list[0], ' ');
  }

  const facts: Array<{ index: number; value: Fraction }> = [];
  const asks: Array<{ at: number; ask: SequenceAsk }> = [];
  const valueAfter = (from: number, needsSign: boolean): { value: Fraction; raw: string } | null => {
    const pattern = needsSign
      ? new RegExp(String.raw`^\s*(?:=|هو|يساوي|تساوي)\s*(${TERM})(?!\d|\.\d)`)
      : new RegExp(String.raw`^\s*(?:of\s+(?:the|an?)\s+(?:arithmetic|geometric)\s+(?:sequence|progression|series)\s*)?(?:=|هو|يساوي|تساوي|is|equals)?\s*(${TERM})(?!\d|\.\d|\s*(?:حد|terms?))`);
    const match = pattern.exec(rest.slice(from));
    return match ? { value: fractionOf(match[1]!), raw: match[0] } : null;
  };
  const record = (index: number, at: number, end: number, needsSign: boolean): void => {
    const value = valueAfter(end, needsSign);
    if (value) {
      facts.push({ index, value: value.value });
      used.push(index, ...numbersIn(value.raw));
    } else {
      asks.push({ at, ask: index === 1 && /الاول|first/.test(rest.slice(at, end)) && /والاساس|و\s*الاساس|and (?:the )?common|و\s*اساسها/.test(rest.slice(end, end + 30)) ? { kind: 'first' } : { kind: 'term', index } });
      used.push(index);
    }
  };
  for (const match of rest.matchAll(/(?:حدها|الحد|حد)\s+(?=ال)/g)) {
    const ordinal = arabicOrdinal(rest.slice(match.index! + match[0].length));
    if (ordinal) record(ordinal.value, match.index!, match.index! + match[0].length + ordinal.length, false);
  }
  for (const match of rest.matchAll(/(?<![\u0621-\u064Aa-z])(?:ح|t|u)\s*_?\s*\(?(\d+)\)?/g)) record(Number(match[1]), match.index!, match.index! + match[0].length, true);
  for (const match of rest.matchAll(/(?<![a-z\d-])(?=(?:\d+\s*(?:st|nd|rd|th)|[a-z]+(?:[-\s][a-z]+)?)\s+term\b)/g)) {
    const ordinal = englishOrdinal(rest.slice(match.index!));
    if (!ordinal) continue;
    const after = rest.slice(match.index! + ordinal.length);
    const termWord = /^\s+term\b/.exec(after);
    if (termWord) record(ordinal.value, match.index!, match.index! + ordinal.length + termWord[0].length, false);
  }
  // Dedupe overlapping English ordinal scans (e.g. "twenty-first" also scanned at "first").
  const seen = new Set<number>();
  const orderedAsks = asks.sort((a, b) => a.at - b.at).filter((entry) => (seen.has(entry.at) ? false : (seen.add(entry.at), true)));

  let base: Fraction | null = null;
  const baseMatch = new RegExp(String.raw`(?:اساسها|الاساس|اساس المتتابعه|common (?:difference|ratio)|(?<![a-z])[dr])\s*(?:=|هو|يساوي|is|of)?\s*(${TERM})(?!\d|\.\d)`).exec(rest);
  if (baseMatch) {
    base = fractionOf(baseMatch[1]!);
    used.push(...numbersIn(baseMatch[1]!));
  } else {
    const askedBase = /(?:اساسها|الاساس|common (?:difference|ratio))/.exec(rest);
    if (askedBase) orderedAsks.push({ at: askedBase.index, ask: { kind: 'base' } });
  }

  const sumCount = /مجموع\s+(?:اول\s+)?(\d+)\s*(?:حد|حدا|حدود)|sum of (?:the )?first (\d+) terms|(?<![a-z])s_?(\d+)(?!\d|\.\d)|(?<![\u0621-\u064A])ج\s*_?(\d+)/.exec(rest);
  if (sumCount) {
    const count = Number(sumCount[1] ?? sumCount[2] ?? sumCount[3] ?? sumCount[4]);
    orderedAsks.push({ at: sumCount.index, ask: { kind: 'sum', count } });
    used.push(count);
  }
  const sumWords = sumCount ? null : sumCountInWords(rest);
  if (sumWords) {
    orderedAsks.push({ at: sumWords.at, ask: { kind: 'sum', count: sumWords.count } });
    used.push(sumWords.count);
  }
  const countAsked = sumWords ? null : /عدد حدود|كم حدا|كم حد|how many terms|number of terms|اوجد\s+(?:قيمه\s+)?ن(?![\u0621-\u064A])|find n\b/.exec(rest);
  let givenSum: Fraction | null = null;
  if (countAsked) {
    orderedAsks.push({ at: countAsked.index, ask: { kind: 'count' } });
    const sum = new RegExp(String.raw`(?:مجموع|sum)[^\d]{0,40}?(?:=|يساوي|is|of|be)?\s*(${TERM})(?!\d|\.\d|\s*(?:حد|terms?))`).exec(rest);
    if (sum) {
      givenSum = fractionOf(sum[1]!);
      used.push(...numbersIn(sum[1]!));
    }
  } else if (!sumCount && !sumWords && /مجموع|sum/.test(rest)) {
    orderedAsks.push({ at: /مجموع|sum/.exec(rest)!.index, ask: infinite ? { kind: 'infinite-sum' } : { kind: 'sum-all' } });
  }
  const general = /الحد العام|الحد النوني|general term|nth term|n\s*th term/.exec(rest);
  if (general) orderedAsks.push({ at: general.index, ask: { kind: 'general' } });

  return { type, infinite, listed, last, facts, base, givenSum, asks: orderedAsks.sort((a, b) => a.at - b.at).map((entry) => entry.ask), used, written: writtenForms };
}

/** Counts written as words (search-folded Arabic: ة → ه), for "مجموع العشرين حدا الاولي", "sum of the first ten terms". */
const ARABIC_COUNTS: Record<string, number> = {
  ثلاث: 3, ثلاثه: 3, اربع: 4, اربعه: 4, خمس: 5, خمسه: 5, ست: 6, سته: 6, سبع: 7, سبعه: 7, ثماني: 8, ثمانيه: 8, ثمان: 8,
  تسع: 9, تسعه: 9, عشر: 10, عشره: 10, عشرين: 20, ثلاثين: 30, اربعين: 40, خمسين: 50, ستين: 60, مائه: 100, مئه: 100,
};
const ENGLISH_COUNTS: Record<string, number> = {
  three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12, fifteen: 15, twenty: 20, thirty: 30, forty: 40, fifty: 50, hundred: 100,
};

/** "مجموع (ال)ستة حدود (الاولي)" / "مجموع العشرين حدا الاولي" / "sum of the first ten terms": the count and where it is asked. */
function sumCountInWords(text: string): { count: number; at: number } | null {
  const arabic = /مجموع\s+(?:اول\s+)?(?:ال)?([\u0621-\u064A]+)\s+(?:حدا|حدود|حد)(?![\u0621-\u064A])/.exec(text);
  if (arabic) {
    const count = ARABIC_COUNTS[arabic[1]!];
    if (count) return { count, at: arabic.index };
  }
  const english = /sum of (?:the )?first ([a-z]+) terms/.exec(text);
  if (english) {
    const count = ENGLISH_COUNTS[english[1]!];
    if (count) return { count, at: english.index };
  }
  return null;
}
