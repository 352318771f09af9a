/**
 * The reading guard: a solution is shown only when it used the whole question. A solver that read
 * "لو_٢(س+٣) = ٤" as "(x + 3) = 4" solved another problem, however well it checked its own work; so every number
 * and every function the student wrote must appear in what the solver says it read (Solution.statement, or for
 * solvers that write none, all the text of the solution). What is missing is reported, so the tutor can say
 * honestly what it could not use.
 */
import { toLatinDigits } from '../arabic';
import type { Solution } from '../solution';

const ARABIC_LETTER = '\\u0621-\\u064A';
/** An Arabic word not glued to other letters (it may be glued to a variable letter: جاس). */
const arabicWord = (word: string): string => `(?<![${ARABIC_LETTER}])(?:${word})(?=[سصع]?(?![${ARABIC_LETTER}]))`;

/** A Latin function name as a word, or glued to its variable (sinx, cos2x), not the start of "single" / "cost". */
const latinFunction = (name: string): string => `\\b${name}(?=[^a-z]|[xyzθ](?![a-z])|$)`;

interface FunctionCue {
  /** How the student writes it. */
  name: string;
  inQuestion: RegExp;
  /** How a solver's statement (LaTeX or words) writes it. */
  inStatement: RegExp;
  /** Kinds whose very name says they used it (an integral's statement may be the integrand alone). */
  kinds?: RegExp;
}

