/**
 * The feedback dialog of the chat screen (SPEC.md §4: open → sending → success, which closes and resets the form,
 * or error). Pure: the app sends the values (adding the metadata) and reports the state through `status`;
 * `onSubmit` resolving means success. A failure shows 'Submission Error' with the server's message, or
 * 'An unexpected error occurred', and keeps what the student wrote so they can send it again.
 */
import { useState } from 'react';
import { useT } from '../i18n';
import { Dialog } from '../primitives/Dialog';
import { styled } from '../theme/stitches.config';
import { FeedbackForm, type FeedbackValues } from './FeedbackForm';

const Subtitle = styled('p', { margin: 0, marginBlockEnd: '$4', color: '$textMuted', lineHeight: '$normal' });

export type FeedbackStatus = 'idle' | 'sending' | 'error';

export interface FeedbackDialogProps {
  isOpen: boolean;
  /** The close button, Cancel, Escape, a press outside, or a successful submission. */
  onClose: () => void;
  /** Sends a valid form; resolve on success (the dialog then resets and closes), reject on failure. */
  onSubmit: (values: FeedbackValues) => Promise<void>;
  status: FeedbackStatus;
  /** The failure's message (the server's, localised by the app); without one the unexpected-error text shows. */
  errorMessage?: string;
}

export function FeedbackDialog({ isOpen, onClose, onSubmit, status, errorMessage }: FeedbackDialogProps) {
  const t = useT();
  // A new key mounts an empty form: after a success the next opening starts blank whatever the app does.
  const [formKey, setFormKey] = useState(0);

  const send = async (values: FeedbackValues) => {
    try {
      await onSubmit(values);
    } catch {
      // The app reports the failure through `status` and `errorMessage`; the form keeps its values.
      return;
    }
    setFormKey((key) => key + 1);
    onClose();
  };

  return (
    <Dialog title={t('feedback.title')} isOpen={isOpen} onOpenChange={(open) => !open && onClose()}>
      <Subtitle>{t('feedback.subtitle')}</Subtitle>
      <FeedbackForm
        key={formKey}
        onValid={(values) => void send(values)}
        onCancel={onClose}
        isSending={status === 'sending'}
        failureMessage={status === 'error' ? (errorMessage ?? t('feedback.unexpectedError')) : undefined}
      />
    </Dialog>
  );
}
