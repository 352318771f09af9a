/**
 * The syllabus kinds of the offline tutor, one solver per area, each in its own folder. They are tried before the
 * first-generation solvers (math/, science/), which remain for what they already do well; every candidate answer
 * must pass the reading guard (guard/coverage.ts) before it is shown.
 */
import type { Solver } from '../solution';
import { solveAlgebra } from './algebra';
import { solveCalculus } from './calculus';
import { solveChemistryKinds } from './chemistry';
import { solveDiscrete } from './discrete';
import { solveElectricity } from './electricity';
import { solveGeometry } from './geometry';
import { solveHeatWaves } from './heat-waves';
import { solveMechanics } from './mechanics';

export interface KindArea {
  name: string;
  subject: 'math' | 'physics' | 'chemistry';
  solve: Solver;
}

export const KIND_AREAS: readonly KindArea[] = [
  { name: 'algebra', subject: 'math', solve: solveAlgebra },
  { name: 'discrete', subject: 'math', solve: solveDiscrete },
  { name: 'calculus', subject: 'math', solve: solveCalculus },
  { name: 'geometry', subject: 'math', solve: solveGeometry },
  { name: 'mechanics', subject: 'physics', solve: solveMechanics },
  { name: 'electricity', subject: 'physics', solve: solveElectricity },
  { name: 'heat-waves', subject: 'physics', solve: solveHeatWaves },
  { name: 'chemistry', subject: 'chemistry', solve: solveChemistryKinds },
];
