/** AdminLoginCard: an empty (or blank) password is ignored, the typed one is trimmed; submitting; a failed login. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AdminLoginCard } from '../../ui-kit/admin';
import { pageT } from './adminFixtures';

const meta = {
  title: 'Admin/AdminLoginCard',
  component: AdminLoginCard,
  parameters: { layout: 'fullscreen' },
  args: { onSubmit: fn() },
} satisfies Meta<typeof AdminLoginCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { t } = pageT();
    await expect(canvas.getByRole('heading', { level: 1, name: t('admin.login.title') })).toBeVisible();
    const submit = canvas.getByRole('button', { name: t('admin.login.submit') });
    // Empty, then only spaces: nothing is sent.
    await userEvent.click(submit);
    const password = canvas.getByLabelText(t('admin.login.password'));
    await userEvent.type(password, '   ');
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(password);
    await userEvent.type(password, '  s3cret-Admin  {Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith('s3cret-Admin');
  },
};

export const English: Story = { ...Default, globals: { locale: 'en' } };

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { t } = pageT();
    await expect(canvas.getByRole('button', { name: t('admin.login.submit') })).toHaveAttribute('data-pending', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Failed: Story = {
  args: { error: 'فشل تسجيل الدخول: كلمة المرور غير صحيحة' },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(args.error ?? '');
  },
};

export const FailedDark: Story = { ...Failed, args: { error: 'Login failed: wrong password' }, globals: { locale: 'en', theme: 'dark' } };
