/**
 * Picks the tutor from the configuration: the LLM (any OpenAI-compatible endpoint, with the offline solvers as
 * its tools so its arithmetic is verified) when TUTOR_LLM_BASE_URL is set, else the embedded offline tutor.
 */
import type { TutorConfig } from '../config';
import { createLlmTutor } from './llm/llm-tutor';
import { offlineSolverTools } from './offline/tools';
import { createOfflineTutor } from './offline/tutor';
import type { Tutor } from './types';

export function createTutor(config: TutorConfig, fetchImpl?: typeof fetch): Tutor {
  if (!config.llm) return createOfflineTutor();
  return createLlmTutor({
    baseURL: config.llm.baseURL,
    apiKey: config.llm.apiKey,
    model: config.llm.model,
    tools: offlineSolverTools,
    firstTokenTimeoutMs: config.firstTokenTimeoutMs,
    totalTimeoutMs: config.totalTimeoutMs,
    maxRetries: config.maxRetries,
    maxOutputTokens: config.maxOutputTokens,
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  });
}
