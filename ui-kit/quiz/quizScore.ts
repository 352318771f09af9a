/**
 * The final score of a quiz (SPEC.md §4): the percentage of right answers and its band — 80 % and above
 * excellent, 60 to under 80 very good, below 60 needs review (QUIZ_SCORE_BANDS).
 */
import { QUIZ_SCORE_BANDS } from '../../contract/constants';

export type ScoreBand = 'excellent' | 'veryGood' | 'needsReview';

export interface QuizScore {
  correct: number;
  total: number;
  /** Rounded down, so the shown number never crosses a band line the exact ratio has not reached. */
  percent: number;
  band: ScoreBand;
}

export function quizScore(correct: number, total: number): QuizScore {
  const exactPercent = total > 0 ? (correct / total) * 100 : 0;
  const band: ScoreBand =
    exactPercent >= QUIZ_SCORE_BANDS.excellent ? 'excellent' : exactPercent >= QUIZ_SCORE_BANDS.veryGood ? 'veryGood' : 'needsReview';
  return { correct, total, percent: Math.floor(exactPercent), band };
}
