/**
 * Heat: Q = mcΔT (any one of Q, m, c, ΔT or the final temperature asked), the heat capacity C = mc, latent heat
 * Q = mL (melting, vaporising) and a heater's heat Q = Pt; mixtures are read in mixture.ts.
 */
import { law } from './chain';
import { celsiusWorking, FINAL_TEMPERATURE, given, OTHER_SUBSTANCE, readMixture, temperatureUnit, WATER } from './mixture';
import { askedRoles, leadOf, ofDimension, requestedUnit, roleByCue, trailOf, writtenNewFirst, type Quantity, type Reading } from './reading';
import type { Given, Problem, Target } from './write';

const HEAT_WORDS = /حرار|heat|سخان|heater|kettle|غلاي|انصهار|صهر|melt|تبخ|vapo|تصعيد|جليد|(?<![\u0621-\u064A])(?:ال)?تلج(?![\u0621-\u064A])|(?<![a-z])ice(?![a-z])|خلط|خليط|mix/;
const MIXING = /خلط|خليط|mix|dropped|اسقط|القي|غمر|وضع(?:ت)? (?:في|فى)|placed in|put (?:in|into)|poured|حطينا|equilibrium|اتزان/;
const WATER_SPECIFIC_HEAT = 4200;

type HeatRole = 'Q' | 'm' | 'c' | 'C' | 'L' | 'dT' | 'T2' | 't' | 'Pw';

const ASKED: Readonly<Record<HeatRole, RegExp>> = {
  Q: /كميه (?:ال)?حراره|كا?م (?:كيلو ?)?جول|how many (?:kilo)?joules|(?:ال)?طاقه|(?:ال)?حراره (?:المكتسبه|المفقوده|اللازمه|الممتصه|المنطلقه)|how much (?:heat|energy)|(?:heat|energy) (?:needed|required|absorbed|gained|lost|released|supplied|given|produced)|quantity of heat|amount of heat/,
  c: /(?:ال)?حراره (?:ال)?نوعيه|specific heat/,
  C: /(?:ال)?سعه (?:ال)?حراريه|heat capacity|thermal capacity/,
  L: /(?:ال)?حراره (?:ال)?كامنه|latent heat/,
  m: /كتله|(?<![a-z])mass|كا?م (?:كيلو ?جرام|جرام|كجم|جم|كيلو)|how many (?:kilo)?grams|how much (?:ice|water)/,
  dT: /مقدار (?:ال)?ارتفاع|الارتفاع (?:في|فى) درجه|التغير (?:في|فى) درجه|by how much|rise in (?:its |the )?temperature|temperature rise|change in (?:its |the )?temperature|temperature change|increase in (?:its |the )?temperature/,
  T2: FINAL_TEMPERATURE,
  t: /(?:ال)?زمن|(?<![a-z])time|how long|كم (?:ثانيه|دقيقه)|(?:ال)?مده/,
  Pw: /(?:ال)?قدره|(?<![a-z])power/,
};

const SPECIFIC_HEAT = law(
  { ar: 'قانون كمية الحرارة', en: 'the heat equation' },
  { ar: 'كمية الحرارة التي يكتسبها الجسم أو يفقدها = الكتلة × الحرارة النوعية × التغير في درجة الحرارة (والتغير بالكلفن يساوي التغير بالسيليزي).', en: 'The heat a body gains or loses is mass × specific heat × temperature change (a change in K equals a change in °C).' },
  {
    equation: '@Q = @m @c @dT',
    sides: (x) => [x.Q!, x.m! * x.c! * x.dT!],
    solve: {
      Q: { template: '@m \\times @c \\times @dT', compute: (x) => x.m! * x.c! * x.dT! },
      m: { template: '\\frac{@Q}{@c \\times @dT}', compute: (x) => x.Q! / (x.c! * x.dT!) },
      c: { template: '\\frac{@Q}{@m \\times @dT}', compute: (x) => x.Q! / (x.m! * x.dT!) },
      dT: { template: '\\frac{@Q}{@m \\times @c}', compute: (x) => x.Q! / (x.m! * x.c!) },
    },
  },
);

