/** IconButton: a required accessible label, variants, disabled, and icons that mirror in RTL. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ArrowRight, Send, Settings, X } from 'lucide-react';
import { IconButton } from '../../ui-kit/primitives';

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  args: { 'aria-label': 'إغلاق', children: <X />, onPress: fn(), variant: 'ghost', size: 'md' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger', 'premium'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    children: { control: false },
  },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'إغلاق' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      {(['primary', 'secondary', 'ghost', 'danger', 'premium'] as const).map((variant) => (
        <IconButton key={variant} {...args} variant={variant} aria-label={`Settings (${variant})`}>
          <Settings />
        </IconButton>
      ))}
    </div>
  ),
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toBeDisabled();
  },
};

/** A pointing icon (send) with `flipInRtl`: mirrored on an Arabic page, as drawn on an English one. */
export const FlipInRtl: Story = {
  args: { 'aria-label': 'إرسال · Send', children: <Send />, variant: 'primary', flipInRtl: true },
  play: async ({ canvasElement }) => {
    const glyph = canvasElement.querySelector('[data-flip-in-rtl]');
    await expect(glyph).not.toBeNull();
    const transform = getComputedStyle(glyph as Element).transform;
    const isRtl = getComputedStyle(canvasElement).direction === 'rtl';
    await expect(transform).toBe(isRtl ? 'matrix(-1, 0, 0, 1, 0, 0)' : 'none');
  },
};

/** Without `flipInRtl` an icon is never mirrored (for symmetric or non-pointing icons). */
export const NoFlip: Story = {
  args: { 'aria-label': 'التالي · Next', children: <ArrowRight /> },
  play: async ({ canvasElement }) => {
    const glyph = canvasElement.querySelector('[aria-hidden="true"]');
    await expect(getComputedStyle(glyph as Element).transform).toBe('none');
  },
};
