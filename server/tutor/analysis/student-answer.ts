/**
 * Reads what a student wrote as an answer, in Arabic or English, with Latin or Arabic-Indic digits, س/ص variables,
 * ± and √, or LaTeX: the values given ("x = 2 or x = -3", "س = ٢ أو -٣"), an expression ("y' = 6x"), or measured
 * quantities with their units ("20 فولت", "0.2 kV", "98 g/mol").
 */
import { evaluateNode } from '../offline/math/engine';
import { toLatex } from '../offline/math/latex';
import { normalizeMathText } from '../offline/math/normalize';
import type { ParsedMath } from '../offline/math/parse';
import { largestSegment } from '../offline/math/problems';
import { mathSegments } from '../offline/math/segments';
import { readMeasurements } from '../offline/science/physics/measurements';
import type { UnitInfo } from '../offline/science/physics/units';
import { normalizeScienceText } from '../offline/science/shared/normalize';
import { latexToPlain, parseMaths } from './latex-maths';
import { freeVariables, writtenTolerance, type ApproximateNumber } from './sampling';

export interface StudentValue extends ApproximateNumber {
  /** The value as the student wrote it, in LaTeX. */
  latex: string;
}

export interface StudentQuantity extends ApproximateNumber {
  /** The number as written (Latin digits). */
  numberText: string;
  /** A physics unit the offline solver knows, or null. */
  unit: UnitInfo | null;
  /** A chemistry unit (g/mol, mol, g, L, %), or null. */
  chemistryUnit: ChemistryUnit | null;
}

export type ChemistryUnit = 'g/mol' | 'mol' | 'g' | 'L' | '%';

/** Dollar signs and LaTeX turned into plain maths; ± kept as one character. */
function plain(text: string): string {
  const withoutDollars = text.replace(/\$+/g, ' ');
  return /\\[a-zA-Z]|[{}]/.test(withoutDollars) ? latexToPlain(withoutDollars) : withoutDollars;
}

/** "x = 1 ± √2" is two answers: one text with + and one with −. */
function expandPlusMinus(text: string): string[] {
  return text.includes('±') ? [text.replace(/±/g, '+'), text.replace(/±/g, '-')] : [text];
}

const BARE_VARIABLE = /^\s*[a-z]\s*(?:_?\d)?\s*$/;

/** The constant value a segment states: "x = 2" → 2, "-3" → −3, "3/4 + 5/6 = 19/12" → 19/12; null for working. */
function segmentValue(segment: string): StudentValue | null {
  const sides = segment.split('=');
  const left = sides[0] ?? '';
  const last = (sides[sides.length - 1] ?? '').trim();
  if (last === '') return null;
  if (sides.length > 1 && !BARE_VARIABLE.test(left)) {
    const leftParsed = parseMaths(left);
    // "(x - 2)(x + 3) = 0" is working, not an answer.
    if (!leftParsed || freeVariables(leftParsed).length > 0) return null;
  }
  const parsed = parseMaths(last);
  if (!parsed || freeVariables(parsed).length > 0) return null;
  const value = evaluateNode(parsed.node);
  if (!Number.isFinite(value)) return null;
  const decimalText = last.replace(/\s/g, '');
  if (/^-?\d+(?:\.\d+)?$/.test(decimalText)) return { value, tolerance: writtenTolerance(decimalText), latex: decimalText };
  return { value, tolerance: 0, latex: toLatex(parsed.expr) };
}

/** Every value the student states, in order, without repeats. */
export function readStudentValues(text: string): StudentValue[] {
  const values: StudentValue[] = [];
  for (const variant of expandPlusMinus(plain(text))) {
    for (const segment of mathSegments(normalizeMathText(variant).text)) {
      const value = segmentValue(segment);
      if (value && !values.some((known) => Math.abs(known.value - value.value) < 1e-12)) values.push(value);
    }
  }
  return values;
}

/** The values of a system's answer with the variable each is given to ("x = 2, y = 3"); null when unnamed. */
export function readStudentAssignments(text: string): (StudentValue & { variable: string | null })[] {
  const assignments: (StudentValue & { variable: string | null })[] = [];
  for (const segment of mathSegments(normalizeMathText(plain(text)).text)) {
    const value = segmentValue(segment);
    if (!value) continue;
    const left = segment.split('=')[0] ?? '';
    const named = segment.includes('=') && BARE_VARIABLE.test(left) ? left.trim().charAt(0) : null;
    assignments.push({ ...value, variable: named });
  }
  return assignments;
}

/** The expression the student gives as the result ("y' = 6x" → 6x, "x^3/3 + C"); null when there is none. */
export function readStudentExpression(text: string): ParsedMath | null {
  const source = largestSegment(mathSegments(normalizeMathText(plain(text)).text));
  if (!source) return null;
  const sides = source.split('=');
  return parseMaths((sides[sides.length - 1] ?? '').trim());
}

const CHEMISTRY_UNITS: readonly [RegExp, ChemistryUnit][] = [
  [/^\s?(?:g\/mol|g\.mol\^-1|g mol\^-1|gm\/mol|grams?\/mol|grams? per mole?|جم\/مول|جرام\/مول|غ\/مول|جم\.مول\^-1)/i, 'g/mol'],
  [/^\s?(?:mol|moles?|مول)(?![A-Za-z\u0621-\u064A])/i, 'mol'],
  [/^\s?(?:g|gm|grams?|جم|جرام|غ)(?![A-Za-z\u0621-\u064A/])/i, 'g'],
  [/^\s?(?:L|liters?|litres?|لتر)(?![A-Za-z\u0621-\u064A])/, 'L'],
  [/^\s?%/, '%'],
];

/** The numbers of the answer with the unit written after each (a physics unit, a chemistry unit, or none). */
export function readStudentQuantities(text: string): StudentQuantity[] {
  const normalized = normalizeScienceText(plain(text));
  return readMeasurements(normalized).map((measurement) => {
    const rest = normalized.slice(measurement.start);
    const numberText = /^-?\d+(?:\.\d+)?/.exec(rest)?.[0] ?? '';
    const afterNumber = rest.replace(/^-?\d+(?:\.\d+)?(?:\s*[×xX*·]\s*10\s*\^\s*\(?[-+]?\d+\)?|[eE][-+]?\d+)?/, '');
    const chemistryUnit = CHEMISTRY_UNITS.find(([pattern]) => pattern.test(afterNumber))?.[1] ?? null;
    return {
      value: measurement.value,
      tolerance: writtenTolerance(numberText),
      numberText,
      unit: chemistryUnit === 'g/mol' ? null : measurement.unit,
      chemistryUnit,
    };
  });
}