const TEMPERATURE_CHANGE = law(
  { ar: 'التغير في درجة الحرارة', en: 'the temperature change' },
  { ar: 'التغير = درجة الحرارة النهائية − الابتدائية.', en: 'The change is the final temperature minus the initial one.' },
  {
    equation: '@dT = @T2 - @T1',
    sides: (x) => [x.dT!, x.T2! - x.T1!],
    solve: {
      dT: { template: '@T2 - @T1', compute: (x) => x.T2! - x.T1! },
      T2: { template: '@T1 + @dT', compute: (x) => x.T1! + x.dT! },
    },
  },
);

const HEAT_CAPACITY = law(
  { ar: 'تعريف السعة الحرارية', en: 'the definition of heat capacity' },
  { ar: 'السعة الحرارية هي كمية الحرارة اللازمة لرفع درجة حرارة الجسم كله درجة واحدة: C = mc.', en: 'Heat capacity is the heat needed to raise the whole body by one degree: C = mc.' },
  {
    equation: '@C = @m @c',
    sides: (x) => [x.C!, x.m! * x.c!],
    solve: { C: { template: '@m \\times @c', compute: (x) => x.m! * x.c! }, c: { template: '\\frac{@C}{@m}', compute: (x) => x.C! / x.m! }, m: { template: '\\frac{@C}{@c}', compute: (x) => x.C! / x.c! } },
  },
);

const LATENT_HEAT = law(
  { ar: 'قانون الحرارة الكامنة', en: 'the latent heat equation' },
  { ar: 'أثناء تغير الحالة (انصهار أو تبخر) لا تتغير درجة الحرارة، وكمية الحرارة = الكتلة × الحرارة الكامنة.', en: 'While the state changes (melting or boiling) the temperature stays the same; the heat is mass × latent heat.' },
  {
    equation: '@Q = @m @L',
    sides: (x) => [x.Q!, x.m! * x.L!],
    solve: { Q: { template: '@m \\times @L', compute: (x) => x.m! * x.L! }, m: { template: '\\frac{@Q}{@L}', compute: (x) => x.Q! / x.L! }, L: { template: '\\frac{@Q}{@m}', compute: (x) => x.Q! / x.m! } },
  },
);

const HEATER = law(
  { ar: 'الطاقة الحرارية الناتجة من السخان', en: "the heater's energy" },
  { ar: 'القدرة هي الطاقة في الثانية، فالطاقة = القدرة × الزمن (بفرض عدم فقد حرارة).', en: 'Power is energy per second, so energy = power × time (no heat lost).' },
  {
    equation: '@Q = @Pw @t',
    sides: (x) => [x.Q!, x.Pw! * x.t!],
    solve: { Q: { template: '@Pw \\times @t', compute: (x) => x.Pw! * x.t! }, t: { template: '\\frac{@Q}{@Pw}', compute: (x) => x.Q! / x.Pw! }, Pw: { template: '\\frac{@Q}{@t}', compute: (x) => x.Q! / x.t! } },
  },
);

const SIMPLE_ROLE: Readonly<Record<string, HeatRole>> = { mass: 'm', specificHeat: 'c', heatCapacity: 'C', latentHeat: 'L', energy: 'Q', power: 'Pw', time: 't' };
const DIFFERENCE_CUE = /بمقدار\s?$|(?<![a-z])by\s?$|rise of\s?$|change of\s?$|فرق\s?$|تغير\s?$/;

/**
 * A specific heat written without its unit ("الحرارة النوعية للمية 4200", "c = 390"): read as J/kg·K only when
 * no other unit follows it and its size is one (≥ 100; 1 would be cal/g·°C).
 */
function bareSpecificHeat(reading: Reading, quantity: Quantity): boolean {
  const named = roleByCue(leadOf(reading, quantity, 25), '', { c: /(?<![a-z])c\s?=|حراره (?:ال)?نوعيه/ }) === 'c';
  return named && quantity.value >= 100 && !/^\s?(?:[a-z]|سعر|كالوري)/.test(trailOf(reading, quantity, 10));
}

