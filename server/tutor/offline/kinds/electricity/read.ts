/**
 * Reading an electricity question: the text folded to one spelling (Latin digits, ة→ه, ى→ي, أ→ا, superscripts as
 * ^n, × 10^n kept with its number) and every number with the unit written after it, in SI and as written. A kind's
 * reader then gives each quantity a role; a quantity no role takes makes the whole question unreadable (null).
 */
import { normalizeForSearch } from '../../arabic';

export type Unit =
  | 'ohm' | 'V' | 'A' | 'W' | 'J' | 'kWh' | 's' | 'm' | 'm2' | 'T' | 'Wb' | 'Wb/s' | 'C' | 'N' | 'm/s'
  | 'deg' | 'turns' | '%' | 'piastre' | 'pound' | 'day' | 'none';

export interface Quantity {
  /** Value in SI (hours → seconds, cm → m, kWh → J …); money and days as written. */
  si: number;
  /** The number as the student wrote it (LaTeX: 1.6 \times 10^{-19}). */
  written: string;
  /** The unit as written, LaTeX-ready (\Omega, cm, kWh, h). */
  unitText: string;
  unit: Unit;
  /** Factor from the written unit to SI (h → 3600). */
  factor: number;
  /** Where it starts and ends in the folded text. */
  start: number;
  end: number;
  /** A label written before it: R1 = 6 → "R_{1}". */
  label?: string;
}

const SUPERSCRIPTS = '⁰¹²³⁴⁵⁶⁷⁸⁹';

/** Latin digits, one spelling of Arabic letters, superscripts as ^n, lower case, symbols unified. */
export function fold(text: string): string {
  // A lower-case r = … is the internal resistance (R = … is a resistor): keep the difference past lower-casing.
  const raised = text.replace(/(?<![A-Za-z])r(?=\s*=)/g, 'rint').replace(/[⁻⁺]?[⁰¹²³⁴⁵⁶⁷⁸⁹]+/g, (run) => `^${run.replace('⁻', '-').replace('⁺', '').replace(/[⁰¹²³⁴⁵⁶⁷⁸⁹]/g, (d) => String(SUPERSCRIPTS.indexOf(d)))}`);
  return normalizeForSearch(raised)
    .replace(/[−–]/g, '-')
    .replace(/[×✕]/g, '×')
    .replace(/٪/g, '%')
    .replace(/،/g, ',')
    .replace(/؟/g, '?')
    .replace(/µ/g, 'μ')
    .replace(/\s+/g, ' ');
}

interface UnitEntry {
  pattern: RegExp;
  unit: Unit;
  factor: number;
  text: string;
}

const AR_END = '(?![\\u0621-\\u064A])';
const EN_END = '(?![a-z])';
const unit = (source: string, u: Unit, factor: number, text: string, arabic = false): UnitEntry => ({
  pattern: new RegExp(`^(?:${source})${arabic ? AR_END : EN_END}`),
  unit: u,
  factor,
  text,
});

/** Units in the order they are tried: longer spellings first. */
const UNITS: readonly UnitEntry[] = [
  unit('kwh|kw\\.h|kw h|kilowatt[- ]?hours?', 'kWh', 3.6e6, '\\text{kWh}'),
  unit('كيلو ?وات[ .-]?ساعه', 'kWh', 3.6e6, '\\text{kWh}', true),
  unit('kw|kilowatts?', 'W', 1000, '\\text{kW}'),
  unit('كيلو ?وات', 'W', 1000, '\\text{kW}', true),
  unit('w|watts?', 'W', 1, '\\text{W}'),
  unit('وات', 'W', 1, '\\text{W}', true),
  unit('Ω|ω|ohms?', 'ohm', 1, '\\Omega'),
  unit('اوم', 'ohm', 1, '\\Omega', true),
  unit('kv', 'V', 1000, '\\text{kV}'),
  unit('v|volts?', 'V', 1, '\\text{V}'),
  unit('فولت', 'V', 1, '\\text{V}', true),
  unit('ma|milliamps?', 'A', 1e-3, '\\text{mA}'),
  unit('a|amps?|amperes?', 'A', 1, '\\text{A}'),
  unit('امبير', 'A', 1, '\\text{A}', true),
  unit('j|joules?', 'J', 1, '\\text{J}'),
  unit('جول', 'J', 1, '\\text{J}', true),
  unit('wb ?/ ?s', 'Wb/s', 1, '\\text{Wb/s}'),
  unit('ويبر ?/ ?(?:ث|ثانيه)', 'Wb/s', 1, '\\text{Wb/s}', true),
  unit('wb|webers?', 'Wb', 1, '\\text{Wb}'),
  unit('ويبر', 'Wb', 1, '\\text{Wb}', true),
  unit('t|teslas?', 'T', 1, '\\text{T}'),
  unit('تسلا', 'T', 1, '\\text{T}', true),
  unit('m ?/ ?s|m\\.s\\^-1', 'm/s', 1, '\\text{m/s}'),
  unit('م ?/ ?(?:ث|ثانيه)|متر ?/ ?(?:ث|ثانيه)', 'm/s', 1, '\\text{m/s}', true),
  unit('m\\^2|m2', 'm2', 1, '\\text{m}^2'),
  unit('cm\\^2|cm2', 'm2', 1e-4, '\\text{cm}^2'),
  unit('(?:م|متر) ?\\^2|متر مربع', 'm2', 1, '\\text{m}^2'),
  unit('سم ?\\^2|سم مربع', 'm2', 1e-4, '\\text{cm}^2'),
  unit('cm', 'm', 0.01, '\\text{cm}'),
  unit('mm', 'm', 0.001, '\\text{mm}'),
  unit('m|meters?|metres?', 'm', 1, '\\text{m}'),
  unit('سم|سنتيمتر', 'm', 0.01, '\\text{cm}', true),
  unit('مم|ملليمتر', 'm', 0.001, '\\text{mm}', true),
  unit('م|متر', 'm', 1, '\\text{m}', true),
  unit('μc|microcoulombs?', 'C', 1e-6, '\\mu\\text{C}'),
  unit('ميكرو ?كولوم', 'C', 1e-6, '\\mu\\text{C}', true),
  unit('nc', 'C', 1e-9, '\\text{nC}'),
  unit('c|coulombs?', 'C', 1, '\\text{C}'),
  unit('كولوم', 'C', 1, '\\text{C}', true),
  unit('n|newtons?', 'N', 1, '\\text{N}'),
  unit('نيوتن', 'N', 1, '\\text{N}', true),
  unit('ms|milliseconds?', 's', 1e-3, '\\text{ms}'),
  unit('s', 's', 1, '\\text{s}'),
  unit('sec|seconds?', 's', 1, '\\text{sec}'),
  unit('ث|ثانيه|ثواني|ثوان', 's', 1, '\\text{s}', true),
  unit('min|minutes?', 's', 60, '\\text{min}'),
  unit('دقيقه|دقايق|دقائق', 's', 60, '\\text{min}', true),
  unit('h|hrs?|hours?', 's', 3600, '\\text{h}'),
  unit('ساعه|ساعات|ساعا', 's', 3600, '\\text{h}', true),
  unit('days?', 'day', 1, '\\text{days}'),
  unit('يوم|يوما|ايام', 'day', 1, '\\text{days}', true),
  unit('°|degrees?|deg', 'deg', 1, '^\\circ'),
  unit('درجه', 'deg', 1, '^\\circ', true),
  unit('-? ?turns?', 'turns', 1, '\\text{turns}'),
  unit('لفه|لفات', 'turns', 1, '\\text{turns}', true),
  unit('%', '%', 1, '\\%'),
  unit('قرش|قرشا|قروش|piastres?|pt', 'piastre', 1, '\\text{pt}', true),
  unit('جنيه|جنيها|جنيهات|pounds?|egp|le', 'pound', 1, '\\text{LE}', true),
];

