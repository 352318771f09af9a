/** Dialog: opens from a trigger, closes with Escape / the close button, returns focus; open, long texts. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button, Dialog } from '../../ui-kit/primitives';

const CLOSE = /^(إغلاق|Close)$/;

/** The dimmed overlay around a dialog (dialog → modal → overlay). */
function backdropOf(dialog: HTMLElement): HTMLElement {
  const overlay = dialog.parentElement?.parentElement;
  if (!overlay) throw new Error('dialog has no overlay');
  return overlay;
}

const meta = {
  title: 'Primitives/Dialog',
  component: Dialog,
  args: {
    title: 'تصدير المحادثة',
    children: 'اختر صيغة الملف الذي تريد تنزيل المحادثة به.',
    trigger: <Button>افتح النافذة</Button>,
    onOpenChange: fn(),
  },
  argTypes: { trigger: { control: false }, children: { control: 'text' }, footer: { control: false } },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'افتح النافذة' });
    // A press on the dimmed backdrop closes a dismissable dialog.
    await userEvent.click(trigger);
    await userEvent.click(backdropOf(await screen.findByRole('dialog')), { pointerEventsCheck: 0 });
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument());

    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'تصدير المحادثة' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.click(trigger);
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: CLOSE }));
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument());
  },
};

/** Shown open (for review and screenshots) with an actions footer. */
export const Open: Story = {
  args: {
    trigger: undefined,
    defaultOpen: true,
    footer: ({ close }) => (
      <>
        <Button variant="secondary" onPress={close}>إلغاء</Button>
        <Button onPress={close}>تنزيل PDF</Button>
      </>
    ),
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(dialog).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'تنزيل PDF' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument());
  },
};

export const OpenEnglish: Story = {
  args: {
    trigger: undefined,
    defaultOpen: true,
    title: 'Export conversation',
    children: 'Choose the file format to download the conversation in.',
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Export conversation' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const NotDismissableOutside: Story = {
  args: { trigger: undefined, defaultOpen: true, isDismissable: false },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(backdropOf(dialog));
    await expect(dialog).toBeInTheDocument();
    // Focus stays trapped in the dialog.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument());
  },
};

export const LongArabicText: Story = {
  args: {
    trigger: undefined,
    defaultOpen: true,
    title: 'لقد استخدمت كل رسائلك المجانية لهذا اليوم، اشترك الآن لتحصل على رسائل غير محدودة',
    children:
      'يمكنك مشاركة كود الدعوة مع أصدقائك للحصول على رسائل إضافية، أو الاشتراك في باقة بريميوم للحصول على رسائل غير محدودة وشرح مفصّل خطوة بخطوة في جميع المواد، مع اختبارات تفاعلية وتحليل للأخطاء.',
  },
};

export const LongEnglishText: Story = {
  args: {
    trigger: undefined,
    defaultOpen: true,
    size: 'lg',
    title: 'You have used all your free messages for today — subscribe for unlimited messages',
    children:
      'Share your referral code with friends to earn bonus messages, or subscribe to Premium for unlimited messages and detailed step-by-step explanations in every subject, with interactive quizzes and analysis of your mistakes.',
  },
};
