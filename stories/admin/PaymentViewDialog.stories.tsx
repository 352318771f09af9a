/** PaymentViewDialog: screenshot, user and amount; Approve/Reject only for pending; Close; no screenshot; busy. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { PaymentViewDialog } from '../../ui-kit/admin';
import { approvedRequest, pageNumber, pageT, pendingRequest, rejectedRequest } from './adminFixtures';

const meta = {
  title: 'Admin/PaymentViewDialog',
  component: PaymentViewDialog,
  args: { request: pendingRequest, isOpen: true, onClose: fn(), onApprove: fn(), onReject: fn() },
} satisfies Meta<typeof PaymentViewDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

async function openDialog(): Promise<HTMLElement> {
  const { t } = pageT();
  const dialog = await screen.findByRole('dialog', { name: t('admin.view.title') });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

export const Pending: Story = {
  play: async ({ args }) => {
    const { t } = pageT();
    const dialog = within(await openDialog());
    await expect(dialog.getByRole('img', { name: t('admin.view.screenshotAlt', { name: pendingRequest.userName }) })).toHaveAttribute('src', pendingRequest.screenshotUrl);
    await expect(dialog.getByText(pendingRequest.userName)).toBeVisible();
    await expect(dialog.getByText(t('admin.request.amountValue', { amount: pageNumber(99) }))).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: t('admin.view.approve') }));
    await expect(args.onApprove).toHaveBeenCalledWith(pendingRequest.id);
    await userEvent.click(dialog.getByRole('button', { name: t('admin.view.reject') }));
    await expect(args.onReject).toHaveBeenCalledWith(pendingRequest.id);
    // Footer Close and the corner close button.
    for (const close of dialog.getAllByRole('button', { name: t('admin.view.close') })) await userEvent.click(close);
    await expect(args.onClose).toHaveBeenCalledTimes(2);
  },
};

export const PendingEnglishDark: Story = { ...Pending, globals: { locale: 'en', theme: 'dark' } };

export const Approved: Story = {
  args: { request: approvedRequest },
  play: async () => {
    const { t } = pageT();
    const dialog = within(await openDialog());
    await expect(dialog.queryByRole('button', { name: t('admin.view.approve') })).toBeNull();
    await expect(dialog.queryByRole('button', { name: t('admin.view.reject') })).toBeNull();
    await expect(dialog.getByText(t('admin.status.approved'))).toBeVisible();
  },
};

export const NoScreenshot: Story = {
  args: { request: rejectedRequest },
  play: async () => {
    const { t } = pageT();
    const dialog = within(await openDialog());
    await expect(dialog.getByText(t('admin.view.noScreenshot'))).toBeVisible();
    await expect(dialog.queryByRole('img')).toBeNull();
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async () => {
    const { t } = pageT();
    const dialog = within(await openDialog());
    await expect(dialog.getByRole('button', { name: t('admin.view.approve') })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: t('admin.view.reject') })).toBeDisabled();
  },
};

export const EscapeCloses: Story = {
  play: async ({ args }) => {
    await openDialog();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};
