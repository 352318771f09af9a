/**
 * Mixtures: heat lost by the hot body = heat gained by the cold one, m₁c₁(T₁ − T_f) = m₂c₂(T_f − T₂), for the
 * final temperature; the specific heat of each body is matched by the substance named with it. Also the helpers
 * the heat readers share (givens in working units, °C kept when every temperature is in °C).
 */
import { law } from './chain';
import { leadOf, ofDimension, trailOf, type Quantity, type Reading } from './reading';
import type { Unit } from './units';
import { toSI, type Given, type Problem, type Target } from './write';

export const WATER = /ماء|مياه|مي[هت](?![\u0621-\u064A])|water/;
export const OTHER_SUBSTANCE = /نحاس|حديد|الومنيوم|المونيوم|معدن|رصاص|زجاج|زيت|كحول|copper|iron|alumin|metal|lead|glass|oil|alcohol|brass|steel|صلب/;
export const FINAL_TEMPERATURE = /درجه (?:ال)?حرار(?:ه|ته|تها)? (?:ال)?نهاييه|درجه حراره (?:ال)?خليط|final temperature|temperature of the mixture|equilibrium temperature|حراره (?:ال)?خليط/;

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

/** A given in SI, or in `working` (masses of a mixture in their common unit, temperatures in °C). */
export const given = (symbol: string, quantity: Quantity, difference = false, working?: Unit): Given => ({
  symbol,
  value: working ? (quantity.value * quantity.unit!.factor) / working.factor : difference ? quantity.value * quantity.unit!.factor : toSI(quantity.value, quantity.unit!),
  written: quantity,
});

/** °C when every temperature is written in °C (then ΔT and the answer stay in °C), else kelvin. */
export function celsiusWorking(temperatures: readonly Quantity[]): Unit | undefined {
  return temperatures.length > 0 && temperatures.every((quantity) => quantity.unit?.celsius) ? temperatures[0]!.unit! : undefined;
}

/** A temperature answer in °C when the data were in °C, else kelvin. */
export function temperatureUnit(temperatures: readonly Quantity[]): Target['unit'] {
  return temperatures.find((quantity) => quantity.unit?.celsius)?.unit ?? null;
}

const SUBSTANCES: readonly [string, RegExp][] = [
  ['water', WATER],
  ['copper', /نحاس|copper/],
  ['iron', /حديد|iron|steel|صلب/],
  ['aluminium', /الومنيوم|المونيوم|alumin/],
  ['lead', /رصاص|(?<![a-z])lead(?![a-z])/],
  ['glass', /زجاج|glass/],
  ['oil', /زيت|oil/],
  ['alcohol', /كحول|alcohol/],
  ['brass', /نحاس اصفر|brass/],
];

/** The substance named last in `text` (nearest the number that follows it), or null. */
function substanceIn(text: string): string | null {
  let best: { name: string; at: number } | null = null;
  for (const [name, pattern] of SUBSTANCES) {
    for (const match of text.matchAll(new RegExp(pattern.source, 'g'))) if (!best || (match.index ?? 0) >= best.at) best = { name, at: match.index ?? 0 };
  }
  return best?.name ?? null;
}

/**
 * The specific heat of each body of a mixture, [first body's, second body's]: by the substance named with it
 * ("للنحاس 390 … وللماء 4200"), else by where it is written (inside one body's description); null when unclear.
 */
function pairSpecificHeats(reading: Reading, masses: readonly Quantity[], heats: readonly Quantity[]): [Quantity, Quantity] | null {
  const bodies = masses.map((mass) => substanceIn(trailOf(reading, mass, 15).split(/[,.]/)[0]!) ?? substanceIn(leadOf(reading, mass, 30)));
  const owner = heats.map((heat) => {
    const named = substanceIn(leadOf(reading, heat, 25));
    if (named && bodies[0] !== bodies[1] && bodies.includes(named)) return bodies.indexOf(named);
    if (heat.start > masses[0]!.start && heat.start < masses[1]!.start) return 0;
    return heat.start > masses[1]!.start && heats.every((other) => other === heat || other.start < masses[1]!.start) ? 1 : -1;
  });
  if (owner[0] === -1 || owner[1] === -1 || owner[0] === owner[1]) return null;
  return owner[0] === 0 ? [heats[0]!, heats[1]!] : [heats[1]!, heats[0]!];
}

export function readMixture(reading: Reading): Problem | null {
  const masses = ofDimension(reading, 'mass');
  const heats = ofDimension(reading, 'specificHeat');
  const temperatures = ofDimension(reading, 'temperature');
  if (masses.length !== 2 || temperatures.length !== 2 || masses.length + heats.length + temperatures.length !== reading.quantities.length) return null;
  if (!FINAL_TEMPERATURE.test(reading.text.slice(Math.max(reading.askAt, 0)))) return null;
  const mass = masses[0]!.unit!;
  const degree = celsiusWorking(temperatures);
  const givens = [given('m1', masses[0]!, false, mass), given('T1', temperatures[0]!, false, degree), given('m2', masses[1]!, false, mass), given('T2', temperatures[1]!, false, degree)];
  const workingUnits: Record<string, Unit> = { m1: mass, m2: mass, ...(degree ? { T1: degree, T2: degree, Tf: degree } : {}) };
  let mixture = MIXTURE;
  if (heats.length === 2) {
    const paired = pairSpecificHeats(reading, masses, heats);
    if (!paired) return null;
    givens.push(given('c1', paired[0]), given('c2', paired[1]));
  }
  else if (heats.length === 0 && WATER.test(reading.text) && !OTHER_SUBSTANCE.test(reading.text)) mixture = SAME_LIQUID_MIXTURE;
  else return null;
  const [low, high] = [Math.min(givens[1]!.value, givens[3]!.value), Math.max(givens[1]!.value, givens[3]!.value)];
  return {
    kind: 'mixture',
    title: { ar: 'درجة حرارة الخليط', en: 'Final temperature of a mixture' },
    givens,
    targets: [{ symbol: 'Tf', unit: temperatureUnit(temperatures) }],
    laws: [mixture],
    workingUnits,
    plausible: (values) => values.Tf! >= low && values.Tf! <= high,
  };
}
