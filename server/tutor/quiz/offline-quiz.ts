/**
 * A quick quiz without an LLM, from the seeded bilingual question bank: the bank's questions that match the topic
 * (best first, then others of the subject), and for maths and physics freshly generated numeric questions whose
 * answers are computed. The two kinds alternate, about half each when both exist, and whichever runs short is
 * filled from the other, so a subject with enough questions always gives exactly `count`.
 */
import type { QuizQuestion } from '../../../contract/learning';
import { generateNumericQuestions, searchQuestionBank } from './bank';
import type { QuizRequest } from './types';

export function generateOfflineQuiz({ topic, subject, language, count }: QuizRequest): QuizQuestion[] {
  const bank = distinct(searchQuestionBank(topic, subject, language, count));
  const numeric = distinct(generateNumericQuestions(topic, subject, language, count));
  const numericQuota = Math.min(numeric.length, Math.max(Math.ceil(count / 2), count - bank.length));
  const bankQuota = Math.min(bank.length, count - numericQuota);
  return distinct(alternate(bank.slice(0, bankQuota), numeric.slice(0, numericQuota))).slice(0, count);
}

/** a₀, b₀, a₁, b₁, … and then the rest of the longer list. */
function alternate<T>(first: readonly T[], second: readonly T[]): T[] {
  const mixed: T[] = [];
  for (let index = 0; index < Math.max(first.length, second.length); index += 1) {
    if (index < first.length) mixed.push(first[index] as T);
    if (index < second.length) mixed.push(second[index] as T);
  }
  return mixed;
}

/** Drops repeated questions (same text), keeping the first. */
function distinct(questions: readonly QuizQuestion[]): QuizQuestion[] {
  const seen = new Set<string>();
  return questions.filter((question) => {
    const key = question.question.trim();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
