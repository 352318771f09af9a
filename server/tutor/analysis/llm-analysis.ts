/**
 * The wrong-answer analysis written by the LLM as structured output: four non-empty fields (generateStructured asks
 * again for anything else, then fails as tutor:malformed). An answer that repeats a passage of the instructions is
 * refused the same way, so the system prompt never reaches the student.
 */
import { z } from 'zod';
import type { WrongAnswerAnalysis } from '../../../contract/learning';
import type { TutorConfig } from '../../config';
import { TutorError } from '../errors';
import { generateStructured } from '../llm/structured';
import { buildAnalysisPrompt, type AnalysisPromptInput } from './analysis-prompt';

/** Longest field accepted from the model (characters). */
const FIELD_MAX = 6_000;

const field = z.string().trim().min(1).max(FIELD_MAX);

const ModelAnalysisSchema = z.object({ whatIsWrong: field, misconception: field, correctMethod: field, practiceQuestion: field });

/** Length of the instruction passages looked for in the answer. */
const LEAK_WINDOW = 48;

/** Does any field repeat a passage of the instructions word for word? */
export function repeatsInstructions(analysis: WrongAnswerAnalysis, system: string): boolean {
  const text = Object.values(analysis).join('\n');
  for (const line of system.split('\n')) {
    for (let start = 0; start + LEAK_WINDOW <= line.length; start += LEAK_WINDOW / 2) {
      if (text.includes(line.slice(start, start + LEAK_WINDOW))) return true;
    }
  }
  return false;
}

export async function analyseWrongAnswerWithLlm(config: TutorConfig, input: AnalysisPromptInput, signal?: AbortSignal): Promise<WrongAnswerAnalysis> {
  const { system, prompt } = buildAnalysisPrompt(input);
  const analysis = await generateStructured({ config, schema: ModelAnalysisSchema, system, prompt, signal, name: 'wrong_answer_analysis' });
  if (repeatsInstructions(analysis, system)) throw new TutorError('tutor:malformed', { cause: new Error('The analysis repeats the instructions') });
  return analysis;
}
