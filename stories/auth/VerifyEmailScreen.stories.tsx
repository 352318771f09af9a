/** E-mail confirmation: check your inbox, verifying, verified (link to chat), failed (resend), resending, resent. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { VerifyEmailScreen } from '../../ui-kit/auth';
import { tableOfPage } from './storyLocale';

const meta = {
  title: 'Auth/VerifyEmailScreen',
  component: VerifyEmailScreen,
  parameters: { layout: 'fullscreen' },
  args: { status: 'verifying', onResend: fn() },
} satisfies Meta<typeof VerifyEmailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Verifying: Story = {
  play: async ({ canvasElement }) => {
    const { t } = tableOfPage();
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t('auth.verify.verifying'));
  },
};

export const Verified: Story = {
  args: { status: 'verified' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { t } = tableOfPage();
    await expect(canvas.getByRole('heading', { level: 1, name: t('auth.verify.success') })).toHaveFocus();
    await expect(canvas.getByRole('link', { name: t('auth.verify.startLearning') })).toHaveAttribute('href', '/chat');
  },
};

export const Failed: Story = {
  args: { status: 'failed' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { t } = tableOfPage();
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('auth.verify.failed'));
    await userEvent.click(canvas.getByRole('button', { name: t('auth.verify.resend') }));
    await expect(args.onResend).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('link', { name: t('auth.forgot.backToLogin') })).toHaveAttribute('href', '/auth/login');
  },
};

/** Without a resend handler the action is not offered. */
export const FailedWithoutResend: Story = {
  args: { status: 'failed', onResend: undefined },
  play: async ({ canvasElement }) => {
    const { t } = tableOfPage();
    await expect(within(canvasElement).queryByRole('button', { name: t('auth.verify.resend') })).toBeNull();
  },
};

export const Resending: Story = { args: { status: 'failed', isResending: true } };

export const Resent: Story = {
  args: { status: 'failed', resent: true },
  play: async ({ canvasElement }) => {
    const { t } = tableOfPage();
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t('auth.verify.resent'));
  },
};

export const CheckInbox: Story = {
  args: { status: 'checkInbox', email: 'salma.hassan@example.com' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/salma\.hassan@example\.com/)).toBeVisible();
  },
};
