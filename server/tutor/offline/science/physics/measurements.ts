/**
 * The numbers of a physics problem with their units ("20 m/s", "٧٢ كم/س", "3 × 10^8 m/s"). A number followed
 * by a list separator shares the unit of the list's last number ("2, 3 and 6 Ω").
 */
import { findNumbers } from '../shared/numbers';
import { lookupUnit, UNIT_AFTER_NUMBER, type UnitInfo } from './units';

export interface Measurement {
  /** The value as written, in `unit`. */
  value: number;
  unit: UnitInfo | null;
  /** Where the number starts and where the number (with its unit) ends in the normalised text. */
  start: number;
  end: number;
}

const LIST_SEPARATOR = /^\s*(?:,|and|or|&|و|او)\s*$/i;

export function readMeasurements(text: string): Measurement[] {
  const measurements: Measurement[] = findNumbers(text).map((number) => {
    const unit = UNIT_AFTER_NUMBER.exec(text.slice(number.end));
    const info = unit?.[1] ? lookupUnit(unit[1]) : undefined;
    return { value: number.value, unit: info ?? null, start: number.start, end: number.end + (info && unit ? unit[0].length : 0) };
  });
  for (let index = measurements.length - 2; index >= 0; index -= 1) {
    const current = measurements[index];
    const next = measurements[index + 1];
    if (current && next && !current.unit && next.unit && LIST_SEPARATOR.test(text.slice(current.end, next.start))) current.unit = next.unit;
  }
  return measurements;
}
