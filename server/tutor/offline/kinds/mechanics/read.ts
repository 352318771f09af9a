/**
 * Reads a mechanics question into quantities: every number with its unit (as written and in SI), where it
 * stands in the text, and the constants a question states (g, G, atmospheric pressure, 1 hp = 746 W). Kinds then
 * give each quantity a role; a question with a number no kind can place is declined.
 */
import { splitParts, type QuestionParts } from '../../guard/parts';
import { findNumbers } from '../../science/shared/numbers';
import { normalizeScienceText } from '../../science/shared/normalize';
import { questionStart } from '../../science/shared/question';
import { factorToSI, lookupUnit, UNIT_AFTER_NUMBER, unitLatex, type Dimension } from '../../science/physics/units';
import type { TutorLanguage } from '../../solution';

export type QuantityDimension = Dimension | 'frequency' | 'angular-velocity' | 'revolutions-per-minute' | 'none';

export interface Quantity {
  dimension: QuantityDimension;
  /** The value in SI (degrees stay degrees, percent stays percent). */
  si: number;
  /** The number as the student wrote it, in LaTeX (7 \times 10^{6}). */
  raw: string;
  /** The unit as written, in LaTeX ('' when none). */
  unit: string;
  start: number;
  end: number;
}

export interface Problem {
  /** Normalised text (Latin digits, ة→ه, ى→ي, أ→ا), letter case kept. */
  text: string;
  /** The same, lower-cased: what words are matched against. */
  lower: string;
  /** The numbers that are data of the problem (constants below taken out), in order. */
  quantities: Quantity[];
  /** Constants the question states. */
  g?: Quantity;
  bigG?: Quantity;
  atmospheric?: Quantity;
  horsepower?: Quantity;
  /** Trigonometric values the question gives ("جا ٣٧ = ٠.٦"): exam answers use them, not the calculator's. */
  trig: { fn: 'sin' | 'cos'; angle: number; value: number; rawAngle: string; rawValue: string }[];
  /** Where the question proper starts in `lower`. */
  askStart: number;
  /** The question split in parts ((أ)/(ب), ثم احسب, two questions), or null. */
  parts: QuestionParts | null;
  language: TutorLanguage;
}

/** Durations and counts written in words, spelled as numbers before reading ("ساعتين" → "2 ساعه"). */
const WORDED: readonly [RegExp, string][] = [
  [/(?<!\d\s?)ساعتين/g, '2 ساعه'],
  [/(?<!\d\s?)ثانيتين/g, '2 ث'],
  [/(?<!\d\s?)دقيقتين/g, '2 دقيقه'],
  [/(?<=(?:في|خلال|لمده|بعد) )(ساعه|دقيقه|ثانيه)(?: واحده)?(?![\u0621-\u064A])/g, '1 $1'],
  [/\b(?:in|for|after) (?:one|an|a) (hour|minute|second)\b/gi, 'in 1 $1'],
];

const EXTRA_UNITS: readonly [RegExp, QuantityDimension, number, string][] = [
  [/^\s?(?:Hz|hz|هيرتز|هرتز|ذ\/ث)(?![A-Za-z\u0621-\u064A])/, 'frequency', 1, '\\text{Hz}'],
  [/^\s?(?:rad\/s|راديان\/ث|راديان\/ثانيه|rad s\^-1)(?![A-Za-z\u0621-\u064A])/, 'angular-velocity', 1, '\\text{rad/s}'],
  [/^\s?(?:rps|rev\/s|(?:دوره|دورات|revolutions?|rev|turns?) (?:في|كل|per|a|each) (?:ال)?(?:ثانيه|second|sec|s))(?![A-Za-z\u0621-\u064A])/, 'frequency', 1, '\\text{rev/s}'],
  [/^\s?(?:rpm|rev\/min|(?:دوره|دورات|revolutions?|rev) (?:في|كل|per|a|each) (?:ال)?(?:دقيقه|minute|min))(?![A-Za-z\u0621-\u064A])/, 'revolutions-per-minute', 1 / 60, '\\text{rev/min}'],
];

function rawNumber(text: string): string {
  return text
    .trim()
    .replace(/\s*(?:[×xX*·]|\\times)\s*10\s*\^\s*\{?\(?([-+]?\d+)\)?\}?/, ' \\times 10^{$1}')
    .replace(/^(-?\d+(?:\.\d+)?)[eE]([-+]?\d+)$/, '$1 \\times 10^{$2}');
}

