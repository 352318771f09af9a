/** Button: variants, sizes, disabled, pending (keeps its width), long Arabic and English labels. */
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../ui-kit/primitives';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'ابدأ المذاكرة', onPress: fn(), variant: 'primary', size: 'md' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger', 'premium'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'ابدأ المذاكرة' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const English: Story = { args: { children: 'Start studying' } };
export const Secondary: Story = { args: { variant: 'secondary', children: 'إلغاء' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'رجوع' } };
export const Danger: Story = { args: { variant: 'danger', children: 'تسجيل الخروج' } };
export const Premium: Story = { args: { variant: 'premium', children: 'اشترك في بريميوم' } };

export const AllVariantsAndSizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <div key={size} style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
          {(['primary', 'secondary', 'ghost', 'danger', 'premium'] as const).map((variant) => (
            <Button key={variant} {...args} size={size} variant={variant}>
              {variant} {size}
            </Button>
          ))}
        </div>
      ))}
    </div>
  ),
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { isPending: true, children: 'جارٍ الإرسال' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('progressbar')).toBeInTheDocument();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/**
 * react-aria announces "pending" through a global live region that points at the button by id for
 * 7 s; drop that announcement when the story unmounts so the next story is not left with a
 * reference to a button that no longer exists.
 */
function clearPendingAnnouncements() {
  return () => document.querySelectorAll('[data-live-announcer] [role="img"]').forEach((node) => node.remove());
}

/** Pressing starts work: the spinner replaces the label and the button keeps its exact width. */
export const PendingKeepsWidth: Story = {
  beforeEach: clearPendingAnnouncements,
  render: function Render(args) {
    const [isPending, setPending] = useState(false);
    return (
      <Button {...args} isPending={isPending} onPress={() => setPending(true)}>
        Save my answers
      </Button>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button');
    const widthBefore = button.getBoundingClientRect().width;
    await userEvent.click(button);
    await expect(await canvas.findByRole('progressbar')).toBeInTheDocument();
    await expect(button).toHaveAttribute('data-pending', 'true');
    await expect(button.getBoundingClientRect().width).toBe(widthBefore);
    await expect(button).toHaveFocus();
  },
};

export const LongArabicText: Story = {
  args: { children: 'اشترك الآن في الباقة السنوية واحصل على رسائل غير محدودة وشرح مفصّل لكل المواد' },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
};

export const LongEnglishText: Story = {
  args: { children: 'Subscribe to the yearly plan now and get unlimited messages and detailed explanations' },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
};

export const FullWidth: Story = { args: { fullWidth: true, children: 'متابعة' } };
