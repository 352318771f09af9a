/**
 * What a quick quiz is asked for, whichever path writes it: the LLM (llm-quiz.ts) or the offline question bank
 * (offline-quiz.ts).
 */
import type { Subject } from '../../../contract/values';
import type { TutorLanguage } from '../types';

export interface QuizRequest {
  /** The student's topic: `quizTopic(message)`, at most QUIZ_TOPIC_LENGTH characters. */
  topic: string;
  subject: Subject;
  language: TutorLanguage;
  /** How many questions the plan gets (QUIZ_QUESTIONS). */
  count: number;
}
