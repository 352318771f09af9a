/**
 * Which quantity each number of a problem is: an explicit symbol before it ("v0 = 5"), else the nearest cue word
 * ("initial velocity", "ارتفاع"), else the usual meaning of its unit; and the direction of each force.
 */
import { mentions, type WordSet } from '../shared/words';
import { DEFAULT_ROLE, DIRECTIONS, ROLE_CUES } from './cues';
import type { Measurement } from './measurements';
import type { Direction, Given } from './problem';
import { SYMBOLS, type QuantitySymbol } from './symbols';
import { factorToSI, SI_UNIT, type Dimension } from './units';

export interface Assigned {
  measurement: Measurement;
  role: QuantitySymbol | 'friction';
  dimension: Dimension;
  window: string;
  after: string;
}

const WINDOW = 60;
const EXPLICIT_SYMBOL = /(?:^|[^A-Za-z0-9_])([A-Za-zρθη]{1,4}(?:_?\{?[0-9]+\}?|_\{?[a-z]+\}?)?)\s*[=:]\s*$/;

/** Symbol letters students write, by the dimension of the value after them. */
export function explicitRole(letters: string, dimension: Dimension): QuantitySymbol | undefined {
  const name = letters.replace(/[_{}]/g, '');
  const byName: Record<string, QuantitySymbol> = {
    v0: 'v0', vi: 'v0', u: 'v0', vo: 'v0', v: 'v', vf: 'v', a: 'a', t: 't', d: 'd', s: 'd', x: 'd', h: 'h', m: 'm', F: 'F', Fnet: 'F',
    Fg: 'Fg', w: 'Fg', p: 'p', KE: 'KE', K: 'KE', Ek: 'KE', PE: 'PE', U: 'PE', Ep: 'PE', E: 'E', eta: 'eta', η: 'eta', theta: 'theta',
    θ: 'theta', I: 'I', Q: 'Q', q: 'Q', rho: 'rho', ρ: 'rho', A: 'A', g: 'g', Pa: 'Pa', P0: 'Pa', Patm: 'Pa',
  };
  if (/^R\d*$/.test(name)) return dimension === 'resistance' ? 'R' : undefined;
  if (/^F\d+$/.test(name)) return dimension === 'force' ? 'F' : undefined;
  if (/^[dt]\d+$/.test(name)) return byName[name.charAt(0)];
  const symbol =
    name === 'W' ? (dimension === 'force' ? 'Fg' : 'work') : name === 'P' ? (dimension === 'pressure' ? 'Pr' : 'P') : name === 'V' ? (dimension === 'volume' ? 'Vol' : 'V') : byName[name];
  return symbol && SYMBOLS[symbol].dimension === dimension ? symbol : undefined;
}

/** Letters that are algebra unknowns rather than physics symbols when no unit follows ("x = 5"). */
export const MATHS_LETTERS: ReadonlySet<string> = new Set(['x', 'y', 'z', 's', 'w', 'n', 'k']);

/** The dimensions tried, in order, for a symbol written without a unit ("v0 = 0", "t = 4"). */
const BARE_VALUE_DIMENSIONS: readonly Dimension[] = ['acceleration', 'angle', 'velocity', 'time', 'length', 'mass', 'force', 'energy', 'power', 'voltage', 'current', 'resistance', 'charge', 'density', 'percent'];

/** The symbol some letters stand for when no unit tells the dimension ("v0 = 0", "F = ?", "find v"). */
export function symbolOfBareValue(letters: string): QuantitySymbol | undefined {
  for (const dimension of BARE_VALUE_DIMENSIONS) {
    const symbol = explicitRole(letters, dimension);
    if (symbol) return symbol;
  }
  return undefined;
}

/** The nearest cue (by end position) in `window` among the cues of `dimension`. */
function nearestCue(window: string, dimension: Dimension): QuantitySymbol | 'friction' | undefined {
  let best: { role: QuantitySymbol | 'friction'; end: number; length: number } | undefined;
  for (const cue of ROLE_CUES) {
    if (cue.dimension !== dimension) continue;
    cue.words.pattern.lastIndex = 0;
    for (const match of window.matchAll(cue.words.pattern)) {
      const end = (match.index ?? 0) + match[0].length;
      if (!best || end > best.end || (end === best.end && match[0].length > best.length)) best = { role: cue.role, end, length: match[0].length };
    }
  }
  return best?.role;
}

export function assignRoles(text: string, measurements: readonly Measurement[]): Assigned[] {
  const assigned: Assigned[] = [];
  measurements.forEach((measurement, index) => {
    const previousEnd = measurements[index - 1]?.end ?? 0;
    const window = text.slice(Math.max(previousEnd, measurement.start - WINDOW), measurement.start);
    const after = text.slice(measurement.end, measurements[index + 1]?.start ?? measurement.end + 30);
    const letters = EXPLICIT_SYMBOL.exec(window)?.[1];
    if (!measurement.unit) {
      // A bare number is a value only when a physics symbol or a clear word names it: "v0 = 0", "g = 10", "angle 60".
      const named = letters && !MATHS_LETTERS.has(letters) ? symbolOfBareValue(letters) : undefined;
      const gravity = !named && /(?:الجاذبيه|gravity)\s*(?:الارضيه)?\s*(?:=|:|is|تساوي)?\s*$/i.test(window);
      const angle = !named && /(?:angle|زاويه|بزاويه)\s*(?:of|قدرها|=)?\s*$/i.test(window);
      const role = named ?? (gravity ? 'g' : angle ? 'theta' : undefined);
      if (!role) return;
      const dimension = SYMBOLS[role].dimension;
      assigned.push({ measurement: { ...measurement, unit: { mathjs: SI_UNIT[dimension], dimension } }, role, dimension, window, after });
      return;
    }
    const dimension = measurement.unit.dimension;
    const role = (letters ? explicitRole(letters, dimension) : undefined) ?? nearestCue(window, dimension) ?? DEFAULT_ROLE[dimension];
    assigned.push({ measurement, role, dimension, window, after });
  });
  return assigned;
}

export function toGiven(symbol: QuantitySymbol, measurement: Measurement): Given {
  const unit = measurement.unit;
  if (!unit) return { symbol, value: measurement.value };
  return { symbol, value: measurement.value * factorToSI(unit), written: { value: measurement.value, unit } };
}

export function directionOf(window: string, after: string): Direction | undefined {
  const near = `${window.slice(-30)} ${after.slice(0, 30)}`;
  const found = (Object.entries(DIRECTIONS) as [Direction, WordSet][]).find(([, words]) => mentions(words, near));
  return found?.[0];
}
