/** TextField: label, description, error, disabled, `dir="auto"` input, long Arabic and English text. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from '../../ui-kit/primitives';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  args: { label: 'الاسم الكامل', placeholder: 'مثال: أحمد السيد', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'الاسم الكامل' });
    await expect(input).toHaveAttribute('dir', 'auto');
    await userEvent.type(input, 'Sara سارة');
    await expect(input).toHaveValue('Sara سارة');
    await expect(args.onChange).toHaveBeenLastCalledWith('Sara سارة');
  },
};

export const WithDescription: Story = {
  args: { label: 'Email', type: 'email', placeholder: 'name@example.com', description: 'We never share your e-mail.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toHaveAccessibleDescription('We never share your e-mail.');
  },
};

export const Invalid: Story = {
  args: {
    label: 'البريد الإلكتروني',
    type: 'email',
    defaultValue: 'ahmed@',
    errorMessage: 'يرجى إدخال بريد إلكتروني صحيح',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'البريد الإلكتروني' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('يرجى إدخال بريد إلكتروني صحيح');
  },
};

export const InvalidEnglish: Story = {
  args: { label: 'Email', type: 'email', defaultValue: 'ahmed@', errorMessage: 'Please enter a valid e-mail' },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'محمد' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeDisabled();
  },
};

export const Required: Story = {
  args: { isRequired: true, label: 'رقم الهاتف · Phone', type: 'tel', description: '01xxxxxxxxx' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeRequired();
  },
};

export const LongArabicText: Story = {
  args: {
    label: 'اكتب سؤالك في الفيزياء بالتفصيل حتى يتمكن المعلم من شرح الخطوات كاملة',
    defaultValue: 'ما هي العلاقة بين شدة التيار الكهربي وفرق الجهد والمقاومة في دائرة كهربية مغلقة؟',
    description: 'يمكنك الكتابة بالعربية أو الإنجليزية، وسيتبع اتجاه النص ما تكتبه.',
  },
};

export const LongEnglishText: Story = {
  args: {
    label: 'Describe the problem you are stuck on so the tutor can explain every step',
    defaultValue: 'What is the relationship between current, voltage and resistance in a closed circuit?',
    description: 'You can write in Arabic or English; the text direction follows what you type.',
  },
};
