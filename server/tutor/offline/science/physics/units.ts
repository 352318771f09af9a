/**
 * The units students write after a number, in Arabic and English, mapped to mathjs units and to the physical
 * dimension they measure; conversions to SI go through mathjs so every factor is the library's, not ours.
 */
import { unit as mathUnit } from 'mathjs';
import { escapeRegExp, normalizeScienceText } from '../shared/normalize';

export type Dimension =
  | 'length'
  | 'time'
  | 'velocity'
  | 'acceleration'
  | 'mass'
  | 'force'
  | 'energy'
  | 'power'
  | 'voltage'
  | 'current'
  | 'resistance'
  | 'charge'
  | 'pressure'
  | 'density'
  | 'area'
  | 'volume'
  | 'angle'
  | 'percent'
  | 'momentum';

export interface UnitInfo {
  /** The mathjs unit (before `scale`), e.g. "km/h". */
  mathjs: string;
  dimension: Dimension;
  /** Multiplier applied before the mathjs conversion (1 cmHg = 10 mmHg). */
  scale?: number;
  /** How the unit is shown in LaTeX when it differs from the generic rendering. */
  latex?: string;
}

/** The SI unit each dimension is computed in, as mathjs understands it. */
export const SI_UNIT: Readonly<Record<Dimension, string>> = {
  length: 'm',
  time: 's',
  velocity: 'm/s',
  acceleration: 'm/s^2',
  mass: 'kg',
  force: 'N',
  energy: 'J',
  power: 'W',
  voltage: 'V',
  current: 'A',
  resistance: 'ohm',
  charge: 'C',
  pressure: 'Pa',
  density: 'kg/m^3',
  area: 'm^2',
  volume: 'm^3',
  angle: 'deg',
  percent: '%',
  momentum: 'kg m/s',
};

type Spellings = readonly [readonly string[], UnitInfo];

const u = (mathjs: string, dimension: Dimension, extra: Partial<UnitInfo> = {}): UnitInfo => ({ mathjs, dimension, ...extra });