const FUNCTION_CUES: readonly FunctionCue[] = [
  {
    name: 'log',
    // لو is also colloquial "if" (لو سمحت، لو د(س) = …، لو ص = …): as a logarithm it is followed by its base or argument.
    inQuestion: new RegExp(`\\blog|\\bln\\b|\\blg\\b|(?<![${ARABIC_LETTER}])(?:لو|لط|لن|لوغ)(?!\\s*ص\\s*=)(?!\\s*\\d+(?:\\.\\d+)?\\s+[${ARABIC_LETTER}]{3,})(?=\\s*[_(0-9٠-٩^]|\\s*[سصعهـ](?![${ARABIC_LETTER}]))|لوغاريتم|لوغاريثم|لوغارتم|logarithm`, 'i'),
    inStatement: new RegExp(`\\\\log|\\\\ln|\\blog|\\bln|(?<![${ARABIC_LETTER}])لو(?![${ARABIC_LETTER}])`),
  },
  { name: 'sin', inQuestion: new RegExp(`${latinFunction('sin')}|${arabicWord('جا')}`, 'i'), inStatement: /sin|جا/ },
  { name: 'cos', inQuestion: new RegExp(`${latinFunction('cos')}|${arabicWord('جتا')}`, 'i'), inStatement: /cos|جتا/ },
  { name: 'tan', inQuestion: new RegExp(`${latinFunction('tan')}|${arabicWord('ظا')}`, 'i'), inStatement: /tan|ظا/ },
  { name: 'cot', inQuestion: new RegExp(`${latinFunction('cot')}|${arabicWord('ظتا')}`, 'i'), inStatement: /cot|ظتا/ },
  { name: 'sec', inQuestion: new RegExp(`(?<!\\d\\s*)${latinFunction('sec')}|${arabicWord('قا')}`, 'i'), inStatement: /sec|قا/ },
  { name: 'csc', inQuestion: new RegExp(`${latinFunction('csc')}|${latinFunction('cosec')}|${arabicWord('قتا')}`, 'i'), inStatement: /csc|cosec|قتا/ },
  { name: '√', inQuestion: /√|∛|\bsqrt|\bcbrt|جذر\s*(?:ال)?تربيعي|الجذر التربيعي|جذر تكعيبي|الجذر التكعيبي|square root|cube root/i, inStatement: /\\sqrt|sqrt|√|\^\{?\\frac\{1\}|\^\{?\(?1\/[23]|جذر|root/ },
  { name: '| |', inQuestion: /\|[^|]+\||\babs\b|القيم[ةه] المطلق[ةه]|absolute value/i, inStatement: /\||\\lvert|\babs|مطلق|absolute/ },
  { name: 'e', inQuestion: new RegExp(`(?<![a-z])e\\s*\\^|\\bexp\\b|(?<![${ARABIC_LETTER}])هـ`, 'i'), inStatement: /(?<![a-z\\])e\s*\^|\\exp|\bexp\b|\be\b|هـ/ },
  { name: '!', inQuestion: /\d\s*!|مضروب|factorial/i, inStatement: /!|factorial|مضروب/ },
  {
    name: '∫',
    inQuestion: /∫|تكامل|integra|antiderivative|المساح[ةه] المحصور|area between|area under|حجم الجسم الناشئ|volume of (?:the )?solid|solid of revolution/i,
    inStatement: /\\int|∫|integral|تكامل/,
    kinds: /integral|area|volume|antiderivative/,
  },
  {
    name: 'd/dx',
    inQuestion: /اشتق|مشتق|derivative|differentiat|\bd\s*\/\s*d[a-z]|\bd[a-z]\s*\/\s*d[a-z]|د\s*ص\s*\/\s*د\s*س|\b[fgy]\s*'/i,
    inStatement: /\\frac\{d|'|derivative|مشتق|\\prime|d\/d/,
    kinds: /deriv|tangent|normal|monoton|increas|extrem|rate|implicit|critical/,
  },
  {
    // The order of a derivative, with Egyptian colloquial spellings (التانية = الثانية, التالتة = الثالثة).
    name: 'second derivative',
    inQuestion: /(?:مشتق[هة]?|المشتق[هة]?|اشتقاق)\s+(?:ال)?(?:ثاني|تاني)[هة]?|second derivative|second order|\bd\s*\^?\s*2\s*y|د\s*\^?\s*2\s*ص|[a-zد]\s*''(?!')/i,
    inStatement: /''|second|الثاني|d\^\{?2|\^\{?\(?2\)?\}?\s*\}?\s*y|\(2\)|f\^\{\(2\)\}/,
    kinds: /second/,
  },
  {
    name: 'third derivative',
    inQuestion: /(?:مشتق[هة]?|المشتق[هة]?|اشتقاق)\s+(?:ال)?(?:ثالث|تالت)[هة]?|third derivative|third order|\bd\s*\^?\s*3\s*y|د\s*\^?\s*3\s*ص|[a-zد]\s*'''/i,
    inStatement: /'''|third|الثالث|d\^\{?3|\(3\)/,
    kinds: /third/,
  },
  {
    name: 'lim',
    inQuestion: new RegExp(`${arabicWord('نها')}|نهاي[ةه] (?:الدال[ةه]|المقدار)|\\blim\\b|\\blimit`, 'i'),
    inStatement: /\\lim|\blim|limit|نها/,
    kinds: /limit/,
  },
];

/** The question in ASCII digits, without diacritics, with superscripts as ^n and numbering like "1)" removed. */
function prepareQuestion(question: string): string {
  const superscripts = '⁰¹²³⁴⁵⁶⁷⁸⁹';
  return toLatinDigits(question)
    .replace(/[\u064B-\u065F\u0670]/g, '')
    .replace(/[⁰¹²³⁴⁵⁶⁷⁸⁹]+/g, (digits) => `^${[...digits].map((digit) => superscripts.indexOf(digit)).join('')}`)
    .replace(/½/g, '1/2')
    .replace(/¼/g, '1/4')
    .replace(/¾/g, '3/4')
    .replace(/(^|\n)\s*(?:\(\s*\d{1,2}\s*\)|\d{1,2}\s*[).\-–]\s)/g, '$1 ')
    .replace(/\(\s*(?:i{1,3}|iv|v)\s*\)/g, ' ');
}

/** A unit's exponent (m/s², cm³): not a number the student asks us to use. */
const UNIT_EXPONENT = /(?<=(?:\b(?:m|s|cm|mm|km|dm|sec|h|kg|mol|l)|[\u0621-\u064A]|\/\s*[a-z]{1,3})\s*)\^\s*\(?-?[123]\)?(?!\d)/gi;

function numbersIn(text: string): number[] {
  return [...text.matchAll(/\d+(?:\.\d+)?|\.\d+/g)].map((match) => Number(match[0]));
}

/** The LaTeX of a statement read as plain text for matching: digits, names, symbols. */
function prepareStatement(statement: string): string {
  return toLatinDigits(statement)
    .replace(/\\(?:text|mathrm|operatorname)\{([^}]*)\}/g, ' $1 ')
    .replace(/[⁰¹²³⁴⁵⁶⁷⁸⁹]+/g, (digits) => `^${[...digits].map((digit) => '⁰¹²³⁴⁵⁶⁷⁸⁹'.indexOf(digit)).join('')}`);
}

export interface Coverage {
  /** True when every number and function of the question is in the solver's reading. */
  complete: boolean;
  /** What the reading left out, as the student wrote it (numbers, function names). */
  missing: string[];
}

/** Does `solution` use every number and function that `question` contains? */
export function checkCoverage(question: string, solution: Solution): Coverage {
  let prepared = prepareQuestion(question);
  if (solution.subject !== 'math') prepared = prepared.replace(UNIT_EXPONENT, ' ');
  const reading = prepareStatement(
    solution.statement ?? [solution.title, ...solution.steps.map((step) => step.text), solution.answer].join('\n'),
  );
  const readNumbers = numbersIn(reading);
  const missing: string[] = [];
  for (const value of new Set(numbersIn(prepared))) {
    if (!readNumbers.some((read) => Math.abs(read - value) <= 1e-9 * Math.max(1, Math.abs(value)))) missing.push(String(value));
  }
  const withoutInfinity = prepared.replace(/(?:ما\s*)?لا\s*نهاي[ةه]|مالانهاي[ةه]|infinity|∞/gi, ' ');
  for (const cue of FUNCTION_CUES) {
    if (!cue.inQuestion.test(withoutInfinity)) continue;
    if (cue.inStatement.test(reading) || cue.kinds?.test(solution.kind)) continue;
    missing.push(cue.name);
  }
  return { complete: missing.length === 0, missing };
}
