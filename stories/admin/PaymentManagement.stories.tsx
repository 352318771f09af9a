/**
 * PaymentManagement: counters computed from the list, approve/reject only on pending requests, View opening the
 * screenshot dialog (wired as the app wires it), the busy request, loading, error with retry, empty, many requests
 * and long Arabic names.
 */
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { PaymentManagement, PaymentViewDialog, type PaymentManagementProps } from '../../ui-kit/admin';
import { LONG_ARABIC_NAME, manyRequests, pageNumber, pageT, paymentRequests, pendingRequest } from './adminFixtures';

/** The list plus the View dialog, with the dialog state the app keeps. */
function PaymentsWithDialog(props: PaymentManagementProps) {
  const [viewId, setViewId] = useState<string | null>(null);
  const viewed = props.requests?.find((request) => request.id === viewId) ?? null;
  return (
    <>
      <PaymentManagement
        {...props}
        onView={(id) => {
          props.onView(id);
          setViewId(id);
        }}
      />
      <PaymentViewDialog
        request={viewed}
        isOpen={viewed !== null}
        onClose={() => setViewId(null)}
        onApprove={props.onApprove}
        onReject={props.onReject}
        busy={viewed !== null && props.busyId === viewed.id}
      />
    </>
  );
}

const meta = {
  title: 'Admin/PaymentManagement',
  component: PaymentManagement,
  render: (args) => <PaymentsWithDialog {...args} />,
  args: { requests: paymentRequests, state: 'ready', onRetry: fn(), onApprove: fn(), onReject: fn(), onView: fn() },
} satisfies Meta<typeof PaymentManagement>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The three counters, in the order Pending, Approved, Rejected. */
async function expectCounters(canvasElement: HTMLElement, pending: number, approved: number, rejected: number) {
  const { t } = pageT();
  const counters = within(within(canvasElement).getByRole('list', { name: t('admin.payments.counters') })).getAllByRole('listitem');
  await expect(counters[0]).toHaveTextContent(`${t('admin.status.pending')}${pageNumber(pending)}`);
  await expect(counters[1]).toHaveTextContent(`${t('admin.status.approved')}${pageNumber(approved)}`);
  await expect(counters[2]).toHaveTextContent(`${t('admin.status.rejected')}${pageNumber(rejected)}`);
}

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { t } = pageT();
    await expectCounters(canvasElement, 1, 1, 1);
    await expect(canvas.getByText(t('admin.payments.refreshNote'))).toBeVisible();
    // Only the pending request can be approved or rejected.
    await expect(canvas.getAllByRole('button', { name: t('admin.request.approve') })).toHaveLength(1);
    await expect(canvas.getAllByRole('button', { name: t('admin.request.reject') })).toHaveLength(1);
    const pendingCard = within(canvas.getByRole('article', { name: pendingRequest.userName }));
    await userEvent.click(pendingCard.getByRole('button', { name: t('admin.request.approve') }));
    await expect(args.onApprove).toHaveBeenCalledTimes(1);
    await expect(args.onApprove).toHaveBeenCalledWith(pendingRequest.id);
    await userEvent.click(pendingCard.getByRole('button', { name: t('admin.request.reject') }));
    await expect(args.onReject).toHaveBeenCalledTimes(1);
    await expect(args.onReject).toHaveBeenCalledWith(pendingRequest.id);
  },
};

export const EnglishDark: Story = { ...Default, globals: { locale: 'en', theme: 'dark' } };

/** View opens the screenshot dialog; Close shuts it. */
export const ViewOpensDialog: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { t } = pageT();
    await userEvent.click(canvas.getByRole('button', { name: t('admin.request.viewLabel', { name: pendingRequest.userName }) }));
    await expect(args.onView).toHaveBeenCalledWith(pendingRequest.id);
    const dialog = await screen.findByRole('dialog', { name: t('admin.view.title') });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByRole('img', { name: t('admin.view.screenshotAlt', { name: pendingRequest.userName }) })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: t('admin.view.approve') }));
    await expect(args.onApprove).toHaveBeenCalledWith(pendingRequest.id);
    await userEvent.click(within(dialog).getAllByRole('button', { name: t('admin.view.close') })[1] as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** An approve of the pending request is running: its buttons are disabled. */
export const BusyRequest: Story = {
  args: { busyId: pendingRequest.id },
  play: async ({ canvasElement }) => {
    const { t } = pageT();
    const card = within(within(canvasElement).getByRole('article', { name: pendingRequest.userName }));
    await expect(card.getByRole('button', { name: t('admin.request.approve') })).toBeDisabled();
    await expect(card.getByRole('button', { name: t('admin.request.reject') })).toBeDisabled();
  },
};

export const ManyRequests: Story = {
  args: { requests: manyRequests },
  play: async ({ canvasElement }) => {
    const pending = manyRequests.filter((request) => request.status === 'pending').length;
    const approved = manyRequests.filter((request) => request.status === 'approved').length;
    const rejected = manyRequests.filter((request) => request.status === 'rejected').length;
    await expectCounters(canvasElement, pending, approved, rejected);
    const { t } = pageT();
    await expect(within(canvasElement).getAllByRole('button', { name: t('admin.request.approve') })).toHaveLength(pending);
  },
};

export const LongArabicNames: Story = {
  args: { requests: paymentRequests.map((request) => ({ ...request, userName: `${LONG_ARABIC_NAME} ${request.userName}` })) },
};

export const Loading: Story = {
  args: { requests: undefined, state: 'loading' },
  play: async ({ canvasElement }) => {
    const { t } = pageT();
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t('admin.payments.loading'));
  },
};

export const LoadError: Story = {
  args: { requests: undefined, state: 'error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { t } = pageT();
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('admin.payments.error'));
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  args: { requests: [] },
  play: async ({ canvasElement }) => {
    const { t } = pageT();
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t('admin.payments.empty'));
    await expectCounters(canvasElement, 0, 0, 0);
  },
};
