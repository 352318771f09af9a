/**
 * Waves, sound and light: v = fλ, T = 1/f, the number of waves in a distance (N = d/λ), the echo (d = vt/2),
 * a distance travelled (d = vt), the refractive index (n = c/v) and light in vacuum (c = 3 × 10⁸ m/s).
 */
import type { Law } from './chain';
import { askedRoles, leadOf, requestedUnit, roleByCue, trailOf, type Reading } from './reading';
import type { Dimension } from './units';
import { toSI, type Given, type Problem, type Target } from './write';

export const WAVE_GATE = /موج|تردد|wave|frequen|هي?رتز|hz|صدي|echo|sonar|ضوء|(?<![a-z])light|انكسار|refract|صوت|sound|radio|راديو|كهرومغناطيس|electromagnetic/;

const SPEED_OF_LIGHT = 3e8;

const WAVE_EQUATION: Law = {
  name: { ar: 'العلاقة بين سرعة الموجة وترددها وطولها الموجي', en: 'the wave equation' },
  explanation: { ar: 'في زمن دوري واحد تتحرك الموجة مسافة طول موجي واحد، فسرعتها = التردد × الطول الموجي.', en: 'In one period the wave moves one wavelength, so its speed is frequency × wavelength.' },
  equation: '@v = @f @lambda',
  sides: (x) => [x.v!, x.f! * x.lambda!],
  solve: {
    v: { template: '@f \\times @lambda', compute: (x) => x.f! * x.lambda! },
    f: { template: '\\frac{@v}{@lambda}', compute: (x) => x.v! / x.lambda! },
    lambda: { template: '\\frac{@v}{@f}', compute: (x) => x.v! / x.f! },
  },
};

const PERIOD: Law = {
  name: { ar: 'العلاقة بين الزمن الدوري والتردد', en: 'the period–frequency relation' },
  explanation: { ar: 'الزمن الدوري هو زمن اهتزازة كاملة، والتردد عدد الاهتزازات في الثانية، فكل منهما مقلوب الآخر.', en: 'The period is the time of one oscillation and the frequency the number of oscillations per second, so each is the reciprocal of the other.' },
  equation: '@Tp = \\frac{1}{@f}',
  sides: (x) => [x.Tp!, 1 / x.f!],
  solve: { Tp: { template: '\\frac{1}{@f}', compute: (x) => 1 / x.f! }, f: { template: '\\frac{1}{@Tp}', compute: (x) => 1 / x.Tp! } },
};

const WAVE_COUNT: Law = {
  name: { ar: 'عدد الموجات في مسافة', en: 'the number of waves in a distance' },
  explanation: { ar: 'كل موجة كاملة تشغل طولاً موجياً واحداً، فعدد الموجات = المسافة ÷ الطول الموجي.', en: 'Each complete wave takes up one wavelength, so the number of waves is distance ÷ wavelength.' },
  equation: '@N = \\frac{@d}{@lambda}',
  sides: (x) => [x.N!, x.d! / x.lambda!],
  solve: {
    N: { template: '\\frac{@d}{@lambda}', compute: (x) => x.d! / x.lambda! },
    lambda: { template: '\\frac{@d}{@N}', compute: (x) => x.d! / x.N! },
    d: { template: '@N \\times @lambda', compute: (x) => x.N! * x.lambda! },
  },
};

const FREQUENCY_COUNT: Law = {
  name: { ar: 'تعريف التردد', en: 'the definition of frequency' },
  explanation: { ar: 'التردد هو عدد الموجات (الاهتزازات الكاملة) في الثانية الواحدة.', en: 'Frequency is the number of waves (complete oscillations) per second.' },
  equation: '@f = \\frac{@N}{@t}',
  sides: (x) => [x.f!, x.N! / x.t!],
  solve: {
    f: { template: '\\frac{@N}{@t}', compute: (x) => x.N! / x.t! },
    N: { template: '@f \\times @t', compute: (x) => x.f! * x.t! },
    t: { template: '\\frac{@N}{@f}', compute: (x) => x.N! / x.f! },
  },
};

const ECHO: Law = {
  name: { ar: 'قانون الصدى', en: 'the echo relation' },
  explanation: { ar: 'الصوت يقطع المسافة ذهاباً إلى الحاجز وعودة منه، فالمسافة المقطوعة ضعف البعد: 2d = vt.', en: 'The sound goes to the obstacle and back, so it travels twice the distance: 2d = vt.' },
  equation: '2 @d = @v @t',
  sides: (x) => [2 * x.d!, x.v! * x.t!],
  solve: {
    d: { template: '\\frac{@v \\times @t}{2}', compute: (x) => (x.v! * x.t!) / 2 },
    t: { template: '\\frac{2 \\times @d}{@v}', compute: (x) => (2 * x.d!) / x.v! },
    v: { template: '\\frac{2 \\times @d}{@t}', compute: (x) => (2 * x.d!) / x.t! },
  },
};

