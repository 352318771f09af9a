/**
 * ConversationAnalyticsScreen: overview tiles and charts with their numbers as text, refresh and analyse calling
 * back, the analysis progress bar, the empty state prompting the analysis, loading and error.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConversationAnalyticsScreen } from '../../ui-kit/admin';
import { analyticsDashboard, emptyDashboard, pageNumber, pageT } from './adminFixtures';

const meta = {
  title: 'Admin/ConversationAnalyticsScreen',
  component: ConversationAnalyticsScreen,
  parameters: { layout: 'fullscreen' },
  args: { dashboard: analyticsDashboard, state: 'ready', onRefresh: fn(), onAnalyze: fn(), analysis: null },
} satisfies Meta<typeof ConversationAnalyticsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { t } = pageT();
    const overview = within(canvas.getByRole('list', { name: t('analytics.overview') }));
    await expect(overview.getByText(pageNumber(3_482))).toBeVisible();
    const topics = within(canvas.getByRole('list', { name: t('analytics.topTopics') }));
    await expect(topics.getAllByRole('listitem')).toHaveLength(10);
    await expect(topics.getByText(t('analytics.messageCount', { n: pageNumber(214) }))).toBeVisible();
    const trends = within(canvas.getByRole('list', { name: t('analytics.trend') }));
    await expect(trends.getByText(t('analytics.trendValue', { score: pageNumber(92), max: pageNumber(100) }))).toBeVisible();
    const languages = within(canvas.getByRole('list', { name: t('analytics.languageDistribution') }));
    await expect(languages.getByText(t('analytics.language.ar'))).toBeVisible();
    const types = within(canvas.getByRole('list', { name: t('analytics.messageTypes') }));
    await expect(types.getAllByRole('listitem')).toHaveLength(5);
    await expect(types.getByText(t('analytics.messageType.homework_help'))).toBeVisible();
    const users = within(canvas.getByRole('list', { name: t('analytics.userTypes') }));
    await expect(users.getByText(t('analytics.userType.premium'))).toBeVisible();
    await expect(canvas.getByRole('heading', { name: t('analytics.hourlyUsage') })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('analytics.refresh') }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: t('analytics.analyze') }));
    await expect(args.onAnalyze).toHaveBeenCalledTimes(1);
  },
};

export const EnglishDark: Story = { ...Default, globals: { locale: 'en', theme: 'dark' } };

export const AnalysisRunning: Story = {
  args: { analysis: { running: true, processed: 1_240, total: 3_482 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { t } = pageT();
    const progress = canvas.getByRole('progressbar', { name: t('analytics.analyzing') });
    await expect(progress).toHaveAttribute('aria-valuetext', t('analytics.progress', { processed: pageNumber(1_240), total: pageNumber(3_482) }));
    const analyze = canvas.getByRole('button', { name: t('analytics.analyze') });
    await expect(analyze).toHaveAttribute('data-pending', 'true');
    await userEvent.click(analyze);
    await expect(args.onAnalyze).not.toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { dashboard: emptyDashboard },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { t } = pageT();
    await expect(canvas.getByRole('heading', { name: t('analytics.empty.title') })).toBeVisible();
    await expect(canvas.getByText(t('analytics.empty.body'))).toBeVisible();
    await expect(canvas.queryByRole('list', { name: t('analytics.topTopics') })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('analytics.analyze') }));
    await expect(args.onAnalyze).toHaveBeenCalledTimes(1);
  },
};

export const EmptyEnglish: Story = { ...Empty, globals: { locale: 'en' } };

export const Loading: Story = {
  args: { dashboard: undefined, state: 'loading' },
  play: async ({ canvasElement }) => {
    const { t } = pageT();
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t('analytics.loading'));
  },
};

export const LoadError: Story = {
  args: { dashboard: undefined, state: 'error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { t } = pageT();
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('analytics.error'));
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};
