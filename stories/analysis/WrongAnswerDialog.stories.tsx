/**
 * WrongAnswerDialog: every state (empty, prefilled, analysing, failed, a result), long Arabic and mixed maths
 * content, and the validation of SPEC.md §5 — blank fields show 'بيانات ناقصة' (its English text in English) and
 * keep the button disabled; a valid form sends both fields trimmed.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { WrongAnswerDialog } from '../../ui-kit/analysis';
import { tableOfPage } from '../auth/storyLocale';
import {
  ARABIC_QUESTION,
  ARABIC_WRONG_ANSWER,
  ENGLISH_QUESTION,
  LONG_ARABIC_QUESTION,
  longArabicAnalysis,
  mixedMathsEnglishAnalysis,
  shortArabicAnalysis,
} from './analysisSamples';

const meta = {
  title: 'Analysis/WrongAnswerDialog',
  component: WrongAnswerDialog,
  args: { isOpen: true, state: { status: 'idle' }, onClose: fn(), onAnalyze: fn(), onAgain: fn() },
} satisfies Meta<typeof WrongAnswerDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

async function openDialog(title: string): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', { name: title });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

export const Empty: Story = {
  play: async ({ args }) => {
    const { t } = tableOfPage();
    const dialog = await openDialog(t('analysis.title'));
    await expect(within(dialog).getByRole('textbox', { name: t('analysis.question') })).toHaveAttribute('dir', 'auto');
    await expect(within(dialog).getByRole('textbox', { name: t('analysis.wrongAnswer') })).toHaveAttribute('dir', 'auto');
    await expect(within(dialog).getByRole('button', { name: t('analysis.submit') })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.cancel') }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Spaces, tabs and new lines are not data: both fields say so and the button stays disabled. */
export const WhitespaceOnly: Story = {
  play: async ({ args }) => {
    const { t } = tableOfPage();
    const dialog = await openDialog(t('analysis.title'));
    await userEvent.type(within(dialog).getByRole('textbox', { name: t('analysis.question') }), '   ');
    await userEvent.type(within(dialog).getByRole('textbox', { name: t('analysis.wrongAnswer') }), ' {Enter}  ');
    await expect(within(dialog).getAllByText(t('validation.missingData'))).toHaveLength(2);
    const submit = within(dialog).getByRole('button', { name: t('analysis.submit') });
    await expect(submit).toBeDisabled();
    await userEvent.click(submit);
    await expect(args.onAnalyze).not.toHaveBeenCalled();
  },
};

export const WhitespaceOnlyEnglish: Story = { ...WhitespaceOnly, globals: { locale: 'en' } };

/** Only the blank field is flagged: a question alone is not enough. */
export const AnswerMissing: Story = {
  play: async ({ args }) => {
    const { t } = tableOfPage();
    const dialog = await openDialog(t('analysis.title'));
    const answer = within(dialog).getByRole('textbox', { name: t('analysis.wrongAnswer') });
    await userEvent.type(within(dialog).getByRole('textbox', { name: t('analysis.question') }), ARABIC_QUESTION);
    await userEvent.type(answer, 'x');
    await userEvent.clear(answer);
    await expect(within(dialog).getAllByText(t('validation.missingData'))).toHaveLength(1);
    await expect(answer).toHaveAttribute('aria-invalid', 'true');
    await expect(within(dialog).getByRole('button', { name: t('analysis.submit') })).toBeDisabled();
    await expect(args.onAnalyze).not.toHaveBeenCalled();
  },
};

/** A valid form sends both fields trimmed. */
export const SendsTrimmedValues: Story = {
  play: async ({ args }) => {
    const { t } = tableOfPage();
    const dialog = await openDialog(t('analysis.title'));
    await userEvent.type(within(dialog).getByRole('textbox', { name: t('analysis.question') }), `  ${ARABIC_QUESTION}{Enter}`);
    await userEvent.type(within(dialog).getByRole('textbox', { name: t('analysis.wrongAnswer') }), `{Enter}  ${ARABIC_WRONG_ANSWER}   `);
    await expect(within(dialog).queryByText(t('validation.missingData'))).toBeNull();
    const submit = within(dialog).getByRole('button', { name: t('analysis.submit') });
    await expect(submit).toBeEnabled();
    await userEvent.click(submit);
    await expect(args.onAnalyze).toHaveBeenCalledTimes(1);
    await expect(args.onAnalyze).toHaveBeenCalledWith({ question: ARABIC_QUESTION, wrongAnswer: ARABIC_WRONG_ANSWER });
  },
};

