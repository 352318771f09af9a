/**
 * The gas laws: Boyle (P₁V₁ = P₂V₂), Charles (V₁/T₁ = V₂/T₂), the pressure law (P₁/T₁ = P₂/T₂), the combined law
 * and the ideal gas equation PV = nRT (R = 8.31 J/mol·K). Temperatures in kelvin (°C + 273); pressures in any of
 * Pa, kPa, atm (ض.ج), cmHg, mmHg. A two-state law is worked in the units of the first state (only temperatures go
 * to kelvin); PV = nRT in SI. The answer is in the unit asked, else the unit given (kelvin for a temperature).
 */
import type { Law, Values } from './chain';
import { isNewState, ofDimension, requestedUnit, writtenNewFirst, type Quantity, type Reading } from './reading';
import type { Dimension, Unit } from './units';
import { toSI, type Given, type Problem, type Target } from './write';

const GAS_WORDS = /غاز|gas|هواء?(?![\u0621-\u064A])|كاوتش|كفر (?:ال)?عربي|(?<![a-z])air|بالون|balloon|اطار|tyre|tire|فقاعه|bubble|boyle|بويل|شارل|charles/;
const IDEAL_WORDS = /مثالي|ideal|(?<![\u0621-\u064A])مول|mole|(?<![a-z])r\s?=/;
const GAS_CONSTANT = 8.31;

type StateQuantity = 'P' | 'V' | 'T';
const DIMENSION: Readonly<Record<StateQuantity, Dimension>> = { P: 'pressure', V: 'volume', T: 'temperature' };

const CONSTANT: Readonly<Record<StateQuantity, RegExp>> = {
  T: /ثب[وا]ت درجه (?:ال)?حراره|درجه (?:ال)?حراره (?:ثابته|ثابت)|نفس درجه (?:ال)?حراره|constant temperature|temperature (?:is |stays |remains |is kept )?constant|isothermal|same temperature/,
  P: /ثب[وا]ت (?:ال)?ضغط|ضغط (?:ثابت|يظل ثابت)|(?:ال)?ضغط ثابت|نفس (?:ال)?ضغط|constant pressure|pressure (?:is |stays |remains |is kept )?constant|isobaric|same pressure/,
  V: /ثب[وا]ت (?:ال)?حجم|(?:ال)?حجم (?:ثابت|يظل ثابت)|نفس (?:ال)?حجم|constant volume|volume (?:is |stays |remains |is kept )?constant|isochoric|rigid|sealed|مغلق|محكم/,
};

const ASKED: Readonly<Record<StateQuantity, RegExp>> = {
  P: /ضغط|pressure/,
  V: /حجم|volume/,
  T: /درج[هت]\s?(?:ال)?حرار|temperature/,
};

const NAMES: Readonly<Record<string, { ar: string; en: string }>> = {
  PV: { ar: 'قانون بويل (عند ثبوت درجة الحرارة)', en: "Boyle's law (constant temperature)" },
  VT: { ar: 'قانون شارل (عند ثبوت الضغط)', en: "Charles's law (constant pressure)" },
  PT: { ar: 'قانون الضغط (عند ثبوت الحجم)', en: 'the pressure law (constant volume)' },
  PVT: { ar: 'القانون العام للغازات', en: 'the combined gas law' },
};

const KINDS: Readonly<Record<string, string>> = { PV: 'boyle', VT: 'charles', PT: 'pressure-law', PVT: 'combined-gas-law' };

/** P V / T for the quantities that change (the others left out). */
function stateValue(variables: readonly StateQuantity[], values: Values, state: 1 | 2): number {
  const p = variables.includes('P') ? values[`P${state}`]! : 1;
  const v = variables.includes('V') ? values[`V${state}`]! : 1;
  const t = variables.includes('T') ? values[`T${state}`]! : 1;
  return (p * v) / t;
}

function stateLatex(variables: readonly StateQuantity[], state: 1 | 2): string {
  const top = variables.filter((name) => name !== 'T').map((name) => `@${name}${state}`).join(' ');
  return variables.includes('T') ? `\\frac{${top || '1'}}{@T${state}}` : top;
}

/** The law linking the two states of the changing quantities, solved for the second state of `target`. */
function twoStateLaw(variables: readonly StateQuantity[], target: StateQuantity): Law {
  const key = variables.join('');
  // target₂ = target₁ × (each other quantity's ratio): P and V vary inversely, T directly with either.
  const numerator: string[] = [`@${target}1`];
  const denominator: string[] = [];
  for (const other of variables.filter((name) => name !== target)) {
    const direct = target === 'T' || other === 'T';
    numerator.push(`@${other}${direct ? 2 : 1}`);
    denominator.push(`@${other}${direct ? 1 : 2}`);
  }
  const template = `\\frac{${numerator.join(' \\times ')}}{${denominator.join(' \\times ')}}`;
  const evaluate = (values: Values, names: readonly string[]) => names.reduce((product, name) => product * values[name.slice(1)]!, 1);
  return {
    name: NAMES[key]!,
    explanation: {
      ar: 'لكمية محددة من الغاز يظل المقدار PV/T ثابتاً، ويُحذف منه ما يبقى ثابتاً في المسألة؛ ودرجة الحرارة تُستخدم دائماً بالكلفن.',
      en: 'For a fixed amount of gas PV/T stays constant; whatever is held constant drops out. Temperature is always in kelvin.',
    },
    equation: `${stateLatex(variables, 1)} = ${stateLatex(variables, 2)}`,
    sides: (values) => [stateValue(variables, values, 1), stateValue(variables, values, 2)],
    solve: { [`${target}2`]: { template, compute: (values) => evaluate(values, numerator) / evaluate(values, denominator) } },
  };
}

