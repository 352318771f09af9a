/**
 * Reading a complex-number question: is it one (ت / i used as the imaginary unit, or words like مركب، مرافق،
 * مقياس، سعة، complex, modulus)? Which maths does it contain (ت → i, س ص → x y, ع → z, جا جتا → sin cos), and
 * what does it ask (the value, the conjugate, modulus / argument / trigonometric form, square roots, roots of an
 * equation, the real unknowns x and y)?
 */

export type ComplexAsk = 'value' | 'conjugate' | 'modulus' | 'argument' | 'modulus-argument' | 'polar' | 'square-roots' | 'solve';

export interface ComplexReading {
  /** The maths of the question, each piece as ASCII (i, x, y, z, sin, cos, √), in order. */
  segments: string[];
  ask: ComplexAsk;
  /** The argument is wanted in radians / in degrees (said explicitly). */
  radians: boolean;
  degrees: boolean;
  /** The student wrote the imaginary unit as ت. */
  arabicUnit: boolean;
  /** Named the method (De Moivre) or the set of complex numbers. */
  complexWords: boolean;
  /** The names whose values were put into the expression ("z_{1}", "z_{2}"), as LaTeX. */
  names?: string[];
}

/** Cheap first look: anything that could make this a complex-number question. */
export const COMPLEX_GATE = /(?<![\u0621-\u064A])[تك](?![\u0621-\u064A])|(?<![a-z])i(?![a-z])|complex|مركب|ديموافر|moivre|conjugate|مرافق|modulus|مقياس|argument|amplitude|سعه/;

const COMPLEX_WORDS = /complex|مركب|ديموافر|moivre|conjugate|مرافق|modulus|مقياس|argument|amplitude|(?<![\u0621-\u064A])سعه|الصوره المثلثيه|الصوره القطبيه|trigonometric form|\bpolar\b|ت\s*\^\s*2\s*=\s*-\s*1|i\s*\^\s*2\s*=\s*-\s*1|(?:في|فى)\s+ك(?![\u0621-\u064A])/;

/** "على الصورة س + ص ت" / "in the form a + bi": the shape of the answer, not maths to compute. */
const FORM_HINT = /(?:(?:علي|في|فى)\s*)?(?:ال)?صور[هة]?\s*(?:الجبريه\s*)?(?:العاديه\s*)?\(?\s*[سxaا]\s*\+\s*[صyبb]\s*\*?\s*[تi]\s*\)?|(?:in\s+)?(?:the\s+)?form\s*\(?\s*[ax]\s*\+\s*(?:[by]\s*\*?\s*i|i\s*[by])\s*\)?|\(?\s*[سxaا]\s*\+\s*[صyبb]\s*[تi]\s*\)?(?=\s*(?:$|\?|\.))/g;

const ARABIC_RUN = /[\u0621-\u064A]+/g;

/** The template of the trigonometric form the answer should take, "r(cos θ + i sin θ)" / "ل(جتا هـ + ت جا هـ)": not maths to compute. */
const POLAR_TEMPLATE = /(?<![a-z\u0621-\u064A])(?:r|ل|ر)\s*\(\s*(?:cos|جتا)\s*(?:θ|هـ|ه|x|س)\s*\+\s*(?:i|ت)\s*(?:sin|جا)\s*(?:θ|هـ|ه|x|س)\s*\)/g;

/**
 * "z1 = 3 + 2i, z2 = 1 − i, find z1/z2": named numbers defined first and one expression in their names after —
 * the expression with each name replaced by its bracketed value. Anything else is left as read.
 */
function withNamesSubstituted(segments: string[]): { segments: string[]; names: string[] } | null {
  if (segments.length < 2) return null;
  const definitions: Array<{ name: RegExp; value: string; latex: string }> = [];
  for (const segment of segments.slice(0, -1)) {
    const match = /^([zw])\s*(\d?)\s*=\s*([^=]+)$/.exec(segment);
    if (!match || !/(?<![a-z])i(?![a-z])/.test(match[3]!)) return null;
    const name = new RegExp(`(?<![a-z])${match[1]}${match[2] ? `\\s*${match[2]}(?!\\d|\\s*\\.\\d)` : '(?!\\s*\\d)'}`, 'g');
    definitions.push({ name, value: `(${match[3]!.trim()})`, latex: match[2] ? `${match[1]}_{${match[2]}}` : match[1]! });
  }
  // One named number ("z = 2(cos 30° + i sin 30°), find z^6") is read by the kinds themselves.
  if (definitions.length < 2) return null;
  let expression = segments.at(-1)!;
  if (expression.includes('=')) return null;
  for (const { name, value } of definitions) {
    if (!name.test(expression)) return null;
    name.lastIndex = 0;
    expression = expression.replace(name, value);
  }
  if (/(?<![a-z])[zw](?![a-z])/.test(expression)) return null;
  return { segments: [expression], names: definitions.map((definition) => definition.latex) };
}

