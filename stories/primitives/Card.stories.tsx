/** Card: default surface, as a labelled section landmark, raised, premium tone, long texts. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge, Button, Card } from '../../ui-kit/primitives';

const meta = {
  title: 'Primitives/Card',
  component: Card,
  args: { padding: 'md', elevation: 'flat', tone: 'default' },
  argTypes: {
    padding: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    elevation: { control: 'inline-radio', options: ['flat', 'raised'] },
    tone: { control: 'inline-radio', options: ['default', 'muted', 'premium'] },
  },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
  render: (args) => (
    <Card {...args}>
      <h3>الباقة المجانية</h3>
      <p>5 رسائل يومياً، الرياضيات والفيزياء، شخصية المعلم الودود.</p>
    </Card>
  ),
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'الباقة المجانية' })).toBeVisible();
  },
};

/** `as="section"` with `aria-labelledby` makes the card a named region landmark. */
export const AsSection: Story = {
  render: (args) => (
    <Card {...args} as="section" aria-labelledby="plan-title" elevation="raised" tone="premium">
      <Badge tone="premium">بريميوم</Badge>
      <h3 id="plan-title">Premium — 99 EGP / month</h3>
      <p>Unlimited messages, all 8 subjects, all 4 tutor personalities.</p>
      <Button variant="premium">Subscribe now</Button>
    </Card>
  ),
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Premium — 99 EGP / month' });
    await expect(section.tagName).toBe('SECTION');
  },
};

export const Muted: Story = { args: { tone: 'muted', padding: 'sm' } };

export const LongArabicText: Story = {
  render: (args) => (
    <Card {...args}>
      <h3>اشتراك بريميوم السنوي بسعر 999 جنيه مع توفير حوالي 17٪ مقارنة بالاشتراك الشهري</h3>
      <p>
        احصل على رسائل غير محدودة، وكل المواد الثماني، وكل شخصيات المعلم الأربع، وشرح مفصّل خطوة بخطوة، واختبارات
        تفاعلية بعد كل درس، ودعم فني متقدم طوال العام الدراسي.
      </p>
    </Card>
  ),
};

export const LongEnglishText: Story = {
  render: (args) => (
    <Card {...args}>
      <h3>Yearly Premium for 999 EGP, saving about 17% compared with paying monthly</h3>
      <p>
        Get unlimited messages, all eight subjects, all four tutor personalities, detailed step-by-step explanations,
        interactive quizzes after every lesson and advanced support for the whole school year.
      </p>
    </Card>
  ),
};
