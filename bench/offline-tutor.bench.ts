/**
 * How long the embedded offline tutor takes to write a whole answer, per kind of problem: `compose()` (solve,
 * verify, format the markdown in the personality's voice) timed in-process on every problem of
 * bench/chat-offline-problems.ts, after a warm-up, free student, friendly personality, formal mode. Before timing,
 * each problem is routed the way compose() routes it, so the table says which problems a solver really
 * recognised (and as what) rather than timing a fallback answer unnoticed.
 */
import { findConcept } from '../server/tutor/offline/concepts';
import { solveMath } from '../server/tutor/offline/math';
import { solveChemistry, solvePhysics } from '../server/tutor/offline/science';
import type { Solver } from '../server/tutor/offline/solution';
import { compose } from '../server/tutor/offline/tutor';
import type { TutorRequest } from '../server/tutor/types';
import type { BenchProblem, ProblemKind, SolverName } from './chat-offline-problems';
import { nowMs, percentiles, type Percentiles } from './chat-stats';

/** Target: the full answer of every kind within 50 ms at p95. */
export const OFFLINE_TARGET_P95_MS = 50;

export interface OfflineOptions {
  /** Timed compose() calls per problem. */
  repetitions: number;
  /** Untimed calls per problem first (JIT, caches). */
  warmupRepetitions: number;
  /** A problem stops repeating once its timed calls add up to this, so one slow solver cannot blow the run's time. */
  maxMsPerProblem: number;
}

export interface OfflineKindResult {
  label: string;
  problems: number;
  /** How each problem was routed, e.g. "math:quadratic-equation", "concept:physics-ohms-law", or "not recognised". */
  routes: string[];
  /** Problems answered by the solver the kind names (the others got another solver's answer or the fallback). */
  recognised: number;
  timing: Percentiles;
  /** The problem with the highest p95, and that p95. */
  slowest: { message: string; p95: number };
}

const SOLVERS: Record<Exclude<SolverName, 'concept'>, Solver> = { math: solveMath, physics: solvePhysics, chemistry: solveChemistry };

function request(problem: BenchProblem, kind: ProblemKind): TutorRequest {
  return {
    message: problem.message,
    history: [],
    language: problem.language,
    subject: kind.subject,
    personality: 'friendly',
    tutorMode: 'formal',
    premium: false,
  };
}

/** The route compose() takes: the conversation's subject's solver first, then the others, then the notes. */
function route(problem: BenchProblem, kind: ProblemKind): string {
  const names = Object.keys(SOLVERS) as (keyof typeof SOLVERS)[];
  const order = [...names.filter((name) => name === kind.subject), ...names.filter((name) => name !== kind.subject)];
  for (const name of order) {
    const solution = SOLVERS[name](problem.message, problem.language);
    if (solution) return `${name}:${solution.kind}`;
  }
  const concept = findConcept(problem.message, problem.language, kind.subject);
  return concept ? `concept:${concept.title}` : 'not recognised';
}

/** Times compose() on one problem; the answers' total length is returned so the calls cannot be optimised away. */
function timeProblem(tutorRequest: TutorRequest, options: OfflineOptions, samples: number[]): number {
  let characters = 0;
  for (let index = 0; index < options.warmupRepetitions; index += 1) characters += compose(tutorRequest).length;
  let spent = 0;
  for (let index = 0; index < options.repetitions && spent < options.maxMsPerProblem; index += 1) {
    const started = nowMs();
    characters += compose(tutorRequest).length;
    const elapsed = nowMs() - started;
    samples.push(elapsed);
    spent += elapsed;
  }
  return characters;
}

export async function measureOfflineTutor(kinds: readonly ProblemKind[], options: OfflineOptions): Promise<OfflineKindResult[]> {
  const results: OfflineKindResult[] = [];
  let characters = 0;
  for (const kind of kinds) {
    const routes = kind.problems.map((problem) => route(problem, kind));
    const samples: number[] = [];
    let slowest = { message: '', p95: -1 };
    for (const problem of kind.problems) {
      const problemSamples: number[] = [];
      characters += timeProblem(request(problem, kind), options, problemSamples);
      samples.push(...problemSamples);
      const { p95 } = percentiles(problemSamples);
      if (p95 > slowest.p95) slowest = { message: problem.message, p95 };
      // Let timers (the run's time limit, signals) run between problems.
      await new Promise((resolve) => setImmediate(resolve));
    }
    results.push({
      label: kind.label,
      problems: kind.problems.length,
      routes,
      recognised: routes.filter((name) => name.startsWith(`${kind.solver}:`)).length,
      timing: percentiles(samples),
      slowest,
    });
  }
  if (characters === 0) throw new Error('the offline tutor wrote no answer at all');
  return results;
}
