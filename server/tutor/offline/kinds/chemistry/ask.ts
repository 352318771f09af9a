/**
 * What a chemistry question asks for: the amounts (moles, mass, gas or solution volume, number of particles,
 * concentration) in the order asked, the substance each is asked of ("كتلة الماء", "volume of hydrogen"), and
 * the unit the answer is wanted in ("in mL", "كام مل"). A word that only describes a given ("كتلتها ٣٢ جم",
 * "حجمه ٥٠٠ مل") is not a question.
 */
import { DIATOMIC, namedSubstances } from './names';
import type { Quantity, Reading } from './read';

export type AmountTarget = 'moles' | 'mass' | 'volume' | 'particles' | 'concentration';

export interface Asked {
  target: AmountTarget;
  start: number;
  end: number;
  /** Formula of the substance asked about, if named right after the target word. */
  substance?: string;
  /** For "atoms of oxygen": the element whose atoms are counted. */
  element?: string;
}

const AR_END = '(?![\\u0621-\\u064A])';
const AR_SUFFIX = '(?:ه|ها|هم|هما|ت|ته|تها)?';

const TARGET_PATTERNS: readonly [AmountTarget, RegExp][] = [
  ['moles', new RegExp(`عدد\\s*(?:ال)?مولات${AR_SUFFIX}${AR_END}|(?:كم|كام)\\s*مول(?![\\u0621-\\u064A])|how many moles|number of moles|amount of substance`, 'gi')],
  [
    'particles',
    new RegExp(
      `عدد\\s*(?:ال)?(?:جزي(?:ي|ء)?ات|جزيء|جزي|ذرات|ايونات)${AR_SUFFIX}${AR_END}|(?:كم|كام)\\s*(?:جزيء|جزي|ذره)${AR_END}|number of (?:molecules|atoms|particles)|how many (?:molecules|atoms|particles)`,
      'gi',
    ),
  ],
  ['mass', new RegExp(`(?<![\\u0621-\\u064A])(?:و|ب|ل)?(?:ال)?كتل(?:ه|ت)${AR_SUFFIX}${AR_END}(?!\\s*(?:ال)?(?:مولي|جزي|ذري))|(?:كم|كام)\\s*(?:جرام|جم)${AR_END}|how many grams|(?<!molar\\s|molecular\\s|formula\\s)\\bmass\\b`, 'gi')],
  ['volume', new RegExp(`(?<![\\u0621-\\u064A])(?:و|ب|ل)?(?:ال)?حجم${AR_SUFFIX}${AR_END}|(?:كم|كام)\\s*(?:مل|ملي|ملليلتر|لتر|لترات)${AR_END}|how many (?:liters|litres|mL|ml)\\b|\\bvolume\\b|\\boccupy\\b|\\boccupied\\b`, 'gi')],
  ['concentration', new RegExp(`(?<![\\u0621-\\u064A])(?:و|ب|ل)?(?:ال)?(?:تركيز|مولاري(?:ه|ت))${AR_SUFFIX}${AR_END}|(?:كم|كام)\\s*مولر|\\bmolarity\\b|\\bconcentration\\b`, 'gi')],
];

/** The asked-about substance written just after a target word: "of CO2", "الماء", "غاز الهيدروجين H2". */
const FILLER = /^(?:\s|[,:]|(?:of|the|pure|gas|من|غاز|عنصر)(?![A-Za-z\u0621-\u064A]))*/i;

function substanceAfter(reading: Reading, index: number): { substance?: string; element?: string } {
  const after = index + (FILLER.exec(reading.text.slice(index))?.[0].length ?? 0);
  const written = reading.formulas.find((formula) => formula.start === after);
  if (written) return { substance: written.text };
  const named = namedSubstances(reading.text).find((name) => name.start >= index && name.start <= after + 1);
  if (!named) return {};
  const formulaAfter = reading.formulas.find((formula) => formula.start > named.end && formula.start - named.end <= 3);
  if (formulaAfter) return { substance: formulaAfter.text, ...(named.element ? { element: named.formula } : {}) };
  if (named.element) return { substance: DIATOMIC.has(named.formula) ? `${named.formula}2` : named.formula, element: named.formula };
  return { substance: named.formula };
}

/** A target word followed by an amount of its own kind describes a given: "كتلتها ٣٢ جم", "volume of 250 mL". */
function describesGiven(target: AmountTarget, end: number, quantities: readonly Quantity[], text: string): boolean {
  return quantities.some(
    (quantity) =>
      quantity.kind === target &&
      quantity.start >= end &&
      (quantity.start - end <= 8 || (quantity.start - end <= 30 && GIVEN_LINK.test(text.slice(end, quantity.start)))),
  );
}

/** "حجم المحلول إلى ٥٠٠ مل" (made up to), "volume of the solution is 250 mL": the word and its value, joined. */
const GIVEN_LINK = /^\s*(?:(?:ال)?محلول|of (?:the )?solution)?\s*(?:[إا]ل[ىي]|to|=|هو|يساوي|is)?\s*$/i;

/** The amounts asked, in the order asked (each kind once). */
export function askedAmounts(reading: Reading): Asked[] {
  const asked: Asked[] = [];
  for (const [target, pattern] of TARGET_PATTERNS) {
    pattern.lastIndex = 0;
    for (const match of reading.text.matchAll(pattern)) {
      const start = match.index ?? 0;
      const end = start + match[0].length;
      if (describesGiven(target, end, reading.quantities, reading.text)) continue;
      asked.push({ target, start, end, ...substanceAfter(reading, end) });
      // "molecules … and atoms …" asks particles twice: kept, so the solvers see two questions of one kind.
      if (target !== 'particles') break;
    }
  }
  return asked.sort((left, right) => left.start - right.start);
}

export type VolumeUnit = 'L' | 'mL';

/** The unit the volume answer is wanted in, when the question says ("in mL", "بالمل", "كام مل"). */
export function askedVolumeUnit(text: string): VolumeUnit | null {
  if (/\bin\s+(?:mL|ml|cm\^?3)\b|بال(?:مل|ملي|ملليلتر)(?![\u0621-\u064A])|(?:كم|كام)\s*(?:مل|ملي|ملليلتر)(?![\u0621-\u064A])|how many (?:mL|ml)\b/.test(text)) return 'mL';
  if (/\bin\s+(?:L|liters?|litres?|dm\^?3)\b|باللتر|(?:كم|كام)\s*لتر|how many (?:liters|litres)/.test(text)) return 'L';
  return null;
}

/** True when the question marks separate parts: (أ)/(ب), "ثم", "and then", two question marks. */
export function hasParts(text: string): boolean {
  return /\(\s*[اب]\s*\)|\(\s*[ab]\s*\)|(?<![\u0621-\u064A])ثم(?![\u0621-\u064A])|\bthen\b|\band (?:find|calculate|determine)\b|\s(?:و)(?:احسب|اوجد)|\?.*\?/i.test(text);
}
