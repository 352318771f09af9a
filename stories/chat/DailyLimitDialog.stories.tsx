/** DailyLimitDialog: the real cap in the text, Close and Subscribe Now, Escape closing it. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { FREE_DAILY_MESSAGES } from '../../contract/constants';
import { DailyLimitDialog } from '../../ui-kit/chat/DailyLimitDialog';
import { tableOfPage } from '../auth/storyLocale';
import { findOpenDialog, pageNumber } from './chatShellFixtures';

const meta = {
  title: 'Chat/DailyLimitDialog',
  component: DailyLimitDialog,
  args: { isOpen: true, dailyLimit: FREE_DAILY_MESSAGES, onClose: fn(), onSubscribe: fn() },
} satisfies Meta<typeof DailyLimitDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ args }) => {
    const { t } = tableOfPage();
    const dialog = await findOpenDialog(t('chat.limit.title'));
    // The text states the cap the server enforces, not a hard-coded number.
    await expect(within(dialog).getByText(t('chat.limit.body', { limit: pageNumber(FREE_DAILY_MESSAGES) }))).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: t('chat.limit.subscribe') }));
    await expect(args.onSubscribe).toHaveBeenCalledTimes(1);
    await expect(args.onClose).not.toHaveBeenCalled();
    // The footer's Close and the corner close button both close it.
    const closeButtons = within(dialog).getAllByRole('button', { name: t('chat.limit.close') });
    await expect(closeButtons).toHaveLength(2);
    for (const button of closeButtons) await userEvent.click(button);
    await expect(args.onClose).toHaveBeenCalledTimes(2);
  },
};

export const OpenEnglish: Story = { ...Open, globals: { locale: 'en' } };

export const EscapeCloses: Story = {
  play: async ({ args }) => {
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onSubscribe).not.toHaveBeenCalled();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
