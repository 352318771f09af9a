/** AdminPanelScreen: header with Logout, the Payment Management and Analytics tabs (controlled), logging out. */
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AdminPanelScreen, PaymentManagement, VisitorAnalyticsTab, type AdminPanelScreenProps, type AdminPanelTab } from '../../ui-kit/admin';
import { STORY_NOW, analyticsSummary, pageT, paymentRequests, recentSessions } from './adminFixtures';

const paymentsTab = (
  <PaymentManagement requests={paymentRequests} state="ready" onRetry={fn()} onApprove={fn()} onReject={fn()} onView={fn()} />
);
const analyticsTab = (
  <VisitorAnalyticsTab
    summary={analyticsSummary}
    sessions={recentSessions}
    state="ready"
    autoRefresh
    onAutoRefreshChange={fn()}
    onRefresh={fn()}
    refreshing={false}
    now={STORY_NOW}
  />
);

/** The tab state the app keeps. */
function PanelWithTabs(props: AdminPanelScreenProps) {
  const [tab, setTab] = useState<AdminPanelTab>(props.tab);
  return (
    <AdminPanelScreen
      {...props}
      tab={tab}
      onTabChange={(next) => {
        props.onTabChange(next);
        setTab(next);
      }}
    />
  );
}

const meta = {
  title: 'Admin/AdminPanelScreen',
  component: AdminPanelScreen,
  parameters: { layout: 'fullscreen' },
  render: (args) => <PanelWithTabs {...args} />,
  args: { tab: 'payments', onTabChange: fn(), onLogout: fn(), paymentsTab, analyticsTab },
} satisfies Meta<typeof AdminPanelScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { t } = pageT();
    await expect(canvas.getByRole('tab', { name: t('admin.tab.payments') })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('heading', { name: t('admin.payments.title') })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: t('admin.tab.analytics') }));
    await expect(args.onTabChange).toHaveBeenCalledWith('analytics');
    await expect(canvas.getByRole('heading', { name: t('admin.analytics.title') })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('admin.logout') }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

export const EnglishDark: Story = { ...Default, globals: { locale: 'en', theme: 'dark' } };

export const AnalyticsTab: Story = {
  args: { tab: 'analytics' },
  play: async ({ canvasElement }) => {
    const { t } = pageT();
    await expect(within(canvasElement).getByRole('tab', { name: t('admin.tab.analytics') })).toHaveAttribute('aria-selected', 'true');
  },
};

export const LoggingOut: Story = {
  args: { loggingOut: true },
  play: async ({ canvasElement }) => {
    const { t } = pageT();
    await expect(within(canvasElement).getByRole('button', { name: t('admin.logout') })).toHaveAttribute('data-pending', 'true');
  },
};