const IDEAL_GAS: Law = {
  name: { ar: 'معادلة الغاز المثالي', en: 'the ideal gas equation' },
  explanation: { ar: 'PV = nRT حيث R = 8.31 J/mol·K ودرجة الحرارة بالكلفن والضغط بالباسكال والحجم بالمتر المكعب.', en: 'PV = nRT with R = 8.31 J/mol·K, T in kelvin, P in pascal and V in cubic metres.' },
  equation: '@P @V = @mol @R @T',
  sides: (x) => [x.P! * x.V!, x.mol! * x.R! * x.T!],
  solve: {
    P: { template: '\\frac{@mol @R @T}{@V}', compute: (x) => (x.mol! * x.R! * x.T!) / x.V! },
    V: { template: '\\frac{@mol @R @T}{@P}', compute: (x) => (x.mol! * x.R! * x.T!) / x.P! },
    T: { template: '\\frac{@P @V}{@mol @R}', compute: (x) => (x.P! * x.V!) / (x.mol! * x.R!) },
    mol: { template: '\\frac{@P @V}{@R @T}', compute: (x) => (x.P! * x.V!) / (x.R! * x.T!) },
  },
};

/** A given in SI, or in `working` (the unit the gas law is worked in, for a pressure or a volume). */
const given = (symbol: string, quantity: Quantity, working?: Unit): Given => ({
  symbol,
  value: working ? (quantity.value * quantity.unit!.factor) / working.factor : toSI(quantity.value, quantity.unit!),
  written: quantity,
});

/** The asking words with the numbers (and their units) blanked out. */
function askingWords(reading: Reading): string {
  let text = reading.text;
  for (const quantity of reading.quantities) text = text.slice(0, quantity.start) + ' '.repeat(quantity.end - quantity.start) + text.slice(quantity.end);
  return reading.askAt < 0 ? '' : text.slice(reading.askAt);
}

function answerUnit(reading: Reading, quantity: StateQuantity, fallback: Unit | null): Unit | null {
  if (quantity === 'T') {
    const words = askingWords(reading);
    if (/سي?لي?زي|celsius|°\s?c|°\s?س|مي?يوي/.test(words)) return { dimension: 'temperature', factor: 1, latex: '^\\circ\\text{C}', celsius: true };
    // Not named: the scale the temperatures were given in (the SI value goes with the answer too).
    return /كلفن|kelvin|(?<![a-z])k(?![a-z])/.test(words) ? null : fallback;
  }
  return requestedUnit(reading, DIMENSION[quantity]) ?? fallback;
}

function readIdealGas(reading: Reading): Problem | null {
  const givens: Given[] = [];
  const found = new Set<string>();
  for (const quantity of reading.quantities) {
    const dimension = quantity.unit?.dimension;
    const symbol = dimension === 'pressure' ? 'P' : dimension === 'volume' ? 'V' : dimension === 'temperature' ? 'T' : dimension === 'amount' ? 'mol' : dimension === 'gasConstant' || (!dimension && /(?<![a-z])r\s?=\s?$/.test(reading.text.slice(Math.max(0, quantity.start - 6), quantity.start))) ? 'R' : null;
    if (!symbol || found.has(symbol)) return null;
    found.add(symbol);
    // A bare R must be the SI value (8.31 or 8.314), not 0.082 L·atm/(mol·K).
    if (symbol === 'R' && !quantity.unit && Math.abs(quantity.value - 8.31) > 0.01) return null;
    givens.push(symbol === 'R' && !quantity.unit ? { symbol, value: quantity.value, written: quantity } : given(symbol, quantity));
  }
  if (!found.has('R')) givens.push({ symbol: 'R', value: GAS_CONSTANT, note: { ar: 'الثابت العام للغازات', en: 'the gas constant' } });
  const missing = (['P', 'V', 'T', 'mol'] as const).filter((symbol) => !found.has(symbol));
  if (missing.length !== 1) return null;
  const target = missing[0]!;
  const asked = target === 'mol' ? /مول|mole/ : ASKED[target];
  if (!asked.test(askingWords(reading))) return null;
  const unit = target === 'mol' ? null : answerUnit(reading, target, null);
  return { kind: 'ideal-gas', title: { ar: 'معادلة الغاز المثالي', en: 'Ideal gas equation' }, givens, targets: [{ symbol: target, unit }], laws: [IDEAL_GAS], plausible: positive };
}

