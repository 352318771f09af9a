/**
 * The feedback dialog wired to POST /api/feedback: adds the metadata (browser, page address, time, language),
 * shows the thank-you toast on success, and on failure the 'Submission Error' toast with the server's message or
 * 'An unexpected error occurred' (SPEC.md §8) while the dialog keeps the form for another try.
 */
import { useMutation } from '@tanstack/react-query';
import { FeedbackDialog, type FeedbackStatus, type FeedbackValues } from '../../ui-kit/feedback';
import { useLocale } from '../../ui-kit/i18n';
import { ApiError } from '../api-client';
import { describeFailure } from '../form-errors';
import { feedbackApi, feedbackMetadata } from '../queries/feedback';
import { notify } from '../toasts';

export interface FeedbackDialogContainerProps {
  isOpen: boolean;
  onClose: () => void;
}

export function FeedbackDialogContainer({ isOpen, onClose }: FeedbackDialogContainerProps) {
  const { language, t } = useLocale();
  const submit = useMutation({ mutationFn: feedbackApi.submit });

  /** The server's message (localised by describeFailure where it can), else the unexpected-error text. */
  const failureMessage = (error: unknown): string => {
    if (!(error instanceof ApiError)) return t('feedback.unexpectedError');
    const failure = describeFailure(error, t);
    return failure.message ?? Object.values(failure.fields)[0] ?? t('feedback.unexpectedError');
  };

  const send = async (values: FeedbackValues) => {
    try {
      await submit.mutateAsync({ ...values, metadata: feedbackMetadata(language) });
    } catch (error) {
      notify({ title: t('feedback.errorTitle'), description: failureMessage(error), variant: 'destructive' });
      throw error;
    }
    notify({ title: t('feedback.successTitle'), description: t('feedback.successBody'), variant: 'success' });
  };

  const close = () => {
    submit.reset();
    onClose();
  };

  const status: FeedbackStatus = submit.isPending ? 'sending' : submit.isError ? 'error' : 'idle';
  return (
    <FeedbackDialog
      isOpen={isOpen}
      onClose={close}
      onSubmit={send}
      status={status}
      errorMessage={submit.isError ? failureMessage(submit.error) : undefined}
    />
  );
}
