/**
 * Heat: Q = mcΔT (any one of Q, m, c, ΔT or the final temperature asked), the heat capacity C = mc, latent heat
 * Q = mL (melting, vaporising), a heater's heat Q = Pt, and mixtures (heat lost = heat gained → final temperature).
 */
import type { Law } from './chain';
import { askedRoles, leadOf, ofDimension, requestedUnit, roleByCue, trailOf, type Quantity, type Reading } from './reading';
import type { Given, Problem, Target } from './write';
import { toSI } from './write';

const HEAT_WORDS = /حرار|heat|سخان|heater|kettle|غلاي|انصهار|صهر|melt|تبخ|vapo|تصعيد|جليد|(?<![a-z])ice(?![a-z])|خلط|خليط|mix/;
const MIXING = /خلط|خليط|mix|dropped|اسقط|القي|غمر|وضع(?:ت)? (?:في|فى)|placed in|put (?:in|into)|poured|حطينا|equilibrium|اتزان/;
const WATER = /ماء|مياه|مي[هت](?![\u0621-\u064A])|water/;
const OTHER_SUBSTANCE = /نحاس|حديد|الومنيوم|المونيوم|معدن|رصاص|زجاج|زيت|كحول|copper|iron|alumin|metal|lead|glass|oil|alcohol|brass|steel|صلب/;
const WATER_SPECIFIC_HEAT = 4200;

type HeatRole = 'Q' | 'm' | 'c' | 'C' | 'L' | 'dT' | 'T2' | 't' | 'Pw';

const ASKED: Readonly<Record<HeatRole, RegExp>> = {
  Q: /كميه (?:ال)?حراره|(?:ال)?طاقه|(?:ال)?حراره (?:المكتسبه|المفقوده|اللازمه|الممتصه|المنطلقه)|how much (?:heat|energy)|(?:heat|energy) (?:needed|required|absorbed|gained|lost|released|supplied|given|produced)|quantity of heat|amount of heat/,
  c: /(?:ال)?حراره (?:ال)?نوعيه|specific heat/,
  C: /(?:ال)?سعه (?:ال)?حراريه|heat capacity|thermal capacity/,
  L: /(?:ال)?حراره (?:ال)?كامنه|latent heat/,
  m: /كتله|(?<![a-z])mass|كم (?:كيلو ?جرام|جرام|كجم|جم)|how many (?:kilo)?grams|how much (?:ice|water)/,
  dT: /مقدار (?:ال)?ارتفاع|الارتفاع (?:في|فى) درجه|التغير (?:في|فى) درجه|by how much|rise in (?:its |the )?temperature|temperature rise|change in (?:its |the )?temperature|temperature change|increase in (?:its |the )?temperature/,
  T2: /درجه (?:ال)?حرار(?:ه|ته|تها)? (?:ال)?نهاييه|درجه حراره (?:ال)?خليط|final temperature|temperature of the mixture|equilibrium temperature|حراره (?:ال)?خليط/,
  t: /(?:ال)?زمن|(?<![a-z])time|how long|كم (?:ثانيه|دقيقه)|(?:ال)?مده/,
  Pw: /(?:ال)?قدره|(?<![a-z])power/,
};

const law = (name: Law['name'], explanation: Law['explanation'], rest: Omit<Law, 'name' | 'explanation'>): Law => ({ name, explanation, ...rest });

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

const MIXTURE = law(
  { ar: 'مبدأ تبادل الحرارة (الحرارة المفقودة = الحرارة المكتسبة)', en: 'heat lost = heat gained' },
  { ar: 'بإهمال الفقد، ما يفقده الجسم الساخن من حرارة يكتسبه البارد حتى تتساوى درجتا حرارتهما عند درجة نهائية واحدة.', en: 'With no heat lost, the heat the hot body gives out is taken in by the cold one until both reach one final temperature.' },
  {
    equation: '@m1 @c1 (@T1 - @Tf) = @m2 @c2 (@Tf - @T2)',
    sides: (x) => [x.m1! * x.c1! * (x.T1! - x.Tf!), x.m2! * x.c2! * (x.Tf! - x.T2!)],
    solve: { Tf: { template: '\\frac{@m1 @c1 @T1 + @m2 @c2 @T2}{@m1 @c1 + @m2 @c2}', compute: (x) => (x.m1! * x.c1! * x.T1! + x.m2! * x.c2! * x.T2!) / (x.m1! * x.c1! + x.m2! * x.c2!) } },
  },
);

