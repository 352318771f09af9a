/**
 * What a physics problem asks: target words after the question word (skipping words that describe a given,
 * "the velocity 20 m/s"), "F = ?" forms, generic words resolved by context (pressure in a liquid, height in free
 * fall), and the unit the answer is wanted in.
 */
import { mentions } from '../shared/words';
import { CONTEXT, TARGET_PATTERN, targetOf, type TargetWord } from './cues';
import type { Measurement } from './measurements';
import type { Given, PhysicsReading, Target } from './problem';
import { MATHS_LETTERS, symbolOfBareValue, type Assigned } from './roles';
import { SYMBOLS, type QuantitySymbol } from './symbols';
import { lookupUnit, UNIT_MENTION, type Dimension, type UnitInfo } from './units';

const ACCEPTED_ALONE = /^(?:[A-Za-z][A-Za-z/^0-9]+|[\u0600-\u06FF][\u0600-\u06FF./ ^0-9]{2,})$/;

/** The unit an answer is asked in: a unit word in the question with no number before it. */
function requestedUnit(question: string, offset: number, measurements: readonly Measurement[], dimension: Dimension): UnitInfo | undefined {
  for (const match of question.matchAll(UNIT_MENTION)) {
    const spelled = match[1] ?? '';
    const start = offset + (match.index ?? 0);
    const info = lookupUnit(spelled);
    if (!info || info.dimension !== dimension || !ACCEPTED_ALONE.test(spelled) || spelled === 'كم') continue;
    if (measurements.some((measurement) => start >= measurement.start && start <= measurement.end)) continue;
    return info;
  }
  return undefined;
}

const SYMBOL_WORD = '[A-Za-zρθη][A-Za-z0-9_{}]{0,4}';
const BARE_SYMBOLS_ASKED = new RegExp(
  `(?:find|calculate|determine|compute|احسب|اوجد)\\s+(${SYMBOL_WORD}(?:\\s*(?:,|and|و)\\s*${SYMBOL_WORD})*)\\s*(?=$|[.?!,;:])`,
  'gi',
);

export function findTargets(text: string, start: number, measurements: readonly Measurement[], assigned: readonly Assigned[]): { word: TargetWord; index: number }[] {
  const question = text.slice(start);
  const found: { word: TargetWord; index: number }[] = [];
  TARGET_PATTERN.pattern.lastIndex = 0;
  for (const match of question.matchAll(TARGET_PATTERN.pattern)) {
    const word = targetOf(match[0]);
    if (!word) continue;
    const end = start + (match.index ?? 0) + match[0].length;
    // "… the velocity 20 m/s": a target word right before a value of its kind describes a given, not the unknown.
    const next = assigned.find((entry) => entry.measurement.start >= end);
    const dimension = genericDimension(word);
    if (next && next.measurement.start - end <= 30 && next.dimension === dimension) continue;
    if (measurements.some((measurement) => end > measurement.start && end <= measurement.end)) continue;
    found.push({ word, index: start + (match.index ?? 0) });
  }
  // "F = ?", and a bare symbol after the question word: "find v", "احسب F و a".
  const asked = [
    ...[...text.matchAll(/(?:^|[^A-Za-z0-9_])([A-Za-zρθη]{1,4}(?:_?\{?[0-9a-z]+\}?)?)\s*=\s*\?/g)].map((match) => ({ letters: match[1] ?? '', index: match.index ?? 0 })),
    ...[...text.matchAll(BARE_SYMBOLS_ASKED)].flatMap((match) =>
      (match[1] ?? '').split(/\s*(?:,|\band\b|و)\s*/).map((letters) => ({ letters, index: match.index ?? 0 })),
    ),
  ];
  for (const { letters, index } of asked) {
    const symbol = MATHS_LETTERS.has(letters) ? undefined : symbolOfBareValue(letters);
    if (symbol) found.push({ word: symbol, index });
  }
  return found;
}

function genericDimension(word: TargetWord): Dimension {
  switch (word) {
    case 'speed':
      return 'velocity';
    case 'height':
    case 'maxHeight':
      return 'length';
    case 'pressure':
      return 'pressure';
    case 'energy':
      return 'energy';
    default:
      return SYMBOLS[word].dimension;
  }
}

export interface TargetContext {
  text: string;
  start: number;
  measurements: readonly Measurement[];
  singles: ReadonlyMap<QuantitySymbol, Given>;
  electric: boolean;
  vertical: PhysicsReading['vertical'];
}

export function resolveTargets(words: readonly { word: TargetWord; index: number }[], context: TargetContext): Target[] {
  const liquid = mentions(CONTEXT.liquid, context.text);
  const targets: Target[] = [];
  for (const { word } of words) {
    let symbol: QuantitySymbol;
    switch (word) {
      case 'speed':
        symbol = 'v';
        break;
      case 'height':
        symbol = context.vertical ? 'd' : 'h';
        break;
      case 'maxHeight':
        symbol = 'd';
        break;
      case 'pressure':
        symbol = liquid ? (context.singles.has('Pa') || mentions(CONTEXT.total, context.text) ? 'Ptot' : 'Pl') : 'Pr';
        break;
      case 'energy':
        symbol = context.electric ? 'E' : context.singles.has('v0') || context.singles.has('v') ? 'KE' : 'PE';
        break;
      default:
        symbol = word;
    }
    if (symbol === 'Pr' && liquid && mentions(CONTEXT.total, context.text)) symbol = 'Ptot';
    if (targets.some((target) => target.symbol === symbol) || context.singles.has(symbol)) continue;
    const requested = requestedUnit(context.text.slice(context.start), context.start, context.measurements, SYMBOLS[symbol].dimension);
    targets.push(requested ? { symbol, requested } : { symbol });
  }
  return targets;
}

/** Units the givens suggest for an answer: km with hours gives km/h, grams with cm³ gives g/cm³. */
export function naturalUnit(dimension: Dimension, assigned: readonly Assigned[]): UnitInfo | undefined {
  const units = new Set(assigned.map((entry) => entry.measurement.unit?.mathjs));
  if (dimension === 'velocity' && units.has('km') && units.has('h')) return lookupUnit('km/h');
  if (dimension === 'density' && units.has('g') && units.has('cm^3')) return lookupUnit('g/cm^3');
  return undefined;
}