/** One body heated, melted or boiled (Q = mcΔT, C = mc, Q = mL, Q = Pt). */
function readOneBody(reading: Reading): Problem | null {
  const givens = new Map<string, Given>();
  const temperatures: Quantity[] = [];
  for (const quantity of reading.quantities) {
    const dimension = quantity.unit?.dimension;
    if (dimension === 'temperature') {
      if (DIFFERENCE_CUE.test(leadOf(reading, quantity, 20))) {
        if (givens.has('dT')) return null;
        givens.set('dT', given('dT', quantity, true));
      } else temperatures.push(quantity);
      continue;
    }
    const role = dimension ? SIMPLE_ROLE[dimension] : bareSpecificHeat(reading, quantity) ? 'c' : undefined;
    if (!role || givens.has(role)) return null;
    givens.set(role, role === 'c' && !quantity.unit ? { symbol: 'c', value: quantity.value, written: quantity } : given(role, quantity));
  }
  const latent = givens.has('L') || ASKED.L.test(reading.text);
  // A change of state with a specific heat too ("ice at 0 °C to water at 40 °C") is a problem in stages: not this one.
  if (temperatures.length > 2 || (latent && (temperatures.length > 1 || givens.has('dT') || givens.has('c') || givens.has('C')))) return null;
  const degree = celsiusWorking(temperatures);
  if (latent && temperatures.length === 1) givens.set('T', given('T', temperatures[0]!, false, degree));
  else if (temperatures.length === 2 && !givens.has('dT')) {
    const [initial, final] = writtenNewFirst(reading, temperatures[0]!, temperatures[1]!) ? [temperatures[1]!, temperatures[0]!] : [temperatures[0]!, temperatures[1]!];
    givens.set('T1', given('T1', initial, false, degree));
    givens.set('T2', given('T2', final, false, degree));
  }
  else if (temperatures.length === 1) givens.set('T1', given('T1', temperatures[0]!, false, degree));
  else if (temperatures.length > 0) return null;

  const targets: Target[] = askedRoles(reading, ASKED, new Set(givens.keys()) as Set<HeatRole>).map((role) => ({
    symbol: role,
    unit: role === 'T2' ? temperatureUnit(temperatures) : role === 't' ? requestedUnit(reading, 'time') : role === 'Q' ? requestedUnit(reading, 'energy') : role === 'm' ? requestedUnit(reading, 'mass') : null,
  }));
  if (targets.length === 0) return null;
  if (!latent && !givens.has('c') && !targets.some((target) => target.symbol === 'c') && WATER.test(reading.text) && !OTHER_SUBSTANCE.test(reading.text) && (givens.has('m') || givens.has('Q'))) {
    givens.set('c', { symbol: 'c', value: WATER_SPECIFIC_HEAT, note: { ar: 'الحرارة النوعية للماء', en: 'specific heat of water' } });
  }
  const laws = latent ? [LATENT_HEAT, HEATER] : [SPECIFIC_HEAT, TEMPERATURE_CHANGE, HEAT_CAPACITY, HEATER];
  const first = targets[0]!.symbol;
  const kind = latent ? 'latent-heat' : givens.has('Pw') || first === 'Pw' ? 'heater' : first === 'C' ? 'heat-capacity' : 'specific-heat';
  return {
    kind,
    title: TITLES[kind]!,
    givens: [...givens.values()],
    targets,
    laws,
    workingUnits: degree ? { T: degree, T1: degree, T2: degree } : {},
    // Heating only: a body that cools (negative ΔT or Q) is declined rather than answered with a sign to interpret.
    plausible: (values) => Object.entries(values).every(([name, value]) => (/^T\d?$/.test(name) ? value > (degree ? -273 : 0) : value > 0)),
  };
}

const TITLES: Readonly<Record<string, { ar: string; en: string }>> = {
  'latent-heat': { ar: 'الحرارة الكامنة', en: 'Latent heat' },
  heater: { ar: 'التسخين بسخان كهربي', en: 'Heating with an electric heater' },
  'heat-capacity': { ar: 'السعة الحرارية', en: 'Heat capacity' },
  'specific-heat': { ar: 'كمية الحرارة والحرارة النوعية', en: 'Quantity of heat and specific heat' },
};

/** A heat problem; null when the question is not one or is not read completely. */
export function readHeat(reading: Reading): Problem | null {
  if (!HEAT_WORDS.test(reading.text)) return null;
  const allowed = ['mass', 'specificHeat', 'latentHeat', 'heatCapacity', 'temperature', 'energy', 'power', 'time'];
  if (reading.quantities.some((quantity) => quantity.unit && !allowed.includes(quantity.unit.dimension))) return null;
  if (MIXING.test(reading.text) && ofDimension(reading, 'mass').length === 2) return readMixture(reading);
  return readOneBody(reading);
}
