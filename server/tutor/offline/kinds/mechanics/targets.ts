/**
 * What a mechanics question asks, in order, and which part of the question each asked quantity belongs to:
 * each kind lists its targets as patterns over the normalised, lower-cased text; the earlier pattern in the list
 * wins a span (so "السرعه المتوسطه" is not also read as "السرعه").
 */
import { normalizeScienceText } from '../../science/shared/normalize';
import { questionStart } from '../../science/shared/question';
import type { Problem } from './read';

export interface TargetSpec<K extends string> {
  key: K;
  pattern: RegExp;
}

export interface Target<K extends string> {
  key: K;
  part: number;
}

const GRAVITY_PHRASE = /عجله\s*(?:ال)?جاذبيه(?:\s*(?:ال)?ارضيه)?|عجله\s*(?:ال)?سقوط\s*(?:ال)?حر|acceleration\s+(?:due\s+to|of)\s+(?:gravity|free[-\s]?fall)|gravitational\s+acceleration|free[-\s]?fall\s+acceleration/g;
const DESCRIBED_BEFORE = /\d(?:\.\d+)?\s*[^\s\d]+\s+of\s+(?:useful\s+)?$/;
/** "a 2 kg mass", "a 10 N force": an English word right after a number and its unit is that given quantity. */
const VALUE_BEFORE = /\d(?:\.\d+)?\s*(?:kg|g|n|j|w|kw|m\/s|m\/s\^?2|m\/s²|m|km|cm)\s+$/;
const described = (text: string, start: number): boolean => DESCRIBED_BEFORE.test(text.slice(Math.max(0, start - 24), start)) || (/[a-z]/.test(text[start] ?? '') && VALUE_BEFORE.test(text.slice(Math.max(0, start - 16), start)));
const GIVEN_AFTER = /^[\s:=(]*(?:(?:ال)?(?:ماء|مياه|سائل|زيت|بحر|زيبق|جسم|الارض)\s+|(?:of|the|sea|water|liquid|oil|mercury|body|earth)\s+)*[\s:=(]*(?:(?:مقدارها|مقداره|قدرها|قدره|مقدار|قدر|تساوي|of|is|was|equal to|=)\s*)*-?\d/;

/** Any quantity a mechanics question may ask for: one left unclaimed by a kind's targets is a question it cannot answer. */
const ASKABLE = /(?:كميه (?:ال)?حرك|momentum|طاق[هت]|energy|شغل|\bwork|قدر[هت]|power|عجل[هت]|accelerat|سرع[هت]|speed|velocit|مساف[هت]|distance|displacement|زمن|\btime|قو[هت]|force|ضغط|pressure|كثاف[هت]|density|حجم|volume|كتل[هت]|mass|وزن|weight|ارتفاع|height|الشد|tension|تردد|frequency|دفع|impulse|كفاء[هت]|efficien)[\u0621-\u064Aa-z]*/g;

/** The asked quantities of `text` in order, or null when it asks for something no spec names. */
/** The mass of "the velocity of the 1 kg ball" names a body; it is not the value of the word before it. */
const NAMES_A_BODY = /^[^\d]*\d+(?:\.\d+)?\s*(?:kg|g|كجم|جم|كيلوجرام)(?![a-z\u0621-\u064A/.^])/;
const givenAfter = (word: string, text: string): boolean => GIVEN_AFTER.test(text) && (/كتل|mass/.test(word) || !NAMES_A_BODY.test(text));

function matchesIn<K extends string>(text: string, specs: readonly TargetSpec<K>[]): { key: K; index: number }[] | null {
  // "عجله الجاذبيه" names g, a given, never the asked acceleration.
  const claimed: [number, number][] = [...text.matchAll(GRAVITY_PHRASE)].map((match): [number, number] => [match.index ?? 0, (match.index ?? 0) + match[0].length]);
  const found: { key: K; index: number }[] = [];
  for (const spec of specs) {
    const global = new RegExp(spec.pattern.source, spec.pattern.flags.includes('g') ? spec.pattern.flags : `${spec.pattern.flags}g`);
    for (const match of text.matchAll(global)) {
      const start = match.index ?? 0;
      // The rest of the word too ("حجم" of "وحجمه 50 سم³").
      const end = start + match[0].length + (/^[\u0621-\u064A]*/.exec(text.slice(start + match[0].length))?.[0].length ?? 0);
      if (claimed.some(([from, to]) => start < to && end > from)) continue;
      claimed.push([start, end]);
      // "مسافه 24 م", "a distance of 80 m", "5000 J of work": a given, not what is asked.
      if (described(text, start)) continue;
      if (givenAfter(text.slice(start, end), text.slice(end, end + 24))) continue;
      found.push({ key: spec.key, index: start });
    }
  }
  for (const match of text.matchAll(ASKABLE)) {
    const start = match.index ?? 0;
    const end = start + match[0].length;
    if (claimed.some(([from, to]) => start < to && end > from) || described(text, start) || givenAfter(match[0], text.slice(end, end + 24))) continue;
    return null;
  }
  found.sort((a, b) => a.index - b.index);
  return found.filter((entry, index) => found.findIndex((other) => other.key === entry.key) === index);
}

/**
 * The asked quantities in order. With parts, each part's own text is searched (the first part from its question
 * word on); null when a part asks nothing this kind knows, so the kind declines rather than answer half.
 */
export function findTargets<K extends string>(problem: Problem, specs: readonly TargetSpec<K>[]): Target<K>[] | null {
  if (!problem.parts) {
    const found = matchesIn(problem.lower.slice(problem.askStart), specs);
    return found && found.length > 0 ? found.map((entry) => ({ key: entry.key, part: 0 })) : null;
  }
  const targets: Target<K>[] = [];
  for (const [index, part] of problem.parts.parts.entries()) {
    const text = normalizeScienceText(part).toLowerCase();
    const start = problem.parts.stem || index > 0 ? 0 : (questionStart(text) ?? 0);
    const found = matchesIn(text.slice(start), specs);
    if (!found || found.length === 0) return null;
    for (const entry of found) targets.push({ key: entry.key, part: index });
  }
  return targets;
}

/** True when the pattern occurs anywhere in the question. */
export const says = (problem: Problem, pattern: RegExp): boolean => pattern.test(problem.lower);
