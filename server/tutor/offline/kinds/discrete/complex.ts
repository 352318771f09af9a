/**
 * Complex-number questions: read once (complexReading.ts), then the one kind that fits the ask — arithmetic or
 * conjugate, real unknowns x and y, a quadratic over ℂ, modulus / argument / trigonometric form, De Moivre
 * powers, square roots.
 */
import type { Solution, TutorLanguage } from '../../solution';
import { solveComplexUnknowns, solveComplexValue } from './complexArithmetic';
import { solveComplexPolar, solveComplexSquareRoots, solveDeMoivre, solvePolarToAlgebraic } from './complexPolar';
import { solveComplexQuadratic } from './complexQuadratic';
import { readComplex } from './complexReading';

/** ت (or i) as an unknown, not the imaginary unit: "ت = ٣ ث". */
const UNIT_AS_VARIABLE = /^i\s*=|=\s*i\s*$/;
const UNIT_DEFINITION = /^i\s*\^\s*2\s*=\s*-\s*1$/;

export function solveComplexNumbers(text: string, language: TutorLanguage): Solution | null {
  const reading = readComplex(text);
  if (!reading) return null;
  const segments = reading.segments.filter((segment) => !UNIT_DEFINITION.test(segment));
  if (segments.some((segment) => UNIT_AS_VARIABLE.test(segment))) return null;
  // "ع = ٣ - ٤ت ، اوجد ع²": the asked expression in z, with z replaced by its value.
  const defined = segments.length === 2 ? /^z\s*=\s*([^=z]+)$/.exec(segments[0]!) : null;
  if (defined && /z/.test(segments[1]!) && !segments[1]!.includes('=') && !/cos|sin/.test(segments[0]!)) segments.splice(0, 2, segments[1]!.replace(/z/g, `(${defined[1]!.trim()})`));
  const read = { ...reading, segments };
  if (read.ask === 'solve') return solveComplexUnknowns(read, language) ?? solveComplexQuadratic(read, language);
  return (
    solveComplexValue(read, language) ??
    solveDeMoivre(read, language) ??
    solvePolarToAlgebraic(read, language) ??
    solveComplexPolar(read, language) ??
    solveComplexSquareRoots(read, language)
  );
}
