/**
 * Offline solver for the algebra kinds of the syllabus (see kinds/README.md): linear, quadratic and rational
 * equations and inequalities, absolute value, exponential and logarithmic equations, systems of 2 and 3 linear
 * equations. A cheap gate first (a relation sign and a variable, nothing of another area), then the relations are
 * read completely and handed to the kind that fits; every answer is verified by substitution before it is shown.
 */
import type { Solution, Solver, TutorLanguage } from '../../solution';
import { solveAbsoluteEquation } from './absolute';
import { solveRationalEquation } from './equation';
import { solveExponentialEquation } from './exponential';
import { contains, hasVariable, latex, variablesOf, type Node } from './expr';
import { m, say, type Outcome } from './format';
import { solveInequality } from './inequality';
import { solveLogEquation } from './logarithm';
import { looksAlgebraic, readQuestion, type ReadQuestion, type ReadRelation } from './read';
import { solveLinearSystem } from './system';

const MAX_LENGTH = 400;

/** The question restricts the answer to the real numbers ("in R", "في ح", "real roots"). */
const REALS = /ℝ|\bR\b|\breal|(?<![\u0621-\u064A])ح(?![\u0621-\u064A])|حقيقي/i;

/** Other areas' words and symbols: trigonometry, calculus, complex numbers, sequences, counting, radicals. */
const FOREIGN =
  /\b(?:sin|cos|tan|cot|sec|csc|lim|limit|integra\w*|deriv\w*|differentia\w*|complex|sequence|series|matri\w*|vector|probab\w*|mean|median)\b|[∫√∛!∑∏∈]|d\s*[xy]\s*\/\s*d|(?<![\u0621-\u064A])(?:جا|جتا|ظا|ظتا|قا|قتا|نها|ت|ل|ق)(?![\u0621-\u064A])|تكامل|مشتق|اشتق|مركب|متتابع|متسلسل|مصفوف|متجه|احتمال|[\d٠-٩)](?![سصعه])[\u0621-\u064A]/;

/** Questions about something else that merely contain an equation: lines, angles, monotony, extrema, f(x) = …, the sum or nature of the roots, factorising. */
const OTHER_INTENT =
  /angle|\blines?\b|parallel|perpendicular|slope|distance|midpoint|circle|tangent|normal|increas|decreas|extrem|maxim|minim|\barea\b|volume|speed|velocity|function|زاوي|مستقيم|متوازي|عمودي|ميل|البعد|منتصف|دائر|مماس|تزايد|تناقص|اطراد|عظمى|صغرى|مساح|حجم|سرع[ةه]|الدال[ةه]|\bsum\b|\bproduct\b|nature|discriminant|simplif|factori[sz]|expand|مجموع(?![ةه])|حاصل\s*ضرب|نوع\s*(?:ال)?جذر|المميز|(?<![\u0621-\u064A])(?:حلل|فك|بسط|اختصر)(?![\u0621-\u064A])|(?<![\u0621-\u064A])(?!لو|لط|لن)[\u0621-\u064A]{1,2}\s*\(\s*[سصع]\s*\)/i;

const relationLatex = (relation: ReadRelation): string =>
  relation.sides.map((side, index) => (index === 0 ? latex(side) : `${{ '=': '=', '<': '<', '>': '>', '<=': '\\le', '>=': '\\ge' }[relation.relations[index - 1]!]} ${latex(side)}`)).join(' ');

const hasExponentVariable = (node: Node): boolean => contains(node, (n) => n.kind === 'pow' && hasVariable(n.exponent));
const hasLog = (node: Node): boolean => contains(node, (n) => n.kind === 'log');
const hasAbs = (node: Node): boolean => contains(node, (n) => n.kind === 'abs');

function solveOne(relation: ReadRelation, variable: string, language: TutorLanguage, realsStated: boolean): Outcome | null {
  const sides = relation.sides;
  const any = (test: (node: Node) => boolean): boolean => sides.some(test);
  if (relation.relations.length !== 1 || relation.relations[0] !== '=') {
    if (any(hasLog) || any(hasExponentVariable)) return null;
    return solveInequality(relation, variable, language);
  }
  const [left, right] = sides as [Node, Node];
  if (any(hasLog)) return any(hasAbs) ? null : solveLogEquation(left, right, variable, language);
  if (any(hasExponentVariable)) return any(hasAbs) ? null : solveExponentialEquation(left, right, variable, language);
  if (any(hasAbs)) return solveAbsoluteEquation(left, right, variable, language);
  return solveRationalEquation(left, right, variable, language, realsStated);
}

function outcomeFor(read: ReadQuestion, language: TutorLanguage, realsStated: boolean): { outcome: Outcome; statement: string } | null {
  const variables = [...new Set(read.relations.flatMap((relation) => relation.sides.flatMap(variablesOf)))].sort();
  const verb = say(language, 'Solve', 'حل');
  if (read.relations.length === 1) {
    if (variables.length !== 1) return null;
    const outcome = solveOne(read.relations[0]!, variables[0]!, language, realsStated);
    return outcome && { outcome, statement: `${verb} ${m(relationLatex(read.relations[0]!))}` };
  }
  const equations = read.relations;
  if (equations.length > 3 || variables.length !== equations.length || equations.some((r) => r.relations.length !== 1 || r.relations[0] !== '=')) return null;
  const outcome = solveLinearSystem(
    equations.map((r) => [r.sides[0]!, r.sides[1]!] as [Node, Node]),
    variables,
    language,
  );
  return outcome && { outcome, statement: `${verb}: ${equations.map((r) => m(relationLatex(r))).join(say(language, ', ', '، '))}` };
}

export const solveAlgebra: Solver = (text, language) => {
  try {
    if (text.length > MAX_LENGTH || !looksAlgebraic(text) || FOREIGN.test(text.toLowerCase()) || OTHER_INTENT.test(text)) return null;
    const read = readQuestion(text);
    if (!read) return null;
    const found = outcomeFor(read, language, REALS.test(text));
    if (!found) return null;
    const { outcome, statement } = found;
    const note = read.arabicVariables.length === 0 ? '' : say(language, ` (we write ${read.arabicVariables.map((v) => `${v.arabic} = ${m(v.latin)}`).join(', ')})`, ` (نكتب ${read.arabicVariables.map((v) => `${v.arabic} = ${m(v.latin)}`).join('، ')})`);
    const [first, ...rest] = outcome.steps;
    const steps = first ? [{ ...first, text: `${first.text}${note}` }, ...rest] : [];
    const solution: Solution = { kind: outcome.kind, subject: 'math', title: outcome.title, steps, answer: outcome.answer, check: outcome.check, statement, result: outcome.result };
    return solution;
  } catch {
    return null;
  }
};
