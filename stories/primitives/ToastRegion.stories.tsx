/**
 * Toast region: one toast at a time, close button, default 5000 ms timeout, swipe right ≥ 50 px to
 * dismiss, F8 reaches the notifications. Each story has its own queue (never the app's).
 */
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button, ToastRegion, createToastQueue, toast, type ToastContent } from '../../ui-kit/primitives';

const CLOSE = /^(إغلاق|Close)$/;

interface DemoProps {
  /** Toasts posted, newest last, each time the button is pressed. */
  toasts: ToastContent[];
  /** Auto-dismiss override (ms); the default is 5000. */
  timeout?: number;
  /** Post the toasts as soon as the story renders. */
  showOnMount?: boolean;
}

function ToastDemo({ toasts, timeout, showOnMount = false }: DemoProps) {
  const [queue] = useState(() => {
    const storyQueue = createToastQueue();
    if (showOnMount) toasts.forEach((content) => toast(content, { timeout: 0 }, storyQueue));
    return storyQueue;
  });
  return (
    <>
      <Button onPress={() => toasts.forEach((content) => toast(content, { timeout }, queue))}>إظهار الإشعار · Show toast</Button>
      <ToastRegion queue={queue} />
    </>
  );
}

const meta = {
  title: 'Primitives/ToastRegion',
  component: ToastDemo,
  args: { toasts: [{ title: 'تم الحفظ', description: 'تم حفظ إجاباتك بنجاح.' }] },
} satisfies Meta<typeof ToastDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    const region = await screen.findByRole('region', { name: /^(الإشعارات|Notifications)$/ });
    const item = within(region).getByRole('alertdialog', { name: 'تم الحفظ' });
    await expect(item).toHaveAccessibleDescription('تم حفظ إجاباتك بنجاح.');
    await userEvent.click(within(item).getByRole('button', { name: CLOSE }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const Success: Story = {
  args: { showOnMount: true, toasts: [{ title: 'تم تفعيل بريميوم! 🎉', description: 'استمتع برسائل غير محدودة.', variant: 'success' }] },
  play: async () => {
    const item = await screen.findByRole('alertdialog', { name: /تم تفعيل بريميوم/ });
    await waitFor(() => expect(item).toBeVisible());
  },
};

export const Destructive: Story = {
  args: { showOnMount: true, toasts: [{ title: 'Login error', description: 'Please check the details you entered.', variant: 'destructive' }] },
  play: async () => {
    const item = await screen.findByRole('alertdialog', { name: 'Login error' });
    await expect(item).toHaveAttribute('data-variant', 'destructive');
  },
};

/** Three posts, one toast on screen: the newest. Closing it reveals the previous one. */
export const OnlyOneVisible: Story = {
  args: { toasts: [{ title: 'Message 1' }, { title: 'Message 2' }, { title: 'Message 3' }] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    const item = await screen.findByRole('alertdialog');
    await expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    await expect(item).toHaveAccessibleName('Message 3');
    await userEvent.click(within(item).getByRole('button', { name: CLOSE }));
    await waitFor(() => expect(screen.getByRole('alertdialog')).toHaveAccessibleName('Message 2'));
    await expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
  },
};

/** With no timeout given, a toast stays for 5000 ms and then closes by itself. */
export const DefaultTimeout: Story = {
  args: { toasts: [{ title: 'Saved', description: 'Your answers were saved.' }] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    const shownAt = performance.now();
    await screen.findByRole('alertdialog');
    await new Promise((resolve) => setTimeout(resolve, 4500));
    await expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(), { timeout: 2500 });
    await expect(performance.now() - shownAt).toBeGreaterThanOrEqual(4900);
  },
};

/** F8 moves keyboard focus from the page to the toast in the notifications region. */
export const F8FocusesNotifications: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button');
    await userEvent.click(trigger);
    const region = await screen.findByRole('region', { name: /^(الإشعارات|Notifications)$/ });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{F8}');
    await expect(region).toContainElement(document.activeElement as HTMLElement);
    await expect(within(region).getByRole('alertdialog')).toHaveFocus();
    // From there, Tab reaches the close button.
    await userEvent.tab();
    await expect(within(region).getByRole('button', { name: CLOSE })).toHaveFocus();
  },
};

function drag(element: Element, fromX: number, toX: number) {
  const y = element.getBoundingClientRect().top + 10;
  fireEvent.pointerDown(element, { pointerId: 1, isPrimary: true, button: 0, clientX: fromX, clientY: y });
  fireEvent.pointerMove(window, { pointerId: 1, isPrimary: true, clientX: (fromX + toX) / 2, clientY: y });
  fireEvent.pointerMove(window, { pointerId: 1, isPrimary: true, clientX: toX, clientY: y });
  fireEvent.pointerUp(window, { pointerId: 1, isPrimary: true, button: 0, clientX: toX, clientY: y });
}

/** Dragging right by 50 px or more dismisses; less than that, or to the left, springs back. */
export const SwipeRightToDismiss: Story = {
  args: { showOnMount: true, toasts: [{ title: 'اسحب لليمين للإغلاق · Swipe right to dismiss' }] },
  play: async () => {
    const item = await screen.findByRole('alertdialog');
    const x = item.getBoundingClientRect().left + 40;
    drag(item, x, x + 30);
    await expect(item).toBeInTheDocument();
    drag(item, x, x - 120);
    await expect(item).toBeInTheDocument();
    await waitFor(() => expect(item.style.transform).toBe(''));
    drag(item, x, x + 60);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const LongArabicText: Story = {
  args: {
    showOnMount: true,
    toasts: [{
      variant: 'destructive',
      title: 'فشل في إرسال الطلب. يرجى المحاولة مرة أخرى.',
      description: 'تعذّر رفع صورة إيصال التحويل لأن حجمها أكبر من المسموح به. اختر صورة أصغر ثم أعد إرسال الطلب من صفحة الدفع اليدوي.',
    }],
  },
};

export const LongEnglishText: Story = {
  args: {
    showOnMount: true,
    toasts: [{
      variant: 'success',
      title: 'Premium Subscription Activated!',
      description: 'User …a1b2c3d4 now has unlimited messages, every subject and every tutor personality until the end of the chosen plan.',
    }],
  },
};
