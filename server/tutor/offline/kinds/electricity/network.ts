/**
 * A resistor network described in words: "٢ و ٣ و ٥ أوم على التوالي", "R1 و R2 على التوازي ثم على التوالي مع R3",
 * "a 10 Ω resistor in series with a parallel combination of 20 Ω and 30 Ω", "اربع مقاومات متساوية كل منها ٢٠ أوم".
 * Read into a tree of series / parallel groups, then solved: equivalent resistance, and the voltage and current
 * of every resistor for a voltage across the whole network.
 */
import type { Quantity } from './read';
import { num } from './write';

export type Connection = 'series' | 'parallel';
export interface Group {
  connection: Connection;
  items: readonly NetworkNode[];
}
/** A resistor (its index among the resistors read) or a group. */
export type NetworkNode = number | Group;

const SERIES = /توالي|series/g;
const PARALLEL = /توازي|parallel/g;
const COUNT_WORDS: readonly [RegExp, number][] = [
  [/مقاومتان|مقاومتين|\btwo\b|\b2 resistors/, 2],
  [/ثلاث|three/, 3],
  [/اربع|four/, 4],
  [/خمس|five/, 5],
  [/(?<![\u0621-\u064A])ست مقاومات|\bsix\b/, 6],
];
const IDENTICAL = /كل منها|كل منهما|كل واحده|كل وحده|متساوي|متماثل|identical|equal|\beach of\b|each having|each with|(?:ω|ohms?)\s+each/;

/** The resistances a network is built from: several values, or one value repeated ("اربع مقاومات كل منها ٢٠ أوم"). */
export function networkValues(text: string, resistors: readonly Quantity[], written?: number): { values: number[]; repeated?: number; firstGroup?: number } | null {
  const counts = COUNT_WORDS.filter(([pattern]) => pattern.test(text)).map(([, count]) => count);
  // A count written in digits ("3 مقاومات"): the same as any count in words.
  if (written !== undefined && counts.every((count) => count === written)) counts.splice(0, counts.length, written);
  else if (written !== undefined) return null;
  if (counts.length > 1) return null;
  const count = counts[0];
  if (resistors.length === 1 && count && IDENTICAL.test(text)) return { values: Array<number>(count).fill(resistors[0]!.si), repeated: count };
  // A count may name the first group only ("مقاومتان … على التوازي وتتصلان على التوالي بمقاومة …").
  const mixed = /توالي|series/.test(text) && /توازي|parallel/.test(text);
  if (count && (mixed ? count > resistors.length : count !== resistors.length)) return null;
  return { values: resistors.map((resistor) => resistor.si), ...(count && count < resistors.length ? { firstGroup: count } : {}) };
}

/** The network's tree, or null when the description is not one of the readable shapes. */
export function readNetwork(text: string, resistors: readonly Quantity[], count: number, firstGroup?: number): NetworkNode | null {
  const all = (connection: Connection): Group => ({ connection, items: Array.from({ length: count }, (_, index) => index) });
  const markers = [...[...text.matchAll(SERIES)].map((match) => ({ connection: 'series' as const, at: match.index ?? 0 })), ...[...text.matchAll(PARALLEL)].map((match) => ({ connection: 'parallel' as const, at: match.index ?? 0 }))].sort((a, b) => a.at - b.at);
  if (count === 1) return markers.length === 0 ? 0 : null;
  if (markers.length === 0) return null;
  const runs = markers.filter((marker, index) => index === 0 || markers[index - 1]!.connection !== marker.connection);
  if (runs.length === 1) return all(runs[0]!.connection);
  if (runs.length !== 2 || resistors.length !== count) return null;
  const [first, second] = runs as [(typeof runs)[0], (typeof runs)[0]];
  const indices = (from: number, to: number): number[] => resistors.flatMap((resistor, index) => (resistor.start >= from && resistor.start < to ? [index] : []));
  const before = indices(0, first.at);
  const between = indices(first.at, second.at);
  const after = indices(second.at, Infinity);
  // "مقاومه 4 اوم توالي مع مقاومتين 6 و 12 اوم توازي", "4 Ω in series with 6 Ω and 12 Ω in parallel": one resistor
  // joined by the first connection to the group that follows "مع / with", whose own connection closes it.
  if (before.length === 1 && between.length >= 2 && after.length === 0 && (firstGroup === undefined || firstGroup === between.length)) {
    const opening = text.slice(first.at, resistors[between[0]!]!.start);
    const closing = text.slice(resistors[between.at(-1)!]!.end, second.at);
    if (!/^\S*\s*(?:مع|with|to)\s/.test(opening) || !/^\s*(?:(?:متصل\S*|موصل\S*|متوصل\S*|(?:are |connected )*)(?:علي |in )?(?:ال)?)?$/.test(closing)) return null;
    if (/(?:مع|with|to)\s/.test(opening.replace(/^\S*\s*(?:مع|with|to)\s/, ''))) return null;
    return { connection: first.connection, items: [before[0]!, { connection: second.connection, items: between }] };
  }
  if (between.length > 0 || (firstGroup !== undefined && before.length !== firstGroup)) return null;
  if (before.length >= 2 && after.length >= 1) return { connection: second.connection, items: [{ connection: first.connection, items: before }, ...after] };
  const combination = /^\S*\s*(?:combination|arrangement|group|مجموعه)/.test(text.slice(second.at));
  if (before.length === 1 && after.length >= 2 && combination) return { connection: first.connection, items: [before[0]!, { connection: second.connection, items: after }] };
  return null;
}

/** Equivalent resistance of a node. */
export function equivalent(node: NetworkNode, values: readonly number[]): number {
  if (typeof node === 'number') return values[node]!;
  const parts = node.items.map((item) => equivalent(item, values));
  return node.connection === 'series' ? parts.reduce((sum, r) => sum + r, 0) : 1 / parts.reduce((sum, r) => sum + 1 / r, 0);
}

export interface Share {
  voltage: number;
  current: number;
}

/** Voltage and current of every resistor when `voltage` is across the node. */
export function shares(node: NetworkNode, values: readonly number[], voltage: number, into: Share[] = []): Share[] {
  if (typeof node === 'number') {
    into[node] = { voltage, current: voltage / values[node]! };
    return into;
  }
  const current = voltage / equivalent(node, values);
  for (const item of node.items) shares(item, values, node.connection === 'parallel' ? voltage : current * equivalent(item, values), into);
  return into;
}

/** The steps' LaTeX for a node: "R_1 + R_2", "\frac{1}{...}". */
export function describe(node: NetworkNode, values: readonly number[]): { latex: string; lines: { group: string; value: number; connection: Connection }[] } {
  const lines: { group: string; value: number; connection: Connection }[] = [];
  const walk = (item: NetworkNode): string => {
    if (typeof item === 'number') return num(values[item]!);
    const parts = item.items.map(walk);
    const value = equivalent(item, values);
    const group = item.connection === 'series' ? parts.join(' + ') : `\\left(${parts.map((part) => `\\frac{1}{${part}}`).join(' + ')}\\right)^{-1}`;
    lines.push({ group, value, connection: item.connection });
    return num(value);
  };
  return { latex: walk(node), lines };
}
