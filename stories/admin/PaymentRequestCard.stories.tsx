/**
 * PaymentRequestCard: every field of SPEC.md §2; approve/reject only while pending; the approved note; a busy
 * request; a status the panel does not know (plain text); long Arabic names.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { PaymentRequest } from '../../contract/payments';
import { PaymentRequestCard } from '../../ui-kit/admin';
import { LONG_ARABIC_NAME, approvedRequest, pageNumber, pageT, pendingRequest, rejectedRequest } from './adminFixtures';

const meta = {
  title: 'Admin/PaymentRequestCard',
  component: PaymentRequestCard,
  args: { request: pendingRequest, onApprove: fn(), onReject: fn(), onView: fn() },
} satisfies Meta<typeof PaymentRequestCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { t } = pageT();
    await expect(canvas.getByRole('heading', { name: pendingRequest.userName })).toBeVisible();
    await expect(canvas.getByText(t('admin.status.pending'))).toBeVisible();
    await expect(canvas.getByText(pendingRequest.userPhone)).toHaveAttribute('dir', 'ltr');
    await expect(canvas.getByText(pendingRequest.senderPhone)).toHaveAttribute('dir', 'ltr');
    await expect(canvas.getByText(t('admin.request.amountValue', { amount: pageNumber(99) }))).toBeVisible();
    await expect(canvas.getByText(t('subscribe.plan.premium_monthly'))).toBeVisible();
    await expect(canvas.getByText(pendingRequest.notes ?? '')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('admin.request.approve') }));
    await expect(args.onApprove).toHaveBeenCalledWith(pendingRequest.id);
    await userEvent.click(canvas.getByRole('button', { name: t('admin.request.reject') }));
    await expect(args.onReject).toHaveBeenCalledWith(pendingRequest.id);
    await userEvent.click(canvas.getByRole('button', { name: t('admin.request.viewLabel', { name: pendingRequest.userName }) }));
    await expect(args.onView).toHaveBeenCalledWith(pendingRequest.id);
  },
};

export const PendingEnglishDark: Story = { ...Pending, globals: { locale: 'en', theme: 'dark' } };

export const Approved: Story = {
  args: { request: approvedRequest },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { t } = pageT();
    await expect(canvas.getByText(t('admin.status.approved'))).toBeVisible();
    await expect(canvas.getByText(t('admin.request.approvedNote'))).toBeVisible();
    await expect(canvas.getByText(t('admin.request.amountValue', { amount: pageNumber(999) }))).toBeVisible();
    await expect(canvas.getByText(new RegExp(t('admin.request.processedOn', { date: '.+' })))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('admin.request.approve') })).toBeNull();
    await expect(canvas.queryByRole('button', { name: t('admin.request.reject') })).toBeNull();
  },
};

export const Rejected: Story = {
  args: { request: rejectedRequest },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { t } = pageT();
    await expect(canvas.getByText(t('admin.status.rejected'))).toBeVisible();
    await expect(canvas.queryByText(t('admin.request.approvedNote'))).toBeNull();
    await expect(canvas.queryByRole('button', { name: t('admin.request.approve') })).toBeNull();
  },
};

/** While its approve or reject runs, the request's buttons are disabled. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { t } = pageT();
    await expect(canvas.getByRole('button', { name: t('admin.request.approve') })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: t('admin.request.reject') })).toBeDisabled();
  },
};

/** A status outside pending/approved/rejected is shown as plain text, with no actions. */
export const OtherStatus: Story = {
  args: { request: { ...pendingRequest, status: 'refunded' as PaymentRequest['status'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { t } = pageT();
    await expect(canvas.getByText('refunded')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('admin.request.approve') })).toBeNull();
  },
};

export const LongArabicName: Story = {
  args: { request: { ...pendingRequest, userName: LONG_ARABIC_NAME, notes: 'ملاحظة طويلة جدًا: '.repeat(8) } },
};
