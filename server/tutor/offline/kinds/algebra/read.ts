/**
 * Reading an algebra question: Arabic-Indic digits, س ص ع as x y z, Egyptian log notation (لو = log₁₀, لو_٢ / لو٢ /
 * لو ٢ (…) = log₂, لط / لوهـ = ln, هـ = e), superscripts and symbols → ASCII; then the relations the question states
 * (equations and inequalities, a double inequality kept whole), each split into its sides.
 */
import { toLatinDigits } from '../../arabic';
import type { Node } from './expr';
import { parseExpression } from './parse';

export type Relation = '=' | '<' | '>' | '<=' | '>=';

export interface ReadRelation {
  /** The sides in order and the relations between them (two relations for -1 < 2x + 3 <= 9). */
  sides: Node[];
  relations: Relation[];
}

export interface ReadQuestion {
  relations: ReadRelation[];
  /** Arabic variable letters the student used (س → x). */
  arabicVariables: Array<{ arabic: string; latin: string }>;
  /** Words around the maths, normalised (for the intent of the question). */
  words: string;
}

const AR = '\\u0621-\\u064A';
const SUPERSCRIPTS = '⁰¹²³⁴⁵⁶⁷⁸⁹';
const ARABIC_VARIABLES: ReadonlyArray<[string, string]> = [
  ['س', 'x'],
  ['ص', 'y'],
  ['ع', 'z'],
];

/** Cheap test: does the text look like an algebra relation at all? */
export function looksAlgebraic(text: string): boolean {
  return /[=<>≤≥⩽⩾]/.test(text) && /[xyzسصع]/.test(text);
}

/** What may come just before a logarithm لو written with a space: maths, a colon, or "حل / المعادلة". */
const LOG_LEAD = new RegExp(`(?:^|[\\d)+\\-*/=<>(_^:،,]|(?<![${AR}])(?:حل|احل|أحل|المعادل[ةه]|للمعادل[ةه]|المعادلات|معادل[ةه]|المتباين[ةه]|متباين[ةه]|كان|كانت|اذا|إذا|تحقق|يحقق|solve))\\s*$`, 'i');

