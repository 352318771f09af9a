/**
 * What the question asks for, against what the first-generation solvers (math/, science/) can answer. Those
 * solvers recognise a problem by its shape — an equation anywhere is solved, a number with a unit is a given — so
 * "ابحث اطراد الدالة د(س) = س² − ٤س + ١" was answered with the roots of the quadratic, "the modulus of 3 − 4i" with
 * a linear equation and "the slope of a line inclined at 135°" with 135° in radians: correct sums of another
 * question. A question that asks for something such a solver does not do is never given its answer; the syllabus
 * kinds (kinds/) answer it, or the tutor declines.
 */
import { normalizeForSearch } from '../arabic';
import type { Solution } from '../solution';

const L = '\\u0621-\\u064A';
/** An Arabic word start not inside another word. */
const w = (pattern: string): string => `(?<![${L}])(?:ال|وال|بال|لل|و)?(?:${pattern})`;

interface ForeignIntent {
  /** Named in the decline ("what I could not use"). */
  name: string;
  pattern: RegExp;
  /** The older solvers' kinds that do answer this intent. */
  allowedKinds?: RegExp;
  /** Only for solutions of this subject (default: every subject). */
  subject?: Solution['subject'];
}

const FOREIGN_INTENTS: readonly ForeignIntent[] = [
  { name: 'complex numbers', allowedKinds: /complex/, pattern: new RegExp(`${w('مركب[هة]?')}|complex|${w('مقياس|سع[هة]|مرافق')}|modulus|argument|conjugate|(?<![${L}])ت(?![${L}])|\\d\\s*i\\b|\\bi\\s*[+\\-*/)]|[+\\-]\\s*\\d*\\s*i\\b`), subject: 'math' },
  { name: 'slope / angle', pattern: new RegExp(`${w('ميل|زاوي[هة]|زوايا')}|\\bslope|gradient|\\bangle|inclin`), allowedKinds: /^trig-value$/, subject: 'math' },
  { name: 'increasing / decreasing', pattern: new RegExp(`${w('تزايد|تناقص|اطراد|متزايد[هة]?|متناقص[هة]?')}|increasing|decreasing|monoton`), subject: 'math' },
  { name: 'maximum / minimum', pattern: new RegExp(`${w('عظمي|صغري|قصوي|دنيا|حرج[هة]?')}|maxim|minim|extrem|critical|stationary`), subject: 'math' },
  { name: 'tangent / normal', pattern: new RegExp(`${w('مماس|العمودي')}|\\btangent|\\bnormal\\b`), subject: 'math' },
  { name: 'area / volume', pattern: new RegExp(`${w('مساح[هة]|حجم|دوران')}|\\barea\\b|volume|revolution`), subject: 'math' },
  {
    name: 'probability / statistics',
    pattern: new RegExp(`${w('احتمال|متوسط|الوسط|وسيط|منوال|انحراف|تباين|عين[هة]|تكرار')}|probab|\\bmean\\b|average|median|\\bmode\\b|deviation|variance|frequency`),
    subject: 'math',
  },
  {
    name: 'analytic geometry / vectors',
    pattern: new RegExp(`${w('مساف[هة]|بعد|منتصف|دائر[هة]|مركز|قطر|متج[هة]|متجهات|متوازي|متوازيان|توازي|متعامد|متعامدان|تعامد|مستقيم|نقط[هة]|نقطتين|احداثي|محور|مقطع')}|distance|midpoint|circle|cent(?:re|er)|radius|vector|parallel|perpendicular|\\bline\\b|\\bpoints?\\b|intercept|\\baxis`),
    subject: 'math',
  },
  {
    name: 'sequences / binomial / counting',
    pattern: new RegExp(`${w('متتابع[هة]|متتالي[هة]|متسلسل[هة]|الحد|حدود|مفكوك|معامل|تباديل|توافيق|مضروب|طرق|اختيار|لجن[هة]')}|sequence|series|\\bterm\\b|middle terms|expansion|binomial|coefficient|permutation|combination|factorial|how many ways|arrange|\\d\\s*[لق]\\s*\\d|\\b\\d+\\s*[pc]\\s*\\d+\\b|\\bn[pc]r\\b`),
    subject: 'math',
  },
  {
    name: 'sum / product / nature of the roots',
    pattern: new RegExp(`${w('مجموع|حاصل ضرب|نوع|طبيع[هة]')}\\s+(?:ال)?جذر|${w('مميز|المميز')}|(?:sum|product|nature) of (?:the )?roots|discriminant`),
    subject: 'math',
  },
  { name: 'inequality', pattern: new RegExp(`[<>≤≥]|${w('متباين[هة]|متباينات')}|inequalit`), allowedKinds: /inequalit/, subject: 'math' },
  {
    name: 'a constant to find',
    pattern: new RegExp(`(?:value of|values of)\\s+(?:the constant\\s+)?(?!x\\b|y\\b|z\\b)[a-z]\\b|for what value|(?<![${L}])قيم[هة]\\s+(?:الثابت\\s+)?(?!س(?![${L}])|ص(?![${L}])|ع(?![${L}]))(?:[a-z]|ك|م|ا|ب|ل|ن|ج|ه)(?![a-z${L}])`),
    subject: 'math',
  },
  { name: 'a derivative of higher order', pattern: new RegExp(`${w('الثالث[هة]?|الرابع[هة]?|النوني[هة]')}|third|fourth|\\bnth\\b|'''`), subject: 'math' },
  {
    name: 'a value at a point',
    pattern: new RegExp(`[a-z]\\s*'+\\s*\\(\\s*[-\\d]|د\\s*'+\\s*\\(|(?:at|when)\\s+x\\s*=|عند(?:ما)?\\s+(?:س|x)\\s*=|عند النقط[هة]|at the point`),
    allowedKinds: /^(?:trig-value|arithmetic|limit|definite-integral)$/,
    subject: 'math',
  },
  // Physics the older solver reads as something simpler.
  {
    name: 'this physics situation',
    pattern: new RegExp(
      `${w('مصعد|اسانسير|ظاهري|مائل|احتكاك|مركب[هة] الوزن|مركبت|بقاء|تصادم|اصطدام|التحام|كمي[هة] الحرك[هة]|دفع|داخلي[هة]|الدافع[هة]|دائري[هة]|مركزي[هة]|كيرشوف|مغناطيسي|فيض|ملف|لفات|محول|موج[هة]|تردد|حراري[هة]|نوعي[هة]|غاز|ضغط جوي|كامن[هة]|طفو|يطفو|مكبس|لاعلي|لفوق|قذف|اتقذف|يومي|يوميا|اسبوع|اسبوعيا|شهر|شهريا|صدي|فرمل|الفرامل|اقصي ارتفاع|لحظ[هة]')}|elevator|\\blift\\b|apparent|inclin|friction|component|conserv|collision|collide|momentum|impulse|internal|\\bemf\\b|circular|centripetal|kirchhoff|magnetic|flux|\\bcoil|turns|transformer|\\bwave|frequency|specific heat|\\bgas\\b|latent|buoyan|float|hydraulic|piston|upward|thrown|magnitude|daily|a day|per day|week|month|echo|brak|maximum height|at the instant`,
    ),
    subject: 'physics',
  },
  { name: 'series / parallel', pattern: new RegExp(`${w('توالي|توازي')}|series|parallel`), allowedKinds: /resistor/, subject: 'physics' },
  { name: 'atoms / ions / formula', pattern: new RegExp(`${w('ذرات|ذره|ايونات|ايون|الاولي[هة]|الجزيئي[هة]|المحدد[هة]|المردود|الناتج الفعلي|تركيز|مولاري[هة]|مولار|تخفيف')}|\\batoms?\\b|\\bions?\\b|empirical|molecular formula|limiting|yield|molarity|concentration|dilut|\\bph\\b|\\bpoh\\b|${w('الصيغ[هة]')}|formula`) },
];

/**
 * Kinds that answer whatever equation they find: an equation, a system, a sum. Whichever solver wrote them (the
 * older ones or a syllabus area), they must not answer a question that asks for something else.
 */
const GENERIC_KIND = /^(?:linear|quadratic|cubic|polynomial|rational|absolute|exponential|log|radical)(?:-[a-z]+)*-equation$|system|inequalit|^arithmetic$|^expand$|^factor$|^simplify$/;

/** Does this solution come from a solver that reads by shape, so the question's intent must be checked? */
export const readsByShape = (solution: Solution): boolean => GENERIC_KIND.test(solution.kind);

/** The intents of the question that an older solver's `solution` does not answer (empty when none). */
export function foreignIntents(question: string, solution: Solution): string[] {
  const text = normalizeForSearch(question);
  return FOREIGN_INTENTS.filter(
    (intent) =>
      (intent.subject === undefined || intent.subject === solution.subject) && intent.pattern.test(text) && !intent.allowedKinds?.test(solution.kind),
  ).map((intent) => intent.name);
}