/** Spellings → unit. Latin spellings are case-sensitive (mA ≠ MA); Arabic ones are written unnormalised. */
const SPELLINGS: readonly Spellings[] = [
  [['m/s^2', 'm/s2', 'm s^-2', 'm.s^-2', 'متر/ثانيه^2', 'م/ث^2', 'م/ث2', 'متر/ث^2'], u('m/s^2', 'acceleration')],
  [['cm/s^2', 'سم/ث^2'], u('cm/s^2', 'acceleration')],
  [['N/kg', 'نيوتن/كجم'], u('N/kg', 'acceleration', { latex: '\\text{N/kg}' })],
  [['m/s', 'm s^-1', 'm.s^-1', 'meters per second', 'metres per second', 'م/ث', 'متر/ثانيه', 'متر/ث'], u('m/s', 'velocity')],
  [['km/h', 'km/hr', 'kmh', 'kph', 'km per hour', 'kilometers per hour', 'kilometres per hour', 'كم/س', 'كم/ساعه', 'كيلومتر/ساعه', 'كم/ سا'], u('km/h', 'velocity', { latex: '\\text{km/h}' })],
  [['cm/s', 'سم/ث'], u('cm/s', 'velocity')],
  [['kg.m/s', 'kg m/s', 'kg·m/s', 'N.s', 'N s', 'كجم.م/ث', 'كجم م/ث'], u('kg m/s', 'momentum')],
  [['kg/m^3', 'kg/m3', 'كجم/م^3', 'كجم/م3', 'كيلوجرام/م^3'], u('kg/m^3', 'density')],
  [['g/cm^3', 'g/cm3', 'g/mL', 'g/ml', 'جم/سم^3', 'جم/سم3', 'جرام/سم^3', 'جم/مل'], u('g/cm^3', 'density')],
  [['N/m^2', 'N/m2', 'نيوتن/م^2', 'نيوتن/م2'], u('Pa', 'pressure', { latex: '\\text{N/m}^{2}' })],
  [['kWh', 'kW.h', 'kW h', 'kilowatt hour', 'kilowatt-hour', 'kilowatt hours', 'كيلووات ساعه', 'كيلووات.ساعه', 'كيلو وات ساعه', 'ك.و.س', 'ك و س'], u('kWh', 'energy')],
  [['m^2', 'm2', 'square meters', 'square metres', 'م^2', 'متر مربع', 'مترا مربعا', 'م2'], u('m^2', 'area')],
  [['cm^2', 'cm2', 'سم^2', 'سم2', 'سنتيمتر مربع'], u('cm^2', 'area')],
  [['mm^2', 'mm2', 'مم^2'], u('mm^2', 'area')],
  [['m^3', 'm3', 'cubic meters', 'cubic metres', 'م^3', 'م3', 'متر مكعب'], u('m^3', 'volume')],
  [['cm^3', 'cm3', 'cc', 'سم^3', 'سم3', 'سنتيمتر مكعب'], u('cm^3', 'volume')],
  [['L', 'liter', 'liters', 'litre', 'litres', 'لتر', 'لترات'], u('L', 'volume')],
  [['mL', 'ml', 'milliliter', 'millilitre', 'مل', 'ملليلتر', 'ملل'], u('mL', 'volume')],
  [['km', 'kilometer', 'kilometers', 'kilometre', 'kilometres', 'كم', 'كيلومتر', 'كيلومترات', 'كيلو متر'], u('km', 'length')],
  [['cm', 'centimeter', 'centimeters', 'centimetre', 'centimetres', 'سم', 'سنتيمتر', 'سنتيمترات', 'سنتي'], u('cm', 'length')],
  [['mm', 'millimeter', 'millimeters', 'millimetre', 'مم', 'ملليمتر', 'مليمتر'], u('mm', 'length')],
  [['m', 'meter', 'meters', 'metre', 'metres', 'م', 'متر', 'مترا', 'متر', 'امتار', 'مترات'], u('m', 'length')],
  [['ms', 'millisecond', 'milliseconds', 'مللي ثانيه'], u('ms', 'time')],
  [['s', 'sec', 'secs', 'second', 'seconds', 'ث', 'ثانيه', 'ثواني', 'ثوان', 'ثانيتين'], u('s', 'time')],
  [['min', 'mins', 'minute', 'minutes', 'دقيقه', 'دقائق', 'دقيقتين', 'د'], u('min', 'time')],
  [['h', 'hr', 'hrs', 'hour', 'hours', 'ساعه', 'ساعات', 'ساعتين', 'س'], u('h', 'time')],
  [['kg', 'kilogram', 'kilograms', 'kgs', 'كجم', 'كيلوجرام', 'كيلو جرام', 'كيلوجرامات', 'كغ', 'كلغ', 'كيلو'], u('kg', 'mass')],
  [['mg', 'milligram', 'milligrams', 'مجم', 'ملليجرام'], u('mg', 'mass')],
  [['g', 'gm', 'gram', 'grams', 'gramme', 'جم', 'جرام', 'جرامات', 'غرام', 'غ'], u('g', 'mass')],
  [['ton', 'tons', 'tonne', 'tonnes', 'طن', 'اطنان'], u('tonne', 'mass')],
  [['kN', 'kilonewton', 'kilonewtons', 'كيلونيوتن', 'كيلو نيوتن'], u('kN', 'force')],
  [['N', 'newton', 'newtons', 'نيوتن', 'ن'], u('N', 'force')],
  [['MJ', 'megajoule', 'megajoules', 'ميجاجول'], u('MJ', 'energy')],
  [['kJ', 'kilojoule', 'kilojoules', 'كيلوجول', 'كيلو جول'], u('kJ', 'energy')],
  [['J', 'joule', 'joules', 'جول', 'جولات'], u('J', 'energy')],
  [['MW', 'megawatt', 'megawatts', 'ميجاوات'], u('MW', 'power')],
  [['kW', 'kilowatt', 'kilowatts', 'كيلووات', 'كيلو وات', 'كيلوواط'], u('kW', 'power')],
  [['hp', 'horsepower', 'حصان'], u('hp', 'power')],
  [['W', 'watt', 'watts', 'وات', 'واط'], u('W', 'power')],
  [['kV', 'kilovolt', 'kilovolts', 'كيلوفولت', 'كيلو فولت'], u('kV', 'voltage')],
  [['mV', 'millivolt', 'millivolts', 'مللي فولت', 'مللي فولت'], u('mV', 'voltage')],
  [['V', 'volt', 'volts', 'فولت'], u('V', 'voltage')],
  [['mA', 'milliampere', 'milliamperes', 'milliamp', 'مللي امبير', 'ملي امبير', 'ميلي امبير'], u('mA', 'current')],
  [['A', 'amp', 'amps', 'ampere', 'amperes', 'امبير', 'امبيرات'], u('A', 'current')],
  [['kΩ', 'kohm', 'kohms', 'kilohm', 'kilohms', 'kilo-ohm', 'كيلو اوم', 'كيلواوم'], u('kohm', 'resistance', { latex: '\\text{k}\\Omega' })],
  [['MΩ', 'megohm', 'megohms', 'ميجا اوم'], u('Mohm', 'resistance', { latex: '\\text{M}\\Omega' })],
  [['Ω', 'ohm', 'ohms', 'اوم', 'اومات'], u('ohm', 'resistance', { latex: '\\Omega' })],
  [['C', 'coulomb', 'coulombs', 'كولوم', 'كولوم'], u('C', 'charge')],
  [['kPa', 'kilopascal', 'kilopascals', 'كيلوباسكال', 'كيلو باسكال'], u('kPa', 'pressure')],
  [['Pa', 'pascal', 'pascals', 'باسكال'], u('Pa', 'pressure')],
  [['atm', 'atmosphere', 'atmospheres', 'ضغط جوي', 'ض.ج', 'جو'], u('atm', 'pressure')],
  [['cmHg', 'cm Hg', 'سم زيبق', 'سم.زيبق'], u('mmHg', 'pressure', { scale: 10, latex: '\\text{cmHg}' })],
  [['mmHg', 'mm Hg', 'مم زيبق'], u('mmHg', 'pressure')],
  [['°', 'degrees', 'degree', 'deg', 'درجه', 'درجات'], u('deg', 'angle', { latex: '^\\circ' })],
  [['%'], u('%', 'percent', { latex: '\\%' })],
];

