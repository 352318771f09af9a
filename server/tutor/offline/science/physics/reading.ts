/**
 * Reads a physics problem: which number is which quantity (explicit symbols such as "v0 = 5", then the nearest
 * cue word, then the default for its unit), what the problem implies (from rest, stops, free fall, water), and
 * which quantities are asked, with the unit the answer is wanted in.
 */
import { normalizeScienceText } from '../shared/normalize';
import { questionStart } from '../shared/question';
import { mentions, type WordSet } from '../shared/words';
import { CONTEXT } from './cues';
import { addImpliedValues, countResistors } from './implied';
import { readMeasurements } from './measurements';
import type { Force, Given, PhysicsReading } from './problem';
import { assignRoles, directionOf, toGiven } from './roles';
import { SYMBOLS, type QuantitySymbol } from './symbols';
import { findTargets, naturalUnit, resolveTargets } from './targets';

export type { Direction, Force, Given, PhysicsReading, Target } from './problem';

/** Durations written in words: "دقيقة واحدة", "one hour", "half an hour", "ربع ساعة". */
const WORDED_DURATIONS: readonly [RegExp, string][] = [
  [/(?:دقيقه|ساعه|ثانيه) واحده/g, '1 $&'],
  [/نصف (ساعه|دقيقه)/g, '0.5 $1'],
  [/ربع (ساعه)/g, '0.25 $1'],
  [/\b(?:one|an|a) (second|minute|hour)\b/gi, '1 $1'],
  [/\bhalf an? (hour|minute)\b/gi, '0.5 $1'],
  [/\ba quarter of an (hour)\b/gi, '0.25 $1'],
];

function spellDurations(text: string): string {
  return WORDED_DURATIONS.reduce((current, [pattern, replacement]) => current.replace(pattern, replacement), text).replace(/1 ((?:دقيقه|ساعه|ثانيه)) واحده/g, '1 $1');
}

export function readPhysicsProblem(raw: string): PhysicsReading | null {
  const text = spellDurations(normalizeScienceText(raw).replace(/\bwork out\b/gi, 'find'));
  const start = questionStart(text) ?? (/=\s*\?/.test(text) ? 0 : null);
  if (start === null) return null;
  const measurements = readMeasurements(text);
  const assigned = assignRoles(text, measurements);
  if (!assigned.some((entry) => entry.measurement.unit && entry.role !== 'theta')) return null;

  const has = (words: WordSet) => mentions(words, text);
  const electric = has(CONTEXT.electric) || assigned.some((entry) => ['voltage', 'current', 'resistance', 'charge'].includes(entry.dimension));
  const targetWords = findTargets(text, start, measurements, assigned);
  const efficiencyAsked = targetWords.some((target) => target.word === 'eta' || target.word === 'Eout' || target.word === 'Pout');
  const efficiency = efficiencyAsked || assigned.some((entry) => entry.role === 'eta');

  const singles = new Map<QuantitySymbol, Given>();
  const forces: Force[] = [];
  const resistances: Given[] = [];
  const distances: Given[] = [];
  const times: Given[] = [];
  let conflicting = false;
  const alternative: Partial<Record<QuantitySymbol, QuantitySymbol>> = { v0: 'v', v: 'v0', h: 'd' };

  for (const entry of assigned) {
    let role = entry.role;
    if (role === 'friction' || (role === 'F' && entry.dimension === 'force')) {
      const friction = role === 'friction';
      const stated = friction ? undefined : directionOf(entry.window, entry.after);
      forces.push({ given: toGiven('F', entry.measurement), direction: friction ? 'backward' : (stated ?? 'forward'), friction, stated: stated !== undefined });
      continue;
    }
    if (role === 'E' && !electric) role = 'work';
    if (efficiency && (role === 'E' || role === 'work')) role = 'Ein';
    if (efficiency && role === 'P') role = 'Pin';
    if (!efficiency && role === 'Ein') role = electric ? 'E' : 'work';
    if (!efficiency && (role === 'Pin' || role === 'Pout')) role = 'P';
    if (!efficiency && role === 'Eout') role = 'work';
    const given = toGiven(role, entry.measurement);
    if (role === 'R') resistances.push(given);
    else if (role === 'd') distances.push(given);
    else if (role === 't') times.push(given);
    else {
      const existing = singles.get(role);
      const other = alternative[role];
      if (!existing) singles.set(role, given);
      else if (Math.abs(existing.value - given.value) > 1e-12 * Math.abs(given.value)) {
        if (other && !singles.has(other)) singles.set(other, { ...given, symbol: other });
        else conflicting = true;
      }
    }
  }
  if (conflicting) return null;

  const vertical: PhysicsReading['vertical'] = has(CONTEXT.thrownUp) || (has(CONTEXT.top) && !has(CONTEXT.falls))
    ? 'up'
    : has(CONTEXT.falls) || has(CONTEXT.thrownDown)
      ? 'down'
      : null;

  const targets = resolveTargets(targetWords, { text, start, measurements, singles, electric, vertical });
  if (targets.length === 0) return null;

  const kinematicTargets = targets.some((target) => ['v', 'v0', 'a', 'd', 't'].includes(target.symbol));
  const accelerated =
    singles.has('a') ||
    targets.some((target) => target.symbol === 'a') ||
    has(CONTEXT.fromRest) ||
    has(CONTEXT.stops) ||
    has(CONTEXT.decelerates) ||
    has(CONTEXT.accelerates) ||
    vertical !== null ||
    (singles.has('v0') && singles.has('v'));
  const connection = has(CONTEXT.series) === has(CONTEXT.parallel) ? null : has(CONTEXT.series) ? 'series' : 'parallel';

  for (const target of targets) {
    if (target.requested) continue;
    const natural = naturalUnit(SYMBOLS[target.symbol].dimension, assigned);
    if (natural) target.natural = natural;
  }

  if (vertical && singles.has('h') && distances.length === 0) {
    const height = singles.get('h') as Given;
    distances.push({ ...height, symbol: 'd' });
    singles.delete('h');
  }
  addImpliedValues(singles, { has, vertical, targets });
  const speed = singles.get('v0');
  const lonelySpeed = speed?.written && !singles.has('v') && !singles.has('a') && vertical === null;
  if (lonelySpeed && (!accelerated || !kinematicTargets)) {
    singles.set('v', { ...speed, symbol: 'v' });
    singles.delete('v0');
  }

  const perpendicularForces = has(CONTEXT.perpendicular);
  const pushing = forces.filter((force) => !force.friction);
  if (pushing.length > 1 && !pushing.some((force) => force.stated)) {
    if (has(CONTEXT.oppositeDirections)) pushing.forEach((force, index) => (force.direction = index % 2 === 0 ? 'forward' : 'backward'));
    else if (perpendicularForces) pushing.forEach((force, index) => (force.direction = index % 2 === 0 ? 'forward' : 'up'));
  }
  return {
    singles,
    forces,
    resistances,
    distances,
    times,
    targets,
    connection,
    vertical,
    accelerated,
    perpendicularForces,
    identicalResistors: resistances.length === 1 ? countResistors(text) : 1,
  };
}
