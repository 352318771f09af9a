/**
 * What a circuit question asks, in order: each asking clause ("احسب …", "find …", "… يبقى كام؟") split at "and / و"
 * into single requests (equivalent resistance, total current, the current in or the voltage across a named
 * resistor, each current, the terminal voltage, the internal resistance).
 */
import type { Quantity } from './read';

const ASK = /احسب|اوجد|عين|(?:عايز|عاوز)(?:ه|ين)? ?اعرف|يبقي|تبقي|(?<![\u0621-\u064A])كام(?![\u0621-\u064A])|\bfind\b|\bcalculate\b|\bdetermine\b|\bcompute\b|\bwhat(?:'?s)?\b|\bhow\b/g;
/** Colloquial asking words that come after what is asked: "التيار … يبقى كام؟", "التيار الكلي كام امبير". */
const ASKED_AFTER = /^(?:يبقي|تبقي|كام)/;
const ASKED_NOUN = /(?:شده )?التيار|المقاومه|فرق الجهد|القدره|الطاقه|التكلفه|القوه|الفيض|كثافه/g;

/** A part label: (ا) (ب) (ج) (a) (b) (c) (folded أ → ا). */
const PART_LABEL = /(?:^|\s|[.:?،,])\(\s*(?:[ابجد]|[a-d])\s*\)/g;

export interface Clause {
  start: number;
  end: number;
  text: string;
}

/** The asking clauses: from an asking word to the end of its sentence (or the next asking word). */
export function askingClauses(text: string): Clause[] {
  const starts = [...text.matchAll(ASK)].map((match) => {
    const at = match.index ?? 0;
    if (!ASKED_AFTER.test(match[0]) || (match[0] !== 'كام' && /^\S+\s+(?!كام)[\u0621-\u064A]{3,}/.test(text.slice(at)))) return at;
    // "التيار في المقاومه 1 اوم يبقي كام": the asked noun comes before the asking word.
    const sentence = Math.max(...[...text.slice(0, at).matchAll(/[.:?!،,](?!\d)/g)].map((stop) => (stop.index ?? 0) + 1), 0);
    const nouns = [...text.slice(sentence, at).matchAll(ASKED_NOUN)];
    // "كام" with no asked noun before it ("… يبقي كام", "كام مقاومه") starts no clause of its own.
    return nouns.length > 0 ? sentence + (nouns[0]!.index ?? 0) : match[0] === 'كام' ? -1 : at;
  }).filter((start, index, all) => start >= 0 && all.indexOf(start) === index);
  // "احسب: (أ) شدة التيار (ب) فرق الجهد …": each labelled part after an asking word asks on its own.
  if (starts.length > 0) {
    for (const label of text.matchAll(PART_LABEL)) {
      const at = (label.index ?? 0) + label[0].indexOf('(');
      if (at > starts[0]! && !starts.includes(at)) starts.push(at);
    }
    starts.sort((a, b) => a - b);
  }
  const clauses: Clause[] = [];
  starts.forEach((start, index) => {
    // "احسب:" opens a list of labelled parts: its colon does not end it.
    const opening = /^\(\s*[^)\s]\s*\)|^\S+\s*:\s*(?=\()/.exec(text.slice(start))?.[0].length ?? 0;
    const found = text.slice(start + opening).search(/[.:?!](?!\d)|\(\s*[بجb-d]\s*\)/);
    const stop = found < 0 ? -1 : found + opening;
    const end = Math.min(stop < 0 ? text.length : start + Math.max(stop, 1), starts[index + 1] ?? text.length);
    clauses.push({ start, end, text: text.slice(start, end) });
  });
  return clauses;
}

export const inClauses = (quantity: Quantity, clauses: readonly Clause[]): boolean =>
  clauses.some((clause) => quantity.start >= clause.start && quantity.start < clause.end);

const EACH = /كل مقاومه|each|كل فرع|كل منها|كل منهما|كل واحده/;

export type Request =
  | { kind: 'equivalent' }
  | { kind: 'internal' }
  | { kind: 'terminal' }
  | { kind: 'total-current' }
  | { kind: 'each-current' }
  | { kind: 'each-voltage' }
  | { kind: 'current-in'; resistance: number }
  | { kind: 'voltage-across'; resistance: number }
  | { kind: 'power-in'; resistance: number };

/** The requests in order; null when some asking piece names nothing known (or names power, energy …). */
export function circuitRequests(text: string, clauses: readonly Clause[], references: readonly Quantity[]): Request[] | null {
  const requests: Request[] = [];
  for (const clause of clauses) {
    let offset = clause.start;
    for (const piece of clause.text.split(/\band\b|\sو(?=ال|فرق|شده|كذلك)/)) {
      const pieceStart = text.indexOf(piece, offset);
      offset = pieceStart + piece.length;
      const named = references.filter((quantity) => quantity.start >= pieceStart && quantity.start < pieceStart + piece.length);
      if (/طاقه|energy|حراره|heat|تكلف|cost|شحنه|charge/.test(piece) || named.length > 1) return null;
      const request = /قدره|power/.test(piece) ? (named[0] && !/تيار|current|جهد|voltage/.test(piece) ? { kind: 'power-in' as const, resistance: named[0].si } : undefined) : readRequest(piece, named[0]);
      if (request === undefined) return null;
      if (request) requests.push(request);
    }
  }
  return requests.length > 0 ? requests : null;
}

/** One request; null for a piece that asks nothing ("عايز اعرف"), undefined when it cannot be read. */
function readRequest(piece: string, named: Quantity | undefined): Request | null | undefined {
  if (/الداخليه|internal/.test(piece)) return named ? undefined : { kind: 'internal' };
  if (/مكافي|مكافئ|equivalent|total resistance|combined resistance|effective resistance|المقاومه الكليه/.test(piece)) return named ? undefined : { kind: 'equivalent' };
  if (/قطبي|طرفي|terminal/.test(piece) && !named) return { kind: 'terminal' };
  const voltage = /جهد|voltage|potential difference|p\.d/.test(piece);
  const current = /تيار|current/.test(piece);
  if (voltage && current) return undefined;
  if (voltage) return named ? { kind: 'voltage-across', resistance: named.si } : EACH.test(piece) ? { kind: 'each-voltage' } : undefined;
  if (current) {
    if (named) return { kind: 'current-in', resistance: named.si };
    if (EACH.test(piece)) return { kind: 'each-current' };
    return { kind: 'total-current' };
  }
  const rest = piece.replace(ASK, ' ').replace(/لو سمحت|please|\bthe\b|\bis\b|كام|[^a-z\u0621-\u064A]/g, '');
  return rest.length < 3 && !named ? null : undefined;
}
