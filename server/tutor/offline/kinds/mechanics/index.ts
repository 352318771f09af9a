/**
 * Offline solver for the mechanics kinds of the syllabus (see kinds/README.md). Being written: recognises nothing yet.
 */
import type { Solver } from '../../solution';

export const solveMechanics: Solver = () => null;
