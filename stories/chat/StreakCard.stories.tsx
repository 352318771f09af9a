/**
 * StreakCard: progress to the 7-day goal (capped at 100%) and the badge tiers at 1, 3, 7, 14 and 30 days, earned
 * or locked.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StreakCard } from '../../ui-kit/chat/StreakCard';
import { tableOfPage } from '../auth/storyLocale';
import { pageNumber } from './chatShellFixtures';

const meta = {
  title: 'Chat/StreakCard',
  component: StreakCard,
  args: { streakDays: 3 },
  decorators: [(Story) => <div style={{ maxWidth: 520 }}>{Story()}</div>],
} satisfies Meta<typeof StreakCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Badge tiers whose status text says they are earned. */
function earnedTiers(canvasElement: HTMLElement): number {
  const { t } = tableOfPage();
  return within(canvasElement).queryAllByText(t('chat.badge.earned')).length;
}

/** Three days: 43% of the weekly goal, the 1- and 3-day badges earned, the rest locked. */
export const ThreeDays: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { t } = tableOfPage();
    await expect(canvas.getByText(t('chat.streak.days', { n: pageNumber(3) }))).toBeVisible();
    const progress = canvas.getByRole('progressbar');
    await expect(progress).toHaveAttribute('aria-valuenow', '43');
    await expect(progress).toHaveAttribute('aria-valuetext', t('chat.streak.progress', { percent: pageNumber(43) }));
    await expect(earnedTiers(canvasElement)).toBe(2);
    await expect(canvas.getByText(t('chat.badge.locked', { days: pageNumber(7) }))).toBeVisible();
  },
};

export const ThreeDaysEnglish: Story = { ...ThreeDays, globals: { locale: 'en' } };

export const NoStreakYet: Story = {
  args: { streakDays: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    await expect(earnedTiers(canvasElement)).toBe(0);
  },
};

export const GoalReached: Story = {
  args: { streakDays: 7 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await expect(earnedTiers(canvasElement)).toBe(3);
  },
};

/** Past the goal the bar stays full: 20 days is still 100%. */
export const PastTheGoal: Story = {
  args: { streakDays: 20 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await expect(earnedTiers(canvasElement)).toBe(4);
  },
};

export const MonthChampion: Story = {
  args: { streakDays: 30 },
  play: async ({ canvasElement }) => {
    await expect(earnedTiers(canvasElement)).toBe(5);
  },
};

export const Dark: Story = { args: { streakDays: 14 }, globals: { theme: 'dark' } };
