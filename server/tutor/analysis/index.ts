/**
 * Wrong-answer analysis (SPEC.md §5, §7): the LLM when TUTOR_LLM_BASE_URL is set, given the offline solver's
 * verified solution as its reference when there is one; else the offline analysis. The language is the student's
 * (from the text), the page's when the text is only maths.
 */
import type { WrongAnswerAnalysis } from '../../../contract/learning';
import type { Subject } from '../../../contract/values';
import type { TutorConfig } from '../../config';
import type { TutorLanguage } from '../types';
import { analyseWrongAnswerWithLlm } from './llm-analysis';
import { analyseWrongAnswerOffline, analysisLanguage, solveQuestion } from './offline-analysis';

export interface WrongAnswerRequest {
  question: string;
  wrongAnswer: string;
  subject?: Subject;
  pageLanguage: TutorLanguage;
}

/** Failures of the LLM path are TutorErrors; the offline path does not fail. */
export async function analyseWrongAnswer(config: TutorConfig, request: WrongAnswerRequest, signal?: AbortSignal): Promise<WrongAnswerAnalysis> {
  if (!config.llm) return analyseWrongAnswerOffline(request);
  const language = analysisLanguage(request.question, request.wrongAnswer, request.pageLanguage);
  return analyseWrongAnswerWithLlm(
    config,
    {
      question: request.question,
      wrongAnswer: request.wrongAnswer,
      language,
      ...(request.subject ? { subject: request.subject } : {}),
      reference: solveQuestion(request.question, language, request.subject),
    },
    signal,
  );
}
