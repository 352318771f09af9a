/**
 * The units of the heat-waves area as students write them after a number (Arabic and English, in the folded
 * spelling of reading.ts: أ→ا، ة→ه، ى→ي، ئ→ي, Latin lower-case), with their dimension, factor to SI and LaTeX.
 * Temperatures are special: °C is converted to kelvin by adding 273 (the Egyptian textbook value).
 */

export type Dimension =
  | 'frequency'
  | 'length'
  | 'speed'
  | 'time'
  | 'pressure'
  | 'volume'
  | 'temperature'
  | 'energy'
  | 'mass'
  | 'specificHeat'
  | 'latentHeat'
  | 'heatCapacity'
  | 'power'
  | 'amount'
  | 'gasConstant';

export interface Unit {
  dimension: Dimension;
  /** Multiply a value in this unit by `factor` to get SI (for °C: the offset 273 is added separately). */
  factor: number;
  latex: string;
  celsius?: boolean;
}

/** 1 atm in pascal and in cmHg, as the Egyptian syllabus states them. */
export const ATMOSPHERE_PA = 1.013e5;
export const ATMOSPHERE_CMHG = 76;
export const KELVIN_OFFSET = 273;

interface UnitPattern {
  pattern: string;
  unit: Unit;
}

const u = (dimension: Dimension, factor: number, latex: string, celsius = false): Unit => ({ dimension, factor, latex, ...(celsius ? { celsius } : {}) });

const JOULE = '(?:j|جول|joules?)';
const KILOGRAM = '(?:kg|كجم|كج|كيلو\\s?جرام)';
const GRAM = '(?:g|gm|جم|جرام)';
const KELVIN_OR_DEGREE = '(?:k|°\\s?c|c°|°\\s?س|كلفن|كالفن|°)';
const PER_KELVIN = `\\s*[.·×x*/\\s]?\\s*${KELVIN_OR_DEGREE}`;

