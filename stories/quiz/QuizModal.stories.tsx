/**
 * QuizModal in every state of SPEC.md §4: loading, error with retry, no questions, a question with selection,
 * a revealed right answer, a revealed wrong pick (red, the right one green, the explanation, the analysis action),
 * a long question, the three score bands reached by answering (mouse and keyboard), and a new quiz starting over.
 */
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { QuizQuestion } from '../../contract/learning';
import { useLocale } from '../../ui-kit/i18n';
import { QuizModal, type QuizModalProps } from '../../ui-kit/quiz';
import {
  answerWithMouse,
  findQuizDialog,
  followUpQuestions,
  optionCard,
  pageLocale,
  storyQuestions,
  tokenColour,
} from './quizFixtures';

/** The modal with the five story questions in the page's language. */
function ReadyQuiz(props: QuizModalProps) {
  const { language } = useLocale();
  return <QuizModal {...props} state={{ status: 'ready', questions: storyQuestions(language) }} />;
}

/** The modal with only the long question (the fifth), to show long text in the question, options and explanation. */
function LongQuestionQuiz(props: QuizModalProps) {
  const { language } = useLocale();
  const questions = storyQuestions(language).slice(4);
  return <QuizModal {...props} state={{ status: 'ready', questions }} />;
}

/** As the app does it: 'New quiz' loads another set of questions into the same open modal. */
function QuizWithNewQuiz(props: QuizModalProps) {
  const { language } = useLocale();
  const [round, setRound] = useState(0);
  const questions: QuizQuestion[] = round === 0 ? storyQuestions(language) : followUpQuestions(language);
  return (
    <QuizModal
      {...props}
      state={{ status: 'ready', questions }}
      onNewQuiz={() => {
        props.onNewQuiz();
        setRound((value) => value + 1);
      }}
    />
  );
}

const meta = {
  title: 'Quiz/QuizModal',
  component: QuizModal,
  args: { isOpen: true, onClose: fn(), onNewQuiz: fn(), onAnalyzeWrong: fn(), state: { status: 'loading' } },
} satisfies Meta<typeof QuizModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Answers every question of the five-question quiz, getting exactly `rightAnswers` right, with the mouse. */
async function completeWithMouse(dialog: HTMLElement, rightAnswers: number): Promise<void> {
  const { t, language } = pageLocale();
  const questions = storyQuestions(language);
  for (const [index, question] of questions.entries()) {
    const wrongOption = (question.correctAnswer + 1) % question.options.length;
    await answerWithMouse(dialog, index < rightAnswers ? question.correctAnswer : wrongOption);
    const isLast = index === questions.length - 1;
    await userEvent.click(within(dialog).getByRole('button', { name: t(isLast ? 'quiz.finish' : 'quiz.next') }));
  }
}

export const Loading: Story = {
  play: async () => {
    const { t } = pageLocale();
    const dialog = await findQuizDialog();
    await expect(within(dialog).getByRole('status')).toHaveTextContent(t('quiz.loading'));
    await expect(within(dialog).queryByRole('radio')).toBeNull();
  },
};

/** SPEC §8: 'عذراً، حدث خطأ' with a retry button, which calls onRetry. */
export const ErrorWithRetry: Story = {
  args: { state: { status: 'error', onRetry: fn() } },
  play: async ({ args }) => {
    const { t } = pageLocale();
    const dialog = await findQuizDialog();
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(t('quiz.error'));
    await userEvent.click(within(dialog).getByRole('button', { name: t('quiz.retry') }));
    if (args.state.status !== 'error') throw new Error('The story must be in the error state');
    await expect(args.state.onRetry).toHaveBeenCalledTimes(1);
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const NoQuestions: Story = {
  args: { state: { status: 'ready', questions: [] } },
  play: async ({ args }) => {
    const { t } = pageLocale();
    const dialog = await findQuizDialog();
    await expect(within(dialog).getByText(t('quiz.empty'))).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: t('quiz.newQuiz') }));
    await expect(args.onNewQuiz).toHaveBeenCalledTimes(1);
  },
};

/** Question 1 of 5: nothing chosen, so Check is disabled; the keyboard chooses an option and checks it. */
export const Question: Story = {
  render: (args) => <ReadyQuiz {...args} />,
  play: async () => {
    const { t } = pageLocale();
    const dialog = await findQuizDialog();
    await expect(within(dialog).getByText(t('quiz.questionOf', { current: number(1), total: number(5) }))).toBeVisible();
    const group = within(dialog).getByRole('radiogroup');
    const radios = within(group).getAllByRole('radio');
    await expect(radios).toHaveLength(4);
    // Each option follows its own text's direction.
    for (const radio of radios) await expect(optionCard(radio).querySelector('[dir="auto"]')).not.toBeNull();
    const check = within(dialog).getByRole('button', { name: t('quiz.check') });
    await expect(check).toBeDisabled();

    radios[0]?.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(radios[1]).toBeChecked();
    await expect(check).toBeEnabled();
  },
};

