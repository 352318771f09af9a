/**
 * Reading a calculus question: the cheap gate that says whether it is one at all, and the preparation of its
 * maths into the ASCII the shared parser reads. Egyptian notation is made explicit first: لو (common log),
 * لط / لو_هـ / لن (natural log), هـ^ (e^), د(س) / د'(س) / د''(٢) (f, f', f''), دص/دس and د٢ص/دس٢ (dy/dx, d²y/dx²).
 */
import { normalizeForSearch, toLatinDigits } from '../../arabic';
import { normalizeMathText } from '../../math/normalize';
import type { TutorLanguage } from '../../solution';

/** The question read for solving: the maths in ASCII, the words folded for keyword tests. */
export interface CalculusText {
  /** Maths in ASCII (x, y, sin, ln, e^, dy/dx, f'(2)); Arabic words are kept and split the maths runs. */
  math: string;
  /** Search-folded words (hamza, ة/ه, ى/ي folded; lower case) for recognising what is asked. */
  words: string;
  /** The original text with Latin digits, for quoting units as the student wrote them. */
  raw: string;
  language: TutorLanguage;
}

const LETTER = '\\u0621-\\u064A';

/** Something a calculus question names: derivative, integral, limit, tangent, monotony, extrema, rates, areas. */
const CALCULUS_CUE = new RegExp(
  [
    'مشتق|اشتق|تفاضل|د\\s*[ص2٢²]\\s*[ص2٢²]?\\s*/\\s*د\\s*س|د\\s*\'|derivativ|differentiat|\\bd\\s*\\^?[2²]?\\s*[a-z]?\\s*/\\s*d[a-z]|\\b[fgy]\\s*\'',
    'تكامل|∫|integra|antideriv|\\bint(?=_|\\s*[-+(\\d.]|\\s+[a-z])',
    `(?<![${LETTER}])نها(?![${LETTER}])|نهاي[ةه]|\\blim(?:\\b|(?=_))|\\blimits?\\b`,
    'مماس|عمودي|tangent|\\bnormal\\b|slope of the curve|ميل المنحن[ىي]',
    'تزايد|تناقص|اطراد|increasing|decreasing|monoton',
    'عظم[ىي]|صغر[ىي]|قصو[ىي]|extrem|maxim|minim|\\bmax\\b|\\b(?:local|relative)\\s+min\\b',
    'معدل|\\brate\\b|how fast',
    'مساح[ةه]|\\barea\\b|حجم|volume|revol|rotat|دوران',
  ].join('|'),
  'i',
);

/** True when the text may be a calculus question (fast: one regular expression). */
export function looksLikeCalculus(text: string): boolean {
  return text.length <= 600 && CALCULUS_CUE.test(text);
}

/** Egyptian notation → the notation normalizeMathText and parseMath understand. */
function explicitNotation(text: string): string {
  return (
    toLatinDigits(text)
      .replace(/[\u064B-\u065F\u0670]/g, '')
      // d²y/dx², d2y/dx2, د٢ص/دس٢ → a marker the readers look for.
      .replace(/د\s*[2²]\s*ص\s*\/\s*د\s*س\s*[2²]/g, ' d2y/dx2 ')
      .replace(/\bd\s*(?:\^\s*2|²|2)\s*y\s*\/\s*d\s*x\s*(?:\^\s*2|²|2)/gi, ' d2y/dx2 ')
      .replace(/د\s*ص\s*\/\s*د\s*س/g, ' dy/dx ')
      // Natural logarithm: لط، لن، لو_هـ، لوهـ.
      .replace(new RegExp(`(?<![${LETTER}])لو\\s*(?:_\\s*)?هـ|(?<![${LETTER}])لو\\s*_\\s*ه(?![${LETTER}])`, 'g'), ' ln ')
      .replace(new RegExp(`(?<![${LETTER}])(?:لط|لن)(?=\\s|\\(|[سصع](?![${LETTER}]))`, 'g'), ' ln ')
      // Common logarithm: لو followed by its argument (not "لو سمحت" / "لو د(س)", where لو means "if").
      .replace(new RegExp(`(?<![${LETTER}])لو(?=\\s*(?:\\(|[سصع](?![${LETTER}])|\\d))`, 'g'), ' log ')
      // Typeset limits: نها_(س←٠)، نها_{س→∞}، lim_(x→0) → نها س←٠ (the approach without its brackets).
      .replace(new RegExp(`((?<![${LETTER}])نها|\\blim)\\s*_\\s*[({]\\s*([^(){}]*?(?:←|→|->|-->)[^(){}]*?)\\s*[)}]`, 'gi'), ' $1 $2 ')
      // "the point whose x-coordinate is 1" / "التي إحداثيها السيني ١" → x = 1 / س = 1.
      .replace(/(?:ال)?[اإأ]حداثي(?:ها|ه)?\s+(?:ال)?سين[يى]\s*(?:=|يساوي|هو)?\s*(?=[-−]?\s*\d)/g, ' س = ')
      .replace(/\bx\s*-?\s*coordinate\s*(?:is|=|of|equals?)?\s*(?=[-−]?\s*\d)/gi, ' x = ')
      // نها س←صفر: the point written as a word.
      .replace(new RegExp(`(?<![${LETTER}])صفر(?![${LETTER}])`, 'g'), ' 0 ')
      // ه^ without the tatweel is e^ too.
      .replace(new RegExp(`(?<![${LETTER}])ه(?=\\s*\\^)`, 'g'), ' e ')
      // د(س), د'(س), د''(٢) → f(x), f'(x), f''(2).
      .replace(new RegExp(`(?<![${LETTER}])د\\s*(?=['′]|\\()`, 'g'), ' f')
      .replace(/′/g, "'")
      // ASCII "int" for ∫ (chat keyboards): "int x e^x dx", "int from 0 to 2 of …", "int_0^2 …".
      .replace(/\bint(?=_|\s*[-+(\d.]|\s+[a-z])/gi, ' ∫ ')
  );
}

export function prepareText(text: string, language: TutorLanguage): CalculusText {
  const explicit = explicitNotation(text);
  const normalized = normalizeMathText(explicit);
  const math = normalized.text
    .replace(/\bd\s*y\s*\/\s*d\s*x\b/g, ' dy/dx ')
    .replace(/\bf\s*'\s*'\s*'/g, "f'''")
    .replace(/\bf\s*'\s*'/g, "f''")
    .replace(/\bf\s*'/g, "f'")
    // "cos x e^(sin x)": the function's argument ends before the factor e^…, it is not cos(x·e).
    .replace(/\b(sin|cos|tan|sec|csc|cot|ln|log)\s*(\d*\s*x)\s+(?=e\s*\^)/g, '$1($2) ')
    .replace(/[ \t]+/g, ' ');
  return { math, words: normalizeForSearch(text), raw: toLatinDigits(text), language };
}
