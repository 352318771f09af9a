/** ProgressBar: value with its label, indeterminate, tones, long Arabic and English labels. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressBar } from '../../ui-kit/primitives';

const meta = {
  title: 'Primitives/ProgressBar',
  component: ProgressBar,
  args: { label: 'هدف الأسبوع', value: 40, showValueLabel: true },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'هدف الأسبوع' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    // The value is formatted for the locale: "40%" or "٤٠٪".
    await expect(bar).toHaveAttribute('aria-valuetext', expect.stringMatching(/^(40%|٤٠[٪%]?\u061C?)|.*٤٠.*/));
  },
};

/** A streak of 3 out of 7 days, shown as "3 / 7" rather than a percentage. */
export const CustomValueLabel: Story = {
  args: { label: 'Streak', value: 3, maxValue: 7, valueLabel: '3 / 7 days', tone: 'success' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Streak' });
    await expect(bar).toHaveAttribute('aria-valuetext', '3 / 7 days');
    await expect(within(canvasElement).getByText('3 / 7 days')).toBeVisible();
  },
};

export const Complete: Story = { args: { value: 100, tone: 'success' } };
export const Premium: Story = { args: { label: 'Premium', value: 75, tone: 'premium', size: 'sm' } };

export const Indeterminate: Story = {
  args: { isIndeterminate: true, label: 'جارٍ التحميل' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).not.toHaveAttribute('aria-valuenow');
  },
};

export const LongArabicText: Story = {
  args: { label: 'تقدّمك في مراجعة منهج الكيمياء العضوية للصف الثالث الثانوي', value: 62 },
};

export const LongEnglishText: Story = {
  args: { label: 'Your progress revising the third-year organic chemistry curriculum', value: 62 },
};
