/** LogoutButton: logout asks first; only Confirm logs out, Cancel and Escape do not; the pending state. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { LogoutButton } from '../../ui-kit/chat/LogoutButton';
import { tableOfPage } from '../auth/storyLocale';

const meta = {
  title: 'Chat/LogoutButton',
  component: LogoutButton,
  args: { onConfirm: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 280 }}>{Story()}</div>],
} satisfies Meta<typeof LogoutButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ConfirmLogsOut: Story = {
  play: async ({ canvasElement, args }) => {
    const { t } = tableOfPage();
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('chat.logout') }));
    const dialog = await screen.findByRole('alertdialog', { name: t('chat.logoutConfirm.title') });
    await expect(dialog).toHaveAccessibleDescription(t('chat.logoutConfirm.body'));
    // Asking is not logging out.
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: t('chat.logoutConfirm.confirm') }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull());
  },
};

export const ConfirmLogsOutEnglish: Story = { ...ConfirmLogsOut, globals: { locale: 'en' } };

export const CancelStaysSignedIn: Story = {
  play: async ({ canvasElement, args }) => {
    const { t } = tableOfPage();
    const trigger = within(canvasElement).getByRole('button', { name: t('chat.logout') });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('alertdialog');
    // Destructive: focus starts on Cancel, so Enter never logs out by accident.
    await expect(within(dialog).getByRole('button', { name: t('common.cancel') })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.cancel') }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull());

    await userEvent.click(trigger);
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull());
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const LoggingOut: Story = { args: { isPending: true } };
