/**
 * VisitorAnalyticsTab: the cards (active now, today, yesterday, this week), top pages with their names, recent
 * sessions (signed in or visitor, relative last activity, page, browser, device, entry time, referrer host), the
 * auto-refresh toggle and refresh calling back, at most 20 sessions, loading, error and empty.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { VisitorAnalyticsTab } from '../../ui-kit/admin';
import { STORY_NOW, analyticsSummary, manySessions, pageNumber, pageT, recentSessions } from './adminFixtures';

const meta = {
  title: 'Admin/VisitorAnalyticsTab',
  component: VisitorAnalyticsTab,
  args: {
    summary: analyticsSummary,
    sessions: recentSessions,
    state: 'ready',
    autoRefresh: true,
    onAutoRefreshChange: fn(),
    onRefresh: fn(),
    refreshing: false,
    now: STORY_NOW,
  },
} satisfies Meta<typeof VisitorAnalyticsTab>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { t, language } = pageT();
    await expect(canvas.getByRole('region', { name: t('admin.analytics.activeNow') })).toHaveTextContent(pageNumber(7));
    await expect(canvas.getByRole('region', { name: t('admin.analytics.week') })).toHaveTextContent(pageNumber(1_238));
    // Known paths get names; an unknown one is shown as it is.
    const pages = within(canvas.getByRole('list', { name: t('admin.analytics.topPages') }));
    await expect(pages.getByText(t('admin.page.home'))).toBeVisible();
    await expect(pages.getByText(t('admin.page.paymentConfirmation'))).toBeVisible();
    await expect(pages.getByText('/blog/old-post')).toBeVisible();
    await expect(pages.getByText(t('admin.analytics.visits', { n: pageNumber(512) }))).toBeVisible();
    // Recent sessions.
    const sessions = within(canvas.getByRole('list', { name: t('admin.analytics.recentActivity') }));
    await expect(sessions.getAllByRole('listitem')).toHaveLength(recentSessions.length);
    await expect(sessions.getAllByText(t('admin.analytics.authenticated'))).toHaveLength(2);
    await expect(sessions.getByText('www.facebook.com')).toBeVisible();
    await expect(sessions.getByText(t('admin.device.tablet'))).toBeVisible();
    const relative = new Intl.RelativeTimeFormat(language === 'ar' ? 'ar-EG' : 'en-GB', { numeric: 'auto' });
    await expect(sessions.getByText(relative.format(-4, 'minute'))).toBeVisible();
    await expect(sessions.getByText(relative.format(-1, 'hour'))).toBeVisible();
    // The toggle and the refresh call back.
    await userEvent.click(canvas.getByRole('checkbox', { name: t('admin.analytics.autoRefresh') }));
    await expect(args.onAutoRefreshChange).toHaveBeenCalledWith(false);
    await userEvent.click(canvas.getByRole('button', { name: t('admin.analytics.refresh') }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};

export const EnglishDark: Story = { ...Default, globals: { locale: 'en', theme: 'dark' } };

export const AutoRefreshOff: Story = {
  args: { autoRefresh: false },
  play: async ({ canvasElement, args }) => {
    const { t } = pageT();
    const toggle = within(canvasElement).getByRole('checkbox', { name: t('admin.analytics.autoRefresh') });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(args.onAutoRefreshChange).toHaveBeenCalledWith(true);
  },
};

export const Refreshing: Story = {
  args: { refreshing: true },
  play: async ({ canvasElement }) => {
    const { t } = pageT();
    await expect(within(canvasElement).getByRole('button', { name: t('admin.analytics.refresh') })).toHaveAttribute('data-pending', 'true');
  },
};

/** 25 sessions come back; 20 are shown. */
export const ManySessions: Story = {
  args: { sessions: manySessions },
  play: async ({ canvasElement }) => {
    const { t } = pageT();
    const list = within(within(canvasElement).getByRole('list', { name: t('admin.analytics.recentActivity') }));
    await expect(list.getAllByRole('listitem')).toHaveLength(20);
  },
};

export const Loading: Story = {
  args: { summary: undefined, sessions: undefined, state: 'loading' },
  play: async ({ canvasElement }) => {
    const { t } = pageT();
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t('admin.analytics.loading'));
  },
};

export const LoadError: Story = {
  args: { summary: undefined, sessions: undefined, state: 'error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { t } = pageT();
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('admin.analytics.error'));
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  args: {
    summary: { active: 0, today: { unique: 0, sessions: 0 }, yesterday: { unique: 0, sessions: 0 }, week: { unique: 0, sessions: 0 }, topPages: [] },
    sessions: [],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { t } = pageT();
    await expect(canvas.getByText(t('admin.analytics.noPages'))).toBeVisible();
    await expect(canvas.getByText(t('admin.analytics.noActivity'))).toBeVisible();
  },
};
