/**
 * QuizAnswerFeedback: the panel under a checked question — a right answer (verdict and explanation), a wrong pick
 * (verdict, the right answer rendered as maths, the explanation), and the long question's long explanation.
 */
import type { ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocale } from '../../ui-kit/i18n';
import { QuizAnswerFeedback, type QuizAnswerFeedbackProps } from '../../ui-kit/quiz/QuizAnswerFeedback';
import { storyQuestions } from './quizFixtures';

/** The feedback for story question `questionIndex` in the page's language (empty texts take the fixture's). */
function FixtureFeedback({ questionIndex = 0, ...props }: QuizAnswerFeedbackProps & { questionIndex?: number }): ReactNode {
  const { language } = useLocale();
  const question = storyQuestions(language)[questionIndex];
  if (!question) throw new Error(`No story question ${questionIndex}`);
  return (
    <div style={{ maxWidth: 560 }}>
      <QuizAnswerFeedback
        {...props}
        correctAnswer={props.correctAnswer || (question.options[question.correctAnswer] ?? '')}
        explanation={props.explanation || question.explanation}
      />
    </div>
  );
}

const meta = {
  title: 'Quiz/QuizAnswerFeedback',
  component: QuizAnswerFeedback,
  args: { isCorrect: true, correctAnswer: '', explanation: '' },
} satisfies Meta<typeof QuizAnswerFeedback>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Correct: Story = { render: (args) => <FixtureFeedback {...args} /> };

/** A wrong pick: the right answer ($x = 2$ أو $x = 3$) is shown, then the explanation. */
export const Wrong: Story = { args: { isCorrect: false }, render: (args) => <FixtureFeedback {...args} /> };

/** The long question: a long right answer line and explanation wrap. */
export const WrongLongExplanation: Story = {
  args: { isCorrect: false },
  render: (args) => <FixtureFeedback {...args} questionIndex={4} />,
};
