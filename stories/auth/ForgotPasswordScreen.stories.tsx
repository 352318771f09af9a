/**
 * /auth/forgot-password: form, invalid e-mail, valid submit, submitting, server error, the sent confirmation
 * (with the spam hint, back to login and send again) and the whole form → sent → send again loop.
 */
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ForgotPasswordScreen, type ForgotPasswordScreenProps } from '../../ui-kit/auth';
import { tableOfPage } from './storyLocale';

const meta = {
  title: 'Auth/ForgotPasswordScreen',
  component: ForgotPasswordScreen,
  parameters: { layout: 'fullscreen' },
  args: { onSubmit: fn(), onResend: fn() },
} satisfies Meta<typeof ForgotPasswordScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { t } = tableOfPage();
    await expect(canvas.getByRole('heading', { level: 1, name: t('auth.forgot.title') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('auth.forgot.backToLogin') })).toHaveAttribute('href', '/auth/login');
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { t } = tableOfPage();
    const email = canvas.getByRole('textbox', { name: t('auth.email') });
    await userEvent.type(email, 'student@example');
    await userEvent.click(canvas.getByRole('button', { name: t('auth.forgot.submit') }));
    await expect(email).toHaveAccessibleDescription(t('validation.emailInvalid'));
    await waitFor(() => expect(email).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ValidSubmit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { t } = tableOfPage();
    await userEvent.type(canvas.getByRole('textbox', { name: t('auth.email') }), ' Mona@Example.com {Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'mona@example.com' });
  },
};

export const Submitting: Story = { args: { isSubmitting: true } };

export const ServerError: Story = {
  args: { serverError: 'محاولات كثيرة جدًا. يرجى الانتظار قليلًا ثم المحاولة مرة أخرى.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('محاولات كثيرة جدًا');
  },
};

export const Sent: Story = {
  args: { status: 'sent', sentEmail: 'mona@example.com' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { t } = tableOfPage();
    const heading = canvas.getByRole('heading', { level: 1, name: t('auth.forgot.sentTitle') });
    await expect(heading).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent('mona@example.com');
    await expect(canvas.getByText(t('auth.forgot.checkSpam'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('auth.forgot.backToLogin') })).toHaveAttribute('href', '/auth/login');
    await userEvent.click(canvas.getByRole('button', { name: t('auth.forgot.sendAgain') }));
    await expect(args.onResend).toHaveBeenCalledTimes(1);
  },
};

/** The app's loop: submit → sent → send again → the form, still filled, with the caret in the e-mail. */
function ForgotPasswordFlow(props: ForgotPasswordScreenProps) {
  const [status, setStatus] = useState<'form' | 'sent'>('form');
  return (
    <ForgotPasswordScreen
      {...props}
      status={status}
      onSubmit={(request) => {
        props.onSubmit(request);
        setStatus('sent');
      }}
      onResend={() => {
        props.onResend();
        setStatus('form');
      }}
    />
  );
}

export const SendAgainLoop: Story = {
  render: (args) => <ForgotPasswordFlow {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { t } = tableOfPage();
    await userEvent.type(canvas.getByRole('textbox', { name: t('auth.email') }), 'mona@example.com');
    await userEvent.click(canvas.getByRole('button', { name: t('auth.forgot.submit') }));
    await expect(await canvas.findByRole('heading', { name: t('auth.forgot.sentTitle') })).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent('mona@example.com');
    await userEvent.click(canvas.getByRole('button', { name: t('auth.forgot.sendAgain') }));
    const email = await canvas.findByRole('textbox', { name: t('auth.email') });
    await expect(email).toHaveValue('mona@example.com');
    await waitFor(() => expect(email).toHaveFocus());
    await expect(args.onResend).toHaveBeenCalledTimes(1);
  },
};
