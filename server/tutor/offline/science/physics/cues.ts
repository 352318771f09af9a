/**
 * The words that tell the physics solver what a number means and what is asked, in Arabic and English.
 * Arabic words are written naturally and normalised at load (أ → ا, ة → ه, ى → ي) like the problem text.
 */
import { normalizeScienceText } from '../shared/normalize';
import { wordSet, type WordSet } from '../shared/words';
import type { QuantitySymbol } from './symbols';
import type { Dimension } from './units';

/** What a target word asks for: a symbol, or a generic word resolved from the context of the problem. */
export type TargetWord = QuantitySymbol | 'speed' | 'height' | 'maxHeight' | 'pressure' | 'energy';

interface Cue {
  role: QuantitySymbol | 'friction';
  dimension: Dimension;
  words: WordSet;
}

const cue = (role: Cue['role'], dimension: Dimension, words: string[]): Cue => ({ role, dimension, words: wordSet(words) });

/** Words just before a number that say which quantity it is (the nearest one wins). */
export const ROLE_CUES: readonly Cue[] = [
  cue('v0', 'velocity', [
    'initial velocity', 'initial speed', 'initially', 'starts with', 'started with', 'starting with', 'moving at', 'moving with', 'moves at',
    'moves with', 'travelling at', 'traveling at', 'travels at', 'running at', 'thrown', 'projected', 'launched', 'fired', 'from',
    'with a velocity of', 'with a speed of', 'with velocity', 'with speed', 'at a speed of', 'at a velocity of', 'at',
    'السرعة الابتدائية', 'ابتدائية', 'ابتدائي', 'بسرعة', 'يتحرك', 'تتحرك', 'تسير', 'يسير', 'قذف', 'قذفت', 'أطلق', 'أطلقت', 'من',
  ]),
  cue('v', 'velocity', [
    'final velocity', 'final speed', 'final', 'reaches', 'reached', 'reach', 'becomes', 'became', 'increases to', 'decreases to', 'rises to',
    'drops to', 'to', 'up to', 'until', 'السرعة النهائية', 'نهائية', 'تصل', 'يصل', 'وصلت', 'وصل', 'تصبح', 'يصبح', 'أصبحت', 'أصبح',
    'إلى', 'حتى', 'لتصبح', 'ليصبح',
  ]),
  cue('vavg', 'velocity', ['average speed', 'average velocity', 'average', 'mean speed', 'السرعة المتوسطة', 'متوسط السرعة', 'متوسطة', 'متوسط']),
  cue('g', 'acceleration', ['gravity', 'gravitational', 'free fall acceleration', 'الجاذبية', 'الجاذبية الأرضية', 'السقوط الحر']),
  cue('a', 'acceleration', ['acceleration', 'accelerates', 'accelerating', 'decelerates', 'deceleration', 'retardation', 'عجلة', 'تسارع', 'تقصيرية', 'تناقصية']),
  cue('h', 'length', [
    'height', 'high', 'above', 'depth', 'deep', 'below', 'lifted', 'raised', 'lifts', 'raises', 'climbs', 'tall', 'altitude',
    'ارتفاع', 'عمق', 'رفع', 'يرفع', 'ترفع', 'مرتفع', 'أعلى', 'تحت سطح',
  ]),
  cue('d', 'length', [
    'distance', 'displacement', 'travels', 'travelled', 'traveled', 'covers', 'covered', 'moves', 'moved', 'pushed', 'pulled', 'through',
    'over', 'along', 'for', 'runs', 'ran', 'مسافة', 'إزاحة', 'يقطع', 'قطع', 'تقطع', 'قطعت', 'يتحرك', 'تحرك', 'أزيح', 'يدفع', 'يسحب',
  ]),
  cue('Fg', 'force', ['weight', 'weighs', 'weighing', 'وزن', 'يزن']),
  cue('friction', 'force', [
    'friction', 'frictional', 'air resistance', 'drag', 'resistive force', 'resisting force', 'opposing force', 'احتكاك', 'مقاومة الهواء',
    'قوة مقاومة', 'مقاومة',
  ]),
  cue('work', 'energy', ['work', 'does', 'done', 'شغل', 'يبذل', 'بذل', 'المبذول']),
  cue('KE', 'energy', ['kinetic', 'حركة', 'الحركية']),
  cue('PE', 'energy', ['potential', 'وضع', 'الكامنة']),
  cue('Eout', 'energy', ['useful', 'output', 'produces', 'delivers', 'مفيدة', 'مفيد', 'ناتجة', 'الخارجة', 'يعطي', 'تعطي']),
  cue('Ein', 'energy', ['input', 'supplied', 'consumes', 'consumed', 'uses', 'الداخلة', 'مستهلكة', 'يستهلك', 'تستهلك', 'المعطاة', 'المكتسبة']),
  cue('Pout', 'power', ['useful', 'output', 'مفيدة', 'ناتجة', 'الخارجة']),
  cue('Pin', 'power', ['input', 'consumes', 'consumed', 'الداخلة', 'مستهلكة', 'يستهلك', 'تستهلك']),
  cue('Pa', 'pressure', ['atmospheric', 'atmosphere', 'الجوي']),
];

