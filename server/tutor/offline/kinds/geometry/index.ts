/**
 * Offline solver for the geometry kinds of the syllabus (see kinds/README.md). Being written: recognises nothing yet.
 */
import type { Solver } from '../../solution';

export const solveGeometry: Solver = () => null;
