/**
 * A similar practice question for the analysis: the same problem with other numbers (or another compound or
 * reaction in chemistry), kept only when the same offline solver solves it as the same kind of problem with a
 * different answer — preferably a clean one (no surds, no long decimals) — so the student gets a question that
 * really has the answer shown for checking. The numbers are picked from a seed of the question: the same question
 * always gets the same practice.
 */
import { joinWithAnd, m, say, type TutorLanguage } from '../offline/math/language';
import type { Solution } from '../offline/solution';
import { mathSpans } from './latex-maths';
import { readVerifiedAnswer } from './verified-answer';

export interface Practice {
  /** The question, markdown with maths in $…$. */
  question: string;
  /** Its verified answer (markdown), for the student to check against afterwards. */
  answer: string;
}

type Solve = (text: string) => Solution | null;

const ATTEMPTS = 12;

const NUMBER_KINDS = new Set(['arithmetic', 'trig-value', 'limit', 'definite-integral']);

const SPECIAL_ANGLES = [30, 45, 60, 90, 120, 135, 150, 180, 210, 225, 240, 270, 300, 315, 330];

const COMPOUNDS = ['H2O', 'CO2', 'NaCl', 'H2SO4', 'CaCO3', 'NaOH', 'HCl', 'NH3', 'C6H12O6', 'Ca(OH)2', 'MgO', 'HNO3', 'Na2CO3', 'CuSO4', 'KMnO4', 'Al2(SO4)3'];

const REACTIONS = ['H2 + O2 -> H2O', 'N2 + H2 -> NH3', 'CH4 + O2 -> CO2 + H2O', 'Fe + O2 -> Fe2O3', 'Al + O2 -> Al2O3', 'Na + Cl2 -> NaCl', 'C3H8 + O2 -> CO2 + H2O', 'Mg + HCl -> MgCl2 + H2', 'KClO3 -> KCl + O2'];

/** How each kind of maths problem is asked, in front of the solver's own restatement of it. */
const ASK: Readonly<Record<string, readonly [string, string]>> = {
  'linear-equation': ['Solve the equation', 'حل المعادلة'],
  'quadratic-equation': ['Solve the equation', 'حل المعادلة'],
  'polynomial-equation': ['Solve the equation', 'حل المعادلة'],
  'rational-equation': ['Solve the equation', 'حل المعادلة'],
  'linear-system': ['Solve the system', 'حل المعادلتين'],
  derivative: ['Find the derivative of', 'أوجد مشتقة'],
  'second-derivative': ['Find the second derivative of', 'أوجد المشتقة الثانية لـ'],
  'indefinite-integral': ['Evaluate', 'أوجد'],
  'definite-integral': ['Evaluate', 'أوجد'],
  limit: ['Find', 'أوجد'],
  arithmetic: ['Calculate', 'احسب'],
  factor: ['Factorise', 'حلّل'],
  expand: ['Expand', 'فك'],
  simplify: ['Simplify', 'بسّط'],
  'trig-value': ['Find the value of', 'أوجد قيمة'],
};

