/** Badge: every tone, with an icon, long Arabic and English text truncated inside a narrow parent. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Crown } from 'lucide-react';
import { Badge } from '../../ui-kit/primitives';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { children: 'قيد المراجعة', tone: 'neutral', size: 'md' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['neutral', 'primary', 'premium', 'success', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('قيد المراجعة')).toBeVisible();
  },
};

export const AllTones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      <Badge {...args} tone="neutral">قيد المراجعة</Badge>
      <Badge {...args} tone="primary">جديد · New</Badge>
      <Badge {...args} tone="premium">بريميوم · Premium</Badge>
      <Badge {...args} tone="success">مقبول · Approved</Badge>
      <Badge {...args} tone="danger">مرفوض · Rejected</Badge>
    </div>
  ),
};

export const PremiumWithIcon: Story = {
  render: (args) => (
    <Badge {...args} tone="premium">
      <Crown aria-hidden="true" />
      بريميوم
    </Badge>
  ),
};

export const Small: Story = { args: { size: 'sm', tone: 'success', children: 'Approved' } };

export const LongArabicText: Story = {
  args: { tone: 'premium', children: 'متاح لمشتركي بريميوم فقط في الباقتين الشهرية والسنوية' },
  decorators: [(Story) => <div style={{ maxWidth: 200 }}>{Story()}</div>],
};

export const LongEnglishText: Story = {
  args: { tone: 'primary', children: 'Available to Premium subscribers on the monthly and yearly plans' },
  decorators: [(Story) => <div style={{ maxWidth: 200 }}>{Story()}</div>],
};
