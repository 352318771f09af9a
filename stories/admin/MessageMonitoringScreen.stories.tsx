/**
 * MessageMonitoringScreen: access checking and denied; the Messages tab paging at the first, a middle and the
 * last page (Previous/Next disabled at the ends, 'Page x of y', 'Showing n of total', content cut at 300
 * characters); Conversations and Users tabs; per-tab loading, error and empty; the analytics link in a new tab.
 */
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ADMIN, FREE_DAILY_MESSAGES } from '../../contract/constants';
import { MessageMonitoringScreen, type MessageMonitoringScreenProps, type MonitoringTab } from '../../ui-kit/admin';
import { adminConversations, adminUsers, messagesPage, pageNumber, pageT } from './adminFixtures';

/** Tab and page state as the app keeps it. */
function MonitoringFlow(props: MessageMonitoringScreenProps) {
  const [tab, setTab] = useState<MonitoringTab>(props.tab);
  const [page, setPage] = useState(props.page);
  const totalPages = props.messagesPage?.totalPages ?? 1;
  return (
    <MessageMonitoringScreen
      {...props}
      tab={tab}
      onTabChange={(next) => {
        props.onTabChange(next);
        setTab(next);
      }}
      page={page}
      messagesPage={props.messagesPage ? messagesPage(page, totalPages) : undefined}
      onPageChange={(next) => {
        props.onPageChange(next);
        setPage(next);
      }}
    />
  );
}

const meta = {
  title: 'Admin/MessageMonitoringScreen',
  component: MessageMonitoringScreen,
  parameters: { layout: 'fullscreen' },
  render: (args) => <MonitoringFlow {...args} />,
  args: {
    access: 'granted',
    tab: 'messages',
    onTabChange: fn(),
    messagesPage: messagesPage(1),
    messagesState: 'ready',
    page: 1,
    onPageChange: fn(),
    conversations: adminConversations,
    conversationsState: 'ready',
    users: adminUsers,
    usersState: 'ready',
    dailyLimit: FREE_DAILY_MESSAGES,
    onRetry: fn(),
  },
} satisfies Meta<typeof MessageMonitoringScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

function pagerOf(canvasElement: HTMLElement) {
  const { t } = pageT();
  const canvas = within(canvasElement);
  return {
    nav: canvas.getByRole('navigation', { name: t('admin.monitor.pagination') }),
    previous: canvas.getByRole('button', { name: t('admin.monitor.previous') }),
    next: canvas.getByRole('button', { name: t('admin.monitor.next') }),
  };
}

export const FirstPage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { t } = pageT();
    const { nav, previous, next } = pagerOf(canvasElement);
    const total = 2 * ADMIN.messagesPerPage + 28;
    await expect(nav).toHaveTextContent(t('admin.monitor.pageOf', { page: pageNumber(1), pages: pageNumber(3) }));
    await expect(nav).toHaveTextContent(t('admin.monitor.showing', { n: pageNumber(5), total: pageNumber(total) }));
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();
    // The tutor's long answer is cut at 300 characters with an ellipsis.
    const cut = canvas.getAllByText((text) => text.endsWith('…') && text.length === ADMIN.messageCut + 1);
    await expect(cut.length).toBeGreaterThan(0);
    await expect(canvas.getAllByText(t('admin.monitor.role.assistant')).length).toBeGreaterThan(0);
    await expect(canvas.getByText(t('admin.monitor.anonymous'))).toBeVisible();
    await userEvent.click(next);
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await expect(pagerOf(canvasElement).previous).toBeEnabled();
    // The analytics page opens in a new tab.
    const link = canvas.getByRole('link', { name: new RegExp(t('admin.monitor.openAnalytics')) });
    await expect(link).toHaveAttribute('href', '/analytics');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link.getAttribute('rel')).toContain('noopener');
  },
};

export const FirstPageEnglishDark: Story = { ...FirstPage, globals: { locale: 'en', theme: 'dark' } };

