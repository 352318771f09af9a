/** Spinner: an announced loading status, sizes, a custom label and a visible label. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from '../../ui-kit/primitives';

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
  args: { size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    // The default label is the "Loading…" string of the current language.
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(/^(جارٍ التحميل…|Loading…)$/);
  },
};

export const Large: Story = { args: { size: 'lg' } };

export const CustomLabel: Story = {
  args: { label: 'جارٍ تحضير الاختبار' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('جارٍ تحضير الاختبار');
  },
};

export const VisibleLabelArabic: Story = { args: { showLabel: true, label: 'جارٍ التحقق من حالة الاشتراك، برجاء الانتظار قليلاً' } };
export const VisibleLabelEnglish: Story = { args: { showLabel: true, label: 'Checking your subscription status, please wait a moment' } };