/** The quantity each dimension stands for when no cue says otherwise. */
export const DEFAULT_ROLE: Readonly<Record<Dimension, QuantitySymbol>> = {
  length: 'd',
  time: 't',
  velocity: 'v0',
  acceleration: 'a',
  mass: 'm',
  force: 'F',
  energy: 'E',
  power: 'P',
  voltage: 'V',
  current: 'I',
  resistance: 'R',
  charge: 'Q',
  pressure: 'Pr',
  density: 'rho',
  area: 'A',
  volume: 'Vol',
  angle: 'theta',
  percent: 'eta',
  momentum: 'p',
};

interface Target {
  target: TargetWord;
  words: string[];
}

const TARGETS: readonly Target[] = [
  { target: 'v', words: ['final velocity', 'final speed', 'السرعة النهائية'] },
  { target: 'v0', words: ['initial velocity', 'initial speed', 'السرعة الابتدائية'] },
  { target: 'vavg', words: ['average speed', 'average velocity', 'السرعة المتوسطة', 'متوسط السرعة'] },
  { target: 'speed', words: ['how fast', 'velocity', 'speed', 'السرعة', 'سرعته', 'سرعتها', 'سرعة'] },
  { target: 'a', words: ['acceleration', 'deceleration', 'retardation', 'العجلة', 'عجلة', 'عجلته', 'عجلتها', 'التسارع', 'العجلة التقصيرية'] },
  { target: 't', words: ['time', 'how long', 'duration', 'how many seconds', 'how many minutes', 'how many hours', 'الزمن', 'زمن', 'المدة', 'الوقت'] },
  { target: 'd', words: ['distance', 'displacement', 'how far', 'المسافة', 'مسافة', 'الإزاحة'] },
  { target: 'maxHeight', words: ['maximum height', 'max height', 'highest point', 'greatest height', 'أقصى ارتفاع', 'أعلى ارتفاع', 'أعلى نقطة'] },
  { target: 'height', words: ['height', 'how high', 'الارتفاع', 'ارتفاع'] },
  { target: 'h', words: ['depth', 'how deep', 'العمق', 'عمق'] },
  { target: 'F', words: ['net force', 'resultant force', 'force', 'القوة المحصلة', 'محصلة القوى', 'محصلة', 'القوة', 'قوة'] },
  { target: 'Fg', words: ['weight', 'الوزن', 'وزن'] },
  { target: 'm', words: ['mass', 'الكتلة', 'كتلة', 'كتلته', 'كتلتها'] },
  { target: 'p', words: ['momentum', 'كمية الحركة'] },
  { target: 'KE', words: ['kinetic energy', 'طاقة الحركة', 'طاقة حركة', 'الطاقة الحركية', 'طاقته الحركية'] },
  { target: 'PE', words: ['potential energy', 'طاقة الوضع', 'طاقة وضع', 'الطاقة الكامنة', 'طاقته الكامنة'] },
  { target: 'Eout', words: ['useful energy', 'useful work', 'output energy', 'الطاقة المفيدة', 'الشغل المفيد'] },
  { target: 'Pout', words: ['useful power', 'output power', 'القدرة المفيدة', 'القدرة الناتجة'] },
  { target: 'Pin', words: ['input power', 'power input', 'power consumed', 'القدرة الداخلة', 'القدرة المستهلكة', 'القدرة المبذولة'] },
  { target: 'Ein', words: ['input energy', 'energy input', 'energy supplied', 'الطاقة الداخلة', 'الطاقة المبذولة', 'الشغل المبذول على الآلة'] },
  { target: 'work', words: ['work', 'الشغل', 'شغل'] },
  { target: 'eta', words: ['efficiency', 'الكفاءة', 'كفاءة'] },
  { target: 'P', words: ['power', 'القدرة', 'قدرة'] },
  { target: 'V', words: ['potential difference', 'voltage', 'p.d.', 'emf', 'فرق الجهد', 'الجهد', 'القوة الدافعة'] },
  { target: 'I', words: ['current', 'شدة التيار', 'التيار'] },
  { target: 'R', words: ['equivalent resistance', 'total resistance', 'combined resistance', 'resistance', 'المقاومة المكافئة', 'المقاومة الكلية', 'المقاومة', 'مقاومة'] },
  { target: 'E', words: ['energy consumed', 'electrical energy', 'energy used', 'الطاقة المستهلكة', 'الطاقة الكهربية', 'الطاقة الكهربائية'] },
  { target: 'energy', words: ['energy', 'الطاقة'] },
  { target: 'Q', words: ['charge', 'quantity of electricity', 'الشحنة', 'كمية الكهربية', 'كمية الكهرباء'] },
  { target: 'rho', words: ['density', 'الكثافة', 'كثافة'] },
  { target: 'Ptot', words: ['total pressure', 'absolute pressure', 'الضغط الكلي'] },
  { target: 'pressure', words: ['pressure', 'الضغط', 'ضغط'] },
  { target: 'A', words: ['area', 'المساحة', 'مساحة'] },
  { target: 'Vol', words: ['volume', 'الحجم', 'حجم'] },
];

