/**
 * The five quantities of uniformly accelerated motion (v₀, v, a, d, t): from any three known, the other two by
 * the first law that applies, then an independent check that all three equations of motion hold.
 */
export type Suvat = 'v0' | 'v' | 'a' | 'd' | 't';
export type SuvatValues = Partial<Record<Suvat, number>>;

interface Rule {
  target: Suvat;
  needs: readonly Suvat[];
  compute: (k: Required<SuvatValues>) => number;
  /** LaTeX of the rearranged law. */
  latex: string;
}

const RULES: readonly Rule[] = [
  { target: 'v', needs: ['v0', 'a', 't'], compute: (k) => k.v0 + k.a * k.t, latex: 'v = v_0 + a t' },
  { target: 'a', needs: ['v0', 'v', 't'], compute: (k) => (k.v - k.v0) / k.t, latex: 'a = \\frac{v - v_0}{t}' },
  { target: 'v0', needs: ['v', 'a', 't'], compute: (k) => k.v - k.a * k.t, latex: 'v_0 = v - a t' },
  { target: 'd', needs: ['v0', 'v', 't'], compute: (k) => ((k.v0 + k.v) / 2) * k.t, latex: 'd = \\frac{v_0 + v}{2} t' },
  { target: 'a', needs: ['v0', 'v', 'd'], compute: (k) => (k.v ** 2 - k.v0 ** 2) / (2 * k.d), latex: 'a = \\frac{v^2 - v_0^2}{2 d}' },
  { target: 'd', needs: ['v0', 'v', 'a'], compute: (k) => (k.v ** 2 - k.v0 ** 2) / (2 * k.a), latex: 'd = \\frac{v^2 - v_0^2}{2 a}' },
  { target: 't', needs: ['v0', 'v', 'a'], compute: (k) => (k.v - k.v0) / k.a, latex: 't = \\frac{v - v_0}{a}' },
  { target: 't', needs: ['v0', 'v', 'd'], compute: (k) => (2 * k.d) / (k.v0 + k.v), latex: 't = \\frac{2 d}{v_0 + v}' },
  { target: 'd', needs: ['v0', 'a', 't'], compute: (k) => k.v0 * k.t + 0.5 * k.a * k.t ** 2, latex: 'd = v_0 t + \\tfrac{1}{2} a t^2' },
  { target: 'v', needs: ['v0', 'a', 'd'], compute: (k) => Math.sqrt(k.v0 ** 2 + 2 * k.a * k.d), latex: 'v = \\sqrt{v_0^2 + 2 a d}' },
  { target: 'a', needs: ['v0', 'd', 't'], compute: (k) => (2 * (k.d - k.v0 * k.t)) / k.t ** 2, latex: 'a = \\frac{2(d - v_0 t)}{t^2}' },
  { target: 'v0', needs: ['v', 'a', 'd'], compute: (k) => Math.sqrt(k.v ** 2 - 2 * k.a * k.d), latex: 'v_0 = \\sqrt{v^2 - 2 a d}' },
  { target: 'v0', needs: ['v', 'd', 't'], compute: (k) => (2 * k.d) / k.t - k.v, latex: 'v_0 = \\frac{2 d}{t} - v' },
  { target: 'v0', needs: ['a', 'd', 't'], compute: (k) => (k.d - 0.5 * k.a * k.t ** 2) / k.t, latex: 'v_0 = \\frac{d - \\tfrac{1}{2} a t^2}{t}' },
];

export interface Derivation {
  target: Suvat;
  latex: string;
  /** The values used, for the substitution line. */
  inputs: SuvatValues;
  value: number;
}

/** All five values and how each unknown was found; null when three are not known or the laws disagree. */
export function solveSuvat(known: SuvatValues): { values: Required<SuvatValues>; derivations: Derivation[] } | null {
  const values: SuvatValues = { ...known };
  const derivations: Derivation[] = [];
  for (let round = 0; round < 5; round += 1) {
    for (const rule of RULES) {
      if (values[rule.target] !== undefined || !rule.needs.every((need) => values[need] !== undefined)) continue;
      const value = rule.compute(values as Required<SuvatValues>);
      if (!Number.isFinite(value)) continue;
      const inputs: SuvatValues = {};
      for (const need of rule.needs) inputs[need] = values[need];
      values[rule.target] = value;
      derivations.push({ target: rule.target, latex: rule.latex, inputs, value });
    }
  }
  const all = values as Required<SuvatValues>;
  if ((['v0', 'v', 'a', 'd', 't'] as const).some((key) => all[key] === undefined || !Number.isFinite(all[key]))) return null;
  if (all.t < 0) return null;
  const close = (x: number, y: number): boolean => Math.abs(x - y) <= 1e-6 * Math.max(1, Math.abs(x), Math.abs(y));
  const consistent =
    close(all.v, all.v0 + all.a * all.t) && close(all.d, all.v0 * all.t + 0.5 * all.a * all.t ** 2) && close(all.v ** 2, all.v0 ** 2 + 2 * all.a * all.d);
  return consistent ? { values: all, derivations } : null;
}

export const SUVAT_LATEX: Readonly<Record<Suvat, string>> = { v0: 'v_0', v: 'v', a: 'a', d: 'd', t: 't' };
export const SUVAT_UNIT: Readonly<Record<Suvat, string>> = { v0: '\\text{m/s}', v: '\\text{m/s}', a: '\\text{m/s}^{2}', d: '\\text{m}', t: '\\text{s}' };

/** The right-hand side of a law with the numbers put in: "\frac{v - v_0}{t}" → "\frac{0 - 20}{8}". */
export function substitute(latex: string, values: SuvatValues, format: (value: number) => string): string {
  const rhs = latex.slice(latex.indexOf('=') + 1).trim();
  return rhs.replace(/\\[a-zA-Z]+|v_0|[vadt](?![a-zA-Z])/g, (token) => {
    if (token.startsWith('\\')) return token;
    const value = values[token === 'v_0' ? 'v0' : (token as Suvat)];
    if (value === undefined) return token;
    const text = format(value);
    return value < 0 ? `(${text})` : text;
  }).replace(/([\d)}])\s+(?=[\d(])/g, '$1 \\times ');
}
