/**
 * Offline solver for the calculus kinds of the syllabus (see kinds/README.md): derivatives of every order
 * (explicit and implicit), tangent and normal lines, increasing / decreasing intervals, local extrema, related
 * rates, indefinite and definite integrals, areas, volumes of revolution and limits. A cheap regular expression
 * turns away other questions; each kind reads the whole question or declines, and verifies before answering.
 * A question in parts ((أ) / (ب), "ثم احسب", "and then find") shares its function between the parts.
 */
import { splitParts } from '../../guard/parts';
import type { Solution, SolutionResult, Solver, TutorLanguage } from '../../solution';
import { solveArea, solveVolume } from './areas';
import { withVariableNote } from './core';
import { askedOrder, solveDerivative } from './derivatives';
import { solveMonotonic, solveExtrema } from './extrema';
import { solveImplicit } from './implicit';
import { solveIntegralRequest } from './integrals';
import { solveLimitRequest } from './limits';
import { solveLine, solveSlope } from './lines';
import { functionDefinitions, readAskedPoint, readPrimeAt, readRelation, withoutDefinitions, type AskedPoint, type FunctionDefinition } from './read';
import { solveRelatedRate } from './rates';
import { looksLikeCalculus, prepareText, type CalculusText } from './text';

const ASKS = {
  rate: /معدل|\brate\b|how fast/,
  volume: /حجم|volume|revolv|rotat|دوران/,
  area: /مساح|\barea\b/,
  integral: /تكامل|∫|integra|antideriv|\bint(?=_|\b)/,
  limit: /(?<![\u0621-\u064A])نها(?![\u0621-\u064A])|نهايه|\blim\b|\blimits?\b/,
  line: /مماس|tangent|\bnormal\b|عمودي|slope of the curve|ميل المنحني/,
  monotonic: /تزايد|تناقص|اطراد|increas|decreas|monoton/,
  extrema: /عظم|صغر|قصو|extrem|maxim|minim|\bmax\b|\b(?:local|relative)\s+min\b/,
  derivative: /مشتق|اشتق|تفاضل|derivativ|differentiat|dy\/dx|d2y\/dx2|\bf'/,
} as const;

function asks(text: CalculusText, what: keyof typeof ASKS): boolean {
  return ASKS[what].test(`${text.words} ${text.math}`);
}

/** س or ص standing alone as a variable (٣س، س²), not inside a word. */
const arabicVariable = (letter: string): RegExp => new RegExp(`(?<![\\u0621-\\u064A])${letter}(?![\\u0621-\\u064A])`);

