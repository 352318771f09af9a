/**
 * DiagnosticPanel: closed toggle, open for a free and a premium user, loading, signed out, and test-auth
 * pending. The play functions open and close it by mouse and keyboard and read the values back.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DiagnosticPanel } from '../../ui-kit/debug';
import { tableOfPage } from '../auth/storyLocale';

const freeUser = { id: 'usr_8c1f02ab', email: 'salma@example.com', isPremium: false, subscriptionTier: null, freeMessagesUsed: 3 };
const premiumUser = { id: 'usr_41d9e7c3', email: 'youssef@example.com', isPremium: true, subscriptionTier: 'premium_yearly', freeMessagesUsed: 0 };

const meta = {
  title: 'Debug/DiagnosticPanel',
  component: DiagnosticPanel,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ minHeight: 640 }}>{Story()}</div>],
  args: {
    isLoading: false,
    isAuthenticated: true,
    user: freeUser,
    subscription: { isPremium: false, subscriptionTier: null, subscriptionEndDate: null },
    onTestAuth: fn(),
  },
} satisfies Meta<typeof DiagnosticPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { t } = tableOfPage();
    const toggle = canvas.getByRole('button', { name: t('debug.toggle') });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('region', { name: t('debug.title') })).toBeNull();

    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = canvas.getByRole('region', { name: t('debug.title') });
    await expect(panel).toHaveTextContent('usr_8c1f02ab');
    await expect(panel).toHaveTextContent('salma@example.com');
    await expect(panel).toHaveTextContent(t('debug.freeMessagesValue', { used: 3, limit: 5 }));

    await userEvent.click(within(panel).getByRole('button', { name: t('debug.testAuth') }));
    await expect(args.onTestAuth).toHaveBeenCalledTimes(1);

    // Escape inside the panel closes it and hands focus back to the toggle.
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('region', { name: t('debug.title') })).toBeNull();
    await expect(toggle).toHaveFocus();
  },
};

export const OpenFreeUser: Story = { args: { defaultOpen: true } };

export const OpenPremiumUser: Story = {
  args: {
    defaultOpen: true,
    user: premiumUser,
    subscription: { isPremium: true, subscriptionTier: 'premium_yearly', subscriptionEndDate: '2026-09-30T21:00:00.000Z' },
  },
  play: async ({ canvasElement }) => {
    const { t } = tableOfPage();
    const panel = within(canvasElement).getByRole('region', { name: t('debug.title') });
    await expect(panel).toHaveTextContent('premium_yearly');
    await expect(panel).toHaveTextContent('2026');
    await expect(within(panel).getAllByText(t('debug.yes')).length).toBeGreaterThanOrEqual(2);
  },
};

export const Loading: Story = {
  args: { defaultOpen: true, isLoading: true, isAuthenticated: false, user: null, subscription: null },
};

export const SignedOut: Story = {
  args: { defaultOpen: true, isAuthenticated: false, user: null, subscription: null },
  play: async ({ canvasElement }) => {
    const { t } = tableOfPage();
    const panel = within(canvasElement).getByRole('region', { name: t('debug.title') });
    await expect(within(panel).getAllByText(t('debug.none')).length).toBeGreaterThanOrEqual(5);
  },
};

export const TestAuthPending: Story = {
  args: { defaultOpen: true, isTestingAuth: true },
  play: async ({ canvasElement, args }) => {
    const { t } = tableOfPage();
    const panel = within(canvasElement).getByRole('region', { name: t('debug.title') });
    // While pending the button shows a spinner and ignores presses.
    const button = panel.querySelector<HTMLButtonElement>('button[data-pending]');
    if (!button) throw new Error('no pending button');
    await expect(button).toHaveTextContent(t('debug.testAuth'));
    await userEvent.click(button);
    await expect(args.onTestAuth).not.toHaveBeenCalled();
  },
};
