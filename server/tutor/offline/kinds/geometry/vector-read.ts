/**
 * Reading vectors: named ones ("أ = (٣، −٤)", "u = 3i + 2j", with k / m as an unknown component) or, after the
 * word "vector", unnamed ones ("the vectors (1, 0) and (1, 1)", "the vector 3i − 4j + 12k").
 */
import { rawLatex, readNumber } from './read';

export interface NamedVector {
  name: string;
  /** Components; NaN marks the unknown (k / m). */
  values: number[];
  written: string;
}

const LETTER = String.raw`[a-z\u0621-\u064A]`;
const COMPONENT = String.raw`-?\s*\d+(?:\.\d+)?(?:\s*/\s*\d+(?:\.\d+)?)?|[km]`;
const TUPLE = new RegExp(String.raw`(?<!${LETTER})(${LETTER})\s*=\s*\(\s*(${COMPONENT})\s*,\s*(${COMPONENT})\s*(?:,\s*(${COMPONENT})\s*)?\)`, 'g');
const IJK = new RegExp(String.raw`(?<!${LETTER})(${LETTER})\s*=\s*((?:[-+]?\s*\d*(?:\.\d+)?\s*[ijk](?![a-z])\s*)+)`, 'g');

export function readVectors(ascii: string): NamedVector[] | null {
  const found: Array<NamedVector & { index: number }> = [];
  for (const match of ascii.matchAll(TUPLE)) {
    const parts = [match[2], match[3], match[4]].filter((part): part is string => part !== undefined);
    found.push({ name: match[1]!, values: parts.map((part) => (/^[km]$/.test(part) ? Number.NaN : readNumber(part))), written: `(${parts.map((part) => (/^[km]$/.test(part) ? part : rawLatex(part))).join(', ')})`, index: match.index ?? 0 });
  }
  for (const match of ascii.matchAll(IJK)) {
    const values = [0, 0, 0];
    const body = match[2]!.replace(/\s+/g, '');
    let consumed = '';
    for (const term of body.matchAll(/([-+]?)(\d*(?:\.\d+)?)([ijk])/g)) {
      const index = 'ijk'.indexOf(term[3]!);
      values[index] = values[index]! + (term[1] === '-' ? -1 : 1) * (term[2] ? Number(term[2]) : 1);
      consumed += term[0];
    }
    if (consumed !== body) return null;
    const threeD = /k/.test(body) || /\bk\b/.test(ascii.replace(match[0], ''));
    found.push({ name: match[1]!, values: threeD ? values : values.slice(0, 2), written: body.replace(/([+-])/g, ' $1 ').trim(), index: match.index ?? 0 });
  }
  found.sort((a, b) => a.index - b.index);
  return found.map(({ name, values, written }) => ({ name, values, written }));
}

const BARE_TUPLE = /\(\s*(-?\s*\d+(?:\.\d+)?)\s*,\s*(-?\s*\d+(?:\.\d+)?)\s*(?:,\s*(-?\s*\d+(?:\.\d+)?)\s*)?\)/g;
const BARE_IJK = /(?<![a-z\d.])(?:[-+]?\s*\d*(?:\.\d+)?\s*[ijk](?![a-z])\s*)+/g;

/** Vectors written without a name after the word "vector": "the vectors (1, 0) and (1, 1)", "the vector 3i - 4j + 12k". */
export function readUnnamedVectors(ascii: string): NamedVector[] | null {
  const found: Array<{ values: number[]; written: string; index: number }> = [];
  for (const match of ascii.matchAll(BARE_TUPLE)) {
    const parts = [match[1], match[2], match[3]].filter((part): part is string => part !== undefined);
    found.push({ values: parts.map(readNumber), written: `(${parts.map(rawLatex).join(', ')})`, index: match.index ?? 0 });
  }
  for (const match of ascii.matchAll(BARE_IJK)) {
    const body = match[0].replace(/\s+/g, '');
    if (!/\d/.test(body) && body.replace(/[+-]/g, '').length < 2) continue;
    const values = [0, 0, 0];
    for (const term of body.matchAll(/([-+]?)(\d*(?:\.\d+)?)([ijk])/g)) {
      const index = 'ijk'.indexOf(term[3]!);
      values[index] = values[index]! + (term[1] === '-' ? -1 : 1) * (term[2] ? Number(term[2]) : 1);
    }
    found.push({ values: /k/.test(body) ? values : values.slice(0, 2), written: body.replace(/([+-])/g, ' $1 ').trim(), index: match.index ?? 0 });
  }
  if (found.length === 0 || found.length > 2) return null;
  found.sort((a, b) => a.index - b.index);
  return found.map(({ values, written }, index) => ({ name: 'ab'[index]!, values, written }));
}

/**
 * Outside the vector definitions the question may name the vectors but write no number, sum or other operation
 * ("|2a|", "a + b", "the projection of a", "opposite to a" are not what this reads).
 */
export function onlyDefinitionsHoldNumbers(ascii: string, unnamed: boolean): boolean {
  const rest = unnamed ? ascii.replace(BARE_TUPLE, ' ').replace(BARE_IJK, ' ') : ascii.replace(TUPLE, ' ').replace(IJK, ' ');
  return !/\d|(?<![a-z\u0621-\u064A])[a-z\u0621-\u064A]\s*[+-]\s*[a-z\u0621-\u064A](?![a-z\u0621-\u064A])|(?<!\|)\|(?!\|)|opposite|projection|component|area|مسقط|عكس|معاكس|مساح|مركب/.test(rest);
}
