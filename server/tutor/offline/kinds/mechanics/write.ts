/**
 * Writes a solved mechanics problem: the givens as the student wrote them (the statement the reading guard
 * checks), conversions to SI, one step per law with its substitution, the answer in the asked unit, the check,
 * and the machine-checkable result (values, or parts for a question in several parts).
 */
import { m, say } from '../../math/language';
import { latexNumber } from '../../science/shared/format';
import type { Solution, SolutionResult, SolutionStep, TutorLanguage } from '../../solution';
import { SI_UNIT, siLatex, type Dimension } from '../../science/physics/units';
import type { Problem, Quantity } from './read';
import { answersEveryAskedUnit } from './units';

export interface Role {
  quantity: Quantity;
  /** LaTeX symbol, e.g. v_0, m_1, \mu. */
  symbol: string;
}

export interface Answer {
  /** LaTeX symbol of the asked quantity. */
  symbol: string;
  /** The value in the unit it is given in (`unit`). */
  value: number;
  /** LaTeX unit ('' for a pure number). */
  unit: string;
  /** Which part of the question it answers (0 when the question has one part). */
  part?: number;
}

export interface Draft {
  kind: string;
  title: { en: string; ar: string };
  roles: Role[];
  steps: SolutionStep[];
  answers: Answer[];
  check: { en: string; ar: string };
}

export const num = (value: number): string => latexNumber(value);

export function withUnit(value: string, unit: string): string {
  if (!unit) return value;
  return unit.startsWith('^') || unit === '\\%' ? `${value}${unit}` : `${value}\\ ${unit}`;
}

/** "v_0 = 72\ \text{km/h}" as written. */
function writtenLatex(role: Role): string {
  return `${role.symbol} = ${withUnit(role.quantity.raw, role.quantity.unit)}`;
}

function constants(problem: Problem): string[] {
  const rows: string[] = [];
  if (problem.g) rows.push(`g = ${withUnit(problem.g.raw, problem.g.unit || '\\text{m/s}^{2}')}`);
  if (problem.bigG) rows.push(`G = ${withUnit(problem.bigG.raw, problem.bigG.unit)}`);
  if (problem.atmospheric) rows.push(`P_a = ${withUnit(problem.atmospheric.raw, problem.atmospheric.unit)}`);
  for (const entry of problem.trig) rows.push(`\\${entry.fn} ${entry.rawAngle}^\\circ = ${entry.rawValue}`);
  if (problem.horsepower) rows.push(`1\\ \\text{hp} = ${withUnit(problem.horsepower.raw, '\\text{W}')}`);
  return rows;
}

/** The givens line: every number of the question with its role. */
function givensLine(problem: Problem, roles: readonly Role[]): string {
  const sorted = [...roles].sort((a, b) => a.quantity.start - b.quantity.start);
  const rows = [...new Set(sorted.map((role) => writtenLatex(role)))];
  return [...rows, ...constants(problem)].map(m).join(problem.language === 'ar' ? '، ' : ', ');
}

/** "72 km/h = 20 m/s" for each given not already in SI. */
export function conversions(roles: readonly Role[]): SolutionStep[] {
  const lines: SolutionStep[] = [];
  for (const role of roles) {
    const dimension = role.quantity.dimension;
    const target = dimension in SI_UNIT ? siLatex(dimension as Dimension) : '';
    if (!role.quantity.unit || role.quantity.unit === target || role.quantity.unit === '^\\circ') continue;
    lines.push({ text: m(`${role.symbol} = ${withUnit(role.quantity.raw, role.quantity.unit)} = ${withUnit(num(role.quantity.si), target)}`) });
  }
  return lines;
}

/** A law step: its name, the formula, the substitution and the value. */
export function lawStep(language: TutorLanguage, name: { en: string; ar: string }, formula: string, substitution: string, value: string, detail?: { en: string; ar: string }): SolutionStep {
  const text = `${say(language, name.en, name.ar)}: ${m(`${formula} = ${substitution} = ${value}`)}`;
  return detail ? { text, detail: say(language, detail.en, detail.ar) } : { text };
}

function answerLatex(answer: Answer): string {
  return `${answer.symbol} = ${withUnit(num(answer.value), answer.unit)}`;
}

const clean = (value: number): number => Number(value.toPrecision(12));

function resultOf(problem: Problem, answers: readonly Answer[]): SolutionResult {
  const partCount = Math.max(...answers.map((answer) => answer.part ?? 0)) + 1;
  if (partCount <= 1) return { values: answers.map((answer) => clean(answer.value)) };
  const parts: SolutionResult[] = [];
  for (let part = 0; part < partCount; part += 1) parts.push({ values: answers.filter((answer) => (answer.part ?? 0) === part).map((answer) => clean(answer.value)) });
  return { parts };
}

export function finish(problem: Problem, draft: Draft): Solution | null {
  const { language } = problem;
  if (draft.answers.length === 0 || draft.answers.some((answer) => !Number.isFinite(answer.value))) return null;
  // One quantity asked in two units ("بالوات وبالحصان") is answered in both or not at all.
  if (!answersEveryAskedUnit(problem, draft.answers.map((answer) => answer.unit))) return null;
  const required = draft.answers.map((answer) => m(answer.symbol)).join(say(language, ', ', '، '));
  const givens = givensLine(problem, draft.roles);
  const statement = `${say(language, 'Given', 'المعطيات')}: ${givens}. ${say(language, 'Required', 'المطلوب')}: ${required}.`;
  const steps: SolutionStep[] = [{ text: statement }, ...draft.steps];
  const answer = draft.answers.map((entry) => m(answerLatex(entry))).join(say(language, ', ', '، '));
  return {
    kind: draft.kind,
    subject: 'physics',
    title: say(language, draft.title.en, draft.title.ar),
    steps,
    answer,
    check: say(language, draft.check.en, draft.check.ar),
    statement,
    result: resultOf(problem, draft.answers),
  };
}

/** True when two computations of one value agree (relative 1e-9). */
export function agrees(a: number, b: number): boolean {
  return Number.isFinite(a) && Number.isFinite(b) && Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
}
