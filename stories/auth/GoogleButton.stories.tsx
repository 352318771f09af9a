/** GoogleButton: enabled, not configured (disabled, says so), pending, disabled while the form submits. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GoogleButton } from '../../ui-kit/auth';
import { tableOfPage } from './storyLocale';

const meta = {
  title: 'Auth/GoogleButton',
  component: GoogleButton,
  args: { onPress: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof GoogleButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Enabled: Story = {
  play: async ({ canvasElement, args }) => {
    const { t } = tableOfPage();
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('auth.google') }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const NotConfigured: Story = {
  args: { notConfigured: true },
  play: async ({ canvasElement, args }) => {
    const { t } = tableOfPage();
    const button = within(canvasElement).getByRole('button', { name: t('auth.googleNotConfigured') });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { isPending: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toHaveAttribute('data-pending', 'true');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const DisabledWhileSubmitting: Story = { args: { isDisabled: true } };
