/**
 * Turns a read problem (givens as written, asked quantities, the laws that may be used) into a verified Solution:
 * the chain of laws is applied (chain.ts), every law used is checked with the final values, and the steps are
 * written the way a teacher writes them — givens, conversion to SI (°C + 273 = K), law, substitution, answer in
 * the unit asked for — in the student's language.
 */
import type { Solution, SolutionStep, TutorLanguage } from '../../solution';
import { joinList, latexNumber, say, type Bilingual } from '../../science/shared/format';
import { derive, fill, holds, type Law, type Values } from './chain';
import type { Quantity } from './reading';
import { SYMBOLS } from './symbols';
import { KELVIN_OFFSET, type Unit } from './units';

export interface Given {
  symbol: string;
  /** The value in SI (kelvin for temperatures). */
  value: number;
  /** The number as the student wrote it; absent for a value the question implies (c = 3 × 10⁸ m/s, Q = 0). */
  written?: Quantity;
  /** The written number counts negatively (heat lost, work done on the gas): shown as −(written). */
  negated?: boolean;
  note?: Bilingual;
}

export interface Target {
  symbol: string;
  /** The unit the answer is given in; null for SI. */
  unit: Unit | null;
}

export interface Problem {
  kind: string;
  title: Bilingual;
  givens: Given[];
  targets: Target[];
  laws: readonly Law[];
  /** Conditions read from the words (constant temperature, adiabatic …). */
  conditions?: Bilingual[];
  /** Answer each target as its own part (asked in parts, or several quantities asked). */
  asParts?: boolean;
  /** The unit a symbol is computed in when not SI (a gas law keeps the units the student used). */
  workingUnits?: Readonly<Record<string, Unit>>;
  /** Physical sense of the values (a temperature above 0 K, a positive volume …); the answer is refused otherwise. */
  plausible?: (values: Values) => boolean;
}

const WORDS = {
  given: { ar: 'المعطيات', en: 'Given' },
  required: { ar: 'المطلوب', en: 'Required' },
  convert: { ar: 'نوحّد الوحدات', en: 'Put the data in consistent units' },
  kelvin: { ar: '(ودرجة الحرارة السيليزية تُحوّل إلى كلفن بإضافة 273)', en: '(a Celsius temperature goes to kelvin by adding 273)' },
  use: { ar: 'نستخدم', en: 'Use' },
  so: { ar: 'ومنه', en: 'so' },
  substitute: { ar: 'بالتعويض', en: 'Substitute' },
  inUnit: { ar: 'بالوحدة المطلوبة', en: 'In the unit asked for' },
  check: { ar: 'التحقق: بالتعويض بالنتائج في', en: 'Check: substituting the results into' },
  agree: { ar: 'الطرفان متساويان ✓', en: 'both sides agree ✓' },
  left: { ar: 'الطرف الأول', en: 'left side' },
  right: { ar: 'الطرف الثاني', en: 'right side' },
  read: { ar: 'المسألة كما قرأتها', en: 'The problem as read' },
  conditions: { ar: 'الشروط', en: 'Conditions' },
} satisfies Record<string, Bilingual>;

/** A value in `unit` → SI. */
export function toSI(value: number, unit: Unit): number {
  return unit.celsius ? value + KELVIN_OFFSET : value * unit.factor;
}

/** An SI value → `unit`. */
export function fromSI(value: number, unit: Unit): number {
  return unit.celsius ? value - KELVIN_OFFSET : value / unit.factor;
}

function withUnit(number: string, unitLatex: string): string {
  if (!unitLatex) return number;
  return unitLatex.startsWith('^') ? `${number}${unitLatex}` : `${number}\\ ${unitLatex}`;
}

function writtenLatex(quantity: Quantity): string {
  return withUnit(quantity.raw, quantity.unit?.latex ?? '');
}

function givenLatex(given: Given): string {
  const symbol = SYMBOLS[given.symbol]!;
  const shown = given.written ? writtenLatex(given.written) : withUnit(latexNumber(given.value), symbol.si);
  return `${symbol.latex} = ${given.negated ? '-' : ''}${shown}`;
}

/** The unit a symbol is computed in: the problem's working unit (a gas law may keep cmHg and cm³), else SI. */
function unitLatexOf(symbol: string, working: Unit | undefined): string {
  return working?.latex ?? SYMBOLS[symbol]!.si;
}

function conversionLatex(given: Given, working: Unit | undefined): string | null {
  const unit = given.written?.unit;
  if (!given.written || !unit) return null;
  const symbol = SYMBOLS[given.symbol]!.latex;
  const result = withUnit(latexNumber(given.value), unitLatexOf(given.symbol, working));
  if (working) return unit.latex === working.latex ? null : `${symbol} = ${writtenLatex(given.written)} = ${result}`;
  if (unit.celsius) return `${symbol} = ${given.written.raw} + 273 = ${result}`;
  if (unit.factor === 1) return null;
  return `${symbol} = ${writtenLatex(given.written)} = ${given.written.raw} \\times ${latexNumber(unit.factor)} = ${result}`;
}

/** The answer in the unit asked for, from the value in its working unit; with the LaTeX of the conversion when one is needed. */
function answerIn(target: Target, value: number, working: Unit | undefined): { value: number; si: number; latex: string; conversion?: string } {
  const computedLatex = unitLatexOf(target.symbol, working);
  const si = working ? toSI(value, working) : value;
  if (!target.unit || target.unit.latex === computedLatex) return { value, si, latex: withUnit(latexNumber(value), computedLatex) };
  const shown = fromSI(si, target.unit);
  const latex = withUnit(latexNumber(shown), target.unit.latex);
  const conversion = working ? withUnit(latexNumber(value), computedLatex) : target.unit.celsius ? `${latexNumber(value)} - 273` : `\\frac{${latexNumber(value)}}{${latexNumber(target.unit.factor)}}`;
  return { value: shown, si, latex, conversion };
}

