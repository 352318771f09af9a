/**
 * The words a spoken reply uses for maths and for what cannot be read aloud, in Arabic (as an Egyptian
 * teacher reads a formula: "س تربيع", "أ على ب", "جا س") and in English. They are what the voice says, not
 * text on screen, so they live with the speech code rather than in the UI string tables.
 */
import type { Language } from '../../contract/values';

export interface SpeechVocabulary {
  plus: string;
  minus: string;
  times: string;
  dividedBy: string;
  /** A slash between two terms: "a/b". */
  over: string;
  equals: string;
  notEqual: string;
  lessThan: string;
  greaterThan: string;
  lessOrEqual: string;
  greaterOrEqual: string;
  approximately: string;
  plusOrMinus: string;
  squared: string;
  cubed: string;
  power: (exponent: string) => string;
  subscript: (index: string) => string;
  fraction: (numerator: string, denominator: string) => string;
  squareRoot: (radicand: string) => string;
  cubeRoot: (radicand: string) => string;
  nthRoot: (index: string, radicand: string) => string;
  sum: (from: string, to: string) => string;
  product: (from: string, to: string) => string;
  integral: (from: string, to: string) => string;
  limit: (approach: string) => string;
  vector: (name: string) => string;
  factorial: string;
  infinity: string;
  tendsTo: string;
  gives: string;
  implies: string;
  degrees: string;
  percent: string;
  prime: string;
  andSoOn: string;
  elementOf: string;
  angle: string;
  perpendicular: string;
  parallel: string;
  dollars: (amount: string) => string;
  /** Said instead of a code block, which is not worth reading character by character. */
  codeBlock: string;
  /** sin, cos, tan, log, ln, exp. */
  functions: Record<string, string>;
  /** Greek letters by TeX name (lower and upper case). */
  greek: Record<string, string>;
}

const greekEnglish: Record<string, string> = {
  alpha: 'alpha',
  beta: 'beta',
  gamma: 'gamma',
  Gamma: 'gamma',
  delta: 'delta',
  Delta: 'delta',
  epsilon: 'epsilon',
  varepsilon: 'epsilon',
  theta: 'theta',
  Theta: 'theta',
  lambda: 'lambda',
  Lambda: 'lambda',
  mu: 'mu',
  pi: 'pi',
  Pi: 'pi',
  rho: 'rho',
  sigma: 'sigma',
  Sigma: 'sigma',
  tau: 'tau',
  phi: 'phi',
  varphi: 'phi',
  Phi: 'phi',
  omega: 'omega',
  Omega: 'omega',
  eta: 'eta',
  nu: 'nu',
  xi: 'xi',
  psi: 'psi',
  chi: 'chi',
  kappa: 'kappa',
  zeta: 'zeta',
};

const greekArabic: Record<string, string> = {
  alpha: 'ألفا',
  beta: 'بيتا',
  gamma: 'جاما',
  Gamma: 'جاما',
  delta: 'دلتا',
  Delta: 'دلتا',
  epsilon: 'إبسلون',
  varepsilon: 'إبسلون',
  theta: 'ثيتا',
  Theta: 'ثيتا',
  lambda: 'لامدا',
  Lambda: 'لامدا',
  mu: 'ميو',
  pi: 'باي',
  Pi: 'باي',
  rho: 'رو',
  sigma: 'سيجما',
  Sigma: 'سيجما',
  tau: 'تاو',
  phi: 'فاي',
  varphi: 'فاي',
  Phi: 'فاي',
  omega: 'أوميجا',
  Omega: 'أوميجا',
  eta: 'إيتا',
  nu: 'نيو',
  xi: 'كساي',
  psi: 'بساي',
  chi: 'كاي',
  kappa: 'كابا',
  zeta: 'زيتا',
};

