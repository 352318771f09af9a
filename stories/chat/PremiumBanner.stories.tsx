/** PremiumBanner: today's free usage and the subscribe link, in Arabic and English, light and dark, at 360 px. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PremiumBanner } from '../../ui-kit/chat/PremiumBanner';
import { tableOfPage } from '../auth/storyLocale';
import { pageNumber } from './chatShellFixtures';

const meta = {
  title: 'Chat/PremiumBanner',
  component: PremiumBanner,
  args: { usedToday: 3, dailyLimit: 5, subscribeHref: '/subscribe' },
} satisfies Meta<typeof PremiumBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { t } = tableOfPage();
    await expect(canvas.getByRole('region', { name: t('chat.premiumBanner.title') })).toBeVisible();
    await expect(canvas.getByText(t('chat.premiumBanner.body', { used: pageNumber(3), limit: pageNumber(5) }))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('chat.premiumBanner.cta') })).toHaveAttribute('href', '/subscribe');
  },
};

export const English: Story = { ...Default, globals: { locale: 'en' } };

export const Narrow: Story = {
  args: { usedToday: 1 },
  decorators: [(Story) => <div style={{ maxWidth: 340 }}>{Story()}</div>],
};

export const Dark: Story = { globals: { theme: 'dark' } };
