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
}

/** Cheap first look: anything that could make this a complex-number question. */
export const COMPLEX_GATE = /(?<![\u0621-\u064A])[تك](?![\u0621-\u064A])|(?<![a-z])i(?![a-z])|complex|مركب|ديموافر|moivre|conjugate|مرافق|modulus|مقياس|argument|amplitude|سعه/;

const COMPLEX_WORDS = /complex|مركب|ديموافر|moivre|conjugate|مرافق|modulus|مقياس|argument|amplitude|(?<![\u0621-\u064A])سعه|الصوره المثلثيه|الصوره القطبيه|trigonometric form|\bpolar\b|ت\s*\^\s*2\s*=\s*-\s*1|i\s*\^\s*2\s*=\s*-\s*1|(?:في|فى)\s+ك(?![\u0621-\u064A])/;

/** "على الصورة س + ص ت" / "in the form a + bi": the shape of the answer, not maths to compute. */
const FORM_HINT = /(?:(?:علي|في|فى)\s*)?(?:ال)?صور[هة]?\s*(?:الجبريه\s*)?(?:العاديه\s*)?\(?\s*[سxaا]\s*\+\s*[صyبb]\s*\*?\s*[تi]\s*\)?|(?:in\s+)?(?:the\s+)?form\s*\(?\s*[ax]\s*\+\s*(?:[by]\s*\*?\s*i|i\s*[by])\s*\)?|\(?\s*[سxaا]\s*\+\s*[صyبb]\s*[تi]\s*\)?(?=\s*(?:$|\?|\.))/g;

const ARABIC_RUN = /[\u0621-\u064A]+/g;

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
  const segments = mathPieces(withoutHint);
  if (segments.length === 0) return null;
  const usesUnit = segments.some((segment) => /(?<![a-z])i(?![a-z])/.test(segment));
  if (!usesUnit && !complexWords) return null;
  if (UNSUPPORTED_ASK.test(text) || askCount(text) > 1) return null;
  return { segments, ask: askOf(text), radians: /radian|راديان|بالتقدير الدائري|دائري/.test(text), degrees: /degree|بالدرجات|بالتقدير الستيني|ستيني/.test(text), arabicUnit, complexWords };
}
