/**
 * FeedbackForm: the fields of the feedback dialog on their own — empty (type general), sending, and after a
 * failed submission with the server's message under 'Submission Error'.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FeedbackForm } from '../../ui-kit/feedback/FeedbackForm';

const meta = {
  title: 'Feedback/FeedbackForm',
  component: FeedbackForm,
  args: { isSending: false, onValid: fn(), onCancel: fn() },
} satisfies Meta<typeof FeedbackForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Sending: Story = { args: { isSending: true } };
export const SubmissionError: Story = {
  args: { failureMessage: 'محاولات كثيرة جدًا. يرجى الانتظار قليلًا ثم المحاولة مرة أخرى.' },
};
