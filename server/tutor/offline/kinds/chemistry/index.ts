/**
 * Offline solver for the chemistry kinds of the syllabus (see kinds/README.md). Being written: recognises nothing yet.
 */
import type { Solver } from '../../solution';

export const solveChemistryKinds: Solver = () => null;
