/**
 * The first law of thermodynamics, ΔU = Q − W, with the textbook signs: Q > 0 for heat absorbed, < 0 for heat
 * lost; W > 0 for work done BY the gas (expansion), < 0 for work done ON it (compression); and the work of a gas
 * at constant pressure, W = PΔV. Every sign is read from the words (امتص / فقد، بذل / بذل عليه, absorbs / loses,
 * does / is done on it); a quantity whose sign the question does not make clear is declined.
 */
import type { Bilingual } from '../../science/shared/format';
import type { Law } from './chain';
import { askedRoles, leadOf, ofDimension, roleByCue, trailOf, type Quantity, type Reading } from './reading';
import { toSI, type Given, type Problem, type Target } from './write';

const THERMO_WORDS = /طاق[هت][\u0621-\u064A]* ?(?:ال)?داخلي|internal energy|(?<![\u0621-\u064A])(?:ال)?شغل|(?<![a-z])work(?![a-z])|adiabatic|معزول حراري|كظمي|اديباتي|القانون الاول/;
const ADIABATIC = /adiabatic|معزول حراري|كظمي|اديباتي|لا يتبادل حراره|no heat (?:is )?(?:exchanged|transferred)/;

type EnergyRole = 'Q' | 'W' | 'dU';

const CUES: Readonly<Record<EnergyRole, RegExp>> = {
  Q: /حراره|(?<![a-z])heat/,
  W: /شغل|(?<![a-z])work/,
  dU: /طاق[هت][\u0621-\u064A]* ?(?:ال)?داخلي|internal energy/,
};

const ASKED: Readonly<Record<'Q' | 'W' | 'Won' | 'dU', RegExp>> = {
  dU: CUES.dU,
  Won: /(?:work|شغل)[^.?,]{0,25}(?:on the gas|on it(?![a-z])|on the system)|(?:ال)?شغل (?:ال)?مبذول (?:علي|على) (?:ال)?غاز|بذل عليه/,
  W: CUES.W,
  Q: CUES.Q,
};

/** Words that make each quantity positive or negative in ΔU = Q − W. */
const SIGNS: Readonly<Record<EnergyRole, { positive: RegExp; negative: RegExp }>> = {
  Q: {
    positive: /امتص|اكتسب|اعطي|زود|يمتص|يكتسب|(?<![a-z])(?:took|takes)(?![a-z])|(?<![\u0621-\u064A])(?:ا|بيا|يا|في)?(?:خد|خذ)(?![\u0621-\u064A])|absorb|gain|suppl|added|receiv|given to|transferred to/,
    negative: /فقد|يفقد|اطلق|طرد|يطرد|(?<![\u0621-\u064A])(?:خسر|طلع)(?![\u0621-\u064A])|lost|lose|release|give[sn]? (?:out|off)|gave (?:out|off)|reject|removed/,
  },
  W: {
    positive: /بذل(?!(?:نا|وا|ت)?\s?(?:(?:ال)?(?:غاز\s)?عليه|(?:علي|على) (?:ال)?(?:غاز|نظام)))|يبذل(?!\s?عليه)|(?<![\u0621-\u064A])(?:و|ف)?(?:عمل|بيعمل|يعمل|هيعمل) شغل|(?:علي|على) (?:ال)?وسط (?:ال)?محيط|done by|(?<![a-z])does|(?<![a-z])did|expand|تمدد|on (?:its|the) surroundings/,
    negative: /بذل(?:نا|وا|ت)?\s?عليه|يبذل\s?عليه|عليه شغل|اتعمل|اتبذل|(?:علي|على) (?:ال)?غاز|(?:علي|على) (?:ال)?نظام|on the gas|on it(?![a-z])|on the system|compress|انضغط|اتضغط|ضغط الغاز/,
  },
  dU: {
    positive: /زاد|زادت|ازداد|يزداد|increase|rise|rose|raise|ارتفع/,
    negative: /نقص|نقصت|قل(?![\u0621-\u064A])|قلت|decrease|drop|fell|fall|انخفض/,
  },
};

