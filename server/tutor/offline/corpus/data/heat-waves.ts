/**
 * Exam-style problems of the heat-waves area (see ../types.ts), answers computed independently of the tutor.
 */
import type { CorpusProblem } from '../types';

export const heatWavesCorpus: readonly CorpusProblem[] = [];