const english: SpeechVocabulary = {
  plus: 'plus',
  minus: 'minus',
  times: 'times',
  dividedBy: 'divided by',
  over: 'over',
  equals: 'equals',
  notEqual: 'is not equal to',
  lessThan: 'is less than',
  greaterThan: 'is greater than',
  lessOrEqual: 'is less than or equal to',
  greaterOrEqual: 'is greater than or equal to',
  approximately: 'is approximately',
  plusOrMinus: 'plus or minus',
  squared: 'squared',
  cubed: 'cubed',
  power: (exponent) => `to the power of ${exponent}`,
  subscript: (index) => `sub ${index}`,
  fraction: (numerator, denominator) => `${numerator} over ${denominator}`,
  squareRoot: (radicand) => `the square root of ${radicand}`,
  cubeRoot: (radicand) => `the cube root of ${radicand}`,
  nthRoot: (index, radicand) => `the root ${index} of ${radicand}`,
  sum: (from, to) => (from || to ? `the sum from ${from} to ${to} of` : 'the sum of'),
  product: (from, to) => (from || to ? `the product from ${from} to ${to} of` : 'the product of'),
  integral: (from, to) => (from || to ? `the integral from ${from} to ${to} of` : 'the integral of'),
  limit: (approach) => `the limit as ${approach} of`,
  vector: (name) => `vector ${name}`,
  factorial: 'factorial',
  infinity: 'infinity',
  tendsTo: 'tends to',
  gives: 'gives',
  implies: 'which means',
  degrees: 'degrees',
  percent: 'percent',
  prime: 'prime',
  andSoOn: 'and so on',
  elementOf: 'in',
  angle: 'angle',
  perpendicular: 'is perpendicular to',
  parallel: 'is parallel to',
  dollars: (amount) => `${amount} dollars`,
  codeBlock: 'There is a code example here; it is shown on the screen.',
  functions: {
    sin: 'sine',
    cos: 'cosine',
    tan: 'tangent',
    cot: 'cotangent',
    sec: 'secant',
    csc: 'cosecant',
    log: 'log',
    ln: 'natural log',
    exp: 'exp',
  },
  greek: greekEnglish,
};

const arabic: SpeechVocabulary = {
  plus: 'زائد',
  minus: 'ناقص',
  times: 'ضرب',
  dividedBy: 'مقسومًا على',
  over: 'على',
  equals: 'يساوي',
  notEqual: 'لا يساوي',
  lessThan: 'أصغر من',
  greaterThan: 'أكبر من',
  lessOrEqual: 'أصغر من أو يساوي',
  greaterOrEqual: 'أكبر من أو يساوي',
  approximately: 'يساوي تقريبًا',
  plusOrMinus: 'زائد أو ناقص',
  squared: 'تربيع',
  cubed: 'تكعيب',
  power: (exponent) => `أس ${exponent}`,
  subscript: (index) => index,
  fraction: (numerator, denominator) => `${numerator} على ${denominator}`,
  squareRoot: (radicand) => `الجذر التربيعي لـ ${radicand}`,
  cubeRoot: (radicand) => `الجذر التكعيبي لـ ${radicand}`,
  nthRoot: (index, radicand) => `الجذر ${index} لـ ${radicand}`,
  sum: (from, to) => (from || to ? `مجموع من ${from} إلى ${to} لـ` : 'مجموع'),
  product: (from, to) => (from || to ? `حاصل ضرب من ${from} إلى ${to} لـ` : 'حاصل ضرب'),
  integral: (from, to) => (from || to ? `التكامل من ${from} إلى ${to} لـ` : 'تكامل'),
  limit: (approach) => `نهاية عندما ${approach} لـ`,
  vector: (name) => `المتجه ${name}`,
  factorial: 'مضروب',
  infinity: 'ما لا نهاية',
  tendsTo: 'تؤول إلى',
  gives: 'يعطي',
  implies: 'إذن',
  degrees: 'درجة',
  percent: 'في المئة',
  prime: 'شرطة',
  andSoOn: 'وهكذا',
  elementOf: 'ينتمي إلى',
  angle: 'الزاوية',
  perpendicular: 'عمودي على',
  parallel: 'يوازي',
  dollars: (amount) => `${amount} دولار`,
  codeBlock: 'يوجد هنا مثال برمجي معروض على الشاشة.',
  functions: {
    sin: 'جا',
    cos: 'جتا',
    tan: 'ظا',
    cot: 'ظتا',
    sec: 'قا',
    csc: 'قتا',
    log: 'لو',
    ln: 'لو الطبيعي',
    exp: 'أس',
  },
  greek: greekArabic,
};

const vocabularies: Record<Language, SpeechVocabulary> = { ar: arabic, en: english };

/** The spoken words of a language. */
export function speechVocabulary(language: Language): SpeechVocabulary {
  return vocabularies[language];
}
