/**
 * QuizQuestionStep: question 1 of 5 unanswered (Check disabled), with an option chosen, and checked — a right
 * answer and a wrong pick (with 'analyse my wrong answer'). The question is the first story question in the page's
 * language; the step is controlled, so these are its states as QuizRunner drives them.
 */
import type { ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { useLocale } from '../../ui-kit/i18n';
import { QuizQuestionStep, type QuizQuestionStepProps } from '../../ui-kit/quiz/QuizQuestionStep';
import { storyQuestions } from './quizFixtures';

/** The step showing the first story question in the page's language. */
function FirstQuestionStep(props: QuizQuestionStepProps): ReactNode {
  const { language } = useLocale();
  const questions = storyQuestions(language);
  const question = questions[0];
  if (!question) throw new Error('No story question');
  return (
    <div style={{ maxWidth: 560 }}>
      <QuizQuestionStep {...props} question={question} total={questions.length} />
    </div>
  );
}

const meta = {
  title: 'Quiz/QuizQuestionStep',
  component: QuizQuestionStep,
  args: {
    // Replaced in render by the fixture question in the page's language.
    question: { question: '', options: [], correctAnswer: 0, explanation: '' },
    number: 1,
    total: 5,
    selected: null,
    checked: false,
    onSelect: fn(),
    onCheck: fn(),
    onAdvance: fn(),
    onAnalyzeWrong: fn(),
  },
  render: (args) => <FirstQuestionStep {...args} />,
} satisfies Meta<typeof QuizQuestionStep>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unanswered: Story = {};

export const OptionSelected: Story = { args: { selected: 1 } };

export const RightAnswerChecked: Story = { args: { selected: 1, checked: true } };

export const WrongPickChecked: Story = { args: { selected: 0, checked: true } };
