/**
 * Offline solver for the discrete kinds of the syllabus (see kinds/README.md). Being written: recognises nothing yet.
 */
import type { Solver } from '../../solution';

export const solveDiscrete: Solver = () => null;