/** The solved, checked problem; null when a target cannot be derived, a law fails its check, or a value makes no sense. */
export function writeSolution(problem: Problem, language: TutorLanguage): Solution | null {
  const known: Values = Object.fromEntries(problem.givens.map((given) => [given.symbol, given.value]));
  const solved = derive(problem.laws, known, problem.targets.map((target) => target.symbol));
  if (!solved) return null;
  const { values, derivations } = solved;
  if (problem.plausible && !problem.plausible(values)) return null;
  if (!derivations.every((derivation) => holds(derivation.law, values))) return null;

  const givenList = joinList(problem.givens.map((given) => (given.note ? `$${givenLatex(given)}$ (${say(given.note, language)})` : `$${givenLatex(given)}$`)), language);
  const requiredList = joinList(problem.targets.map((target) => `$${SYMBOLS[target.symbol]!.latex}$ (${say(SYMBOLS[target.symbol]!.name, language)})`), language);
  const conditions = (problem.conditions ?? []).map((condition) => say(condition, language));
  const conditionText = conditions.length > 0 ? ` ${say(WORDS.conditions, language)}: ${joinList(conditions, language)}.` : '';
  const steps: SolutionStep[] = [{ text: `${say(WORDS.given, language)}: ${givenList}.${conditionText} ${say(WORDS.required, language)}: ${requiredList}.` }];

  const working = (symbol: string): Unit | undefined => problem.workingUnits?.[symbol];
  const conversions = problem.givens.map((given) => conversionLatex(given, working(given.symbol))).filter((latex): latex is string => latex !== null);
  const kelvin = problem.givens.some((given) => given.written?.unit?.celsius && !working(given.symbol)) ? ` ${say(WORDS.kelvin, language)}` : '';
  if (conversions.length > 0) steps.push({ text: `${say(WORDS.convert, language)}${kelvin}: ${joinList(conversions.map((latex) => `$${latex}$`), language)}` });

  const symbolLatex = (name: string): string => SYMBOLS[name]!.latex;
  const numberLatex = (name: string): string => {
    const value = values[name]!;
    const shown = latexNumber(value);
    return value < 0 ? `(${shown})` : shown;
  };
  for (const derivation of derivations) {
    const symbol = symbolLatex(derivation.symbol);
    const plain = (latex: string) => latex.replace(/\\times/g, ' ').replace(/\s+/g, ' ');
    const solvedAlready = plain(derivation.law.equation) === plain(`@${derivation.symbol} = ${derivation.rearrangement.template}`);
    const rearranged = solvedAlready ? '' : ` ${say(WORDS.so, language)} $${symbol} = ${fill(derivation.rearrangement.template, symbolLatex)}$`;
    steps.push({
      text: `${say(WORDS.use, language)} ${say(derivation.law.name, language)}: $${fill(derivation.law.equation, symbolLatex)}$${rearranged}`,
      detail: say(derivation.law.explanation, language),
    });
    const withProducts = derivation.rearrangement.template.replace(/(@[A-Za-z0-9]+|\))\s+(?=@|\()/g, '$1 \\times ');
    steps.push({ text: `${say(WORDS.substitute, language)}: $${symbol} = ${fill(withProducts, numberLatex)} = ${withUnit(latexNumber(derivation.value), unitLatexOf(derivation.symbol, working(derivation.symbol)))}$` });
  }

  const answers: string[] = [];
  const results: { values: number[]; si?: number[] }[] = [];
  for (const target of problem.targets) {
    const symbol = symbolLatex(target.symbol);
    const answer = answerIn(target, values[target.symbol]!, working(target.symbol));
    if (answer.conversion) steps.push({ text: `${say(WORDS.inUnit, language)}: $${symbol} = ${answer.conversion} = ${answer.latex}$` });
    const kelvinFirst = target.unit?.celsius && answer.conversion ? `${withUnit(latexNumber(answer.si), '\\text{K}')} = ` : '';
    answers.push(`$${symbol} = ${kelvinFirst}${answer.latex}$`);
    // The SI value too when the answer is in another unit (cm³, cmHg, °C), for a reader expecting SI.
    results.push(answer.si === answer.value ? { values: [answer.value] } : { values: [answer.value], si: [answer.si] });
  }

  const checks = derivations.map((derivation) => {
    const [left, right] = derivation.law.sides(values);
    return `$${fill(derivation.law.equation, symbolLatex)}$: ${say(WORDS.left, language)} $= ${latexNumber(left)}$، ${say(WORDS.right, language)} $= ${latexNumber(right)}$ — ${say(WORDS.agree, language)}`.replace('،', language === 'ar' ? '،' : ',');
  });

  const statementGivens = joinList(problem.givens.map((given) => `$${givenLatex(given)}$`), language);
  return {
    kind: problem.kind,
    subject: 'physics',
    title: say(problem.title, language),
    steps,
    answer: joinList(answers, language),
    check: `${say(WORDS.check, language)} ${checks.join(language === 'ar' ? '؛ ' : '; ')}`,
    statement: `${say(WORDS.read, language)}: ${statementGivens}.${conditionText} ${say(WORDS.required, language)}: ${requiredList}.`,
    result: problem.asParts ? { parts: results } : results.length === 1 ? results[0]! : { values: results.flatMap((result) => result.values) },
  };
}
