/**
 * Reads a heat-waves question: folds the spelling (digits, superscripts, hamza / taa marbuta / alef maqsura),
 * finds every number with the unit written after it (3 × 10⁸ m/s, ٢٧°س, ٢٠٠ سم³), where the question asks
 * (احسب / find / كم / يبقى كام …), the quantity each number is (by the words before it) and the quantities asked.
 */
import { normalizeForSearch, toLatinDigits } from '../../arabic';
import { unitAt, unitsOf, type Dimension, type Unit } from './units';

export interface Quantity {
  /** The number as written (a plain decimal; 3 × 10⁸ → 300000000). */
  value: number;
  /** The number as the student wrote it, in LaTeX (3 \times 10^{8}). */
  raw: string;
  unit: Unit | null;
  start: number;
  /** Just after the number and its unit. */
  end: number;
}

export interface Reading {
  /** The folded question (see `fold`). */
  text: string;
  quantities: Quantity[];
  /** Where the question starts asking (احسب، find, كم …); -1 when it never asks. */
  askAt: number;
}

const SUPERSCRIPTS = '⁰¹²³⁴⁵⁶⁷⁸⁹';

/** Latin digits, superscripts as ^n, folded Arabic spelling, Latin lower case, Arabic punctuation as ASCII. */
export function fold(question: string): string {
  const withPowers = toLatinDigits(question)
    .replace(/⁻/g, '^-')
    .replace(/\^-([⁰¹²³⁴⁵⁶⁷⁸⁹]+)/g, (_, digits: string) => `^-${[...digits].map((digit) => SUPERSCRIPTS.indexOf(digit)).join('')}`)
    .replace(/[⁰¹²³⁴⁵⁶⁷⁸⁹]+/g, (digits) => `^${[...digits].map((digit) => SUPERSCRIPTS.indexOf(digit)).join('')}`)
    .replace(/\\times/g, '×')
    .replace(/℃/g, '°C')
    // A sukun typed as the degree sign: "١٧ ْس".
    .replace(/\u0652\s?(?=[سمcC])/g, '°');
  return normalizeForSearch(withPowers)
    .replace(/،/g, ',')
    .replace(/؟/g, '?')
    .replace(/[−–]/g, '-')
    .replace(/(?<=[\d\s])(سم|م|cm|m|dm|mm)([23])(?![\d.])/g, '$1^$2')
    .replace(/(?<![\d.])(\d{1,3})((?:,\d{3})+)(?![\d.,])/g, (_, head: string, groups: string) => head + groups.replace(/,/g, ''))
    // "صفر°س" / "صفر درجه": zero written as a word before a temperature unit.
    .replace(/(?<![\u0621-\u064A])(?:ال)?صفر(?=\s?(?:°|درجه))/g, '0')
    .replace(/\s+/g, ' ');
}

