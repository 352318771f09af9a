/**
 * Turns what a student types into plain ASCII maths the parser reads, keeping the surrounding words for intent
 * detection: Arabic-Indic digits, س/ص/ع variables, جا/جتا/ظا trig names (Egyptian schools), ², √, ×, ÷, −, π, °,
 * %, arrows and Arabic punctuation.
 */
import { ARABIC_VARIABLES, toLatinDigits } from '../arabic';

export interface NormalizedText {
  /** The text with maths in ASCII (digits 0–9, x/y, sin, sqrt, pi, ->, deg(30), pct(20)), lower-cased Latin. */
  text: string;
  /** The Arabic variable letters the student used, with their Latin replacement, in order of first use. */
  arabicVariables: ReadonlyArray<{ arabic: string; latin: string }>;
  /** The student said the angles are in radians. */
  radians: boolean;
}

const ARABIC_LETTER = '\\u0621-\\u064A\\u0640';
/** A whole Arabic word (not part of a longer word); trig names may be glued to a variable letter (جاس). */
const standalone = (word: string, allowVariableAfter = false): RegExp =>
  new RegExp(`(?<![${ARABIC_LETTER}])${word}(?:(?![${ARABIC_LETTER}])${allowVariableAfter ? `|(?=[سصع](?![${ARABIC_LETTER}]))` : ''})`, 'g');

// Longer names first: جتا must not be read as جا.
const ARABIC_FUNCTIONS: ReadonlyArray<[string, string]> = [
  ['جتا', 'cos'],
  ['ظتا', 'cot'],
  ['قتا', 'csc'],
  ['جا', 'sin'],
  ['ظا', 'tan'],
  ['قا', 'sec'],
];

const SUPERSCRIPTS = '⁰¹²³⁴⁵⁶⁷⁸⁹';

const SYMBOLS: ReadonlyArray<[RegExp, string]> = [
  [/[×⋅·∙✕]/g, '*'],
  [/[÷∕]/g, '/'],
  [/[−–—‐]/g, '-'],
  [/π/g, ' pi '],
  [/∞/g, ' inf '],
  [/(?:→|⟶|←|⟵|⇒|=>)/g, ' -> '],
  [/٪/g, '%'],
  [/،/g, ','],
  [/؛/g, ';'],
  [/؟/g, '?'],
  [/√/g, ' sqrt '],
  [/∛/g, ' cbrt '],
  [/＝/g, '='],
  [/[（]/g, '('],
  [/[）]/g, ')'],
  [/\u00a0/g, ' '],
];

function replaceSuperscripts(text: string): string {
  return text.replace(/([⁻]?)([⁰¹²³⁴⁵⁶⁷⁸⁹]+)/g, (_match, minus: string, digits: string) => {
    const exponent = [...digits].map((digit) => SUPERSCRIPTS.indexOf(digit)).join('');
    return minus ? `^(-${exponent})` : `^${exponent}`;
  });
}

export function normalizeMathText(raw: string): NormalizedText {
  let text = replaceSuperscripts(toLatinDigits(raw).replace(/[\u064B-\u065F\u0670]/g, ''));
  // With ÷ a written fraction is one number: 2/3 ÷ 4/9 means (2/3) ÷ (4/9), not ((2/3)/4)/9.
  if (text.includes('÷')) text = text.replace(/(?<![\^\w.)])(\d+(?:\.\d+)?)\s*\/\s*(\d+(?:\.\d+)?)(?![\d.^(])/g, '($1/$2)');
  for (const [pattern, replacement] of SYMBOLS) text = text.replace(pattern, replacement);

  text = text.replace(/هـ/g, ' e ');
  text = text.replace(standalone('ط'), ' pi ');
  for (const [arabic, latin] of ARABIC_FUNCTIONS) text = text.replace(standalone(arabic, true), ` ${latin} `);

  // "دس" / "د س" is dx in Arabic notation (∫ … دس).
  text = text.replace(new RegExp(`(?<![${ARABIC_LETTER}])د\\s?([سصع])(?![${ARABIC_LETTER}])`, 'g'), (_match, letter: string) => ` d${ARABIC_VARIABLES[letter]} `);

  // "س٢" typed for س²: a digit glued to a variable letter is its power (the usual typing), never a product 2x.
  text = text.replace(new RegExp(`(?<![${ARABIC_LETTER}])([سصع])(\\d+)(?![\\d.])`, 'g'), '$1^$2');

  const arabicVariables: Array<{ arabic: string; latin: string }> = [];
  for (const [arabic, latin] of Object.entries(ARABIC_VARIABLES)) {
    const pattern = standalone(arabic);
    if (pattern.test(text)) {
      arabicVariables.push({ arabic, latin });
      text = text.replace(pattern, ` ${latin} `);
    }
  }
  arabicVariables.sort((a, b) => raw.indexOf(a.arabic) - raw.indexOf(b.arabic));

  text = text.toLowerCase();
  const radians = /\b(?:rad|radians?)\b|راديان|بالتقدير الدائري/.test(text);
  text = text
    .replace(/\b(?:rad|radians?)\b|راديان/g, ' ')
    .replace(/(\d+(?:\.\d+)?)\s*(?:°|\bdegrees?\b|\bdeg\b|درجة|درجه|درجات)/g, ' deg($1) ')
    .replace(/°/g, ' ')
    .replace(/(\d+(?:\.\d+)?)\s*%\s*(?:\bof\b|من)\s*/g, ' pct($1) * ')
    .replace(/(\d+(?:\.\d+)?)\s*%/g, ' pct($1) ')
    .replace(/\*\*/g, '^')
    .replace(/[ \t]+/g, ' ')
    .trim();
  return { text, arabicVariables, radians };
}