/** A wrong pick turns red, the right option green, and the explanation and 'analyse my wrong answer' appear. */
export const WrongAnswerRevealed: Story = {
  render: (args) => <ReadyQuiz {...args} />,
  play: async ({ args }) => {
    const { t, language } = pageLocale();
    const first = storyQuestions(language)[0];
    if (!first) throw new Error('No story question');
    const dialog = await findQuizDialog();
    const radios = await answerWithMouse(dialog, 0);

    const wrongCard = optionCard(radios[0] as HTMLElement);
    const rightCard = optionCard(radios[first.correctAnswer] as HTMLElement);
    await expect(wrongCard).toHaveAttribute('data-outcome', 'wrongPick');
    await expect(rightCard).toHaveAttribute('data-outcome', 'correct');
    // The ring has no transition, so its colour is final at once (the border and background fade in).
    await expect(getComputedStyle(wrongCard).boxShadow).toContain(tokenColour('danger'));
    await expect(getComputedStyle(rightCard).boxShadow).toContain(tokenColour('success'));
    await expect(optionCard(radios[2] as HTMLElement)).toHaveAttribute('data-outcome', 'other');
    // Not colour alone: the options say which is right and which was the wrong choice.
    await expect(radios[first.correctAnswer]).toHaveAccessibleName(new RegExp(t('quiz.optionIsCorrect')));
    await expect(radios[0]).toHaveAccessibleName(new RegExp(t('quiz.optionIsYourWrongPick')));

    await expect(dialog.querySelector('[data-verdict="wrong"]')).toHaveTextContent(t('quiz.wrong'));
    await expect(within(dialog).getByText(t('quiz.explanation'))).toBeVisible();
    await expect(dialog.querySelector('[data-explanation]')).toBeVisible();
    await expect(dialog.querySelector('[data-explanation] .katex')).not.toBeNull();
    // The live region tells screen readers the verdict and the right answer.
    const announcement = dialog.querySelector('[data-quiz-announcement]');
    await expect(announcement).toHaveAttribute('role', 'status');
    await expect(announcement).toHaveTextContent(t('quiz.wrong'));

    // The answer is final: another choice changes nothing.
    await userEvent.click(optionCard(radios[3] as HTMLElement));
    await expect(radios[0]).toBeChecked();

    await userEvent.click(within(dialog).getByRole('button', { name: t('quiz.analyzeWrong') }));
    await expect(args.onAnalyzeWrong).toHaveBeenCalledWith(first.question, first.options[0]);
    await expect(within(dialog).getByRole('button', { name: t('quiz.next') })).toBeEnabled();
  },
};

export const WrongAnswerRevealedEnglish: Story = { ...WrongAnswerRevealed, globals: { locale: 'en' } };

export const WrongAnswerRevealedDark: Story = { ...WrongAnswerRevealed, globals: { theme: 'dark' } };

/** A right answer: green, 'Correct!', the explanation, and no analysis to offer. */
export const RightAnswerRevealed: Story = {
  render: (args) => <ReadyQuiz {...args} />,
  play: async () => {
    const { t, language } = pageLocale();
    const first = storyQuestions(language)[0];
    if (!first) throw new Error('No story question');
    const dialog = await findQuizDialog();
    const radios = await answerWithMouse(dialog, first.correctAnswer);
    const rightCard = optionCard(radios[first.correctAnswer] as HTMLElement);
    await expect(rightCard).toHaveAttribute('data-outcome', 'correct');
    await expect(getComputedStyle(rightCard).boxShadow).toContain(tokenColour('success'));
    await expect(dialog.querySelector('[data-verdict="correct"]')).toHaveTextContent(t('quiz.correct'));
    await expect(dialog.querySelector('[data-quiz-announcement]')).toHaveTextContent(t('quiz.correct'));
    await expect(within(dialog).queryByRole('button', { name: t('quiz.analyzeWrong') })).toBeNull();
  },
};

/** Without onAnalyzeWrong the wrong pick is still shown, with no analysis action. */
export const WrongAnswerWithoutAnalysis: Story = {
  args: { onAnalyzeWrong: undefined },
  render: (args) => <ReadyQuiz {...args} />,
  play: async () => {
    const { t } = pageLocale();
    const dialog = await findQuizDialog();
    await answerWithMouse(dialog, 0);
    await expect(dialog.querySelector('[data-verdict="wrong"]')).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: t('quiz.analyzeWrong') })).toBeNull();
  },
};

