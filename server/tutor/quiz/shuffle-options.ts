/**
 * Puts a question's options in a new order and moves `correctAnswer` with them. The order is drawn from a seeded
 * generator, so the same request gives the same quiz (reproducible, testable) while the right answer does not sit
 * where the bank or the model happened to write it.
 */
import type { QuizQuestion } from '../../../contract/learning';
import { shuffled, type Random } from './bank/random';

export function shuffleOptions(question: QuizQuestion, random: Random): QuizQuestion {
  const order = shuffled(
    question.options.map((_, index) => index),
    random,
  );
  return {
    ...question,
    options: order.map((index) => question.options[index] ?? ''),
    correctAnswer: order.indexOf(question.correctAnswer),
  };
}
