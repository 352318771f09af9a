/**
 * The checkable result of a solution: the solver's own `result`, or for the first-generation solvers, which write
 * only an answer line, that line read back (analysis/verified-answer.ts): roots, values, an expression, physical
 * quantities (with their SI values when the answer gives another unit, e.g. 2.7 g/cm³ = 2700 kg/m³).
 */
import { latexToPlain } from '../analysis/latex-maths';
import { readVerifiedAnswer } from '../analysis/verified-answer';
import { math } from './math/engine';
import type { Solution, SolutionResult } from './solution';

const NO_SOLUTION = /ليس لها حل|لا يوجد لها حل|لا توجد حلول|has no solution|no solution/i;

/** mathjs's reading of a unit as the answers write it (Ω, m/s^2, g/cm^3), or null. */
function toSi(value: number, unit: string): number | null {
  if (unit === '' || unit === '%') return null;
  try {
    const converted: unknown = math.unit(value, unit.replace(/Ω/g, 'ohm').replace(/°C/g, 'degC')).toSI().toNumber();
    return typeof converted === 'number' && Number.isFinite(converted) ? converted : null;
  } catch {
    return null;
  }
}

/** A real number written in the answer's LaTeX (-1, \frac{1}{2}, \sqrt{3}), or null. */
function realValue(latex: string): number | null {
  try {
    const value: unknown = math.evaluate(latexToPlain(latex).replace(/sqrt\s*\(/g, 'sqrt('));
    return typeof value === 'number' && Number.isFinite(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * The pair of complex roots the older quadratic solver states, "$x = -1 \pm 2i$" or "$x = \frac{-1 \pm \sqrt{3}i}{2}$";
 * null when they cannot be read (never "no solution": the answer has roots).
 */
function complexRoots(answer: string): SolutionResult | null {
  const plain = /\$[a-z]\s*=\s*([^$]*?)\s*\\pm\s*([^$]*?)\s*i\$/.exec(answer);
  const fraction = /\$[a-z]\s*=\s*\\frac\{([^$]*?)\s*\\pm\s*([^$]*?)\s*i\}\{(\d+)\}\$/.exec(answer);
  const [realLatex, imaginaryLatex, denominator] = fraction ? [fraction[1]!, fraction[2]!, Number(fraction[3])] : plain ? [plain[1]!, plain[2]!, 1] : [];
  if (realLatex === undefined || imaginaryLatex === undefined || !denominator) return null;
  const real = realLatex.trim() === '' ? 0 : realValue(realLatex);
  const imaginary = imaginaryLatex.trim() === '' ? 1 : realValue(imaginaryLatex);
  if (real === null || imaginary === null) return null;
  return { values: [[real / denominator, imaginary / denominator], [real / denominator, -imaginary / denominator]] };
}

export function resultOf(solution: Solution): SolutionResult | null {
  if (solution.result) return solution.result;
  if (solution.subject === 'math' && /\\pm[^$]*[\d}\s]i(?![a-z])/.test(solution.answer)) return complexRoots(solution.answer);
  if (solution.subject === 'math' && NO_SOLUTION.test(solution.answer)) return { noSolution: true };
  const verified = readVerifiedAnswer(solution);
  if (!verified) return null;
  switch (verified.shape) {
    case 'roots':
      return verified.roots.length === 0 ? { noSolution: true } : { values: verified.roots.map((root) => root.value) };
    case 'assignments':
      return { values: verified.entries.map((entry) => entry.value) };
    case 'number':
      return { values: [verified.value] };
    case 'quantities': {
      const values = verified.entries.map((entry) => entry.value);
      const si = verified.entries.map((entry) => toSi(entry.value, entry.unit));
      return si.every((value, index) => value === null || value === values[index])
        ? { values }
        : { values, si: si.map((value, index) => value ?? values[index]!) };
    }
    case 'expression':
      return { expression: verified.parsed.node.toString(), variable: verified.variables[0] ?? 'x', upToConstant: verified.upToConstant };
  }
}