/** Why each given has its sign: [positive, negative]. */
const SIGN_NOTES: Readonly<Record<EnergyRole, readonly [Bilingual, Bilingual]>> = {
  Q: [{ ar: 'حرارة ممتصة: موجبة', en: 'heat absorbed: positive' }, { ar: 'حرارة مفقودة: سالبة', en: 'heat lost: negative' }],
  W: [{ ar: 'شغل يبذله الغاز: موجب', en: 'work done by the gas: positive' }, { ar: 'شغل مبذول على الغاز: سالب', en: 'work done on the gas: negative' }],
  dU: [{ ar: 'زيادة في الطاقة الداخلية', en: 'internal energy increases' }, { ar: 'نقص في الطاقة الداخلية', en: 'internal energy decreases' }],
};

const FIRST_LAW: Law = {
  name: { ar: 'القانون الأول للديناميكا الحرارية', en: 'the first law of thermodynamics' },
  explanation: {
    ar: 'الطاقة لا تفنى ولا تُستحدث: الحرارة التي يمتصها الغاز تزيد طاقته الداخلية ويبذل بباقيها شغلاً. Q موجبة عند الامتصاص وسالبة عند الفقد، وW موجبة للشغل الذي يبذله الغاز وسالبة للشغل المبذول عليه.',
    en: 'Energy is conserved: heat absorbed by the gas raises its internal energy and the rest is work done by it. Q > 0 when absorbed, < 0 when lost; W > 0 for work done by the gas, < 0 for work done on it.',
  },
  equation: '@dU = @Q - @W',
  sides: (x) => [x.dU!, x.Q! - x.W!],
  solve: {
    dU: { template: '@Q - @W', compute: (x) => x.Q! - x.W! },
    Q: { template: '@dU + @W', compute: (x) => x.dU! + x.W! },
    W: { template: '@Q - @dU', compute: (x) => x.Q! - x.dU! },
  },
};

const WORK_ON_GAS: Law = {
  name: { ar: 'الشغل المبذول على الغاز', en: 'work done on the gas' },
  explanation: { ar: 'الشغل المبذول على الغاز يساوي سالب الشغل الذي يبذله الغاز.', en: 'The work done on the gas is minus the work done by it.' },
  equation: '@Won = -@W',
  sides: (x) => [x.Won!, -x.W!],
  solve: { Won: { template: '-@W', compute: (x) => -x.W! }, W: { template: '-@Won', compute: (x) => -x.Won! } },
};

const GAS_WORK: Law = {
  name: { ar: 'شغل الغاز عند ضغط ثابت', en: 'work of a gas at constant pressure' },
  explanation: { ar: 'عند ضغط ثابت يبذل الغاز شغلاً = الضغط × التغير في الحجم؛ موجب عند التمدد وسالب عند الانضغاط.', en: 'At constant pressure the gas does work = pressure × change in volume: positive when it expands, negative when compressed.' },
  equation: '@W = @P @dV',
  sides: (x) => [x.W!, x.P! * x.dV!],
  solve: { W: { template: '@P \\times @dV', compute: (x) => x.P! * x.dV! }, dV: { template: '\\frac{@W}{@P}', compute: (x) => x.W! / x.P! } },
};

const VOLUME_CHANGE: Law = {
  name: { ar: 'التغير في الحجم', en: 'the change in volume' },
  explanation: { ar: 'التغير = الحجم النهائي − الحجم الابتدائي.', en: 'The change is the final volume minus the initial one.' },
  equation: '@dV = @V2 - @V1',
  sides: (x) => [x.dV!, x.V2! - x.V1!],
  solve: { dV: { template: '@V2 - @V1', compute: (x) => x.V2! - x.V1! } },
};

/** The role of an energy: "400 J of work" / "٦٠٠٠ J من الحرارة" name it after the number, else the words before it. */
function energyRole(reading: Reading, quantity: Quantity): EnergyRole | null {
  const trail = trailOf(reading, quantity, 25);
  const named = /^\s?(?:of|من)\s(?:ال)?\S+(?:\s\S+)?/.exec(trail);
  if (named) {
    const role = roleByCue('', named[0], CUES);
    if (role) return role;
  }
  return roleByCue(leadOf(reading, quantity, 40), trail, CUES);
}