const TARGET_WORDS: ReadonlyMap<string, TargetWord> = new Map(
  TARGETS.flatMap(({ target, words }) => words.map((word) => [normalizeScienceText(word).toLowerCase(), target] as const)),
);

/** One regex over every target word; each match is looked up with `targetOf`. */
export const TARGET_PATTERN: WordSet = wordSet(TARGETS.flatMap(({ words }) => words));

/** The target a matched word names, once its Arabic prefixes/suffixes are stripped. */
export function targetOf(matched: string): TargetWord | undefined {
  // Undo the pronoun suffix of an Arabic word whose taa marbuta became ت: كثافته → كثافه.
  const text = matched
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/ت(?:ه|ها|هما|هم)$/, 'ه');
  const direct = TARGET_WORDS.get(text);
  if (direct) return direct;
  for (const candidate of [...TARGET_WORDS.keys()].sort((left, right) => right.length - left.length)) {
    if (text.includes(candidate)) return TARGET_WORDS.get(candidate);
  }
  return undefined;
}

/** Context of the problem, read from the whole text. */
export const CONTEXT = {
  fromRest: wordSet(['from rest', 'at rest', 'starts from rest', 'من السكون', 'من سكون', 'ساكن', 'ساكنا', 'ساكنة']),
  falls: wordSet([
    'dropped', 'falls from', 'fell from', 'falls freely', 'falling', 'free fall', 'freely falling', 'released from', 'let fall', 'سقط*', 'يسقط',
    'تسقط', 'سقوط', 'سقوطا', 'أسقط*', 'ترك ليسقط', 'تركت لتسقط',
  ]),
  thrownDown: wordSet(['thrown down', 'thrown vertically down', 'thrown downward', 'thrown downwards', 'projected down', 'لأسفل', 'رأسيا لأسفل']),
  thrownUp: wordSet([
    'thrown up', 'thrown upward', 'thrown upwards', 'thrown vertically up', 'thrown vertically upward', 'thrown vertically upwards',
    'projected up', 'projected upward', 'projected vertically', 'shot up', 'vertically upward', 'لأعلى', 'رأسيا لأعلى',
  ]),
  top: wordSet(['maximum height', 'max height', 'highest point', 'greatest height', 'أقصى ارتفاع', 'أعلى ارتفاع', 'أعلى نقطة']),
  stops: wordSet([
    'stops', 'stop', 'stopped', 'comes to rest', 'come to rest', 'came to rest', 'brought to rest', 'to a stop', 'to a halt', 'halts',
    'يتوقف', 'تتوقف', 'توقف', 'توقفت', 'يسكن', 'تسكن', 'حتى السكون', 'يقف', 'تقف',
  ]),
  decelerates: wordSet([
    'decelerat*', 'retard*', 'brake*', 'braking', 'slows down', 'slowing down', 'تقصيرية', 'تناقصية', 'تباطؤ', 'يتباطأ', 'تتباطأ', 'الفرامل',
    'فرامل', 'تبطئ',
  ]),
  accelerates: wordSet(['accelerat*', 'uniformly', 'تسارع', 'بعجلة', 'عجلة منتظمة', 'تزداد', 'يزداد', 'تتناقص', 'يتناقص', 'تزايد']),
  uniform: wordSet([
    'constant speed', 'constant velocity', 'uniform speed', 'uniform velocity', 'uniform motion', 'steady speed', 'سرعة ثابتة', 'سرعة منتظمة',
    'بسرعة ثابتة', 'بسرعة منتظمة',
  ]),
  liquid: wordSet([
    'depth', 'deep', 'below the surface', 'underwater', 'under water', 'liquid', 'water', 'sea', 'ocean', 'lake', 'tank', 'oil', 'mercury',
    'عمق', 'سائل', 'ماء', 'مياه', 'بحر', 'محيط', 'بحيرة', 'خزان', 'زيت', 'زئبق', 'غواص',
  ]),
  water: wordSet(['water', 'ماء', 'مياه', 'الماء']),
  sea: wordSet(['sea', 'ocean', 'بحر', 'محيط']),
  total: wordSet(['total pressure', 'absolute pressure', 'including atmospheric', 'الضغط الكلي', 'الجوي']),
  electric: wordSet([
    'circuit', 'battery', 'lamp', 'bulb', 'heater', 'kettle', 'resistor', 'current', 'voltage', 'electric*', 'appliance',
    'دائرة', 'بطارية', 'مصباح', 'سخان', 'غلاية', 'مكواة', 'مقاومة', 'تيار', 'كهرب*', 'جهاز',
  ]),
  series: wordSet(['series', 'توالي', 'التوالي']),
  parallel: wordSet(['parallel', 'توازي', 'التوازي']),
  sameDirection: wordSet(['same direction', 'نفس الاتجاه', 'اتجاه واحد', 'الاتجاه نفسه']),
  oppositeDirections: wordSet(['opposite directions', 'opposite direction', 'متضادتين', 'متضادين', 'متعاكستين', 'متعاكسين', 'اتجاهين متضادين']),
  perpendicular: wordSet(['perpendicular', 'right angles', 'at right angle', 'متعامدتين', 'متعامدين']),
};