function normalize(raw: string): { text: string; arabicVariables: ReadQuestion['arabicVariables'] } | null {
  let text = toLatinDigits(raw)
    .replace(/[\u064B-\u065F\u0670]/g, '')
    .replace(/([⁻]?)([⁰¹²³⁴⁵⁶⁷⁸⁹]+)/g, (_m, minus: string, digits: string) => `^${minus ? '-' : ''}${[...digits].map((d) => SUPERSCRIPTS.indexOf(d)).join('')}`)
    .replace(/[×⋅·∙✕]/g, '*')
    .replace(/[÷∕]/g, '/')
    .replace(/[−–—‐]/g, '-')
    .replace(/[≤⩽]/g, '<=')
    .replace(/[≥⩾]/g, '>=')
    .replace(/＝/g, '=')
    .replace(/،/g, ',')
    .replace(/؛/g, ';')
    .replace(/؟/g, '?')
    .replace(/\u00a0/g, ' ');
  // "لو سمحت" is "please", not a logarithm.
  text = text.replace(new RegExp(`(?<![${AR}])لو\\s+سمحت[ىيوا]?\\S*`, 'g'), ' ');
  text = text.replace(new RegExp(`(?<![${AR}])(?:لوهـ|لو\\s*هـ|لط|لن)(?![${AR}\u0640])`, 'g'), ' ln ');
  text = text.replace(new RegExp(`(?<![${AR}])(?:لط|لن)(?=[سصع](?![${AR}]))`, 'g'), ' ln ');
  // A base written after لو: لو_٢ (…), لو٢ س, لو٢(…), لو ٢ (…), لو ٢ س; "لو ٢س" (base or log 2x?) is ambiguous.
  if (new RegExp(`(?<![${AR}])لو\\s+\\d+(?:\\.\\d+)?[سصع]`).test(text)) return null;
  text = text.replace(new RegExp(`(?<![${AR}])لو(?:\\s*_\\s*|\\s+(?=\\d+(?:\\.\\d+)?\\s+[(سصع])|(?=\\d))(\\d+(?:\\.\\d+)?)(?=\\s*[(سصع])`, 'g'), ' log_$1 ');
  text = text.replace(new RegExp(`(?<![${AR}])لو\\s*_\\s*([سصع])`, 'g'), (_m, letter: string) => ` log_${ARABIC_VARIABLES.find(([a]) => a === letter)![1]} `);
  // Glued (لوس، لو(…)) it is a logarithm; after a space it may be "if" (يبقى كام س لو ٢س + ٣ = ١١).
  let ambiguous = false;
  text = text.replace(new RegExp(`(?<![${AR}])لو(?=\\s*\\(|[سصع\\d](?![${AR}])|\\s+[\\dسصع])`, 'g'), (word, offset: number, whole: string) => {
    const glued = /^[(سصع\d]/.test(whole.slice(offset + word.length));
    if (!glued && !LOG_LEAD.test(whole.slice(0, offset))) ambiguous = true;
    return ' log ';
  });
  if (ambiguous) return null;
  text = text.replace(/هـ|ه(?=\s*\^)/g, ' e ');
  text = text.replace(/\u0640/g, '');
  // س٢ (and x2 not after a digit, where it could be 2 × 3) typed for x²: a glued 2 or 3 after the variable letter.
  text = text.replace(new RegExp(`(?<![${AR}])([سصع])([23])(?![\\d.])`, 'g'), '$1^$2').replace(/(?<![a-z\d])([xyz])([23])(?![\d.a-z])/gi, '$1^$2');
  const arabicVariables: ReadQuestion['arabicVariables'] = [];
  for (const [arabic, latin] of ARABIC_VARIABLES) {
    const pattern = new RegExp(`(?<![${AR}])${arabic}(?![${AR}])`, 'g');
    if (!pattern.test(text)) continue;
    arabicVariables.push({ arabic, latin });
    text = text.replace(pattern, ` ${latin} `);
  }
  text = text
    .toLowerCase()
    .replace(/\blog\s*_?\s*(\d+(?:\.\d+)?)\s*(?=\()/g, 'log_$1')
    .replace(/\blog\s*_\s*([xyz\d])/g, 'log_$1')
    .replace(/\blog(\d+)(?=\s*[xyz])/g, 'log_$1')
    .replace(/\bexp\s*\(/g, 'e^(')
    .replace(/\*\*/g, '^');
  return { text: groupExponents(text), arabicVariables };
}

/**
 * a^2x beside a^x (هـ^2س - 5هـ^س + 6 = 0, 2^2x - 6*2^x + 8 = 0): with the same base already raised to the bare
 * variable, the glued "2x" after ^ is the exponent 2x (a quadratic in a^x), not a^2 times x. Alone (e^2x = 5)
 * the reading stays as written.
 */
function groupExponents(text: string): string {
  // e may follow its coefficient (5e^x); a numeric base may not follow a digit.
  const base = '((?<![a-z])e|(?<![\\d.a-z])\\d+(?:\\.\\d+)?)';
  const bare = new Set<string>();
  for (const match of text.matchAll(new RegExp(`${base}\\s*\\^\\s*(?:\\(\\s*)?([xyz])(?![\\d.a-z^(])`, 'g'))) bare.add(`${match[1]}|${match[2]}`);
  if (bare.size === 0) return text;
  return text.replace(new RegExp(`${base}\\s*\\^\\s*(\\d+(?:\\.\\d+)?)\\s*([xyz])(?![\\d.a-z^(])`, 'g'), (whole, b: string, k: string, v: string) =>
    bare.has(`${b}|${v}`) ? `${b}^(${k}${v})` : whole,
  );
}

const MATH_WORD = /^(?:log(?:_[\dxyz.]+)?|ln|[xyze]+)$/;

/** The runs of maths in the text, between words and separators (commas, "and", "و"). */
function mathRuns(text: string): string[] {
  const marked = text
    .replace(new RegExp(`[${AR}]+`, 'g'), ' ¦ ')
    .replace(/[a-z_][a-z_\d.]*/g, (word) => (MATH_WORD.test(word) ? word : ' ¦ '))
    .replace(/[,;:?!\n]|\.(?!\d)/g, ' ¦ ');
  return marked.split('¦').map((run) => run.trim()).filter(Boolean);
}

/** A letter that is not ours glued to the maths (4i, 2k + 1, n!): the question is about something else. */
function foreignLetterInMaths(text: string): boolean {
  for (const match of text.matchAll(/[a-z_][a-z_\d.]*/g)) {
    if (MATH_WORD.test(match[0])) continue;
    const start = match.index ?? 0;
    const end = start + match[0].length;
    // A lone letter (k x, 4 i) counts even across spaces; a word only when glued to the maths.
    const before = (match[0].length === 1 ? text.slice(0, start).trimEnd() : text.slice(0, start)).slice(-1) || ' ';
    const after = (match[0].length === 1 ? text.slice(end).trimStart() : text.slice(end))[0] ?? ' ';
    if (/[\d)+\-*/^=<>|_.]/.test(before) || /[\d(+\-*/^=<>|_]/.test(after) || (match[0].length === 1 && /[xyz]/.test(after))) return true;
  }
  return false;
}

function readRelation(run: string): ReadRelation | null {
  const pieces = run.split(/(<=|>=|=|<|>)/);
  if (pieces.length < 3 || pieces.length > 5) return null;
  const sides: Node[] = [];
  const relations: Relation[] = [];
  for (let index = 0; index < pieces.length; index += 1) {
    if (index % 2 === 1) relations.push(pieces[index] as Relation);
    else {
      const side = parseExpression(pieces[index]!.trim());
      if (!side) return null;
      sides.push(side);
    }
  }
  if (relations.length === 2 && (relations.includes('=') || relations[0]![0] !== relations[1]![0])) return null;
  return { sides, relations };
}

/** The question's relations, or null when any run of maths with a relation sign cannot be read. */
export function readQuestion(raw: string): ReadQuestion | null {
  const normalized = normalize(raw);
  if (!normalized) return null;
  const { text, arabicVariables } = normalized;
  if (foreignLetterInMaths(text)) return null;
  const relations: ReadRelation[] = [];
  for (const run of mathRuns(text)) {
    if (!/[=<>]/.test(run)) {
      // Maths outside every relation (if x = 3 find 2x + 1) is another question.
      if (/[\d+*/^|]|log|ln/.test(run)) return null;
      continue;
    }
    const relation = readRelation(run);
    if (!relation) return null;
    relations.push(relation);
  }
  if (relations.length === 0) return null;
  const words = text.replace(/[^a-z\u0621-\u064A\s]/g, ' ').replace(/\s+/g, ' ');
  return { relations, arabicVariables, words };
}