function readQuantities(text: string): Quantity[] {
  const quantities = findNumbers(text).map((number): Quantity => {
    const after = text.slice(number.end);
    const raw = rawNumber(text.slice(number.start, number.end));
    for (const [pattern, dimension, factor, unit] of EXTRA_UNITS) {
      const match = pattern.exec(after);
      if (match) return { dimension, si: number.value * factor, raw, unit, start: number.start, end: number.end + match[0].length };
    }
    const match = UNIT_AFTER_NUMBER.exec(after);
    const info = match?.[1] ? lookupUnit(match[1]) : undefined;
    if (!info || !match) return { dimension: 'none', si: number.value, raw, unit: '', start: number.start, end: number.end };
    // Egyptian textbooks take 1 horsepower as 746 W.
    const factor = info.mathjs === 'hp' ? 746 : factorToSI(info);
    return { dimension: info.dimension, si: number.value * factor, raw, unit: unitLatex(info), start: number.start, end: number.end + match[0].length };
  });
  // The 2 of "م/ث2" belongs to the unit before it.
  return quantities.filter((quantity, index) => index === 0 || quantity.start >= quantities[index - 1]!.end);
}

const G_CUE = /(?:\bg\s*=?\s*|عجله\s*(?:(?:ال)?جاذبيه\s*(?:ال)?(?:ارضيه)?|(?:ال)?سقوط\s*(?:ال)?حر)\s*(?:=|:|هي|تساوي)?\s*|(?:acceleration\s+(?:of|due\s+to)\s+free[-\s]?fall|free[-\s]?fall\s+acceleration)\s*(?:=|is|of|as)?\s*|(?:acceleration\s+(?:due\s+to|of)\s+)?gravity\s*(?:=|is|of)?\s*)\(?$/i;
const BIG_G_CUE = /(?:\bG\s*=\s*|ثابت\s*(?:ال)?جذب\s*(?:ال)?عام\s*(?:=|:)?\s*|gravitational\s+constant\s*(?:=|is|of)?\s*)$/;
const ATMOSPHERIC_CUE = /(?:atmospheric\s+pressure|الضغط\s*الجوي|\bP\s*a|\bPa|P_?0|P_?atm)\s*(?:=|is|of|:)?\s*$/i;
const HORSEPOWER_CUE = /(?:(?:1\s*)?(?:hp|horsepower|الحصان|حصان)\s*(?:=|is)\s*)$/i;

/** Takes the stated constants out of the data, by the words just before them. */
function takeConstants(problem: Problem): void {
  const keep: Quantity[] = [];
  for (const quantity of problem.quantities) {
    const before = problem.text.slice(Math.max(0, quantity.start - 40), quantity.start);
    // The "1 hp" of "1 hp = 746 W" is the left side of the stated constant, not a datum.
    if (quantity.dimension === 'power' && quantity.si === 746 && /^\s*(?:=|is)\s*746(?!\d)/i.test(problem.text.slice(quantity.end))) continue;
    if (!problem.g && G_CUE.test(before) && (quantity.dimension === 'acceleration' || quantity.dimension === 'none') && !BIG_G_CUE.test(before)) problem.g = quantity;
    else if (!problem.bigG && (BIG_G_CUE.test(before) || Math.abs(quantity.si / 6.67e-11 - 1) < 0.01)) problem.bigG = { ...quantity, dimension: 'none', unit: quantity.unit ? '\\text{N·m}^{2}\\text{/kg}^{2}' : '' };
    else if (!problem.atmospheric && quantity.dimension === 'pressure' && ATMOSPHERIC_CUE.test(before)) problem.atmospheric = quantity;
    else if (!problem.horsepower && HORSEPOWER_CUE.test(before) && Math.abs(quantity.si - 746) < 1e-9) problem.horsepower = quantity;
    else keep.push(quantity);
  }
  problem.quantities = keep;
}

/**
 * The sentence start before a "?" must not be the point of a decimal ("radius 1.5 m with speed 6 m/s?" asks from
 * the sentence's beginning, not from ".5 m"): step back to the full stop that ends a sentence.
 */
function decimalSafe(text: string, start: number | null): number | null {
  let at = start;
  while (at !== null && at > 0 && text[at] === '.' && /\d/.test(text[at - 1] ?? '') && /\d/.test(text[at + 1] ?? '')) {
    const previous = text.lastIndexOf('.', at - 1);
    const line = text.lastIndexOf('\n', at - 1);
    at = Math.max(previous, line, 0);
  }
  return at;
}

/** Egyptian colloquial ways of asking ("يبقى كام", "قد ايه", "عايز اعرف"). */
const COLLOQUIAL_ASK = /يبقي كام|(?<![\u0621-\u064A])كام(?![\u0621-\u064A])|قد ايه|عايز اعرف|عاوز اعرف|محتاج اعرف/;

export function readProblem(question: string, language: TutorLanguage): Problem | null {
  let text = normalizeScienceText(question).replace(/\bwork out\b/gi, 'find');
  for (const [pattern, replacement] of WORDED) text = text.replace(pattern, replacement);
  const lower = text.toLowerCase();
  // "قطعت مسافة قد ايه": the colloquial question word follows what is asked, so its clause is the question.
  const colloquialAt = COLLOQUIAL_ASK.exec(text)?.index;
  const colloquial = colloquialAt === undefined ? undefined : Math.max(0, ...[...text.slice(0, colloquialAt).matchAll(/[.,?!،؟]/g)].map((mark) => (mark.index ?? 0) + 1));
  const formal = decimalSafe(text, questionStart(text));
  const formalWord = formal !== null && /^(?:احسب|اوجد|ما|كم|عين|قدر|find|calculate|what|how|determine|compute)/i.test(text.slice(formal));
  const start = colloquial === undefined ? formal : formalWord ? Math.min(formal!, colloquial) : colloquial;
  const problem: Problem = {
    text,
    lower,
    quantities: readQuantities(text),
    askStart: start ?? 0,
    trig: [],
    parts: splitParts(question),
    language,
  };
  takeConstants(problem);
  takeTrigValues(problem);
  return problem;
}

const TRIG_VALUE = /(جتا|جا|cos|sin)\s*\(?\s*(\d+(?:\.\d+)?)\s*°?\s*\)?\s*=\s*(\d*\.?\d+)/gi;

function takeTrigValues(problem: Problem): void {
  for (const match of problem.text.matchAll(TRIG_VALUE)) {
    const start = match.index ?? 0;
    const end = start + match[0].length;
    const fn = /جتا|cos/i.test(match[1]!) ? 'cos' : 'sin';
    problem.trig.push({ fn, angle: Number(match[2]), value: Number(match[3]), rawAngle: match[2]!, rawValue: match[3]! });
    problem.quantities = problem.quantities.filter((quantity) => quantity.end <= start || quantity.start >= end);
  }
}

/** sin and cos of an angle in degrees, as the question gives them when it does. */
export function trigOf(problem: Problem, degrees: number): { sin: number; cos: number; given: boolean } {
  const given = (fn: 'sin' | 'cos'): number | undefined => problem.trig.find((entry) => entry.fn === fn && entry.angle === degrees)?.value;
  const radians = (degrees * Math.PI) / 180;
  const sin = given('sin');
  const cos = given('cos');
  return { sin: sin ?? Math.sin(radians), cos: cos ?? Math.cos(radians), given: sin !== undefined || cos !== undefined };
}


/** The text between the previous quantity (or `reach` characters) and this one, lower-cased. */
export function before(problem: Problem, quantity: Quantity, reach = 30): string {
  const previous = problem.quantities.filter((other) => other.end <= quantity.start).pop();
  return problem.lower.slice(Math.max(previous?.end ?? 0, quantity.start - reach), quantity.start);
}

/** The text after this quantity up to the next one (or `reach` characters), lower-cased. */
export function after(problem: Problem, quantity: Quantity, reach = 30): string {
  const next = problem.quantities.find((other) => other.start >= quantity.end);
  return problem.lower.slice(quantity.end, Math.min(next?.start ?? problem.lower.length, quantity.end + reach));
}


/** True when every data number has one of these dimensions (a kind declines a number it cannot place). */
export function onlyDimensions(problem: Problem, dimensions: readonly QuantityDimension[]): boolean {
  return problem.quantities.every((quantity) => dimensions.includes(quantity.dimension));
}

/** "المسافه في الثانيه الخامسه", "in the 5th second": a distance within one second, which the laws here do not answer. */
export const NTH_SECOND = /الثانيه ال(?:اولي|ثانيه|ثالثه|رابعه|خامسه|سادسه|سابعه|ثامنه|تاسعه|عاشره|اخيره)|(?:the|its)\s+(?:\d+\s*(?:st|nd|rd|th)|first|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last)\s+second\b|(?:الثانيه|second)\s+(?:رقم|number|no\.?)\s*\d/;

/** g as stated (SI), or null: every question that needs gravity must state it. */
export function gravity(problem: Problem): number | null {
  const value = problem.g?.si;
  return value !== undefined && value > 9 && value < 11 ? value : null;
}

const MU_CUE = /معامل\s*(?:ال)?احتكاك|coefficient\s+of\s+(?:kinetic\s+|static\s+|sliding\s+)?friction|friction\s+coefficient|μ|\bmu\b/;

const MU_CUE_BETWEEN = /(?:معامل\s*(?:ال)?احتكاك(?:\s*(?:ال)?(?:حركي|سكوني|استاتيكي))?|coefficient\s+of\s+(?:kinetic\s+|static\s+|sliding\s+)?friction|μ\s*_?\s*[ks]?)\s+(?:بين|between)\s[^.?!،؟\d=]{1,60}?(?:=|:|هو|يساوي|\bis|\bequals)?\s*$/;

/** A pure number named as a coefficient of friction (μ = 0.2, "معامل الاحتكاك ٠.٢"). */
export function isFrictionCoefficient(problem: Problem, quantity: Quantity): boolean {
  if (quantity.dimension !== 'none' || quantity.si < 0 || quantity.si >= 2) return false;
  if (MU_CUE.test(before(problem, quantity, 45))) return true;
  // "The coefficient of kinetic friction between the block and the floor is 0.2": the cue, then only the surfaces.
  return MU_CUE_BETWEEN.test(before(problem, quantity, 100));
}
