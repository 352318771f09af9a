/**
 * The feedback dialog: empty form with type general, the validation messages of SPEC.md §5, the star rating
 * only for type rating (with its five labels), the exact payload handed to the app, sending, the two error
 * texts, and the whole open → sending → success (closes, resets) and failure (keeps the form) loops.
 */
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ratingValues } from '../../contract/feedback';
import { FeedbackDialog, type FeedbackDialogProps, type FeedbackStatus, type FeedbackValues } from '../../ui-kit/feedback';
import { Button } from '../../ui-kit/primitives/Button';
import { containing, tableOfPage } from '../auth/storyLocale';
import { findOpenDialog, pageNumber } from '../chat/chatShellFixtures';

const meta = {
  title: 'Feedback/FeedbackDialog',
  component: FeedbackDialog,
  args: { isOpen: true, status: 'idle', onClose: fn(), onSubmit: fn(async () => {}) },
  // Each story starts with react-aria's live announcer empty (see clearLiveAnnouncements).
  beforeEach: () => clearLiveAnnouncements(),
} satisfies Meta<typeof FeedbackDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A focused submit button that turns pending and back is announced by react-aria's live announcer, which names
 * the button by id for 7 s. Once the dialog closes that button is gone and axe would flag the dangling
 * reference, so the stories that close the dialog, and every story's start, empty the announcer.
 */
function clearLiveAnnouncements() {
  document.querySelectorAll('[data-live-announcer] [role="log"]').forEach((log) => log.replaceChildren());
}

/** The open dialog and its fields, found by their labels in the page's language. */
async function openForm() {
  const { t } = tableOfPage();
  const dialog = await findOpenDialog(t('feedback.title'));
  const body = within(dialog);
  return {
    t,
    dialog,
    body,
    title: body.getByRole('textbox', { name: t('feedback.titleLabel') }),
    description: body.getByRole('textbox', { name: t('feedback.descriptionLabel') }),
    typeSelect: body.getByRole('button', { name: containing(t('feedback.type.label')) }),
    categorySelect: body.getByRole('button', { name: containing(t('feedback.category.label')) }),
    get submit() {
      return body.getByRole('button', { name: t('feedback.submit') });
    },
  };
}

