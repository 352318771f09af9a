/**
 * The laws of the area as equations with their rearrangements, and the chain that applies them: from the known
 * quantities, each law with exactly one unknown gives it, until every asked quantity is known. The answer is then
 * checked against every law used in its original (unrearranged) form, independently of the rearrangement.
 */
import type { Bilingual } from '../../science/shared/format';

/** Values in SI (temperatures in kelvin), by symbol name. */
export type Values = Record<string, number>;

export interface Rearrangement {
  /** The formula in LaTeX with `@name` placeholders (`\frac{@v}{@f}`), shown with symbols, then with numbers. */
  template: string;
  compute: (values: Values) => number;
}

export interface Law {
  name: Bilingual;
  /** Why the law holds / when to use it (shown to premium students). */
  explanation: Bilingual;
  /** The law in LaTeX with `@name` placeholders. */
  equation: string;
  /** Both sides of the law, compared when checking the answer. */
  sides: (values: Values) => [number, number];
  solve: Readonly<Record<string, Rearrangement>>;
}

/** A law from its name and explanation (both languages) and its equation, sides and rearrangements. */
export const law = (name: Law['name'], explanation: Law['explanation'], rest: Omit<Law, 'name' | 'explanation'>): Law => ({ name, explanation, ...rest });

export interface Derivation {
  symbol: string;
  law: Law;
  rearrangement: Rearrangement;
  value: number;
}

const PLACEHOLDER = /@([A-Za-z][A-Za-z0-9]*)/g;

/** The template with each `@name` replaced by `render(name)`. */
export function fill(template: string, render: (name: string) => string): string {
  return template.replace(PLACEHOLDER, (_, name: string) => render(name));
}

/** The names a template uses. */
export function namesIn(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((match) => match[1]!);
}

/**
 * Applies `laws` to `known` until every target is known; null when a target stays unknown or a value is not a
 * finite number. Each law is used at most once.
 */
export function derive(laws: readonly Law[], known: Values, targets: readonly string[]): { values: Values; derivations: Derivation[] } | null {
  const values: Values = { ...known };
  const derivations: Derivation[] = [];
  const unused = new Set(laws);
  let progress = true;
  while (targets.some((target) => !(target in values)) && progress) {
    progress = false;
    for (const law of unused) {
      const unknowns = namesIn(law.equation).filter((name, index, all) => !(name in values) && all.indexOf(name) === index);
      if (unknowns.length !== 1) continue;
      const symbol = unknowns[0]!;
      const rearrangement = law.solve[symbol];
      if (!rearrangement) continue;
      const value = rearrangement.compute(values);
      if (!Number.isFinite(value)) return null;
      values[symbol] = value;
      derivations.push({ symbol, law, rearrangement, value });
      unused.delete(law);
      progress = true;
    }
  }
  if (targets.some((target) => !(target in values))) return null;
  // Keep only the derivations the targets depend on.
  const needed = new Set(targets);
  const kept: Derivation[] = [];
  for (const derivation of [...derivations].reverse()) {
    if (!needed.has(derivation.symbol)) continue;
    kept.unshift(derivation);
    for (const name of namesIn(derivation.rearrangement.template)) needed.add(name);
  }
  return { values, derivations: kept };
}

const RELATIVE_TOLERANCE = 1e-9;

/** True when both sides of the law agree with these values (the check of a derived answer). */
export function holds(law: Law, values: Values): boolean {
  const [left, right] = law.sides(values);
  if (!Number.isFinite(left) || !Number.isFinite(right)) return false;
  return Math.abs(left - right) <= RELATIVE_TOLERANCE * Math.max(Math.abs(left), Math.abs(right), 1e-12);
}
