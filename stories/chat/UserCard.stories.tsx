/** UserCard: free (upgrade link), Premium (badge, no upgrade), a visitor (Guest), long Arabic and English names. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { UserCard } from '../../ui-kit/chat/UserCard';
import { tableOfPage } from '../auth/storyLocale';
import { storyEnglishStudent, storyLongNameStudent, storyStudent } from './chatShellFixtures';

const meta = {
  title: 'Chat/UserCard',
  component: UserCard,
  args: { user: storyStudent, isPremium: false },
  decorators: [(Story) => <div style={{ maxWidth: 280 }}>{Story()}</div>],
} satisfies Meta<typeof UserCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FreeStudent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { t } = tableOfPage();
    await expect(canvas.getByText(storyStudent.name)).toBeVisible();
    await expect(canvas.getByText(storyStudent.email)).toBeVisible();
    await expect(canvas.getByText(t('chat.user.freePlan'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('chat.user.upgrade') })).toHaveAttribute('href', '/subscribe');
  },
};

export const PremiumStudent: Story = {
  args: { isPremium: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { t } = tableOfPage();
    await expect(canvas.getByText(t('chat.user.premiumPlan'))).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const Guest: Story = {
  args: { user: null },
  play: async ({ canvasElement }) => {
    const { t } = tableOfPage();
    await expect(within(canvasElement).getByText(t('chat.user.guest'))).toBeVisible();
  },
};

export const LongArabicName: Story = { args: { user: storyLongNameStudent } };

export const LongEnglishName: Story = { args: { user: storyEnglishStudent, isPremium: true }, globals: { locale: 'en' } };
