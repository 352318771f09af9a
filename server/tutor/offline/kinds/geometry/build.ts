/**
 * The Solution object of this area: every solver fills the same fields (subject math), written in the student's
 * language; `statement` repeats each given exactly as the student wrote it.
 */
import type { Solution, SolutionResult, SolutionStep, TutorLanguage } from '../../solution';

export interface Draft {
  kind: string;
  title: [en: string, ar: string];
  statement: string;
  steps: SolutionStep[];
  answer: string;
  check: string;
  result: SolutionResult;
}

export function finish(draft: Draft, language: TutorLanguage): Solution {
  return {
    kind: draft.kind,
    subject: 'math',
    title: language === 'ar' ? draft.title[1] : draft.title[0],
    steps: draft.steps,
    answer: draft.answer,
    check: draft.check,
    statement: draft.statement,
    result: draft.result,
  };
}

/** A step with its "why". */
export const step = (text: string, detail?: string): SolutionStep => (detail ? { text, detail } : { text });
