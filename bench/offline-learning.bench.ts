/**
 * How long the embedded learning tools take, in-process: an offline quiz (the premium count, bank search plus
 * computed numeric questions) on a topic of every subject in both languages, and an offline wrong-answer analysis
 * (solve, compare, diagnose, a verified practice question) on typical slips. Same target as the offline tutor:
 * p95 ≤ 50 ms, since both answer an HTTP request with nothing slower in front of them.
 */
import { QUIZ_QUESTIONS } from '../contract/constants';
import type { Subject } from '../contract/values';
import { analyseWrongAnswerOffline } from '../server/tutor/analysis/offline-analysis';
import { generateOfflineQuiz } from '../server/tutor/quiz/offline-quiz';
import type { TutorLanguage } from '../server/tutor/types';
import { nowMs, percentiles, type Percentiles } from './chat-stats';

export const LEARNING_TARGET_P95_MS = 50;

export interface LearningResult {
  label: string;
  cases: number;
  timing: Percentiles;
}

const QUIZ_TOPICS: readonly (readonly [Subject, string])[] = [
  ['math', 'التفاضل'],
  ['math', 'complex numbers'],
  ['physics', 'قانون أوم'],
  ['physics', 'electromagnetic induction'],
  ['chemistry', 'الاتزان الكيميائي'],
  ['chemistry', 'acids and bases'],
  ['biology', 'التنفس الخلوي'],
  ['biology', 'genetics'],
  ['history', 'حرب أكتوبر'],
  ['geography', 'نهر النيل'],
  ['arabic', 'الاستعارة المكنية'],
  ['english', 'the passive voice'],
];

const SLIPS: readonly { question: string; wrongAnswer: string; pageLanguage: TutorLanguage }[] = [
  { question: 'Solve 2x + 3 = 11', wrongAnswer: 'x = 7', pageLanguage: 'en' },
  { question: 'حل المعادلة س² - ٥س + ٦ = ٠', wrongAnswer: 'س = ٢', pageLanguage: 'ar' },
  { question: 'Differentiate sin(3x)', wrongAnswer: 'cos(3x)', pageLanguage: 'en' },
  { question: 'A current of 2 A flows through a 10 ohm resistor. Find the voltage.', wrongAnswer: '5 V', pageLanguage: 'en' },
  { question: 'احسب الكتلة المولية لـ H2SO4', wrongAnswer: '97', pageLanguage: 'ar' },
  { question: "What is Ohm's law?", wrongAnswer: 'Current is proportional to resistance', pageLanguage: 'en' },
];

function time(repetitions: number, run: () => unknown): number[] {
  for (let index = 0; index < 3; index += 1) run();
  const samples: number[] = [];
  for (let index = 0; index < repetitions; index += 1) {
    const started = nowMs();
    run();
    samples.push(nowMs() - started);
  }
  return samples;
}

export async function measureOfflineLearning(repetitions: number): Promise<LearningResult[]> {
  const quizSamples: number[] = [];
  for (const [subject, topic] of QUIZ_TOPICS) {
    for (const language of ['ar', 'en'] as const) {
      quizSamples.push(...time(repetitions, () => generateOfflineQuiz({ topic, subject, language, count: QUIZ_QUESTIONS.premium })));
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  const analysisSamples: number[] = [];
  for (const slip of SLIPS) {
    analysisSamples.push(...time(repetitions, () => analyseWrongAnswerOffline(slip)));
    await new Promise((resolve) => setImmediate(resolve));
  }
  return [
    { label: `offline quiz (${QUIZ_QUESTIONS.premium} questions)`, cases: QUIZ_TOPICS.length * 2, timing: percentiles(quizSamples) },
    { label: 'offline wrong-answer analysis', cases: SLIPS.length, timing: percentiles(analysisSamples) },
  ];
}