/** A bracketed note in words, "(السعه بالدرجات)" / "(in degrees)": no digits, operators or units, only words. */
const WORD_NOTE = /\(([^()\d=+\-*/^√]*(?:[\u0621-\u064A]{2,}|[a-z]{3,})[^()\d=+\-*/^√]*)\)/g;
const LATIN_RUN = /[a-z]+/g;

/** The maths pieces of a prepared text, words replaced by breaks. */
function mathPieces(text: string): string[] {
  const replaced = text
    .replace(/(?<![\u0621-\u064A])جتا(?![\u0621-\u064A])/g, ' cos ')
    .replace(/(?<![\u0621-\u064A])جا(?![\u0621-\u064A])/g, ' sin ')
    .replace(/(?<![\u0621-\u064A])ط(?![\u0621-\u064A])/g, ' pi ')
    .replace(/(\d)\s*(?:°|درجه)/g, '$1 deg ')
    .replace(ARABIC_RUN, (run) => ({ ت: ' i ', س: ' x ', ص: ' y ', ع: ' z ' })[run] ?? ' | ')
    .replace(/√/g, ' sqrt ')
    .replace(LATIN_RUN, (run) => (['i', 'x', 'y', 'z', 'sqrt', 'sin', 'cos', 'pi', 'deg'].includes(run) ? ` ${run} ` : ' | '))
    .replace(/[,;:!?؛\n]|\.(?!\d)/g, ' | ')
    .replace(/'/g, ' | ');
  return replaced
    .split('|')
    .map((piece) => piece.replace(/\s+/g, ' ').trim())
    .filter((piece) => /\d|(?<![a-z])i(?![a-z])/.test(piece) && !/^[xyz]$/.test(piece));
}

/** Asks no kind here answers (real or imaginary part alone, inverse, cube roots, exponential form, proofs). */
const UNSUPPORTED_ASK = /الجزء الحقيقي|الجزء التخيلي|real part|imaginary part|معكوس|النظير الضربي|inverse|reciprocal|تكعيب|cube|الاسيه|exponential|euler|اويلر|اثبت|prove|show that|verify|تحقق من/;

/** How many different things are asked (modulus with argument counts once: it is the trigonometric form). */
function askCount(text: string): number {
  const asks = [/مرافق|conjugate/, /مقياس|modulus|absolute value|سعه|argument|amplitude|الصوره المثلثيه|الصوره القطبيه|trigonometric form|\bpolar\b/, /جذر|square roots?/];
  return asks.filter((pattern) => pattern.test(text)).length;
}

function askOf(text: string): ComplexAsk {
  const modulus = /مقياس|modulus|absolute value|\|/.test(text);
  const argument = /(?<![\u0621-\u064A])و?سعه|السعه|argument|amplitude/.test(text);
  if (/مرافق|conjugate/.test(text)) return 'conjugate';
  if (/الصوره المثلثيه|الصوره القطبيه|trigonometric form|\bpolar\b/.test(text)) return 'polar';
  if (modulus && argument) return 'modulus-argument';
  if (modulus) return 'modulus';
  if (argument) return 'argument';
  if (/الجذر(?:ين|ان)? التربيعي(?:ين|ان)?|جذري العدد|square roots?/.test(text)) return 'square-roots';
  if (/=/.test(text) && /\bحل\b|(?<![\u0621-\u064A])حل(?![\u0621-\u064A])|solve|roots|جذور|جذري المعادله|قيمت?ي|قيم|values? of/.test(text)) return 'solve';
  return 'value';
}

/** The complex-number reading of a prepared question, or null when it is not about complex numbers. */
export function readComplex(text: string): ComplexReading | null {
  if (!COMPLEX_GATE.test(text)) return null;
  const arabicUnit = /(?<![\u0621-\u064A])ت(?![\u0621-\u064A])/.test(text);
  const complexWords = COMPLEX_WORDS.test(text);
  const withoutHint = text.replace(FORM_HINT, ' | ').replace(WORD_NOTE, ' | $1 | ');
  const pieces = mathPieces(withoutHint.replace(POLAR_TEMPLATE, ' | '));
  const substituted = withNamesSubstituted(pieces);
  const segments = substituted?.segments ?? pieces;
  if (segments.length === 0) return null;
  const usesUnit = segments.some((segment) => /(?<![a-z])i(?![a-z])/.test(segment));
  if (!usesUnit && !complexWords) return null;
  if (UNSUPPORTED_ASK.test(text) || askCount(text) > 1) return null;
  return { segments, ask: askOf(text), radians: /radian|راديان|بالتقدير الدائري|دائري/.test(text), degrees: /degree|بالدرجات|بالتقدير الستيني|ستيني/.test(text), arabicUnit, complexWords, ...(substituted ? { names: substituted.names } : {}) };
}
