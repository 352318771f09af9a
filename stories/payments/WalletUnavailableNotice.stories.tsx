/** WalletUnavailableNotice: /vodafone-payment when no wallet number is configured — support address and the way back. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { WalletUnavailableNotice } from '../../ui-kit/payments/WalletUnavailableNotice';
import { tableOfPage } from '../auth/storyLocale';

const meta = {
  title: 'Payments/WalletUnavailableNotice',
  component: WalletUnavailableNotice,
  args: { supportEmail: 'support@moallemy.example', subscribeHref: '/subscribe' },
} satisfies Meta<typeof WalletUnavailableNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { t } = tableOfPage();
    await expect(canvas.getByRole('heading', { name: t('payment.wallet.unavailableTitle') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'support@moallemy.example' })).toHaveAttribute('href', 'mailto:support@moallemy.example');
    await expect(canvas.getByRole('link', { name: t('payment.wallet.unavailableCta') })).toHaveAttribute('href', '/subscribe');
  },
};

export const English: Story = { ...Default, globals: { locale: 'en' } };

export const WithoutSupportAddress: Story = { args: { supportEmail: undefined } };

export const Dark: Story = { globals: { theme: 'dark' } };
