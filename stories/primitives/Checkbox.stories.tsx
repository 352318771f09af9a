/** Checkbox: toggle, default checked, indeterminate, invalid, disabled, long Arabic and English labels. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from '../../ui-kit/primitives';

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  args: { children: 'تذكرني لمدة 30 يوماً', onChange: fn() },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'تذكرني لمدة 30 يوماً' });
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
  },
};

export const DefaultSelected: Story = {
  args: { defaultSelected: true, children: 'Remember me (30 days)' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toBeChecked();
  },
};

export const Indeterminate: Story = { args: { isIndeterminate: true, children: 'كل المواد' } };

export const Invalid: Story = {
  args: { isInvalid: true, children: 'أوافق على الشروط والأحكام' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const checkbox = within(canvasElement).getByRole('checkbox');
    await expect(checkbox).toBeDisabled();
    await userEvent.click(checkbox, { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LongArabicText: Story = {
  args: { children: 'أوافق على استخدام محادثاتي بشكل مجهول لتحسين جودة الشرح، ويمكنني إلغاء الموافقة في أي وقت من الإعدادات' },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
};

export const LongEnglishText: Story = {
  args: { children: 'I agree that my conversations may be used anonymously to improve explanations, and I can withdraw at any time in settings' },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
};