/** A definition of something other than y, f(x) or a value of x. */
const OTHER_DEFINITION = /(?<![a-z'])(?:[a-eg-wz]|[a-z]\s*\(\s*[a-z]\s*\)(?<!f\s*\(\s*x\s*\)))\s*=(?!=)/;

/** Verbs that ask for something: two of them in one part is a second question we would leave unanswered. */
const ASK_VERB = /\b(?:find|what|calculate|compute|evaluate|determine|show|prove)\b|(?<![\u0621-\u064A])(?:اوجد|احسب|عين|اثبت|ما|كم)(?![\u0621-\u064A])/g;

/** One question (or one part of one), with the function the earlier parts defined. */
function solveOne(text: CalculusText, context: FunctionDefinition | null, contextPoint: AskedPoint | null = null): Solution | null {
  if ((text.words.match(ASK_VERB) ?? []).length > 1) return null;
  const definitions = functionDefinitions(text.math);
  const instantaneousRate = asks(text, 'rate') && definitions.length === 1 && /with respect to|بالنسب[هة] (?:ل|الى|إلى)/.test(text.words) && !/average|متوسط/.test(text.words);
  if (asks(text, 'rate') && !asks(text, 'integral') && !instantaneousRate) return solveRelatedRate(text);
  // Another function or variable defined (g(x) = …, u = …, ع = …) belongs to a question we do not read.
  if (OTHER_DEFINITION.test(text.math)) return null;
  if (asks(text, 'volume')) return solveVolume(text, definitions, context);
  if (asks(text, 'area')) return solveArea(text, definitions, context);
  if (asks(text, 'integral')) return solveIntegralRequest(text);
  if (asks(text, 'limit')) return solveLimitRequest(text);
  const definition = definitions[0] ?? context;
  const rest = definitions.length > 0 ? withoutDefinitions(text.math, definitions) : text.math;
  if (!definition) {
    const relation = readRelation(text.math);
    return relation && (asks(text, 'derivative') || asks(text, 'line')) ? solveImplicit(text, relation) : null;
  }
  if (definitions.length > 1) return null;
  if (asks(text, 'line')) {
    const point = readAskedPoint(rest) ?? contextPoint;
    if (!point) return null;
    if (/ميل|slope/.test(text.words) && !/معادل|equation/.test(text.words)) return solveSlope(text, definition, point);
    const normal = /\bnormal\b|عمودي/.test(text.words);
    // "the tangent … and the normal" asks for two lines; "the normal to the tangent" for one.
    if (normal && /tangent|مماس/.test(text.words) && !/(?:normal|perpendicular) to the tangent|عمودي علي المماس/.test(text.words)) {
      const tangentLine = solveLine(text, definition, point, 'tangent');
      const normalLine = solveLine(text, definition, point, 'normal');
      return tangentLine && normalLine ? combine([tangentLine, normalLine], text.language) : null;
    }
    return solveLine(text, definition, point, normal ? 'normal' : 'tangent');
  }
  if (asks(text, 'monotonic')) return solveMonotonic(text, definition);
  if (asks(text, 'extrema')) return solveExtrema(text, definition);
  if (asks(text, 'derivative') || instantaneousRate) {
    const prime = readPrimeAt(rest);
    if (prime) return solveDerivative(text, definition, prime.order, prime.at);
    const point = readAskedPoint(rest);
    if (point?.y) return null;
    return solveDerivative(text, definition, askedOrder(text), point?.x ?? null);
  }
  return null;
}

const PART_LABELS = { ar: ['أ', 'ب', 'ج', 'د'], en: ['a', 'b', 'c', 'd'] } as const;

/** The parts' solutions as one, labelled (أ) (ب) / (a) (b), with one result per part. */
function combine(solutions: readonly Solution[], language: TutorLanguage): Solution | null {
  const results: SolutionResult[] = [];
  for (const solution of solutions) {
    if (!solution.result) return null;
    results.push(solution.result);
  }
  const label = (index: number): string => `**(${PART_LABELS[language][index] ?? index + 1})**`;
  return {
    kind: solutions.map((solution) => solution.kind).join('+'),
    subject: 'math',
    title: solutions.map((solution) => solution.title).join(' · '),
    steps: solutions.flatMap((solution, index) => solution.steps.map((step, stepIndex) => (stepIndex === 0 ? { ...step, text: `${label(index)} ${step.text}` } : step))),
    answer: solutions.map((solution, index) => `${label(index)} ${solution.answer}`).join('\n\n'),
    check: solutions.map((solution, index) => `${label(index)} ${solution.check ?? ''}`).join(' '),
    statement: solutions.map((solution) => solution.statement ?? '').join('\n'),
    result: { parts: results },
  };
}

function solveInParts(text: string, language: TutorLanguage): Solution | null {
  const split = splitParts(text);
  if (!split) return null;
  const whole = prepareText(text, language);
  const context = functionDefinitions(prepareText(split.stem || split.parts[0]!, language).math)[0] ?? functionDefinitions(whole.math)[0] ?? null;
  const solutions: Solution[] = [];
  // "the tangent at (2, 0), then the normal to it": a later part may use the point of an earlier one.
  // A point the whole question names once ("at the point whose x-coordinate is 1") serves every part.
  let lastPoint: AskedPoint | null = readAskedPoint(withoutDefinitions(whole.math, functionDefinitions(whole.math)));
  for (const part of split.parts) {
    const prepared = prepareText(part, language);
    const solution = solveOne(prepared, context, lastPoint);
    if (!solution) return null;
    solutions.push(solution);
    lastPoint = readAskedPoint(withoutDefinitions(prepared.math, functionDefinitions(prepared.math))) ?? lastPoint;
  }
  return combine(solutions, language);
}

/** لو_هـ / لوهـ is the logarithm to the base e: say so in the statement, which writes it as ln. */
const NATURAL_LOG_WRITTEN = /(?<![\u0621-\u064A])لو\s*_?\s*هـ?(?![\u0621-\u064A])/;

function withNaturalLogNote(solution: Solution, text: string): Solution {
  if (!NATURAL_LOG_WRITTEN.test(text.replace(/[\u064B-\u065F\u0670]/g, '')) || !/\\ln|\bln\b/.test(solution.statement ?? '')) return solution;
  return { ...solution, statement: `${solution.statement}, $\\ln = \\log_{e}$` };
}

export const solveCalculus: Solver = (text, language) => {
  try {
    if (!looksLikeCalculus(text)) return null;
    const solution = splitParts(text) ? solveInParts(text, language) : solveOne(prepareText(text, language), null);
    return solution && withVariableNote(withNaturalLogNote(solution, text), language === 'ar' ? ['س', 'ص'].filter((letter) => arabicVariable(letter).test(text)) : []);
  } catch {
    return null;
  }
};
