/**
 * /auth/reset-password?token=…: the form (too short, mismatch on the confirm field, a valid submit carrying the
 * token), submitting, server error, the invalid or expired link, and success with a link to login.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ResetPasswordScreen } from '../../ui-kit/auth';
import { containing, tableOfPage } from './storyLocale';

const meta = {
  title: 'Auth/ResetPasswordScreen',
  component: ResetPasswordScreen,
  parameters: { layout: 'fullscreen' },
  args: { token: 'tok_3f9a1c', onSubmit: fn() },
} satisfies Meta<typeof ResetPasswordScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

function controls(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const { t } = tableOfPage();
  return {
    canvas,
    t,
    password: canvas.getByLabelText(t('auth.reset.newPassword')),
    confirm: canvas.getByLabelText(t('auth.confirmPassword')),
    submit: canvas.getByRole('button', { name: t('auth.reset.submit') }),
  };
}

export const Default: Story = {};

export const TooShort: Story = {
  play: async ({ canvasElement, args }) => {
    const { t, password, confirm, submit } = controls(canvasElement);
    await userEvent.type(password, 'abc');
    await userEvent.type(confirm, 'abc');
    await userEvent.click(submit);
    await expect(password).toHaveAccessibleDescription(containing(t('validation.passwordMin')));
    await waitFor(() => expect(password).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Mismatch: Story = {
  play: async ({ canvasElement, args }) => {
    const { t, password, confirm, submit } = controls(canvasElement);
    await userEvent.type(password, 'newsecret1');
    await userEvent.type(confirm, 'newsecret2');
    await userEvent.click(submit);
    await expect(confirm).toHaveAccessibleDescription(t('validation.passwordMismatch'));
    await expect(password).not.toHaveAttribute('aria-invalid');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ValidSubmit: Story = {
  play: async ({ canvasElement, args }) => {
    const { password, confirm, submit } = controls(canvasElement);
    await userEvent.type(password, 'newsecret1');
    await userEvent.type(confirm, 'newsecret1');
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith({ token: 'tok_3f9a1c', password: 'newsecret1', confirmPassword: 'newsecret1' });
  },
};

export const Submitting: Story = { args: { isSubmitting: true } };

export const ServerError: Story = {
  args: { serverError: 'حدث خطأ في الخادم. يرجى المحاولة لاحقًا.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('حدث خطأ في الخادم');
  },
};

export const InvalidToken: Story = {
  args: { status: 'invalidToken' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { t } = tableOfPage();
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('auth.reset.invalidLink'));
    await expect(canvas.getByRole('link', { name: t('auth.reset.requestNew') })).toHaveAttribute('href', '/auth/forgot-password');
    await expect(canvas.queryByLabelText(t('auth.reset.newPassword'))).toBeNull();
  },
};

export const Success: Story = {
  args: { status: 'success' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { t } = tableOfPage();
    await expect(canvas.getByRole('heading', { level: 1, name: t('auth.reset.successTitle') })).toHaveFocus();
    await expect(canvas.getByRole('link', { name: t('auth.reset.loginNow') })).toHaveAttribute('href', '/auth/login');
  },
};