export const MiddlePage: Story = {
  args: { page: 2 },
  play: async ({ canvasElement, args }) => {
    const { previous, next } = pagerOf(canvasElement);
    await expect(previous).toBeEnabled();
    await expect(next).toBeEnabled();
    await userEvent.click(previous);
    await expect(args.onPageChange).toHaveBeenCalledWith(1);
  },
};

export const LastPage: Story = {
  args: { page: 3 },
  play: async ({ canvasElement }) => {
    const { t } = pageT();
    const { nav, previous, next } = pagerOf(canvasElement);
    await expect(nav).toHaveTextContent(t('admin.monitor.pageOf', { page: pageNumber(3), pages: pageNumber(3) }));
    await expect(previous).toBeEnabled();
    await expect(next).toBeDisabled();
  },
};

export const Conversations: Story = {
  args: { tab: 'conversations' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { t } = pageT();
    await expect(canvas.getByRole('tab', { name: t('admin.monitor.tab.conversations') })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('heading', { name: adminConversations[0]?.title })).toBeVisible();
    await expect(canvas.getByText(t('admin.monitor.messageCount', { n: pageNumber(42) }))).toBeVisible();
    await expect(canvas.getAllByText(t('admin.monitor.notAnalyzed'))).toHaveLength(2);
  },
};

export const Users: Story = {
  args: { tab: 'users' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { t } = pageT();
    await expect(canvas.getByText(t('admin.monitor.freeUsed', { used: pageNumber(3), limit: pageNumber(FREE_DAILY_MESSAGES) }))).toBeVisible();
    await expect(canvas.getByText(t('admin.monitor.freeUsed', { used: pageNumber(5), limit: pageNumber(FREE_DAILY_MESSAGES) }))).toBeVisible();
    await expect(canvas.getByText(t('auth.grade.grade12'))).toBeVisible();
    await expect(canvas.getByText('تالتة ثانوي أزهر')).toBeVisible();
  },
};

export const SwitchTabs: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { t } = pageT();
    await userEvent.click(canvas.getByRole('tab', { name: t('admin.monitor.tab.users') }));
    await expect(args.onTabChange).toHaveBeenCalledWith('users');
    await expect(canvas.getByRole('heading', { name: adminUsers[1]?.name })).toBeVisible();
  },
};

export const Checking: Story = {
  args: { access: 'checking' },
  play: async ({ canvasElement }) => {
    const { t } = pageT();
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t('admin.monitor.checking'));
  },
};

export const AccessDenied: Story = {
  args: { access: 'denied' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { t } = pageT();
    await expect(canvas.getByRole('heading', { level: 1, name: t('admin.accessDenied.title') })).toBeVisible();
    await expect(canvas.getByText(t('admin.accessDenied.body'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('admin.accessDenied.backHome') })).toHaveAttribute('href', '/');
    await expect(canvas.queryByRole('tab')).toBeNull();
  },
};

export const AccessDeniedEnglishDark: Story = { ...AccessDenied, globals: { locale: 'en', theme: 'dark' } };

export const Loading: Story = {
  args: { messagesPage: undefined, messagesState: 'loading' },
  play: async ({ canvasElement }) => {
    const { t } = pageT();
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t('admin.monitor.loading'));
  },
};

export const LoadError: Story = {
  args: { tab: 'conversations', conversations: undefined, conversationsState: 'error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { t } = pageT();
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('admin.monitor.error'));
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledWith('conversations');
  },
};

export const Empty: Story = {
  args: { messagesPage: { messages: [], totalCount: 0, totalPages: 0, hasNextPage: false }, tab: 'messages' },
  render: (args) => <MessageMonitoringScreen {...args} />,
  play: async ({ canvasElement }) => {
    const { t } = pageT();
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t('admin.monitor.empty'));
    const { previous, next } = pagerOf(canvasElement);
    await expect(previous).toBeDisabled();
    await expect(next).toBeDisabled();
  },
};
