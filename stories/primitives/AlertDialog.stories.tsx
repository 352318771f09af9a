/** AlertDialog: confirm, cancel with Escape, destructive (focus on Cancel), pending, long texts. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { AlertDialog, Button } from '../../ui-kit/primitives';

/** The dimmed overlay around a dialog (dialog → modal → overlay). */
function backdropOf(dialog: HTMLElement): HTMLElement {
  const overlay = dialog.parentElement?.parentElement;
  if (!overlay) throw new Error('dialog has no overlay');
  return overlay;
}

const meta = {
  title: 'Primitives/AlertDialog',
  component: AlertDialog,
  args: {
    title: 'حفظ التغييرات؟',
    message: 'سيتم تحديث بيانات ملفك الشخصي.',
    trigger: <Button variant="secondary">حفظ</Button>,
    onConfirm: fn(),
    onCancel: fn(),
  },
  argTypes: { trigger: { control: false } },
} satisfies Meta<typeof AlertDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'حفظ' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'حفظ التغييرات؟' });
    await expect(dialog).toHaveAccessibleDescription('سيتم تحديث بيانات ملفك الشخصي.');
    const confirm = within(dialog).getByRole('button', { name: /^(تأكيد|Confirm)$/ });
    await expect(confirm).toHaveFocus();
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog', { hidden: true })).not.toBeInTheDocument());
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const EscapeCancels: Story = {
  args: { trigger: undefined, defaultOpen: true, title: 'Save changes?', message: 'Your profile will be updated.' },
  play: async ({ args }) => {
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog', { hidden: true })).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Destructive: red confirm, focus starts on Cancel, a press outside does nothing. */
export const Destructive: Story = {
  args: {
    trigger: undefined,
    defaultOpen: true,
    variant: 'destructive',
    title: 'تسجيل الخروج؟',
    message: 'ستحتاج إلى تسجيل الدخول مرة أخرى لمتابعة محادثاتك.',
    confirmLabel: 'تسجيل الخروج',
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog');
    await expect(within(dialog).getByRole('button', { name: /^(إلغاء|Cancel)$/ })).toHaveFocus();
    await userEvent.click(backdropOf(dialog), { pointerEventsCheck: 0 });
    await expect(dialog).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: /^(إلغاء|Cancel)$/ }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { hidden: true })).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

export const Pending: Story = {
  args: { trigger: undefined, isOpen: true, isPending: true, closeOnConfirm: false, variant: 'destructive', title: 'Reject payment?', message: 'The user will be notified.' },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog');
    await expect(within(dialog).getByRole('progressbar')).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: /^(إلغاء|Cancel)$/ })).toBeDisabled();
  },
};

export const LongArabicText: Story = {
  args: {
    trigger: undefined,
    defaultOpen: true,
    variant: 'destructive',
    title: 'هل تريد حقاً رفض طلب الدفع وإبلاغ الطالب بأن الإيصال المرفق غير واضح؟',
    message: 'لا يمكن التراجع عن هذا الإجراء. سيصل إشعار للطالب يطلب منه إعادة إرسال صورة واضحة لإيصال التحويل من محفظة فودافون كاش.',
    confirmLabel: 'رفض الطلب',
  },
};

export const LongEnglishText: Story = {
  args: {
    trigger: undefined,
    defaultOpen: true,
    title: 'Do you really want to approve this payment and activate Premium for this student?',
    message: 'The student gets unlimited messages, all subjects and all tutor personalities until the end date of the chosen plan.',
    confirmLabel: 'Approve & Activate Premium',
  },
};