export const SendsTrimmedValuesEnglish: Story = { ...SendsTrimmedValues, globals: { locale: 'en' } };

export const Prefilled: Story = {
  args: { initialQuestion: ARABIC_QUESTION, initialWrongAnswer: ARABIC_WRONG_ANSWER },
  play: async ({ args }) => {
    const { t } = tableOfPage();
    const dialog = await openDialog(t('analysis.title'));
    await expect(within(dialog).getByRole('textbox', { name: t('analysis.question') })).toHaveValue(ARABIC_QUESTION);
    await userEvent.click(within(dialog).getByRole('button', { name: t('analysis.submit') }));
    await expect(args.onAnalyze).toHaveBeenCalledTimes(1);
    await expect(args.onAnalyze).toHaveBeenCalledWith({ question: ARABIC_QUESTION, wrongAnswer: ARABIC_WRONG_ANSWER });
  },
};

export const Analyzing: Story = {
  args: { initialQuestion: ARABIC_QUESTION, initialWrongAnswer: ARABIC_WRONG_ANSWER, state: { status: 'analyzing' } },
  play: async ({ args }) => {
    const { t } = tableOfPage();
    const dialog = await openDialog(t('analysis.title'));
    await expect(within(dialog).getByRole('status')).toHaveTextContent(t('analysis.analyzing'));
    const submit = within(dialog).getByRole('button', { name: t('analysis.submit') });
    await expect(submit).toHaveAttribute('data-pending', 'true');
    await userEvent.click(submit);
    await expect(args.onAnalyze).not.toHaveBeenCalled();
    await expect(within(dialog).getByRole('textbox', { name: t('analysis.question') })).toHaveAttribute('readonly');
  },
};

export const Failed: Story = {
  args: { initialQuestion: ARABIC_QUESTION, initialWrongAnswer: ARABIC_WRONG_ANSWER, state: { status: 'error' } },
  play: async ({ args }) => {
    const { t } = tableOfPage();
    const dialog = await openDialog(t('analysis.title'));
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(t('analysis.error'));
    // The same form can be sent again.
    await userEvent.click(within(dialog).getByRole('button', { name: t('analysis.submit') }));
    await expect(args.onAnalyze).toHaveBeenCalledTimes(1);
    await expect(args.onAnalyze).toHaveBeenCalledWith({ question: ARABIC_QUESTION, wrongAnswer: ARABIC_WRONG_ANSWER });
  },
};

export const FailedEnglish: Story = { ...Failed, globals: { locale: 'en' } };

export const Result: Story = {
  args: { initialQuestion: ARABIC_QUESTION, state: { status: 'done', analysis: shortArabicAnalysis } },
  play: async ({ args }) => {
    const { t } = tableOfPage();
    const dialog = await openDialog(t('analysis.resultTitle'));
    for (const title of ['analysis.mistake', 'analysis.misconception', 'analysis.correctApproach', 'analysis.practice'] as const) {
      await expect(within(dialog).getByRole('region', { name: t(title) })).toBeVisible();
    }
    await expect(within(dialog).getByText(ARABIC_QUESTION)).toBeVisible();
    // Maths is typeset, not shown as $…$ source.
    await expect(dialog.querySelector('.katex')).not.toBeNull();
    await expect(within(dialog).queryByText(/\$x = 4\$/)).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: t('analysis.again') }));
    await expect(args.onAgain).toHaveBeenCalledTimes(1);
  },
};

export const ResultLongArabic: Story = {
  args: { initialQuestion: LONG_ARABIC_QUESTION, state: { status: 'done', analysis: longArabicAnalysis } },
};

export const ResultMixedMathsEnglish: Story = {
  args: { initialQuestion: ENGLISH_QUESTION, state: { status: 'done', analysis: mixedMathsEnglishAnalysis } },
  globals: { locale: 'en' },
};

/** An English analysis on the Arabic page: each section runs left to right inside the right-to-left dialog. */
export const ResultMixedMathsOnArabicPage: Story = {
  args: { initialQuestion: ENGLISH_QUESTION, state: { status: 'done', analysis: mixedMathsEnglishAnalysis } },
};

export const ResultDark: Story = {
  args: { initialQuestion: LONG_ARABIC_QUESTION, state: { status: 'done', analysis: longArabicAnalysis } },
  globals: { theme: 'dark' },
};

export const FailedDark: Story = { ...Failed, globals: { theme: 'dark' } };
