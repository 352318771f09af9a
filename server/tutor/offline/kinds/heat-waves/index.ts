/**
 * Offline solver for the heat-waves kinds of the syllabus (see kinds/README.md). Being written: recognises nothing yet.
 */
import type { Solver } from '../../solution';

export const solveHeatWaves: Solver = () => null;
