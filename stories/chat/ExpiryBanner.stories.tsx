/** ExpiryBanner: the expired-subscription notice with its renew link, in both languages and themes, at 360 px. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ExpiryBanner } from '../../ui-kit/chat/ExpiryBanner';
import { tableOfPage } from '../auth/storyLocale';

const meta = {
  title: 'Chat/ExpiryBanner',
  component: ExpiryBanner,
  args: { renewHref: '/subscribe' },
} satisfies Meta<typeof ExpiryBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { t } = tableOfPage();
    await expect(canvas.getByRole('region', { name: t('chat.expiryBanner.title') })).toBeVisible();
    await expect(canvas.getByText(t('chat.expiryBanner.body'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('chat.expiryBanner.cta') })).toHaveAttribute('href', '/subscribe');
  },
};

export const English: Story = { ...Default, globals: { locale: 'en' } };

export const Narrow: Story = { decorators: [(Story) => <div style={{ maxWidth: 340 }}>{Story()}</div>] };

export const Dark: Story = { globals: { theme: 'dark', locale: 'en' } };