const positive = (values: Values): boolean => Object.values(values).every((value) => value > 0);


/**
 * The two values of a quantity as [first state, second state]: "from … to …" / "من … الى …" when written, else
 * the order of writing — except when the question asks first ("find the volume at 75 °C of a gas that had 2.5 L
 * at 17 °C"), where the value written before the target's known one is the new state.
 */
function inStateOrder(reading: Reading, list: readonly Quantity[], anchor: Quantity): [Quantity, Quantity] {
  const [first, second] = [list[0]!, list[1]!];
  if (writtenNewFirst(reading, first, second)) return [second, first];
  const askedFirst = reading.askAt >= 0 && reading.askAt < first.start && first.start < anchor.start && anchor.start < second.start;
  return askedFirst ? [second, first] : [first, second];
}

function readTwoStates(reading: Reading): Problem | null {
  const lists = { P: ofDimension(reading, 'pressure'), V: ofDimension(reading, 'volume'), T: ofDimension(reading, 'temperature') };
  if (lists.P.length + lists.V.length + lists.T.length !== reading.quantities.length) return null;
  const variables: StateQuantity[] = [];
  const constants: StateQuantity[] = [];
  for (const name of ['P', 'V', 'T'] as const) {
    const list = lists[name];
    const sameTwice = list.length === 2 && toSI(list[0]!.value, list[0]!.unit!) === toSI(list[1]!.value, list[1]!.unit!);
    if (list.length > 2) return null;
    if (CONSTANT[name].test(reading.text) || list.length === 0) {
      if (list.length === 2 && !sameTwice) return null;
      constants.push(name);
    } else variables.push(name);
  }
  const targets = variables.filter((name) => lists[name].length === 1);
  if (variables.length < 2 || targets.length !== 1) return null;
  const target = targets[0]!;
  if (!ASKED[target].test(askingWords(reading))) return null;
  // The one known value of the asked quantity is taken as the first state; a question asking for the first state
  // ("find the original volume", the known one "becomes …") is not read.
  if (isNewState(reading, lists[target][0]!) || /initial|original|ابتدا[يئ]ي|اصلي/.test(askingWords(reading))) return null;
  const anchor = lists[target][0]!;
  // Pressures and volumes are worked in the unit of their first state (the ratio needs no SI); temperatures in K.
  const workingUnits: Record<string, Unit> = {};
  const work = (name: StateQuantity, first: Quantity): Unit | undefined => {
    if (name === 'T') return undefined;
    workingUnits[`${name}1`] = workingUnits[`${name}2`] = first.unit!;
    return first.unit!;
  };
  const givens: Given[] = [given(`${target}1`, anchor, work(target, anchor))];
  for (const name of variables.filter((variable) => variable !== target)) {
    const [first, second] = inStateOrder(reading, lists[name], anchor);
    const unit = work(name, first);
    givens.push(given(`${name}1`, first, unit), given(`${name}2`, second, unit));
  }
  for (const name of constants) for (const quantity of lists[name]) givens.push({ ...given(name, quantity), note: { ar: 'ثابت', en: 'constant' } });
  const key = variables.join('');
  const conditions = constants.map((name) => CONSTANT_NOTES[name]);
  const targetUnit: Target['unit'] = answerUnit(reading, target, anchor.unit);
  return {
    kind: KINDS[key]!,
    title: NAMES[key]!,
    givens,
    targets: [{ symbol: `${target}2`, unit: targetUnit }],
    laws: [twoStateLaw(variables, target)],
    conditions,
    workingUnits,
    plausible: positive,
  };
}

const CONSTANT_NOTES: Readonly<Record<StateQuantity, { ar: string; en: string }>> = {
  P: { ar: 'الضغط ثابت', en: 'constant pressure' },
  V: { ar: 'الحجم ثابت', en: 'constant volume' },
  T: { ar: 'درجة الحرارة ثابتة', en: 'constant temperature' },
};

/** A gas-law problem; null when the question is not one or is not read completely. */
export function readGas(reading: Reading): Problem | null {
  if (!GAS_WORDS.test(reading.text)) return null;
  // Standard conditions imply values the question does not write (0 °C, 76 cmHg): not read.
  if (/(?<![a-z])s\.?t\.?p(?![a-z])|م\s?\.?\s?ض\s?\.?\s?د|(?:ال)?ظروف (?:ال)?(?:قياسيه|معياريه)|standard (?:temperature|conditions)/.test(reading.text)) return null;
  if (reading.quantities.some((quantity) => quantity.unit && !['pressure', 'volume', 'temperature', 'amount', 'gasConstant'].includes(quantity.unit.dimension))) return null;
  const ideal = IDEAL_WORDS.test(reading.text) || reading.quantities.some((quantity) => quantity.unit?.dimension === 'amount');
  return ideal ? readIdealGas(reading) : readTwoStates(reading);
}