/** Opens a Select and picks the option with this name (the list portals to <body>). */
async function choose(trigger: HTMLElement, option: string) {
  await userEvent.click(trigger);
  const listbox = await screen.findByRole('listbox');
  await userEvent.click(within(listbox).getByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

export const Default: Story = {
  play: async () => {
    const { t, body, title, description, typeSelect, categorySelect } = await openForm();
    await expect(body.getByText(t('feedback.subtitle'))).toBeVisible();
    await expect(typeSelect).toHaveTextContent(t('feedback.type.general'));
    await expect(categorySelect).toHaveTextContent(t('feedback.category.none'));
    await expect(title).toHaveValue('');
    await expect(description).toHaveValue('');
    await expect(body.queryByRole('radiogroup')).toBeNull();
  },
};

export const DefaultEnglish: Story = { ...Default, globals: { locale: 'en' } };

/** Empty fields say they are required; short ones give the exact texts of SPEC.md §5; nothing is sent. */
export const ValidationMessages: Story = {
  play: async ({ args }) => {
    const { t, title, description, submit } = await openForm();
    await userEvent.click(submit);
    await expect(title).toHaveAccessibleDescription(t('validation.required'));
    await expect(description).toHaveAccessibleDescription(t('validation.required'));
    await waitFor(() => expect(title).toHaveFocus());

    await userEvent.type(title, ' ab ');
    await userEvent.type(description, 'too short');
    await userEvent.click(submit);
    await expect(title).toHaveAccessibleDescription(t('validation.feedbackTitleMin'));
    await expect(description).toHaveAccessibleDescription(t('validation.feedbackDescriptionMin'));
    await expect(args.onSubmit).not.toHaveBeenCalled();

    // Editing a field clears its message.
    await userEvent.type(title, 'c');
    await expect(title).not.toHaveAccessibleDescription(t('validation.feedbackTitleMin'));
  },
};

export const ValidationMessagesEnglish: Story = {
  ...ValidationMessages,
  globals: { locale: 'en' },
  play: async (context) => {
    await ValidationMessages.play?.(context);
    const { title, description, submit } = await openForm();
    await userEvent.clear(title);
    await userEvent.type(title, 'ab');
    await userEvent.clear(description);
    await userEvent.type(description, 'short');
    await userEvent.click(submit);
    await expect(title).toHaveAccessibleDescription('Title must be at least 3 characters');
    await expect(description).toHaveAccessibleDescription('Description must be at least 10 characters');
  },
};

/** The stars appear only for type rating, are required there, name their labels, and are dropped for other types. */
export const RatingOnlyForTypeRating: Story = {
  play: async ({ args }) => {
    const { t, body, title, description, typeSelect, submit } = await openForm();
    await expect(body.queryByRole('radiogroup')).toBeNull();

    await choose(typeSelect, t('feedback.type.rating'));
    const stars = body.getByRole('radiogroup', { name: t('feedback.rating.label') });
    const radios = within(stars).getAllByRole('radio');
    await expect(radios).toHaveLength(ratingValues.length);
    for (const rating of ratingValues) {
      const label = t(`feedback.rating.${rating}`);
      await expect(within(stars).getByRole('radio', { name: t('feedback.rating.option', { n: pageNumber(rating), label }) })).toBeInTheDocument();
    }

    await userEvent.type(title, 'تقييم المعلم');
    await userEvent.type(description, 'الشرح واضح جدًا والأمثلة مفيدة');
    await userEvent.click(submit);
    await expect(stars).toHaveAccessibleDescription(containing(t('validation.required')));
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.click(within(stars).getByRole('radio', { name: containing(t('feedback.rating.4')) }));
    await expect(body.getByText(t('feedback.rating.chosen', { label: t('feedback.rating.4') }))).toBeVisible();
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenLastCalledWith({
      type: 'rating',
      rating: 4,
      title: 'تقييم المعلم',
      description: 'الشرح واضح جدًا والأمثلة مفيدة',
    });
  },
};

export const RatingOnlyForTypeRatingEnglish: Story = { ...RatingOnlyForTypeRating, globals: { locale: 'en' } };

/** A rating chosen and then a different type: the stars go away and no rating is sent. */
export const RatingDroppedWhenTypeChanges: Story = {
  play: async ({ args }) => {
    const { t, body, title, description, typeSelect, submit } = await openForm();
    await choose(typeSelect, t('feedback.type.rating'));
    await userEvent.click(body.getByRole('radio', { name: containing(t('feedback.rating.5')) }));
    await choose(typeSelect, t('feedback.type.feature_request'));
    await expect(body.queryByRole('radiogroup')).toBeNull();
    await userEvent.type(title, 'Dark mode for quizzes');
    await userEvent.type(description, 'Please let the quiz follow the dark theme.');
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      type: 'feature_request',
      title: 'Dark mode for quizzes',
      description: 'Please let the quiz follow the dark theme.',
    });
  },
};

/** What the app receives: trimmed text, the chosen type and category, no rating. */
export const SubmitPayload: Story = {
  play: async ({ args }) => {
    const { t, title, description, typeSelect, categorySelect, submit } = await openForm();
    await choose(typeSelect, t('feedback.type.bug_report'));
    await choose(categorySelect, t('feedback.category.ui_ux'));
    await userEvent.type(title, '  زر الإرسال مختفي  ');
    await userEvent.type(description, '  لا يظهر زر الإرسال على شاشة الهاتف $x^2$  ');
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      type: 'bug_report',
      category: 'ui_ux',
      title: 'زر الإرسال مختفي',
      description: 'لا يظهر زر الإرسال على شاشة الهاتف $x^2$',
    });
  },
};

export const SubmitPayloadEnglish: Story = { ...SubmitPayload, globals: { locale: 'en' } };

