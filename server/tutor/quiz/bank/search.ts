/**
 * Seeded questions for a quiz topic: the subject's questions that match the topic's words come first, best match
 * first, then the subject's other questions in an order the topic chooses, so the same topic always gets the same
 * quiz and different topics get different fillers.
 */
import type { QuizQuestion } from '../../../../contract/learning';
import { subjects, type Subject } from '../../../../contract/values';
import { normalizeForSearch } from '../../offline/arabic';
import { questionBank } from './catalog';
import { KeywordIndex } from './keyword-index';
import { createRandom, hashText, shuffled } from './random';
import type { BankQuestion } from './types';

const indexBySubject = new Map(
  subjects.map((subject) => [
    subject,
    new KeywordIndex(
      questionBank[subject].map((question) => ({
        keywords: [...question.keywords.ar, ...question.keywords.en],
        texts: [question.ar.question, question.en.question],
      })),
    ),
  ]),
);

/** Every question of the subject, those matching the topic first (best first), each once. */
export function rankBankQuestions(topic: string, subject: Subject): BankQuestion[] {
  const questions = questionBank[subject];
  const scores = indexBySubject.get(subject)!.score(topic);
  const topicOrder = shuffled(
    questions.map((_, index) => index),
    createRandom(hashText(`${subject}|${normalizeForSearch(topic)}`)),
  );
  const matching = topicOrder.filter((index) => scores[index]! > 0).sort((first, second) => scores[second]! - scores[first]!);
  const others = topicOrder.filter((index) => scores[index] === 0);
  return [...matching, ...others].map((index) => questions[index]!);
}

/**
 * Up to `count` seeded questions of the subject written in `language`, the ones about the topic first and the
 * subject's other questions after them; never the same question twice.
 */
export function searchQuestionBank(topic: string, subject: Subject, language: 'ar' | 'en', count: number): QuizQuestion[] {
  if (count <= 0) return [];
  return rankBankQuestions(topic, subject)
    .slice(0, count)
    .map((question) => {
      const text = question[language];
      return { question: text.question, options: [...text.options], correctAnswer: text.correctAnswer, explanation: text.explanation };
    });
}