/** Direction words near a force: along the motion (+x), against it (−x), up (+y) or down (−y). */
export const DIRECTIONS = {
  forward: wordSet(['east', 'right', 'forward', 'forwards', 'شرق', 'الشرق', 'يمين', 'اليمين', 'الأمام', 'للأمام']),
  backward: wordSet(['west', 'left', 'backward', 'backwards', 'opposite', 'غرب', 'الغرب', 'يسار', 'اليسار', 'الخلف', 'للخلف', 'عكس', 'معاكس', 'مضاد']),
  up: wordSet(['north', 'upward', 'upwards', 'شمال', 'الشمال']),
  down: wordSet(['south', 'downward', 'downwards', 'جنوب', 'الجنوب']),
};

/** How many identical resistors: "three resistors each", "٣ مقاومات متساوية", "مقاومتان". */
export const COUNT_WORDS: Readonly<Record<string, number>> = {
  two: 2, three: 3, four: 4, five: 5, six: 6, ten: 10,
  [normalizeScienceText('اثنان')]: 2, [normalizeScienceText('اثنين')]: 2, [normalizeScienceText('ثلاث')]: 3, [normalizeScienceText('ثلاثة')]: 3,
  [normalizeScienceText('أربع')]: 4, [normalizeScienceText('أربعة')]: 4, [normalizeScienceText('خمس')]: 5, [normalizeScienceText('خمسة')]: 5,
  [normalizeScienceText('ست')]: 6, [normalizeScienceText('ستة')]: 6, [normalizeScienceText('عشر')]: 10, [normalizeScienceText('عشرة')]: 10,
};