const TRAVEL: Law = {
  name: { ar: 'قانون السرعة المنتظمة', en: 'distance at constant speed' },
  explanation: { ar: 'الموجة تنتشر في الوسط بسرعة ثابتة، فالمسافة = السرعة × الزمن.', en: 'A wave moves through a medium at constant speed, so distance = speed × time.' },
  equation: '@d = @v @t',
  sides: (x) => [x.d!, x.v! * x.t!],
  solve: {
    d: { template: '@v \\times @t', compute: (x) => x.v! * x.t! },
    t: { template: '\\frac{@d}{@v}', compute: (x) => x.d! / x.v! },
    v: { template: '\\frac{@d}{@t}', compute: (x) => x.d! / x.t! },
  },
};

const REFRACTIVE_INDEX: Law = {
  name: { ar: 'تعريف معامل الانكسار المطلق', en: 'the definition of the refractive index' },
  explanation: { ar: 'معامل الانكسار المطلق لوسط = سرعة الضوء في الفراغ ÷ سرعته في الوسط، ولذلك فهو أكبر من الواحد.', en: 'The absolute refractive index of a medium is the speed of light in vacuum divided by its speed in the medium, so it exceeds 1.' },
  equation: '@n = \\frac{@cLight}{@v}',
  sides: (x) => [x.n!, x.cLight! / x.v!],
  solve: { n: { template: '\\frac{@cLight}{@v}', compute: (x) => x.cLight! / x.v! }, v: { template: '\\frac{@cLight}{@n}', compute: (x) => x.cLight! / x.n! } },
};

type WaveRole = 'lambda' | 'f' | 'Tp' | 'v' | 'cLight' | 'n' | 'N' | 'd' | 't';

const CUES: Readonly<Record<WaveRole, RegExp>> = {
  lambda: /طول(?:ها|ه)?\s?(?:ال)?موجي|طول (?:ال)?موجه|wave\s?length|بين\s?(?:قمتين|قاعين|تضاغطين|تخلخلين)|between (?:two )?(?:successive |consecutive |adjacent )?(?:crests|troughs|compressions)/,
  f: /تردد|frequenc/,
  Tp: /زمن(?:ها|ه)?\s?(?:ال)?دوري|period|(?:one|a) (?:complete |full )?(?:oscillation|vibration|cycle)|(?:اهتزازه|ذبذبه|دوره) (?:كامله|واحده)/,
  v: /سرع|speed|velocity|travels? at|moves? at/,
  cLight: /(?:في|فى) الفراغ|vacuum|free space|(?<![a-z])c\s?=/,
  n: /معامل\s?(?:ال)?انكسار|refractive index|index of refraction|(?<![a-z])n\s?=/,
  N: /عدد\s?(?:ال)?موجات|(?<![\u0621-\u064A])كم موج[هت]|how many (?:complete |full )?wave|number of (?:complete )?waves/,
  d: /(?<![\u0621-\u064A])بعد\s?(?:ال|ه|ها)|عل[يى] بعد|يبعد|مسافه|distance|depth|عمق|how far|(?<![a-z])away|travels?(?! at)|covers?|[تي]قطع|قطعت|(?<![a-z])d\s?=/,
  t: /بعد كم|how many seconds|كم ثانيه|(?:after|in) what time|زمن(?!(?:ها|ه)?\s?(?:ال)?دوري)|(?<![a-z])time|how long|(?<![\u0621-\u064A])متي(?![\u0621-\u064A])|(?<![a-z])t\s?=/,
};

/** The roles a number of each dimension may have, and the one it has when no word says which (none for a length). */
const ROLE_OF_DIMENSION: Partial<Record<Dimension, { roles: readonly WaveRole[]; otherwise?: WaveRole }>> = {
  frequency: { roles: ['f'], otherwise: 'f' },
  length: { roles: ['lambda', 'd'] },
  speed: { roles: ['v', 'cLight'], otherwise: 'v' },
  time: { roles: ['Tp', 't'], otherwise: 't' },
};

const ECHO_WORDS = /صد[يى]|echo|sonar|ارتد|reflect|انعكس|ينعكس|انعكاس|يعود|(?<![a-z])back(?![a-z])|return/;
/** Something that reflects sound: without an echo word, whether the sound goes there and back is not clear. */
const OBSTACLE_WORDS = /حا[يئ]ط|جدار|جبل|قاع|بي?ير|مبني|عماره|cliff|wall|mountain|building|sea ?bed|bottom|(?<![a-z])well(?![a-z])/;
/** "600 waves", "٤٠ اهتزازة": a count of waves written after the number. */
const COUNTED = /^\s?(?:complete |full )?(?:waves|موجات|موجه|اهتزازات|اهتزازه|ذبذبات|ذبذبه|oscillations|vibrations|cycles)(?![a-z\u0621-\u064A])/;
const LIGHT_WORDS = /ضوء|(?<![a-z])light|كهرومغناطيس|electromagnetic|radio|راديو|لاسلكي|microwave|ميكروويف/;
const MEDIUM_WORDS = /(?:في|فى) (?:ال)?(?:ماء|زجاج|زيت)|in (?:water|glass|oil|a medium)|medium|وسط/;

