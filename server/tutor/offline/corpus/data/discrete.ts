/**
 * Exam-style problems of the discrete area (see ../types.ts), answers computed independently of the tutor.
 */
import type { CorpusProblem } from '../types';

export const discreteCorpus: readonly CorpusProblem[] = [];
