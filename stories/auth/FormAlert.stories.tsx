/** FormAlert: an error (role alert), a confirmation and a note (role status), with long Arabic text. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FormAlert } from '../../ui-kit/auth';

const meta = {
  title: 'Auth/FormAlert',
  component: FormAlert,
  args: { tone: 'danger', children: 'حدث خطأ في الاتصال. يرجى المحاولة مرة أخرى.' },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof FormAlert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Danger: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('حدث خطأ في الاتصال');
  },
};

export const Success: Story = {
  args: { tone: 'success', children: 'تم إنشاء الحساب! يرجى مراجعة بريدك الإلكتروني لتأكيد حسابك، ثم سجّل الدخول.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('تم إنشاء الحساب');
  },
};

export const Info: Story = { args: { tone: 'info', children: 'سجّل الدخول أولًا للترقية إلى بريميوم' } };
