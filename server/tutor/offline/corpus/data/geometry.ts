/**
 * Exam-style problems of the geometry area (see ../types.ts), answers computed independently of the tutor.
 */
import type { CorpusProblem } from '../types';

export const geometryCorpus: readonly CorpusProblem[] = [];