const NUMBER = /(?<![\w.]|\^\s*)(?:(?<=^|[\s(=:])-)?(?:\d+(?:\.\d+)?|\.\d+)(?:\s*[×x*]\s*10\s*\^\s*\(?\s*-?\d+\s*\)?|\s*\^\s*\(?\s*-?\d+\s*\)?)?/g;

function readNumber(written: string): { value: number; raw: string } | null {
  const scientific = /^(-?[\d.]+)\s*[×x*]\s*10\s*\^\s*\(?\s*(-?\d+)/.exec(written);
  if (scientific) return { value: Number(scientific[1]) * 10 ** Number(scientific[2]), raw: `${scientific[1]} \\times 10^{${scientific[2]}}` };
  const power = /^(-?[\d.]+)\s*\^\s*\(?\s*(-?\d+)/.exec(written);
  if (power) return power[1] === '10' ? { value: 10 ** Number(power[2]), raw: `10^{${power[2]}}` } : null;
  const value = Number(written);
  return Number.isFinite(value) ? { value, raw: written } : null;
}

const ASK =
  /احسب|اوجد|بعد كم|(?<![\u0621-\u064A])عين(?![\u0621-\u064A])|استنتج|find|calculat|compute|determine|what|how|(?<!\d\s?)(?<![\u0621-\u064A])كم(?![\u0621-\u064A])|(?<![\u0621-\u064A])كام(?![\u0621-\u064A])|(?<![\u0621-\u064A])ف?ما(?![\u0621-\u064A])|(?:عايز|عاوز)(?:ه|ين)? ?اعرف|محتاجين|ازاي|(?<![\u0621-\u064A])متي(?![\u0621-\u064A])|عند اي|الي اي|(?<![a-z])at which|when will/;

/** "من ٢٠ الى ٧٠ °س", "from 5 to 8 kg": the first number of a range takes the unit written after the second. */
function inheritRangeUnits(text: string, quantities: Quantity[]): void {
  for (let index = quantities.length - 2; index >= 0; index--) {
    const [quantity, next] = [quantities[index]!, quantities[index + 1]!];
    if (quantity.unit || !next.unit) continue;
    if (/^\s?(?:الي|ل|to|حتي|-)\s?$/.test(text.slice(quantity.end, next.start))) quantities[index] = { ...quantity, unit: next.unit };
  }
}

/** "17 درجه سيليزيه … بقت 47 درجه": a bare "N درجه" takes °C when every other temperature is written in °C (an angle question has no temperature unit, so its degrees stay bare). */
function inheritBareDegrees(text: string, quantities: Quantity[]): void {
  const temperatures = quantities.filter((quantity) => quantity.unit?.dimension === 'temperature');
  if (temperatures.length === 0 || !temperatures.every((quantity) => quantity.unit!.celsius)) return;
  if (/زاوي|angle|انكسار|refract|سقوط|incidence/.test(text)) return;
  quantities.forEach((quantity, index) => {
    if (quantity.unit) return;
    const after = /^\s?درج[هة](?![\u0621-\u064A])/.exec(text.slice(quantity.end));
    if (after) quantities[index] = { ...quantity, unit: temperatures[0]!.unit, end: quantity.end + after[0].length };
  });
}

/** Where the asking starts: the ask word, or for "… يبقى كام؟" (asked at the end) the start of its clause. */
function askingClauseStart(text: string, ask: RegExpExecArray): number {
  if (ask[0] !== 'كام') return ask.index;
  const before = text.slice(0, ask.index);
  const clause = Math.max(before.lastIndexOf(','), before.lastIndexOf('.'), before.lastIndexOf('?'), before.lastIndexOf('\n'));
  return clause + 1;
}

/** Reads the numbers and units of a question; null when a number cannot be read (2^x, 10^ without exponent). */
export function readQuestion(question: string): Reading | null {
  const text = fold(question);
  const quantities: Quantity[] = [];
  for (const match of text.matchAll(NUMBER)) {
    const number = readNumber(match[0]);
    if (!number) return null;
    const start = match.index ?? 0;
    let end = start + match[0].length;
    const gap = /^\s?/.exec(text.slice(end))![0].length;
    const unit = unitAt(text.slice(end + gap));
    if (unit) end += gap + unit.length;
    quantities.push({ ...number, unit: unit?.unit ?? null, start, end });
  }
  inheritRangeUnits(text, quantities);
  inheritBareDegrees(text, quantities);
  const ask = ASK.exec(text);
  return { text, quantities, askAt: ask ? askingClauseStart(text, ask) : questionClauseStart(text) };
}

/** No asking word: "new pressure in atm?", "pressure in pa = ?" ask in the clause that ends with "?" (or "= ?"). */
function questionClauseStart(text: string): number {
  const mark = text.search(/=\s?\?|\?/);
  if (mark < 0) return -1;
  const before = text.slice(0, mark);
  return Math.max(before.lastIndexOf(','), before.lastIndexOf('.'), before.lastIndexOf('\n')) + 1;
}

/** The quantities of one dimension. */
export function ofDimension(reading: Reading, dimension: Dimension): Quantity[] {
  return reading.quantities.filter((quantity) => quantity.unit?.dimension === dimension);
}

/** The words just before a quantity (after the previous number), where "ترددها" / "of frequency" is written. */
export function leadOf(reading: Reading, quantity: Quantity, span = 45): string {
  const index = reading.quantities.indexOf(quantity);
  const previousEnd = index > 0 ? reading.quantities[index - 1]!.end : 0;
  return reading.text.slice(Math.max(previousEnd, quantity.start - span), quantity.start);
}

/** The words just after a quantity, up to the next number ("a 50 Hz wave", "300 J of heat"). */
export function trailOf(reading: Reading, quantity: Quantity, span = 30): string {
  const index = reading.quantities.indexOf(quantity);
  const nextStart = reading.quantities[index + 1]?.start ?? reading.text.length;
  return reading.text.slice(quantity.end, Math.min(nextStart, quantity.end + span));
}

/** The role whose cue is written last in `lead` (the word nearest the number), else first in `trail`; null when none. */
export function roleByCue<Role extends string>(lead: string, trail: string, cues: Readonly<Record<Role, RegExp>>): Role | null {
  let best: { role: Role; at: number } | null = null;
  for (const role of Object.keys(cues) as Role[]) {
    const global = new RegExp(cues[role].source, 'g');
    for (const match of lead.matchAll(global)) {
      const at = (match.index ?? 0) + match[0].length;
      if (!best || at > best.at) best = { role, at };
    }
  }
  if (best) return best.role;
  let first: { role: Role; at: number } | null = null;
  for (const role of Object.keys(cues) as Role[]) {
    const match = cues[role].exec(trail);
    if (match && (!first || match.index < first.at)) first = { role, at: match.index };
  }
  return first?.role ?? null;
}

/** The roles named after the ask word that no number is given for, in the order they are asked. */
export function askedRoles<Role extends string>(reading: Reading, cues: Readonly<Record<Role, RegExp>>, given: ReadonlySet<Role>): Role[] {
  if (reading.askAt < 0) return [];
  const asking = reading.text.slice(reading.askAt);
  const found: { role: Role; at: number }[] = [];
  for (const role of Object.keys(cues) as Role[]) {
    if (given.has(role)) continue;
    const match = cues[role].exec(asking);
    if (match) found.push({ role, at: match.index });
  }
  return found.sort((left, right) => left.at - right.at).map((entry) => entry.role);
}

const FROM = /(?:from|من)\s?$/;
const TO = /(?:to|into|الي|حتي|until|becomes?|reaches|يصبح|تصبح|اصبح|اصبحت|صار|صارت)\s?$/;

/** Written as the state reached ("… to 600 K", "يصبح ٣ ض.ج"). */
export function isNewState(reading: Reading, quantity: Quantity): boolean {
  return TO.test(leadOf(reading, quantity, 14));
}

/** Two values of one quantity written new state first ("heated to 80 °C from 30 °C"). */
export function writtenNewFirst(reading: Reading, first: Quantity, second: Quantity): boolean {
  const from = (quantity: Quantity) => FROM.test(leadOf(reading, quantity, 14));
  return (isNewState(reading, first) && !isNewState(reading, second)) || (from(second) && !from(first));
}

/** The unit the question asks the answer in ("بوحدة سم زئبق", "in litres", "باللتر"); null when it names none. */
export function requestedUnit(reading: Reading, dimension: Dimension): Unit | null {
  if (reading.askAt < 0) return null;
  const asking = reading.text.slice(reading.askAt);
  const lead = /(?:بوحد[هة]\s?|بوحدات\s?|بال|(?<![a-z])in\s(?:the\s)?(?:unit\s(?:of\s)?)?)/g;
  for (const match of asking.matchAll(lead)) {
    const after = asking.slice((match.index ?? 0) + match[0].length);
    const numbered = /^\s?\d/.test(after);
    if (numbered) continue;
    for (const { regex, unit } of unitsOf(dimension)) {
      const found = regex.exec(after.trimStart().replace(/^ال(?=[\u0621-\u064A])/, ''));
      if (found) return unit;
    }
  }
  return null;
}
