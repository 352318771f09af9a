/** PasswordField: show/hide toggle (labels from i18n), invalid and disabled states. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordField } from '../../ui-kit/primitives';

const SHOW = /^(إظهار كلمة المرور|Show password)$/;
const HIDE = /^(إخفاء كلمة المرور|Hide password)$/;

const meta = {
  title: 'Primitives/PasswordField',
  component: PasswordField,
  args: { label: 'كلمة المرور', defaultValue: 'secret123' },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('كلمة المرور');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('autocomplete', 'current-password');

    await userEvent.click(canvas.getByRole('button', { name: SHOW }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('secret123');

    await userEvent.click(canvas.getByRole('button', { name: HIDE }));
    await expect(input).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: SHOW })).toBeInTheDocument();
  },
};

export const English: Story = { args: { label: 'Password', defaultValue: '' } };

export const NewPassword: Story = {
  args: { label: 'New password', autoComplete: 'new-password', description: 'At least 6 characters.', defaultValue: '' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('New password');
    await expect(input).toHaveAttribute('autocomplete', 'new-password');
    await userEvent.type(input, 'abc');
    await expect(input).toHaveValue('abc');
  },
};

export const Invalid: Story = {
  args: { defaultValue: '123', errorMessage: 'كلمة المرور يجب أن تكون 6 أحرف على الأقل' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('كلمة المرور');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('كلمة المرور يجب أن تكون 6 أحرف على الأقل');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('كلمة المرور')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: SHOW })).toBeDisabled();
  },
};
