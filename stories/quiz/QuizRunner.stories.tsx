/**
 * QuizRunner: the quiz outside its modal — the five story questions starting at question 1, and a one-question quiz
 * (the long question), whose action after checking is 'see the score'. Answering moves on to the score screen.
 */
import type { ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { useLocale } from '../../ui-kit/i18n';
import { QuizRunner, type QuizRunnerProps } from '../../ui-kit/quiz/QuizRunner';
import { storyQuestions } from './quizFixtures';

/** The runner with story questions `from`… in the page's language. */
function FixtureRunner({ from = 0, ...props }: QuizRunnerProps & { from?: number }): ReactNode {
  const { language } = useLocale();
  return (
    <div style={{ maxWidth: 560 }}>
      <QuizRunner {...props} questions={storyQuestions(language).slice(from)} />
    </div>
  );
}

const meta = {
  title: 'Quiz/QuizRunner',
  component: QuizRunner,
  // Replaced in render by the fixture questions in the page's language.
  args: { questions: [], onNewQuiz: fn(), onClose: fn(), onAnalyzeWrong: fn() },
} satisfies Meta<typeof QuizRunner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstQuestion: Story = { render: (args) => <FixtureRunner {...args} /> };

/** Only the long question: question 1 of 1, so the quiz ends after it. */
export const SingleLongQuestion: Story = { render: (args) => <FixtureRunner {...args} from={4} /> };
