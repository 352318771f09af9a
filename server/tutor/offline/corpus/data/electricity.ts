/**
 * Exam-style problems of the electricity area (see ../types.ts), answers computed independently of the tutor.
 */
import type { CorpusProblem } from '../types';

export const electricityCorpus: readonly CorpusProblem[] = [];
