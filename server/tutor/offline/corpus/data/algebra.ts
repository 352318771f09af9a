/**
 * Exam-style problems of the algebra area (see ../types.ts), answers computed independently of the tutor.
 */
import type { CorpusProblem } from '../types';

export const algebraCorpus: readonly CorpusProblem[] = [];
