/**
 * A law of the form  Y = X₁ · X₂ · … (F = B I L sinθ, F = q v B sinθ, τ = B I A N sinθ, emf = B L v sinθ,
 * φ = B A cosθ, B = μ₀ N I / 2r …) solved for whichever one quantity is unknown, written as a teacher writes it
 * (law, units in SI, substitution) and checked by putting the answer back into the law.
 */
import type { SolutionStep, TutorLanguage } from '../../solution';
import { agree, factorNum, num, step, withUnit } from './write';

export interface Factor {
  /** LaTeX symbol: B, I, L, \sin\theta. */
  latex: string;
  /** SI unit as LaTeX ('' for pure numbers). */
  unit: string;
  /** The value in SI, or undefined for the unknown. */
  value?: number;
  /** The factor enters as its inverse (a denominator): B = μ₀ I / (2π d). */
  inverse?: boolean;
  /** How the value is shown in the substitution (sin 30° rather than 0.5). */
  shown?: string;
}

export interface LawSolution {
  steps: SolutionStep[];
  /** The unknown's value in SI. */
  value: number;
  /** "F = 0.4 N". */
  answerLatex: string;
  check: { en: string; ar: string };
}

const product = (factors: readonly Factor[]): string => factors.map((factor) => factor.latex).join(' ');
const shown = (factor: Factor): string => factor.shown ?? factorNum(factor.value!);
const multiply = (factors: readonly Factor[]): string => factors.map(shown).join(' \\times ') || '1';
const fraction = (top: string, bottom: string): string => (bottom === '1' || bottom === '' ? top : `\\frac{${top}}{${bottom}}`);
const valueOf = (factors: readonly Factor[]): number => factors.reduce((total, factor) => (factor.inverse ? total / factor.value! : total * factor.value!), 1);

/**
 * Solves `target = Π factors` for the one unknown (target or a factor). `lawName` introduces the law; null when
 * the unknown cannot be found (a zero divisor) or the check fails.
 */
export function solveProductLaw(
  language: TutorLanguage,
  lawName: { en: string; ar: string; why: { en: string; ar: string } },
  target: Factor,
  factors: readonly Factor[],
): LawSolution | null {
  const numerators = factors.filter((factor) => !factor.inverse);
  const denominators = factors.filter((factor) => factor.inverse);
  const law = `${target.latex} = ${fraction(product(numerators), product(denominators))}`;
  const steps: SolutionStep[] = [step(language, `Use ${lawName.en}: $${law}$`, `نستخدم ${lawName.ar}: $${law}$`, lawName.why)];
  const unknown = [target, ...factors].filter((factor) => factor.value === undefined);
  if (unknown.length !== 1) return null;
  let value: number;
  if (target.value === undefined) {
    value = valueOf(factors);
    const substitution = fraction(multiply(numerators), multiply(denominators));
    steps.push(step(language, `Substitute: $${target.latex} = ${substitution} = ${withUnit(value, target.unit)}$`, `بالتعويض: $${target.latex} = ${substitution} = ${withUnit(value, target.unit)}$`));
  } else {
    const missing = unknown[0]!;
    const others = factors.filter((factor) => factor !== missing);
    const rest = valueOf(others);
    if (rest === 0 || target.value === 0) return null;
    value = missing.inverse ? rest / target.value : target.value / rest;
    const otherTop = others.filter((factor) => !factor.inverse);
    const otherBottom = others.filter((factor) => factor.inverse);
    const top = missing.inverse ? [...otherTop] : [target, ...otherBottom];
    const bottom = missing.inverse ? [target, ...otherBottom] : otherTop;
    const symbolic = fraction(product(top), product(bottom));
    const substitution = fraction(multiply(top), multiply(bottom));
    steps.push(step(language, `So $${missing.latex} = ${symbolic} = ${substitution} = ${withUnit(value, missing.unit)}$`, `ومنه $${missing.latex} = ${symbolic} = ${substitution} = ${withUnit(value, missing.unit)}$`));
  }
  if (!Number.isFinite(value)) return null;
  // Check: every factor known now, the law must give the target again.
  const filled = factors.map((factor) => (factor.value === undefined ? { ...factor, value } : factor));
  const targetValue = target.value ?? value;
  const back = valueOf(filled);
  if (!agree(back, targetValue)) return null;
  const name = target.value === undefined ? target.latex : unknown[0]!.latex;
  const unit = target.value === undefined ? target.unit : unknown[0]!.unit;
  return {
    steps,
    value,
    answerLatex: `${name} = ${withUnit(value, unit)}`,
    check: {
      en: `Substituting $${name} = ${num(value)}$ back into $${law}$ gives $${target.latex} = ${num(back)}$ ✓`,
      ar: `بالتعويض بـ $${name} = ${num(value)}$ في $${law}$ نحصل على $${target.latex} = ${num(back)}$ ✓`,
    },
  };
}

/** sin θ written for the substitution: 1 for 90°, "sin 30°" otherwise. */
export function sineFactor(degrees: number, latex = '\\sin\\theta'): Factor {
  const value = Math.abs(degrees - 90) < 1e-12 ? 1 : Math.abs(degrees) < 1e-12 || Math.abs(degrees - 180) < 1e-12 ? 0 : Math.sin((degrees * Math.PI) / 180);
  return { latex, unit: '', value, shown: value === 1 || value === 0 ? String(value) : `\\sin ${num(degrees)}^\\circ` };
}

/** cos θ written for the substitution. */
export function cosineFactor(degrees: number, latex = '\\cos\\theta'): Factor {
  const value = Math.abs(degrees) < 1e-12 ? 1 : Math.abs(degrees - 90) < 1e-12 ? 0 : Math.cos((degrees * Math.PI) / 180);
  return { latex, unit: '', value, shown: value === 1 || value === 0 ? String(value) : `\\cos ${num(degrees)}^\\circ` };
}
