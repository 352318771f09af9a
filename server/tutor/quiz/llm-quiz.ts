/**
 * A quick quiz written by the LLM as structured output: the answer must hold at least `count` questions that the
 * contract's QuizQuestionSchema accepts, each with four different options; anything else is asked for again
 * (generateStructured), then fails as tutor:malformed. Extra questions are dropped.
 */
import { z } from 'zod';
import { QuizQuestionSchema, type QuizQuestion } from '../../../contract/learning';
import type { TutorConfig } from '../../config';
import { generateStructured } from '../llm/structured';
import { buildQuizPrompt } from './quiz-prompt';
import type { QuizRequest } from './types';

const OPTIONS_PER_QUESTION = 4;

const ModelQuestionSchema = QuizQuestionSchema.refine(
  (question) => question.options.length === OPTIONS_PER_QUESTION && new Set(question.options).size === OPTIONS_PER_QUESTION,
  { message: `Exactly ${OPTIONS_PER_QUESTION} different options`, path: ['options'] },
);

function quizAnswerSchema(count: number) {
  return z.object({ questions: z.array(ModelQuestionSchema).min(count) });
}

export async function generateLlmQuiz(config: TutorConfig, request: QuizRequest, signal?: AbortSignal): Promise<QuizQuestion[]> {
  const { system, prompt } = buildQuizPrompt(request);
  const answer = await generateStructured({ config, schema: quizAnswerSchema(request.count), system, prompt, signal, name: 'quiz' });
  return answer.questions.slice(0, request.count);
}