const UNIT_PATTERNS: readonly UnitPattern[] = [
  // frequency
  { pattern: 'khz|كيلو\\s?هي?رتز', unit: u('frequency', 1e3, '\\text{kHz}') },
  { pattern: 'mhz|ميجا\\s?هي?رتز', unit: u('frequency', 1e6, '\\text{MHz}') },
  { pattern: 'hz|هي?رتز|هي?رتس|ذبذبه\\s?/\\s?(?:ث|ثانيه)', unit: u('frequency', 1, '\\text{Hz}') },
  // speed
  { pattern: 'm\\s?/\\s?s(?:ec)?|m\\s?s\\^-1|م\\s?/\\s?ث|متر\\s?/\\s?(?:ث|ثانيه)|متر لكل ثانيه', unit: u('speed', 1, '\\text{m/s}') },
  { pattern: 'km\\s?/\\s?s|كم\\s?/\\s?ث', unit: u('speed', 1e3, '\\text{km/s}') },
  { pattern: 'cm\\s?/\\s?s|سم\\s?/\\s?ث', unit: u('speed', 0.01, '\\text{cm/s}') },
  { pattern: 'km\\s?/\\s?h|كم\\s?/\\s?(?:س|ساعه)', unit: u('speed', 1 / 3.6, '\\text{km/h}') },
  // pressure (before length: "سم زئبق" starts like "سم")
  { pattern: 'kpa|كيلو\\s?باسكال', unit: u('pressure', 1e3, '\\text{kPa}') },
  { pattern: 'pa|باسكال|n\\s?/\\s?m\\^2|نيوتن\\s?/\\s?م\\^?2', unit: u('pressure', 1, '\\text{Pa}') },
  { pattern: 'atm|ض\\s?\\.?\\s?ج(?:وي)?|ضغط جوي|atmospheres?', unit: u('pressure', ATMOSPHERE_PA, '\\text{atm}') },
  { pattern: 'cm\\s?hg|cm of hg|cm of mercury|سم\\s?\\.?\\s?ز(?:يبق)?|سم من الزيبق|سنتيمتر زيبق', unit: u('pressure', ATMOSPHERE_PA / ATMOSPHERE_CMHG, '\\text{cmHg}') },
  { pattern: 'mm\\s?hg|torr|مم\\s?\\.?\\s?ز(?:يبق)?', unit: u('pressure', ATMOSPHERE_PA / (10 * ATMOSPHERE_CMHG), '\\text{mmHg}') },
  // volume
  { pattern: 'm\\^3|م\\^3|متر مكعب|امتار مكعبه', unit: u('volume', 1, '\\text{m}^3') },
  { pattern: 'cm\\^3|سم\\^3|سم مكعب|سنتيمتر مكعب|cc', unit: u('volume', 1e-6, '\\text{cm}^3') },
  { pattern: 'dm\\^3|دسم\\^3', unit: u('volume', 1e-3, '\\text{dm}^3') },
  { pattern: 'ml|مل|مللي\\s?لتر|ملليلتر', unit: u('volume', 1e-6, '\\text{mL}') },
  { pattern: 'l|litres?|liters?|لتر|لترات|لترا', unit: u('volume', 1e-3, '\\text{L}') },
  // length
  { pattern: 'nm|نانو\\s?متر', unit: u('length', 1e-9, '\\text{nm}') },
  { pattern: 'mm|مم|مليمتر|ملليمتر', unit: u('length', 1e-3, '\\text{mm}') },
  { pattern: 'cm|سم|سنتيمتر|سنتي\\s?متر', unit: u('length', 0.01, '\\text{cm}') },
  { pattern: 'km|كم|كيلو\\s?متر', unit: u('length', 1e3, '\\text{km}') },
  { pattern: 'm|م|متر|مترا|امتار|meters?|metres?', unit: u('length', 1, '\\text{m}') },
  // time
  { pattern: 'ms|مللي\\s?ثانيه', unit: u('time', 1e-3, '\\text{ms}') },
  { pattern: 's|sec|seconds?|ث|ثانيه|ثواني|ثوان', unit: u('time', 1, '\\text{s}') },
  { pattern: 'min|minutes?|دقيقه|دقايق|دقيقتين', unit: u('time', 60, '\\text{min}') },
  { pattern: 'h|hours?|ساعه|ساعات', unit: u('time', 3600, '\\text{h}') },
  // temperature
  { pattern: '°\\s?c|c°|°\\s?س|س°|°\\s?م|درجه\\s?(?:سي?لي?زي[هو]?س?|سلزيوس|سي?لسيوس|مي?يويه)|degrees? (?:celsius|c)|celsius|c(?!\\s?=)', unit: u('temperature', 1, '^\\circ\\text{C}', true) },
  { pattern: 'k|كلفن|كالفن|kelvin|درجه كلفن', unit: u('temperature', 1, '\\text{K}') },
  // heat (composite units before the simple energy and mass units)
  { pattern: `${JOULE}\\s?/\\s?\\(?\\s?${KILOGRAM}${PER_KELVIN}\\s?\\)?|${JOULE}\\s?${KILOGRAM}\\^-1\\s?k\\^-1`, unit: u('specificHeat', 1, '\\text{J/kg·K}') },
  { pattern: `${JOULE}\\s?/\\s?\\(?\\s?${GRAM}${PER_KELVIN}\\s?\\)?`, unit: u('specificHeat', 1e3, '\\text{J/g·K}') },
  { pattern: `kj\\s?/\\s?${KILOGRAM}|كيلو\\s?جول\\s?/\\s?${KILOGRAM}`, unit: u('latentHeat', 1e3, '\\text{kJ/kg}') },
  { pattern: `${JOULE}\\s?/\\s?${KILOGRAM}`, unit: u('latentHeat', 1, '\\text{J/kg}') },
  { pattern: `${JOULE}\\s?/\\s?${GRAM}`, unit: u('latentHeat', 1e3, '\\text{J/g}') },
  { pattern: `${JOULE}\\s?/\\s?${KELVIN_OR_DEGREE}`, unit: u('heatCapacity', 1, '\\text{J/K}') },
  { pattern: `${JOULE}\\s?/\\s?\\(?\\s?mol${PER_KELVIN}\\s?\\)?|جول\\s?/\\s?مول${PER_KELVIN}`, unit: u('gasConstant', 1, '\\text{J/mol·K}') },
  { pattern: 'kj|كيلو\\s?جول', unit: u('energy', 1e3, '\\text{kJ}') },
  { pattern: JOULE, unit: u('energy', 1, '\\text{J}') },
  { pattern: KILOGRAM, unit: u('mass', 1, '\\text{kg}') },
  { pattern: `${GRAM}|grams?`, unit: u('mass', 1e-3, '\\text{g}') },
  // power, amount
  { pattern: 'kw|كيلو\\s?وات', unit: u('power', 1e3, '\\text{kW}') },
  { pattern: 'w|watts?|وات', unit: u('power', 1, '\\text{W}') },
  { pattern: 'mol|moles?|مول', unit: u('amount', 1, '\\text{mol}') },
];

const NOT_A_LETTER = '(?![a-z\\u0621-\\u064A])';
const COMPILED = UNIT_PATTERNS.map(({ pattern, unit }) => ({ regex: new RegExp(`^(?:${pattern})${NOT_A_LETTER}`), unit }));

/** The longest unit written at the start of `text` (folded), with its length; null when none. */
export function unitAt(text: string): { unit: Unit; length: number } | null {
  let best: { unit: Unit; length: number } | null = null;
  for (const { regex, unit } of COMPILED) {
    const match = regex.exec(text);
    if (match && (!best || match[0].length > best.length)) best = { unit, length: match[0].length };
  }
  return best;
}

/** The units of one dimension, as one regex source (to find "بوحدة سم زئبق" / "in litres" in a question). */
export function unitsOf(dimension: Dimension): { regex: RegExp; unit: Unit }[] {
  return COMPILED.filter(({ unit }) => unit.dimension === dimension).map(({ regex, unit }) => ({ regex, unit }));
}