const SAME_LIQUID_MIXTURE = law(
  { ar: 'مبدأ تبادل الحرارة لسائل واحد (الحرارة النوعية تُختصر)', en: 'heat lost = heat gained for one liquid (the specific heat cancels)' },
  MIXTURE.explanation,
  {
    equation: '@m1 (@T1 - @Tf) = @m2 (@Tf - @T2)',
    sides: (x) => [x.m1! * (x.T1! - x.Tf!), x.m2! * (x.Tf! - x.T2!)],
    solve: { Tf: { template: '\\frac{@m1 @T1 + @m2 @T2}{@m1 + @m2}', compute: (x) => (x.m1! * x.T1! + x.m2! * x.T2!) / (x.m1! + x.m2!) } },
  },
);

const given = (symbol: string, quantity: Quantity, difference = false): Given => ({
  symbol,
  value: difference ? quantity.value * quantity.unit!.factor : toSI(quantity.value, quantity.unit!),
  written: quantity,
});

const SIMPLE_ROLE: Readonly<Record<string, HeatRole>> = { mass: 'm', specificHeat: 'c', heatCapacity: 'C', latentHeat: 'L', energy: 'Q', power: 'Pw', time: 't' };
const DIFFERENCE_CUE = /بمقدار\s?$|(?<![a-z])by\s?$|rise of\s?$|change of\s?$|فرق\s?$|تغير\s?$/;

/** A temperature answer in °C when the data were in °C, else kelvin. */
function temperatureUnit(temperatures: readonly Quantity[]): Target['unit'] {
  return temperatures.find((quantity) => quantity.unit?.celsius)?.unit ?? null;
}

function readMixture(reading: Reading): Problem | null {
  const masses = ofDimension(reading, 'mass');
  const heats = ofDimension(reading, 'specificHeat');
  const temperatures = ofDimension(reading, 'temperature');
  if (masses.length !== 2 || temperatures.length !== 2 || masses.length + heats.length + temperatures.length !== reading.quantities.length) return null;
  if (!ASKED.T2.test(reading.text.slice(Math.max(reading.askAt, 0)))) return null;
  const givens = [given('m1', masses[0]!), given('T1', temperatures[0]!), given('m2', masses[1]!), given('T2', temperatures[1]!)];
  let mixture = MIXTURE;
  if (heats.length === 2) givens.push(given('c1', heats[0]!), given('c2', heats[1]!));
  else if (heats.length === 0 && WATER.test(reading.text) && !OTHER_SUBSTANCE.test(reading.text)) mixture = SAME_LIQUID_MIXTURE;
  else return null;
  const [low, high] = [Math.min(givens[1]!.value, givens[3]!.value), Math.max(givens[1]!.value, givens[3]!.value)];
  return {
    kind: 'mixture',
    title: { ar: 'درجة حرارة الخليط', en: 'Final temperature of a mixture' },
    givens,
    targets: [{ symbol: 'Tf', unit: temperatureUnit(temperatures) }],
    laws: [mixture],
    plausible: (values) => values.Tf! >= low && values.Tf! <= high,
  };
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
    const role = dimension ? SIMPLE_ROLE[dimension] : !dimension && roleByCue(leadOf(reading, quantity, 25), trailOf(reading, quantity, 10), { c: /(?<![a-z])c\s?=|حراره (?:ال)?نوعيه/ }) ? 'c' : undefined;
    if (!role || givens.has(role)) return null;
    givens.set(role, role === 'c' && !quantity.unit ? { symbol: 'c', value: quantity.value, written: quantity } : given(role, quantity));
  }
  const latent = givens.has('L') || ASKED.L.test(reading.text);
  if (temperatures.length > 2 || (latent && (temperatures.length > 1 || givens.has('dT')))) return null;
  if (latent && temperatures.length === 1) givens.set('T', given('T', temperatures[0]!));
  else if (temperatures.length === 2 && !givens.has('dT')) (givens.set('T1', given('T1', temperatures[0]!)), givens.set('T2', given('T2', temperatures[1]!)));
  else if (temperatures.length === 1) givens.set('T1', given('T1', temperatures[0]!));
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
    plausible: (values) => Object.entries(values).every(([name, value]) => (name === 'dT' || name === 'Q' ? Number.isFinite(value) : value > 0)),
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