const BY_SPELLING = new Map<string, UnitInfo>();
for (const [spellings, info] of SPELLINGS) {
  for (const spelling of spellings) {
    const key = /[\u0600-\u06FF]/.test(spelling) ? normalizeScienceText(spelling) : spelling;
    if (!BY_SPELLING.has(key)) BY_SPELLING.set(key, info);
  }
}

const ALTERNATION = [...BY_SPELLING.keys()]
  .sort((left, right) => right.length - left.length)
  .map(escapeRegExp)
  .join('|');

/** A unit written right after a number ("20 m/s", "٥ كجم", "60°"), not followed by more letters. */
export const UNIT_AFTER_NUMBER = new RegExp(`^\\s?(${ALTERNATION})(?![A-Za-z\\u0621-\\u064A^0-9])`);

/** A unit named on its own, with an optional Arabic "بال"/"ب" prefix: the unit an answer is asked in. */
export const UNIT_MENTION = new RegExp(`(?:^|[\\s(])(?:بال|ب|ال)?(${ALTERNATION})(?![A-Za-z\\u0621-\\u064A^0-9])`, 'g');

export function lookupUnit(spelling: string): UnitInfo | undefined {
  return BY_SPELLING.get(spelling);
}

/** The multiplier that turns a value in `info` into the SI unit of its dimension. */
export function factorToSI(info: UnitInfo): number {
  if (info.dimension === 'percent' || info.dimension === 'angle') return 1;
  return mathUnit(info.scale ?? 1, info.mathjs).toNumber(SI_UNIT[info.dimension]);
}

/** LaTeX for a mathjs unit string: m/s^2 → \text{m/s}^{2}, ohm → \Omega. */
export function unitLatex(info: Pick<UnitInfo, 'mathjs' | 'latex'>): string {
  if (info.latex) return info.latex;
  const named: Record<string, string> = { ohm: '\\Omega', deg: '^\\circ', '%': '\\%', 'kg m/s': '\\text{kg}\\cdot\\text{m/s}' };
  const special = named[info.mathjs];
  if (special) return special;
  const power = /^(.*)\^(\d+)$/.exec(info.mathjs);
  return power ? `\\text{${power[1]}}^{${power[2]}}` : `\\text{${info.mathjs}}`;
}

/** The LaTeX of the SI unit of a dimension. */
export function siLatex(dimension: Dimension): string {
  return unitLatex({ mathjs: SI_UNIT[dimension] });
}

/** "20\ \text{m/s}", "30^\circ", "80\%": a number already in LaTeX followed by its unit. */
export function withUnit(numberLatex: string, unitText: string): string {
  if (unitText === '') return numberLatex;
  return unitText.startsWith('^') || unitText === '\\%' ? `${numberLatex}${unitText}` : `${numberLatex}\\ ${unitText}`;
}
