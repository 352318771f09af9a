/**
 * Offline solver for the algebra kinds of the syllabus (see kinds/README.md). Being written: recognises nothing yet.
 */
import type { Solver } from '../../solution';

export const solveAlgebra: Solver = () => null;