/** A small deterministic generator (mulberry32) seeded from the question text. */
function generator(text: string): () => number {
  let seed = 2166136261;
  for (let index = 0; index < text.length; index += 1) seed = Math.imul(seed ^ text.charCodeAt(index), 16777619);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let value = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';
const toLatin = (text: string) => text.replace(/[٠-٩]/g, (digit) => String(ARABIC_DIGITS.indexOf(digit))).replace('٫', '.');
const toArabic = (text: string) => text.replace(/\d/g, (digit) => ARABIC_DIGITS[Number(digit)]!).replace('.', '٫');

/**
 * The numbers of a question that are data: not exponents (after ^), not subscripts or variable indices (after a
 * letter), not bases of a power, and not zero (an equation's "= 0" stays).
 */
const DATA_NUMBER = /(?<![\^_\dA-Za-z\u0660-\u0669.٫])([\d\u0660-\u0669]+(?:[.٫][\d\u0660-\u0669]+)?)(?![\d\u0660-\u0669^])/g;

/** Exponents too, for problems whose only numbers are powers ("differentiate x^3 + x^2"). */
const ANY_NUMBER = /(?<![_\dA-Za-z\u0660-\u0669.٫])([\d\u0660-\u0669]+(?:[.٫][\d\u0660-\u0669]+)?)(?![\d\u0660-\u0669])/g;

function pickOne<T>(items: readonly T[], random: () => number): T {
  return items[Math.floor(random() * items.length)]!;
}

function changedNumber(written: string, random: () => number, angles: boolean): string {
  const arabic = /[٠-٩]/.test(written);
  const latin = toLatin(written);
  const value = Number(latin);
  const decimals = /\.(\d+)/.exec(latin)?.[1]?.length ?? 0;
  let next: number;
  if (angles) next = pickOne(SPECIAL_ANGLES.filter((angle) => angle !== value), random);
  else if (decimals > 0) next = Math.abs(Number((value + pickOne([-3, -2, -1, 1, 2, 3], random) * 10 ** -decimals).toFixed(decimals)));
  else {
    const scale = Math.max(1, 10 ** Math.floor(Math.log10(value) - 1));
    const candidates = [-3, -2, -1, 1, 2, 3].map((step) => value + step * scale).concat([value * 2, value * 3, value * 4, Math.round(value / 2)]);
    // A coefficient of 1 would hide the structure of the problem (sin 2x → sin x).
    next = pickOne(candidates.filter((candidate) => candidate > 0 && candidate !== value && (candidate !== 1 || value === 1)), random);
  }
  const text = decimals > 0 ? next.toFixed(decimals) : String(next);
  return arabic ? toArabic(text) : text;
}

/** The question with its data numbers (else its exponents) changed, or null when it has none. */
function variant(question: string, random: () => number, angles: boolean): string | null {
  let changed = false;
  const hasData = [...question.matchAll(DATA_NUMBER)].some((match) => Number(toLatin(match[0])) !== 0);
  const pattern = hasData ? DATA_NUMBER : ANY_NUMBER;
  const text = question.replace(pattern, (written) => {
    if (Number(toLatin(written)) === 0) return written;
    changed = true;
    return changedNumber(written, random, angles);
  });
  return changed && text !== question ? text : null;
}

/** No surds, complex numbers, approximations, long decimals or a bare zero (a term that cancels) in the answer. */
function isClean(answer: string): boolean {
  return !/\\sqrt|\\approx|\\pm|\di\b|\\infty/.test(answer) && !/\d\.\d{3,}/.test(answer) && !/=\s*0\s*\$/.test(answer);
}

/** The same words around the maths: as many roots, no "cannot be factorised" or "no real roots" instead. */
function sameForm(answer: string, original: string): boolean {
  const words = (text: string) => text.replace(/\$[^$]*\$/g, '$').trim();
  return words(answer) === words(original);
}

/** Fractions where the original has fractions, whole numbers where it has whole numbers. */
function sameShape(answer: string, original: string): boolean {
  return /\\frac/.test(answer) === /\\frac/.test(original) && /\d\.\d/.test(answer) === /\d\.\d/.test(original);
}

function chemistryLatex(formulaText: string): string {
  return `\\mathrm{${formulaText.replace(/([A-Za-z)])(\d+)/g, '$1_{$2}').replace(/\s*->\s*/, ' \\rightarrow ')}}`;
}

/** The practice question as the student reads it: the maths restated by the solver, or the changed wording. */
function display(solution: Solution, text: string, language: TutorLanguage): string {
  const ask = ASK[solution.kind];
  // Single-value problems are restated on the left of their answer ("\sin 30^{\circ} = \frac{1}{2}").
  const fromAnswer = NUMBER_KINDS.has(solution.kind);
  const spans = mathSpans(fromAnswer ? solution.answer : (solution.steps[0]?.text ?? ''));
  if (!ask || spans.length === 0) return text;
  const maths = solution.kind === 'linear-system' ? spans.filter((span) => /\d/.test(span)).slice(0, 2) : [fromAnswer ? spans[0]!.split('=')[0]!.trim() : spans[0]!];
  return `${say(language, ask[0], ask[1])} ${joinWithAnd(maths.map(m), language)}`;
}

function fromList(options: readonly string[], current: string, ask: (item: string) => string, random: () => number, solve: Solve, kind: string): { text: string; solution: Solution } | null {
  const start = Math.floor(random() * options.length);
  for (let offset = 0; offset < options.length; offset += 1) {
    const item = options[(start + offset) % options.length]!;
    if (current.replace(/\s/g, '').includes(item.replace(/\s/g, ''))) continue;
    const text = ask(item);
    const solution = solve(text);
    if (solution?.kind === kind) return { text, solution };
  }
  return null;
}

/** A similar question with its verified answer, or null when none could be made and checked. */
export function similarPractice(question: string, original: Solution, language: TutorLanguage, solve: Solve): Practice | null {
  const random = generator(question);
  if (original.kind === 'molar-mass') {
    const found = fromList(COMPOUNDS, question, (formula) => say(language, `Calculate the molar mass of ${formula}.`, `احسب الكتلة المولية لـ ${formula}.`), random, solve, 'molar-mass');
    const formula = found ? /([A-Z][A-Za-z0-9()]*)\.$/.exec(found.text)?.[1] : undefined;
    return found && formula ? { question: say(language, `Calculate the molar mass of ${m(chemistryLatex(formula))}.`, `احسب الكتلة المولية لـ ${m(chemistryLatex(formula))}.`), answer: found.solution.answer } : null;
  }
  if (original.kind === 'balance-equation') {
    const found = fromList(REACTIONS, question, (reaction) => `${say(language, 'Balance the equation:', 'زن المعادلة:')} ${reaction}`, random, solve, 'balance-equation');
    const reaction = found ? found.text.split(':').pop()!.trim() : '';
    return found ? { question: `${say(language, 'Balance the equation:', 'زن المعادلة:')} ${m(chemistryLatex(reaction))}`, answer: found.solution.answer } : null;
  }
  const angles = original.kind === 'trig-value';
  let clean: Practice | null = null;
  let fallback: Practice | null = null;
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const text = variant(question, random, angles);
    if (!text) return null;
    const solution = solve(text);
    if (!solution || solution.kind !== original.kind || solution.answer === original.answer || !sameForm(solution.answer, original.answer) || !readVerifiedAnswer(solution)) continue;
    const practice = { question: display(solution, text, language), answer: solution.answer };
    if (isClean(solution.answer) && sameShape(solution.answer, original.answer)) return practice;
    if (isClean(solution.answer)) clean ??= practice;
    fallback ??= practice;
  }
  return clean ?? fallback;
}
