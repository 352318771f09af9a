/**
 * /billing: loading, a failed load with Retry, a free student (upgrade link), an active subscription whose
 * renewal is stopped behind a confirmation, renewal already off, an expired plan, an empty and a long history,
 * English, dark and 360 px.
 */
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { BillingScreen, type BillingHistoryEntry, type BillingScreenProps } from '../../ui-kit/payments';
import { expectNoSidewaysOverflow, pageNumber, phoneViewport, tableOfPage } from './paymentStoryHelpers';

const history: BillingHistoryEntry[] = [
  { id: 'p4', method: 'vodafone_cash', plan: 'premium_yearly', amount: 999, status: 'pending', createdAt: '2026-11-20T08:30:00.000Z' },
  { id: 'p3', method: 'card', plan: 'premium_monthly', amount: 99, status: 'paid', createdAt: '2026-10-26T12:00:00.000Z' },
  { id: 'p2', method: 'card', plan: 'premium_monthly', amount: 99, status: 'failed', createdAt: '2026-10-25T11:58:00.000Z' },
  { id: 'p1', method: 'vodafone_cash', plan: 'premium_monthly', amount: 99, status: 'approved', createdAt: '2026-09-26T17:10:00.000Z' },
  { id: 'p0', method: 'vodafone_cash', plan: 'premium_monthly', amount: 99, status: 'rejected', createdAt: '2026-09-24T09:00:00.000Z' },
];

const active = { isPremium: true, tier: 'premium_monthly', endDate: '2026-12-26T12:00:00.000Z', isExpired: false, autoRenew: true } as const;

function pageDate(iso: string): string {
  return new Intl.DateTimeFormat(document.documentElement.lang === 'en' ? 'en-US' : 'ar-EG', {
    dateStyle: 'long',
    timeZone: 'Africa/Cairo',
  }).format(new Date(iso));
}

/** The page as the app drives it: confirming the stop runs the call, then renewal is off. */
function BillingDemo(props: BillingScreenProps) {
  const [subscription, setSubscription] = useState(props.subscription);
  const [cancelling, setCancelling] = useState(false);
  return (
    <BillingScreen
      {...props}
      subscription={subscription}
      cancelling={cancelling}
      onCancelRenewal={() => {
        props.onCancelRenewal();
        setCancelling(true);
        setTimeout(() => {
          setCancelling(false);
          setSubscription((current) => (current ? { ...current, autoRenew: false } : current));
        }, 300);
      }}
    />
  );
}

const meta = {
  title: 'Payments/BillingScreen',
  component: BillingScreen,
  parameters: { layout: 'fullscreen' },
  render: (args) => <BillingDemo {...args} />,
  args: {
    state: 'ready',
    onRetry: fn(),
    subscription: active,
    history,
    onCancelRenewal: fn(),
    cancelling: false,
    subscribeHref: '/subscribe',
  },
} satisfies Meta<typeof BillingScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { t } = tableOfPage();
    await expect(canvas.getByRole('heading', { level: 1, name: t('billing.title') })).toBeVisible();
    await expect(canvas.getByText(t('billing.renewsOn', { date: pageDate(active.endDate) }))).toBeVisible();
    await expect(canvas.getByText(t('billing.active'))).toBeVisible();
    const list = within(canvas.getByRole('region', { name: t('billing.history') })).getByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    for (const status of ['pending', 'paid', 'failed', 'approved', 'rejected'] as const) {
      await expect(within(list).getByText(t(`billing.status.${status}`))).toBeVisible();
    }
    await expect(within(list).getByText(t('subscribe.price', { price: pageNumber(999) }))).toBeVisible();
  },
};

export const CancelRenewal: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { t } = tableOfPage();
    await userEvent.click(canvas.getByRole('button', { name: t('billing.cancelRenewal') }));
    const dialog = await screen.findByRole('alertdialog', { name: t('billing.cancelConfirmTitle') });
    await expect(dialog).toHaveAccessibleDescription(t('billing.cancelConfirmBody', { date: pageDate(active.endDate) }));
    await expect(args.onCancelRenewal).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: t('billing.cancelConfirm') }));
    await expect(args.onCancelRenewal).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByText(t('billing.renewalOff', { date: pageDate(active.endDate) }))).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('button', { name: t('billing.cancelRenewal') })).toBeNull());
  },
};

export const CancelRenewalKept: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { t } = tableOfPage();
    await userEvent.click(canvas.getByRole('button', { name: t('billing.cancelRenewal') }));
    const dialog = await screen.findByRole('alertdialog', { name: t('billing.cancelConfirmTitle') });
    await userEvent.click(within(dialog).getByRole('button', { name: t('billing.keep') }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onCancelRenewal).not.toHaveBeenCalled();
    await expect(canvas.getByText(t('billing.renewsOn', { date: pageDate(active.endDate) }))).toBeVisible();
  },
};

export const Cancelling: Story = { args: { cancelling: true }, render: (args) => <BillingScreen {...args} /> };

export const RenewalOff: Story = {
  args: { subscription: { ...active, autoRenew: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { t } = tableOfPage();
    await expect(canvas.getByText(t('billing.renewalOff', { date: pageDate(active.endDate) }))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('billing.cancelRenewal') })).toBeNull();
  },
};

export const FreePlan: Story = {
  args: { subscription: null, history: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { t } = tableOfPage();
    await expect(canvas.getByText(t('billing.free.title'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('billing.upgrade') })).toHaveAttribute('href', '/subscribe');
    await expect(canvas.getByText(t('billing.history.empty'))).toBeVisible();
  },
};

export const Expired: Story = {
  args: { subscription: { isPremium: false, tier: 'premium_monthly', endDate: '2026-10-26T12:00:00.000Z', isExpired: true, autoRenew: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { t } = tableOfPage();
    await expect(canvas.getByText(t('billing.expired'))).toBeVisible();
    await expect(canvas.getByText(t('billing.expiredBody', { date: pageDate('2026-10-26T12:00:00.000Z') }))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('billing.renew') })).toHaveAttribute('href', '/subscribe');
  },
};

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvasElement }) => {
    const { t } = tableOfPage();
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t('billing.loading'));
  },
};

export const LoadFailed: Story = {
  args: { state: 'error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { t } = tableOfPage();
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('billing.loadFailed'));
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const English: Story = { ...Default, globals: { locale: 'en' } };

export const EnglishCancelRenewal: Story = { ...CancelRenewal, globals: { locale: 'en' } };

export const Dark: Story = { globals: { theme: 'dark' } };

export const DarkConfirmOpen: Story = {
  globals: { theme: 'dark', locale: 'en' },
  play: async ({ canvasElement }) => {
    const { t } = tableOfPage();
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('billing.cancelRenewal') }));
    await expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
  },
};

export const Narrow: Story = {
  ...phoneViewport,
  play: async ({ canvasElement }) => {
    await expectNoSidewaysOverflow(canvasElement);
  },
};
