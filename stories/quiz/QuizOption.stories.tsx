/**
 * QuizOption: one answer card inside a react-aria RadioGroup (as QuizQuestionStep renders it) — idle, selected,
 * the right answer revealed (green, check mark) and a wrong pick revealed (red, cross). The text is option 2 of the
 * first story question, in the page's language.
 */
import type { ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { RadioGroup } from 'react-aria-components';
import { useLocale } from '../../ui-kit/i18n';
import { QuizOption, type QuizOptionProps } from '../../ui-kit/quiz/QuizOption';
import { plainText } from '../../ui-kit/quiz/plainText';
import { storyQuestions } from './quizFixtures';

/** The option in a radio group named by its question; `selected` checks it, `readOnly` is the checked-answer state. */
function OptionInGroup({ selected = false, readOnly = false, ...props }: QuizOptionProps & { selected?: boolean; readOnly?: boolean }): ReactNode {
  const { language } = useLocale();
  const question = storyQuestions(language)[0];
  if (!question) throw new Error('No story question');
  return (
    <RadioGroup
      aria-label={plainText(question.question)}
      value={selected ? String(props.index) : null}
      isReadOnly={readOnly}
      style={{ maxWidth: 560 }}
    >
      <QuizOption {...props} text={props.text || (question.options[props.index] ?? '')} />
    </RadioGroup>
  );
}

const meta = {
  title: 'Quiz/QuizOption',
  component: QuizOption,
  // An empty text takes the fixture's option in the page's language.
  args: { index: 1, text: '', outcome: 'pending' },
} satisfies Meta<typeof QuizOption>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = { render: (args) => <OptionInGroup {...args} /> };

export const Selected: Story = { render: (args) => <OptionInGroup {...args} selected /> };

/** After checking: the right answer, here also the student's pick. */
export const Correct: Story = { args: { outcome: 'correct' }, render: (args) => <OptionInGroup {...args} selected readOnly /> };

/** After checking: the student's wrong pick. */
export const WrongPick: Story = {
  args: { index: 0, outcome: 'wrongPick' },
  render: (args) => <OptionInGroup {...args} selected readOnly />,
};
