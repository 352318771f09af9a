/**
 * Offline solver for the electricity kinds of the syllabus (see kinds/README.md). Being written: recognises nothing yet.
 */
import type { Solver } from '../../solution';

export const solveElectricity: Solver = () => null;