function energySign(reading: Reading, quantity: Quantity, role: EnergyRole): 1 | -1 | null {
  const window = `${leadOf(reading, quantity, 40)} ${trailOf(reading, quantity, 35)}`;
  const positive = SIGNS[role].positive.test(window);
  const negative = SIGNS[role].negative.test(window);
  if (positive === negative) return null;
  return positive ? 1 : -1;
}

/** A first-law or gas-work problem; null when not one, or when a sign is not clear from the words. */
export function readFirstLaw(reading: Reading): Problem | null {
  if (!THERMO_WORDS.test(reading.text)) return null;
  if (reading.quantities.some((quantity) => !quantity.unit || !['energy', 'pressure', 'volume'].includes(quantity.unit.dimension))) return null;
  const givens = new Map<string, Given>();
  for (const quantity of ofDimension(reading, 'energy')) {
    const role = energyRole(reading, quantity);
    if (!role || givens.has(role)) return null;
    const sign = energySign(reading, quantity, role);
    if (sign === null) return null;
    givens.set(role, { symbol: role, value: sign * toSI(quantity.value, quantity.unit!), written: quantity, note: SIGN_NOTES[role][sign > 0 ? 0 : 1], ...(sign < 0 ? { negated: true } : {}) });
  }
  const pressures = ofDimension(reading, 'pressure');
  const volumes = ofDimension(reading, 'volume');
  if (pressures.length > 1 || volumes.length > 2) return null;
  if (pressures.length === 1) givens.set('P', { symbol: 'P', value: toSI(pressures[0]!.value, pressures[0]!.unit!), written: pressures[0]! });
  if (volumes.length === 2) {
    givens.set('V1', { symbol: 'V1', value: toSI(volumes[0]!.value, volumes[0]!.unit!), written: volumes[0]! });
    givens.set('V2', { symbol: 'V2', value: toSI(volumes[1]!.value, volumes[1]!.unit!), written: volumes[1]! });
  } else if (volumes.length === 1) {
    const change = /بمقدار\s?$|(?<![a-z])by\s?$/.test(leadOf(reading, volumes[0]!, 15));
    const expands = /زاد|تمدد|expand|increase/.test(reading.text) && !/انضغط|اتضغط|compress|نقص|decrease/.test(reading.text);
    if (!change || !expands) return null;
    givens.set('dV', { symbol: 'dV', value: toSI(volumes[0]!.value, volumes[0]!.unit!), written: volumes[0]! });
  }
  const conditions = [];
  if (ADIABATIC.test(reading.text)) {
    if (givens.has('Q')) return null;
    givens.set('Q', { symbol: 'Q', value: 0, note: { ar: 'عملية أديباتيكية: لا تبادل للحرارة', en: 'adiabatic: no heat exchanged' } });
    conditions.push({ ar: 'معزول حرارياً', en: 'adiabatic' });
  }
  const asked = askedRoles(reading, ASKED, new Set(givens.keys()) as Set<'Q' | 'W' | 'Won' | 'dU'>);
  const targets: Target[] = asked.filter((role) => role !== 'W' || !asked.includes('Won')).map((role) => ({ symbol: role, unit: null }));
  if (targets.length === 0) return null;
  const onlyWork = targets.every((target) => target.symbol === 'W' || target.symbol === 'Won') && !givens.has('dU');
  return {
    kind: onlyWork ? 'gas-work' : 'first-law',
    title: onlyWork ? { ar: 'شغل الغاز', en: 'Work done by a gas' } : { ar: 'القانون الأول للديناميكا الحرارية', en: 'The first law of thermodynamics' },
    givens: [...givens.values()],
    targets,
    laws: [FIRST_LAW, WORK_ON_GAS, GAS_WORK, VOLUME_CHANGE],
    conditions,
    plausible: (values) => (values.P === undefined || values.P > 0) && (values.V1 === undefined || values.V1 > 0) && (values.V2 === undefined || values.V2 > 0),
  };
}
