/**
 * Writes a quick quiz: the LLM when TUTOR_LLM_BASE_URL is set, else the offline question bank. Either way the
 * options of every question are put in an order drawn from the request (same request, same quiz), so the right
 * answer is not always where the bank or the model wrote it.
 */
import type { QuizQuestion } from '../../../contract/learning';
import type { TutorConfig } from '../../config';
import { createRandom, hashText } from './bank/random';
import { generateLlmQuiz } from './llm-quiz';
import { generateOfflineQuiz } from './offline-quiz';
import { shuffleOptions } from './shuffle-options';
import type { QuizRequest } from './types';

export type { QuizRequest } from './types';

/** Failures of the LLM path are TutorErrors; the offline path does not fail (it may return fewer questions). */
export async function generateQuiz(config: TutorConfig, request: QuizRequest, signal?: AbortSignal): Promise<QuizQuestion[]> {
  const questions = config.llm ? await generateLlmQuiz(config, request, signal) : generateOfflineQuiz(request);
  const random = createRandom(hashText(`${request.subject}\u0000${request.language}\u0000${request.topic}`));
  return questions.map((question) => shuffleOptions(question, random));
}
