/**
 * What a checked answer says, under the options: right or wrong (icon and words, not colour alone), the right
 * answer after a wrong pick, and the question's explanation. Maths in the answer and the explanation is rendered.
 */
import { CircleCheck, CircleX } from 'lucide-react';
import { useT } from '../i18n';
import { MarkdownContent } from '../chat/conversation/MarkdownContent';
import { styled } from '../theme/stitches.config';

const Panel = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  padding: '$3 $4',
  borderRadius: '$md',
  borderInlineStart: '4px solid',
  color: '$text',
  textAlign: 'start',
  variants: {
    verdict: {
      correct: { backgroundColor: '$successSoft', borderColor: '$success' },
      wrong: { backgroundColor: '$dangerSoft', borderColor: '$danger' },
    },
  },
});

const Verdict = styled('p', {
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  margin: 0,
  fontWeight: '$bold',
  '& svg': { size: '20px', flexShrink: 0 },
  variants: {
    verdict: {
      correct: { '& svg': { color: '$success' } },
      wrong: { '& svg': { color: '$danger' } },
    },
  },
});

const AnswerLine = styled('div', { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: '$1', fontWeight: '$medium' });

const ExplanationLabel = styled('p', { margin: 0, fontSize: '$2', fontWeight: '$bold', color: '$textMuted' });

/** Splits a translated template around its `{answer}` placeholder, so the answer can be rendered as maths. */
const ANSWER_SLOT = '\u0000';

export interface QuizAnswerFeedbackProps {
  isCorrect: boolean;
  /** The right option's text (markdown), shown after a wrong pick. */
  correctAnswer: string;
  /** Why the right answer is right (markdown); nothing is shown when empty. */
  explanation: string;
}

/** The verdict, the right answer and the explanation of a checked question. */
export function QuizAnswerFeedback({ isCorrect, correctAnswer, explanation }: QuizAnswerFeedbackProps) {
  const t = useT();
  const verdict = isCorrect ? 'correct' : 'wrong';
  const [beforeAnswer = '', afterAnswer = ''] = t('quiz.correctAnswerIs', { answer: ANSWER_SLOT }).split(ANSWER_SLOT);
  const hasExplanation = explanation.trim().length > 0;
  return (
    <Panel verdict={verdict} data-verdict={verdict}>
      <Verdict verdict={verdict}>
        {isCorrect ? <CircleCheck aria-hidden="true" /> : <CircleX aria-hidden="true" />}
        {t(isCorrect ? 'quiz.correct' : 'quiz.wrong')}
      </Verdict>
      {isCorrect ? null : (
        <AnswerLine data-correct-answer="">
          {beforeAnswer ? <span>{beforeAnswer}</span> : null}
          <div dir="auto">
            <MarkdownContent content={correctAnswer} />
          </div>
          {afterAnswer ? <span>{afterAnswer}</span> : null}
        </AnswerLine>
      )}
      {hasExplanation ? (
        <>
          <ExplanationLabel>{t('quiz.explanation')}</ExplanationLabel>
          <div dir="auto" data-explanation="">
            <MarkdownContent content={explanation} />
          </div>
        </>
      ) : null}
    </Panel>
  );
}
