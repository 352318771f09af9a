/**
 * Which kind of maths the student asks for, from the verbs and keywords of the message in Arabic or English
 * (matched on search-normalised text: hamza forms, taa marbuta and alef maqsura folded, lower case).
 */

export type MathIntent = 'integral' | 'derivative' | 'limit' | 'factor' | 'expand' | 'simplify' | 'solve' | 'calculate';

const LETTER = '\\u0621-\\u064A';
/** An Arabic word that is not part of a longer word (JavaScript's \b only knows Latin letters). */
const word = (pattern: string): string => `(?<![${LETTER}])(?:${pattern})(?![${LETTER}])`;

const INTENT_PATTERNS: ReadonlyArray<[MathIntent, RegExp]> = [
  ['integral', new RegExp(`تكامل|∫|\\bintegra|antiderivative|anti-derivative|\\bprimitive\\b`)],
  ['derivative', new RegExp(`اشتق|مشتق|differentiat|derivative|\\bd/d[a-z]|\\bd[a-z]/d[a-z]`)],
  ['limit', new RegExp(`نهايه|${word('نها')}|\\blim\\b|\\blimit`)],
  ['factor', new RegExp(`حلل|تحليل|factori[sz]|\\bfactor\\b`)],
  ['expand', new RegExp(`${word('فك|افك|بفك')}|\\bexpand|multiply out`)],
  ['simplify', new RegExp(`بسط|اختصر|اختزل|\\bsimplif`)],
  ['solve', new RegExp(`${word('حل|الحل|حلول|جذور|جذر|حلي|حلها')}|مجموعه الحل|\\bsolve|\\broots?\\b|\\bsolutions?\\b|find [a-z]\\b`)],
  [
    'calculate',
    new RegExp(`احسب|${word('قيمه|ناتج|كم|اوجد')}|\\bcalculate|\\bevaluate|\\bcompute|\\bwhat is\\b|\\bwhat's\\b|\\bwhats\\b|\\bfind\\b|\\bvalue\\b`),
  ],
];

/** The intents the message mentions, strongest first (an integral request also says "find"). */
export function detectIntents(keywords: string): MathIntent[] {
  return INTENT_PATTERNS.filter(([, pattern]) => pattern.test(keywords)).map(([intent]) => intent);
}