const NUMBER = /(?<![\d.])(\d+(?:\.\d+)?|\.\d+)(?:\s*[×x*]\s*10\s*\^\s*\(?\s*(-?)\s*(\d+)\s*\)?)?/g;
/** A symbol with an index written before "=": R1 = , E_2 = , I3 =. */
const LABEL = /(?<![a-z])([revinp])_?(\d)\s*=\s*$/;

/** Every number in the folded text with its unit (or 'none'). */
export function readQuantities(text: string): Quantity[] {
  const quantities: Quantity[] = [];
  for (const match of text.matchAll(NUMBER)) {
    const start = match.index ?? 0;
    // The index of a label (R1, E2) and the exponent of a unit (m^2) are not givens of their own.
    if (/[a-z]_?$/.test(text.slice(Math.max(0, start - 2), start))) continue;
    if (start < (quantities.at(-1)?.end ?? 0)) continue;
    let mantissa = match[1]!;
    let exponent = match[3] !== undefined ? Number(`${match[2] ?? ''}${match[3]}`) : undefined;
    let length = match[0].length;
    // "10^6" with no mantissa written.
    const power = mantissa === '10' && exponent === undefined ? /^\s*\^\s*\(?\s*(-?)\s*(\d+)\s*\)?/.exec(text.slice(start + length)) : null;
    if (power) {
      [mantissa, exponent, length] = ['1', Number(`${power[1]}${power[2]}`), length + power[0].length];
    }
    const value = exponent === undefined ? Number(mantissa) : Number(mantissa) * 10 ** exponent;
    const rest = text.slice(start + length).replace(/^\s*/, '');
    const gap = text.length - (start + length) - rest.length;
    const entry = UNITS.find((candidate) => candidate.pattern.test(rest));
    const unitLength = entry ? (rest.match(entry.pattern)?.[0].length ?? 0) : 0;
    const label = LABEL.exec(text.slice(Math.max(0, start - 8), start));
    // "عدد لفاته 200", "number of turns 50": a count of turns written before the number.
    const turns = !entry && /(?:عدد (?:ال)?لفات\S*|number of turns|turns)\s*(?:=|:|is)?\s*$/.test(text.slice(Math.max(0, start - 25), start));
    quantities.push({
      si: value * (entry?.factor ?? 1),
      written: exponent === undefined ? mantissa : `${mantissa === '1' ? '' : `${mantissa} \\times `}10^{${exponent}}`,
      unitText: entry?.text ?? '',
      unit: entry?.unit ?? 'none',
      factor: entry?.factor ?? 1,
      start,
      end: start + length + (entry ? gap + unitLength : 0),
      ...(label ? { label: `${label[1]!.toUpperCase()}_{${label[2]}}` } : {}),
      ...(turns ? { unit: 'turns' as const, unitText: '\\text{turns}' } : {}),
    });
  }
  return quantities;
}

/** A quantity as LaTeX, as written: 50 \text{ cm}. */
export function writtenLatex(quantity: Quantity): string {
  if (!quantity.unitText) return quantity.written;
  return quantity.unitText.startsWith('^') ? `${quantity.written}${quantity.unitText}` : `${quantity.written}\\ ${quantity.unitText}`;
}

/** Text near a quantity (the words before it, up to the previous number), to decide its role. */
export function before(text: string, quantity: Quantity, all: readonly Quantity[], reach = 40): string {
  const previous = all.filter((other) => other.end <= quantity.start).at(-1);
  return text.slice(Math.max(previous?.end ?? 0, quantity.start - reach), quantity.start);
}
