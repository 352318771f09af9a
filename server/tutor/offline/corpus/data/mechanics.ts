/**
 * Exam-style problems of the mechanics area (see ../types.ts), answers computed independently of the tutor.
 */
import type { CorpusProblem } from '../types';

export const mechanicsCorpus: readonly CorpusProblem[] = [];
