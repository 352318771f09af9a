/**
 * The checkable result of a solution: the solver's own `result`, or for the first-generation solvers, which write
 * only an answer line, that line read back (analysis/verified-answer.ts): roots, values, an expression, physical
 * quantities (with their SI values when the answer gives another unit, e.g. 2.7 g/cm³ = 2700 kg/m³).
 */
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

export function resultOf(solution: Solution): SolutionResult | null {
  if (solution.result) return solution.result;
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