function pick(dimension: Dimension, cue: WaveRole | null): WaveRole | null {
  const choice = ROLE_OF_DIMENSION[dimension];
  if (!choice) return null;
  return cue && choice.roles.includes(cue) ? cue : (choice.otherwise ?? null);
}

/** A wave problem read from the question; null when it is not one or a number cannot be placed. */
export function readWaves(reading: Reading): Problem | null {
  if (!WAVE_GATE.test(reading.text)) return null;
  const givens = new Map<WaveRole, Given>();
  for (const quantity of reading.quantities) {
    const cue = roleByCue(leadOf(reading, quantity), trailOf(reading, quantity), CUES);
    let role: WaveRole | null;
    if (!quantity.unit) role = COUNTED.test(trailOf(reading, quantity)) ? 'N' : cue === 'n' ? cue : null;
    else role = pick(quantity.unit.dimension, cue);
    if (!role || givens.has(role)) return null;
    givens.set(role, { symbol: role, value: quantity.unit ? toSI(quantity.value, quantity.unit) : quantity.value, written: quantity });
  }
  const text = reading.text;
  const usesIndex = givens.has('n') || CUES.n.test(text);
  const cLight = givens.get('cLight');
  if (cLight && !usesIndex && !givens.has('v')) {
    givens.delete('cLight');
    givens.set('v', { ...cLight, symbol: 'v' });
  }
  const targets: Target[] = askedRoles(reading, CUES, new Set(givens.keys()))
    .filter((role) => role !== 'cLight')
    .map((role) => ({ symbol: role, unit: unitFor(reading, role) }));
  if (targets.length === 0) return null;

  const light = LIGHT_WORDS.test(text);
  const implied = { ar: 'سرعة الضوء في الفراغ', en: 'speed of light in vacuum' };
  if (light && usesIndex && !givens.has('cLight')) givens.set('cLight', { symbol: 'cLight', value: SPEED_OF_LIGHT, note: implied });
  if (light && !usesIndex && !givens.has('v') && !targets.some((target) => target.symbol === 'v') && !MEDIUM_WORDS.test(text)) {
    givens.set('v', { symbol: 'v', value: SPEED_OF_LIGHT, note: implied });
  }

  const echo = ECHO_WORDS.test(text);
  if (!echo && OBSTACLE_WORDS.test(text)) return null;
  // With a refractive index, a wavelength or frequency may be the one in vacuum or in the medium: only n = c/v is used.
  if (usesIndex && [...givens.keys(), ...targets.map((target) => target.symbol)].some((role) => !['n', 'v', 'cLight'].includes(role))) return null;
  const laws = usesIndex ? [REFRACTIVE_INDEX] : [WAVE_EQUATION, PERIOD, WAVE_COUNT, FREQUENCY_COUNT, echo ? ECHO : TRAVEL];
  const first = targets[0]!.symbol;
  const kind = first === 'Tp' ? 'wave-period' : first === 'N' ? 'wave-count' : first === 'n' || usesIndex ? 'refractive-index' : echo ? 'echo' : light ? 'light-wave' : 'wave-speed';
  return {
    kind,
    title: TITLES[kind]!,
    givens: [...givens.values()],
    targets,
    laws,
    plausible: (values) => Object.values(values).every((value) => value > 0) && (values.n === undefined || values.n >= 1),
  };
}

function unitFor(reading: Reading, role: WaveRole): Target['unit'] {
  const dimension = ({ lambda: 'length', d: 'length', f: 'frequency', v: 'speed', Tp: 'time', t: 'time' } as const)[role as 'lambda'];
  return dimension ? requestedUnit(reading, dimension) : null;
}

const TITLES: Readonly<Record<string, { ar: string; en: string }>> = {
  'wave-period': { ar: 'الزمن الدوري والتردد', en: 'Period and frequency' },
  'wave-count': { ar: 'عدد الموجات في مسافة', en: 'Number of waves in a distance' },
  'refractive-index': { ar: 'معامل الانكسار وسرعة الضوء', en: 'Refractive index and the speed of light' },
  echo: { ar: 'الصدى وسرعة الصوت', en: 'Echo and the speed of sound' },
  'light-wave': { ar: 'تردد الضوء وطوله الموجي', en: 'Frequency and wavelength of light' },
  'wave-speed': { ar: 'سرعة انتشار الموجة', en: 'Wave speed' },
};
