/**
 * Exam-style problems of the calculus area (see ../types.ts), answers computed independently of the tutor.
 */
import type { CorpusProblem } from '../types';

export const calculusCorpus: readonly CorpusProblem[] = [];
