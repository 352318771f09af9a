/**
 * A quiz in progress: question after question, then the score. Progress lives here (useQuizProgress) and starts
 * over when a new set of questions arrives. One polite live region, present for the whole quiz, announces each
 * checked answer and the final score to screen readers.
 */
import type { QuizQuestion } from '../../contract/learning';
import { useT, type Translate } from '../i18n';
import { useFormatNumber } from '../chat/useFormatNumber';
import { VisuallyHidden } from '../primitives/VisuallyHidden';
import { plainText } from './plainText';
import { QuizQuestionStep } from './QuizQuestionStep';
import { QuizResult } from './QuizResult';
import { quizScore, type QuizScore } from './quizScore';
import { useQuizProgress, type QuizProgress } from './useQuizProgress';

export interface QuizRunnerProps {
  /** At least one question. */
  questions: readonly QuizQuestion[];
  onNewQuiz: () => void;
  onClose: () => void;
  onAnalyzeWrong?: (question: string, wrongAnswer: string) => void;
}

function announcementOf(t: Translate, formatNumber: (value: number) => string, progress: QuizProgress, question: QuizQuestion | undefined, score: QuizScore): string {
  if (progress.finished) {
    const result = t('quiz.score', { score: formatNumber(score.correct), total: formatNumber(score.total), percent: formatNumber(score.percent) });
    return `${t('quiz.scoreTitle')}: ${result}. ${t(`quiz.band.${score.band}`)}`;
  }
  if (!progress.checked || !question) return '';
  if (progress.selected === question.correctAnswer) return t('quiz.correct');
  const answer = plainText(question.options[question.correctAnswer] ?? '');
  return `${t('quiz.wrong')}. ${t('quiz.correctAnswerIs', { answer })}`;
}

/** The questions one by one, then the final score. */
export function QuizRunner({ questions, onNewQuiz, onClose, onAnalyzeWrong }: QuizRunnerProps) {
  const t = useT();
  const formatNumber = useFormatNumber();
  const { progress, question, select, check, advance } = useQuizProgress(questions);
  const score = quizScore(progress.correctCount, questions.length);
  return (
    <>
      <VisuallyHidden role="status" data-quiz-announcement="">
        {announcementOf(t, formatNumber, progress, question, score)}
      </VisuallyHidden>
      {progress.finished || !question ? (
        <QuizResult score={score} onNewQuiz={onNewQuiz} onClose={onClose} />
      ) : (
        <QuizQuestionStep
          question={question}
          number={progress.index + 1}
          total={questions.length}
          selected={progress.selected}
          checked={progress.checked}
          onSelect={select}
          onCheck={check}
          onAdvance={advance}
          onAnalyzeWrong={onAnalyzeWrong}
        />
      )}
    </>
  );
}
