/**
 * Which solver answers a question, and whether its answer may be shown. The syllabus areas (kinds/) are tried
 * first, then the first-generation solvers (math/, science/); the question's own subject goes first. An answer is
 * shown only when its reading used the whole question (guard/coverage.ts); a question in several parts is
 * answered part by part, or not at all. What was tried and rejected is returned, so a decline can say what the
 * tutor understood and what it could not use.
 */
import type { Subject } from '../../../contract/values';
import { checkCoverage } from './guard/coverage';
import { foreignIntents, readsByShape } from './guard/intent';
import { splitParts } from './guard/parts';
import { KIND_AREAS } from './kinds';
import { resultOf } from './result';
import { solveMath } from './math';
import { solveChemistry, solvePhysics } from './science';
import type { Solution, SolutionResult, Solver, TutorLanguage } from './solution';

type SolvableSubject = 'math' | 'physics' | 'chemistry';

interface Candidate {
  subject: SolvableSubject;
  solve: Solver;
  /** A first-generation solver: recognises problems by their shape, so the question's intent is checked too. */
  legacy?: boolean;
}

const LEGACY: readonly Candidate[] = [
  { subject: 'math', solve: solveMath, legacy: true },
  { subject: 'physics', solve: solvePhysics, legacy: true },
  { subject: 'chemistry', solve: solveChemistry, legacy: true },
];

/**
 * An older solver's solution with what it read and its checkable result: the physics and mole solvers open with
 * "Given: …; Required: …" (that line is what they read); the result is their answer line read back.
 */
function withReading(solution: Solution): Solution {
  const first = solution.steps[0]?.text ?? '';
  const statement = solution.statement ?? (/^(?:Given|المعطيات)\b/.test(first) ? first : undefined);
  const result = resultOf(solution) ?? undefined;
  return { ...solution, ...(statement ? { statement } : {}), ...(result ? { result } : {}) };
}

const CANDIDATES: readonly Candidate[] = [...KIND_AREAS.map((area) => ({ subject: area.subject, solve: area.solve })), ...LEGACY];

/** A solution the guard refused, with what its reading left out. */
export interface Rejection {
  solution: Solution;
  missing: string[];
}

export interface Attempt {
  solution: Solution | null;
  rejected: Rejection[];
}

function ordered(subject: Subject | null): Candidate[] {
  if (subject !== 'math' && subject !== 'physics' && subject !== 'chemistry') return [...CANDIDATES];
  return [...CANDIDATES.filter((candidate) => candidate.subject === subject), ...CANDIDATES.filter((candidate) => candidate.subject !== subject)];
}

function attempt(text: string, coverageText: string, language: TutorLanguage, subject: Subject | null, rejected: Rejection[]): Solution | null {
  for (const candidate of ordered(subject)) {
    let solution: Solution | null;
    try {
      solution = candidate.solve(text, language);
    } catch {
      solution = null;
    }
    if (!solution) continue;
    if (candidate.legacy) solution = withReading(solution);
    const missing = [...checkCoverage(coverageText, solution).missing, ...(candidate.legacy || readsByShape(solution) ? foreignIntents(coverageText, solution) : [])];
    if (missing.length === 0) return solution;
    rejected.push({ solution, missing });
  }
  return null;
}

const PART_LABELS = { ar: ['أ', 'ب', 'ج', 'د', 'هـ', 'و'], en: ['a', 'b', 'c', 'd', 'e', 'f'] } as const;

