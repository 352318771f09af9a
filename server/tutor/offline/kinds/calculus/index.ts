/**
 * Offline solver for the calculus kinds of the syllabus (see kinds/README.md). Being written: recognises nothing yet.
 */
import type { Solver } from '../../solution';

export const solveCalculus: Solver = () => null;
