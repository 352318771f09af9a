/**
 * Exam-style problems of the chemistry area (see ../types.ts), answers computed independently of the tutor.
 */
import type { CorpusProblem } from '../types';

export const chemistryCorpus: readonly CorpusProblem[] = [];
