/**
 * WelcomePanel: a free student's usage (with and without bonus messages), Premium ('unlimited'), the loading
 * skeleton of the study numbers, long tutor names, and the suggestions sending their text.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WELCOME_DEMO_STATS } from '../../contract/constants';
import { WelcomePanel } from '../../ui-kit/chat/WelcomePanel';
import { tableOfPage } from '../auth/storyLocale';
import { pageNumber } from './chatShellFixtures';

const demoStats = { streakDays: WELCOME_DEMO_STATS.streak, topics: WELCOME_DEMO_STATS.topics, sessions: WELCOME_DEMO_STATS.sessions };

const meta = {
  title: 'Chat/WelcomePanel',
  component: WelcomePanel,
  args: {
    tutorName: 'المعلم الودود',
    usage: { usedToday: 2, dailyLimit: 5, bonusMessages: 0, isPremium: false },
    stats: demoStats,
    onSuggestion: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 680 }}>{Story()}</div>],
} satisfies Meta<typeof WelcomePanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FreeStudent: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { t } = tableOfPage();
    await expect(canvas.getByRole('heading', { level: 2, name: t('chat.welcome.title') })).toBeVisible();
    await expect(canvas.getByText(t('chat.online'))).toBeVisible();
    await expect(canvas.getByText(t('chat.welcome.tutorName', { name: args.tutorName }))).toBeVisible();
    const usage = canvas.getByRole('progressbar', { name: t('chat.usage.counter', { used: pageNumber(2), limit: pageNumber(5) }) });
    await expect(usage).toHaveAttribute('aria-valuenow', '2');
    await expect(canvas.queryByText(t('chat.usage.bonus', { bonus: pageNumber(0) }))).toBeNull();
    // The demo numbers: streak 3, topics 5, sessions 12.
    await expect(canvas.getByText(pageNumber(12))).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: t('chat.suggestion.math') }));
    await expect(args.onSuggestion).toHaveBeenCalledWith(t('chat.suggestion.math'));
  },
};

export const FreeStudentEnglish: Story = { ...FreeStudent, args: { tutorName: 'Friendly Teacher' }, globals: { locale: 'en' } };

export const WithBonusMessages: Story = {
  args: { usage: { usedToday: 5, dailyLimit: 5, bonusMessages: 30, isPremium: false } },
  play: async ({ canvasElement }) => {
    const { t } = tableOfPage();
    await expect(within(canvasElement).getByText(t('chat.usage.bonus', { bonus: pageNumber(30) }))).toBeVisible();
  },
};

export const PremiumStudent: Story = {
  args: { usage: { usedToday: 42, dailyLimit: 5, bonusMessages: 0, isPremium: true }, tutorName: 'الحكواتي المرح' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { t } = tableOfPage();
    await expect(canvas.getByText(t('chat.usage.unlimited'))).toBeVisible();
    await expect(canvas.queryByRole('progressbar', { name: /5/ })).toBeNull();
  },
};

/** The study numbers are loading: skeletons, announced as busy. */
export const LoadingStats: Story = {
  args: { stats: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { t } = tableOfPage();
    await expect(canvas.getByText(t('common.loading'))).toBeInTheDocument();
    await expect(canvas.queryByRole('progressbar', { name: t('chat.streak.goal', { goal: pageNumber(7) }) })).toBeNull();
  },
};

export const LongArabicTutorName: Story = { args: { tutorName: 'المعلم الودود الصبور الذي يشرح كل خطوة بالتفصيل الممل' } };

export const LongEnglishTutorName: Story = {
  args: { tutorName: 'The Extraordinarily Patient and Friendly Teacher' },
  globals: { locale: 'en' },
};

export const Dark: Story = { globals: { theme: 'dark' } };