/** A long question, long options and a long explanation wrap inside the dialog. */
export const LongQuestionRevealed: Story = {
  render: (args) => <LongQuestionQuiz {...args} />,
  play: async () => {
    const { t } = pageLocale();
    const dialog = await findQuizDialog();
    await expect(within(dialog).getByText(t('quiz.questionOf', { current: number(1), total: number(1) }))).toBeVisible();
    await answerWithMouse(dialog, 0);
    await expect(within(dialog).getByRole('button', { name: t('quiz.finish') })).toBeVisible();
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};

/** 4 of 5 right (80 %): excellent. */
export const ScoreExcellent: Story = {
  render: (args) => <ReadyQuiz {...args} />,
  play: async ({ args }) => {
    const { t } = pageLocale();
    const dialog = await findQuizDialog();
    await completeWithMouse(dialog, 4);
    const heading = within(dialog).getByRole('heading', { name: t('quiz.scoreTitle') });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(within(dialog).getByText(t('quiz.band.excellent'))).toBeVisible();
    await expect(within(dialog).getByText(t('quiz.score', { score: number(4), total: number(5), percent: number(80) }))).toBeVisible();
    await expect(dialog.querySelector('[data-quiz-announcement]')).toHaveTextContent(t('quiz.band.excellent'));
    await userEvent.click(within(dialog).getByRole('button', { name: t('quiz.newQuiz') }));
    await expect(args.onNewQuiz).toHaveBeenCalledTimes(1);
  },
};

export const ScoreExcellentDark: Story = { ...ScoreExcellent, globals: { theme: 'dark' } };

/** 3 of 5 right (60 %): very good. */
export const ScoreVeryGood: Story = {
  render: (args) => <ReadyQuiz {...args} />,
  play: async ({ args }) => {
    const { t } = pageLocale();
    const dialog = await findQuizDialog();
    await completeWithMouse(dialog, 3);
    await expect(within(dialog).getByText(t('quiz.band.veryGood'))).toBeVisible();
    await expect(within(dialog).getByText(t('quiz.score', { score: number(3), total: number(5), percent: number(60) }))).toBeVisible();
    // The footer's Close (the last of the two close buttons, after the corner one).
    const closeButtons = within(dialog).getAllByRole('button', { name: t('common.close') });
    await expect(closeButtons).toHaveLength(2);
    await userEvent.click(closeButtons.at(-1) as HTMLElement);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const ScoreVeryGoodEnglish: Story = { ...ScoreVeryGood, globals: { locale: 'en' } };

/** 1 of 5 right (20 %): needs review — answered with the keyboard only. */
export const ScoreNeedsReviewByKeyboard: Story = {
  render: (args) => <ReadyQuiz {...args} />,
  play: async () => {
    const { t, language } = pageLocale();
    const questions = storyQuestions(language);
    const dialog = await findQuizDialog();
    for (const [index, question] of questions.entries()) {
      const target = index === 0 ? question.correctAnswer : (question.correctAnswer + 1) % question.options.length;
      // Tab into the options (the first one takes the focus), then arrow down to the target.
      const radios = within(dialog).getAllByRole('radio');
      radios[0]?.focus();
      await userEvent.keyboard(' ');
      for (let step = 0; step < target; step += 1) await userEvent.keyboard('{ArrowDown}');
      await expect(radios[target]).toBeChecked();
      await userEvent.tab();
      await expect(within(dialog).getByRole('button', { name: t('quiz.check') })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      // The same button now moves on, so the focus stays put.
      const isLast = index === questions.length - 1;
      await expect(within(dialog).getByRole('button', { name: t(isLast ? 'quiz.finish' : 'quiz.next') })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      // The next question takes the focus.
      if (!isLast) await waitFor(() => expect(dialog.querySelector('[data-question]')).toHaveFocus());
    }
    await expect(within(dialog).getByText(t('quiz.band.needsReview'))).toBeVisible();
    await expect(within(dialog).getByText(t('quiz.score', { score: number(1), total: number(5), percent: number(20) }))).toBeVisible();
  },
};

/** 'New quiz' brings new questions: the modal starts over at question 1 with no score carried over. */
export const NewQuizStartsOver: Story = {
  render: (args) => <QuizWithNewQuiz {...args} />,
  play: async ({ args }) => {
    const { t, language } = pageLocale();
    const dialog = await findQuizDialog();
    await completeWithMouse(dialog, 5);
    await expect(within(dialog).getByText(t('quiz.band.excellent'))).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: t('quiz.newQuiz') }));
    await expect(args.onNewQuiz).toHaveBeenCalledTimes(1);
    const total = followUpQuestions(language).length;
    await expect(await within(dialog).findByText(t('quiz.questionOf', { current: number(1), total: number(total) }))).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: t('quiz.check') })).toBeDisabled();
    for (const radio of within(dialog).getAllByRole('radio')) await expect(radio).not.toBeChecked();
  },
};

/** Escape closes the quiz. */
export const EscapeCloses: Story = {
  render: (args) => <ReadyQuiz {...args} />,
  play: async ({ args }) => {
    await findQuizDialog();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** A number as the page's language writes it (what the modal shows). */
function number(value: number): string {
  return new Intl.NumberFormat(document.documentElement.lang === 'en' ? 'en-US' : 'ar-EG').format(value);
}