/** One solution from the solutions of each part, labelled (أ) (ب) … / (a) (b) …. */
function combineParts(solutions: readonly Solution[], language: TutorLanguage): Solution {
  const label = (index: number): string => `**(${PART_LABELS[language][index] ?? index + 1})**`;
  const results: SolutionResult[] = [];
  for (const solution of solutions) if (solution.result) results.push(solution.result);
  return {
    kind: 'multi-part',
    subject: solutions[0]!.subject,
    title: solutions.map((solution) => solution.title).filter((title, index, all) => all.indexOf(title) === index).join(' · '),
    steps: solutions.flatMap((solution, index) => solution.steps.map((step, stepIndex) => (stepIndex === 0 ? { ...step, text: `${label(index)} ${step.text}` } : step))),
    answer: solutions.map((solution, index) => `${label(index)} ${solution.answer}`).join('\n\n'),
    check: solutions.map((solution, index) => (solution.check ? `${label(index)} ${solution.check}` : '')).filter(Boolean).join(' ') || undefined,
    statement: solutions.map((solution) => solution.statement ?? '').join('\n'),
    ...(results.length === solutions.length ? { result: { parts: results } } : {}),
  };
}

function solveInParts(stem: string, parts: readonly string[], language: TutorLanguage, subject: Subject | null, rejected: Rejection[]): Solution | null {
  const solutions: Solution[] = [];
  for (const part of parts) {
    const solution = attempt(stem ? `${stem}\n${part}` : part, part, language, subject, rejected);
    if (!solution) return null;
    solutions.push(solution);
  }
  // The givens of the stem must each be used by some part.
  const stemMissing = stem ? checkCoverage(stem, combineParts(solutions, language)).missing : [];
  if (stemMissing.length > 0) {
    rejected.push({ solution: combineParts(solutions, language), missing: stemMissing });
    return null;
  }
  return combineParts(solutions, language);
}

/** Unicode subscript digits (N₂, H₂SO₄, x₁) as plain digits: every reader and the guard count digits. */
const SUBSCRIPT_DIGITS = /[₀-₉]/g;

/** Calculator notation 3e8, 1.6e-19 as the school's 3 × 10^8 (never 2e^x, 3ex or a word). */
const E_NOTATION = /(?<![\w.])(\d+(?:\.\d+)?)e([+-]?\d{1,3})(?![\w.^])/gi;

/**
 * The student's own attempt after the question ("طلعتلي ٤ و -٢ بس مش متأكد", "I got 4, is that right?"): not part
 * of the problem, so it is set aside before reading (its numbers are not givens).
 */
const OWN_ATTEMPT = /[\s،,.؟?]+(?:(?:و|بس|انا|أنا)\s*)?(?:طلعتلي|طلعت لي|طلع لي|طلعلي|طلع معايا|طلعت معايا|جبت|جاتلي|(?:and\s+|but\s+)?i\s+got|my answer (?:is|was))(?![\u0621-\u064A\w])[\s\S]*$/iu;

/** The question as the readers take it: digits and notation made plain, the student's own attempt set aside. */
function prepareQuestion(question: string): string {
  return question
    .replace(SUBSCRIPT_DIGITS, (digit) => String(digit.charCodeAt(0) - 0x2080))
    .replace(E_NOTATION, '$1 × 10^$2')
    .replace(OWN_ATTEMPT, '');
}

/**
 * A message longer than this is a conversation, not one problem (the longest corpus problem is under 350
 * characters); it is not run through every solver's patterns (a message may be 8,000 characters).
 */
const MAX_QUESTION_LENGTH = 1_200;

/** The verified solution of a question, or null with the readings that were refused. */
export function solveQuestion(question: string, language: TutorLanguage, subject: Subject | null): Attempt {
  const rejected: Rejection[] = [];
  if (question.length > MAX_QUESTION_LENGTH) return { solution: null, rejected };
  const text = prepareQuestion(question);
  const split = splitParts(text);
  if (split) {
    const whole = attempt(text, text, language, subject, rejected);
    if (whole?.result && 'parts' in whole.result && whole.result.parts.length >= split.parts.length) return { solution: whole, rejected };
    const solution = solveInParts(split.stem, split.parts, language, subject, rejected);
    return { solution, rejected };
  }
  return { solution: attempt(text, text, language, subject, rejected), rejected };
}