export const Sending: Story = {
  args: { status: 'sending' },
  play: async ({ args }) => {
    const { t, body, title, description } = await openForm();
    const pending = body.getByRole('button', { name: t('feedback.submitting') });
    await expect(pending).toHaveAttribute('aria-disabled', 'true');
    await expect(within(pending).getByRole('progressbar')).toBeInTheDocument();
    await userEvent.type(title, 'Slow replies');
    await userEvent.type(description, 'The tutor takes a long time to answer.');
    await userEvent.click(pending);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  args: { status: 'error', errorMessage: 'محاولات كثيرة جدًا. يرجى الانتظار قليلًا ثم المحاولة مرة أخرى.' },
  play: async () => {
    const { t, body } = await openForm();
    const alert = body.getByRole('alert');
    await expect(alert).toHaveTextContent(t('feedback.errorTitle'));
    await expect(alert).toHaveTextContent('محاولات كثيرة جدًا');
  },
};

/** No message from the server: 'An unexpected error occurred'. */
export const UnexpectedError: Story = {
  args: { status: 'error' },
  play: async () => {
    const { t, body } = await openForm();
    await expect(body.getByRole('alert')).toHaveTextContent(`${t('feedback.errorTitle')} ${t('feedback.unexpectedError')}`);
  },
};

export const UnexpectedErrorEnglish: Story = {
  ...UnexpectedError,
  globals: { locale: 'en' },
  play: async () => {
    const { body } = await openForm();
    await expect(body.getByRole('alert')).toHaveTextContent('Submission Error An unexpected error occurred');
  },
};

/** The app's wiring in miniature: a button opens the dialog; `outcome` decides how the submission ends. */
function FeedbackFlow({ outcome, ...props }: FeedbackDialogProps & { outcome: 'success' | 'failure' }) {
  const { t } = tableOfPage();
  const [isOpen, setOpen] = useState(false);
  const [status, setStatus] = useState<FeedbackStatus>('idle');
  const submit = async (values: FeedbackValues) => {
    setStatus('sending');
    await props.onSubmit(values);
    await new Promise((resolve) => setTimeout(resolve, 50));
    if (outcome === 'failure') {
      setStatus('error');
      throw new Error('500: Internal server error');
    }
    setStatus('idle');
  };
  return (
    <>
      <Button onPress={() => setOpen(true)}>{t('feedback.open')}</Button>
      <FeedbackDialog
        {...props}
        isOpen={isOpen}
        status={status}
        onSubmit={submit}
        onClose={() => {
          props.onClose();
          setStatus('idle');
          setOpen(false);
        }}
      />
    </>
  );
}

/** open → sending → success: the dialog closes, and the next opening starts with an empty form. */
export const SuccessClosesAndResets: Story = {
  render: (args) => <FeedbackFlow {...args} outcome="success" />,
  play: async ({ canvasElement, args }) => {
    const { t } = tableOfPage();
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('feedback.open') }));
    const { title, description, submit } = await openForm();
    await userEvent.type(title, 'Great app');
    await userEvent.type(description, 'The step-by-step answers really help me.');
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith({ type: 'general', title: 'Great app', description: 'The step-by-step answers really help me.' });
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledTimes(1);

    await userEvent.click(within(canvasElement).getByRole('button', { name: t('feedback.open') }));
    const reopened = await openForm();
    await expect(reopened.title).toHaveValue('');
    await expect(reopened.description).toHaveValue('');
    clearLiveAnnouncements();
  },
};

/** open → sending → error: the dialog stays open with 'Submission Error' and keeps what was written. */
export const FailureKeepsTheForm: Story = {
  render: (args) => <FeedbackFlow {...args} outcome="failure" />,
  play: async ({ canvasElement, args }) => {
    const { t } = tableOfPage();
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('feedback.open') }));
    const { body, title, description, submit } = await openForm();
    await userEvent.type(title, 'Great app');
    await userEvent.type(description, 'The step-by-step answers really help me.');
    await userEvent.click(submit);
    await expect(await body.findByRole('alert')).toHaveTextContent(t('feedback.errorTitle'));
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(title).toHaveValue('Great app');
    await expect(description).toHaveValue('The step-by-step answers really help me.');
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
