/**
 * Context readers shared by the electricity kinds: what the question asks (the words after "احسب / find"), the
 * angle between a wire, a velocity or a coil and the field when it is said in words, and giving each quantity a
 * role from its unit (two quantities with one unit, or a unit no role takes, make the question unreadable).
 */
import type { Quantity, Unit } from './read';

/** The asking part of the question: from the last "احسب / اوجد / find / what" on, or the last clause. */
export function askedPart(text: string): string {
  const verbs = [...text.matchAll(/(?:احسب|اوجد|عين|استنتج|(?:عايز|عاوز)(?:ه|ين)? ?اعرف|\bfind\b|\bcalculate\b|\bdetermine\b|\bcompute\b|\bwhat(?:'?s)?\b|\bhow\b)/g)];
  const last = verbs.at(-1);
  if (last) return text.slice(last.index ?? 0);
  const clauses = text.split(/[.,:]\s/);
  return clauses.at(-1) ?? text;
}

/** The one quantity per role, by unit; null when a unit is repeated or belongs to no role. */
export function byUnit<Role extends string>(quantities: readonly Quantity[], roles: Partial<Record<Unit, Role>>): Map<Role, Quantity> | null {
  const assigned = new Map<Role, Quantity>();
  for (const quantity of quantities) {
    const role = roles[quantity.unit];
    if (!role || assigned.has(role)) return null;
    assigned.set(role, quantity);
  }
  return assigned;
}

export type AngleReading = { degrees: number; written?: Quantity; words?: string } | null;

const PERPENDICULAR = /عمودي|عموديا|عموديه|perpendicular|at right angles?|\bnormal/;
const PARALLEL = /موازي|موازيا|موازيه|along the (?:magnetic )?field|في اتجاه (?:خطوط )?المجال|parallel(?! (?:conducting |metal |metallic )?(?:rails|tracks))/;

/**
 * The angle between a line (wire, velocity) and the field: written in degrees, or "عمودي / perpendicular" (90°),
 * "موازي / parallel" (0°). Null when not stated or stated twice.
 */
export function lineAngle(text: string, quantities: readonly Quantity[]): AngleReading {
  const degrees = quantities.filter((quantity) => quantity.unit === 'deg');
  const perpendicular = PERPENDICULAR.exec(text);
  const parallel = PARALLEL.exec(text);
  if (degrees.length > 1 || (degrees.length === 1 && (perpendicular || parallel)) || (perpendicular && parallel)) return null;
  if (degrees.length === 1) return { degrees: degrees[0]!.si, written: degrees[0]! };
  if (perpendicular) return { degrees: 90, words: perpendicular[0] };
  if (parallel) return { degrees: 0, words: parallel[0] };
  return null;
}

const PLANE = /plane|مستوا|مستوي|مستوى|وجه/;
const NORMAL_WORD = /\bnormal to (?:the )?(?:plane of )?(?:the )?(?:coil|loop|surface)|\bnormal to|the normal|العمودي علي (?:مستوي )?(?:الملف|السطح|الحلقه)/;

/**
 * The angle between a coil's (or surface's) normal and the field: from "the normal makes θ" (θ), "its plane makes
 * θ" (90° − θ), "plane parallel to the field" (90°), "placed perpendicular to the field / field normal to its plane"
 * (0°). Null when the angle is given without saying to what it is measured.
 */
export function coilNormalAngle(text: string, quantities: readonly Quantity[]): AngleReading {
  const degrees = quantities.filter((quantity) => quantity.unit === 'deg');
  if (degrees.length > 1) return null;
  if (degrees.length === 1) {
    const normal = NORMAL_WORD.test(text);
    const plane = PLANE.test(text.replace(new RegExp(NORMAL_WORD.source, 'g'), ' '));
    if (normal === plane) return null;
    return { degrees: normal ? degrees[0]!.si : 90 - degrees[0]!.si, written: degrees[0]! };
  }
  const planeParallel = /(?:plane|مستوا\S*|مستوي\S*)(?:[^.]|\.\d){0,30}(?:موازي\S*|يوازي|parallel)/.exec(text);
  const planePerpendicular =
    /(?:plane|مستوا\S*|مستوي\S*)(?:[^.]|\.\d){0,30}(?:عمودي\S*|perpendicular)|(?:موضوع|وضع|placed|held)\s*(?:عموديا|perpendicular(?:ly)?)\s*(?:علي|to)|(?:field|المجال)(?:[^.]|\.\d){0,20}(?:perpendicular|عمودي\S*)(?:[^.]|\.\d){0,25}(?:plane|مستوي|مستوى)|passes normally|normally through|(?:ملف|coil|loop|سطح|surface)(?:[^.]|\.\d){0,45}(?:عمودي|عموديا|perpendicular)\s*(?:علي|to)\s*(?:ال|the |a |an )?(?:uniform |منتظم )?(?:مجال|field|خطوط|magnetic)/.exec(text);
  if (planeParallel && planePerpendicular) return null;
  if (planeParallel) return { degrees: 90, words: planeParallel[0] };
  if (planePerpendicular) return { degrees: 0, words: planePerpendicular[0] };
  return null;
}
