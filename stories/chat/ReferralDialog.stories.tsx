/**
 * ReferralDialog ('Daily Messages Used Up'): the code, the daily total with its breakdown, the subscribe link,
 * and the copy outcome: 'Code copied!' on success, 'Copy failed' when onCopy rejects.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FREE_DAILY_MESSAGES, REFERRAL_BONUS_MESSAGES } from '../../contract/constants';
import { ReferralDialog } from '../../ui-kit/chat/ReferralDialog';
import { tableOfPage } from '../auth/storyLocale';
import { findOpenDialog, pageNumber } from './chatShellFixtures';

const meta = {
  title: 'Chat/ReferralDialog',
  component: ReferralDialog,
  args: {
    isOpen: true,
    referralCode: 'MONA2025',
    dailyLimit: FREE_DAILY_MESSAGES,
    bonusMessages: 30,
    bonusPerFriend: REFERRAL_BONUS_MESSAGES,
    subscribeHref: '/subscribe',
    onClose: fn(),
    onCopy: fn(async () => {}),
  },
} satisfies Meta<typeof ReferralDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CopySucceeds: Story = {
  play: async ({ args }) => {
    const { t } = tableOfPage();
    const dialog = await findOpenDialog(t('chat.referral.title'));
    const body = within(dialog);
    await expect(body.getByText('MONA2025')).toBeVisible();
    await expect(body.getByText(t('chat.referral.body', { bonus: pageNumber(REFERRAL_BONUS_MESSAGES) }))).toBeVisible();
    // 5 a day + 30 bonus = 35.
    await expect(
      body.getByText(t('chat.referral.total', { total: pageNumber(35), limit: pageNumber(5), bonus: pageNumber(30) })),
    ).toBeVisible();
    await expect(body.getByRole('link', { name: t('chat.referral.subscribe') })).toHaveAttribute('href', '/subscribe');

    await userEvent.click(body.getByRole('button', { name: t('chat.referral.copy') }));
    await expect(args.onCopy).toHaveBeenCalledTimes(1);
    await expect(await body.findByRole('status')).toHaveTextContent(t('chat.referral.copied'));
    await expect(body.queryByText(t('chat.referral.copyFailed'))).toBeNull();
  },
};

export const CopySucceedsEnglish: Story = { ...CopySucceeds, globals: { locale: 'en' } };

/** The clipboard refused: the dialog says 'Copy failed' instead of pretending. */
export const CopyFails: Story = {
  args: { onCopy: fn(async () => Promise.reject(new Error('clipboard blocked'))) },
  play: async ({ args }) => {
    const { t } = tableOfPage();
    const dialog = await findOpenDialog(t('chat.referral.title'));
    await userEvent.click(within(dialog).getByRole('button', { name: t('chat.referral.copy') }));
    await expect(args.onCopy).toHaveBeenCalledTimes(1);
    await expect(await within(dialog).findByText(t('chat.referral.copyFailed'))).toBeVisible();
    await expect(within(dialog).queryByText(t('chat.referral.copied'))).toBeNull();
  },
};

export const CopyFailsEnglish: Story = { ...CopyFails, globals: { locale: 'en' } };

export const NoBonusYet: Story = { args: { bonusMessages: 0 } };

export const Dark: Story = { globals: { theme: 'dark' } };

/** The sign-up link carrying the code, with its own copy action (a friend opens it and the code is applied). */
export const WithSignUpLink: Story = {
  args: { referralLink: 'https://moallemy.example/auth/signup?ref=MONA2025', onCopyLink: fn(async () => {}) },
  play: async ({ args }) => {
    const { t } = tableOfPage();
    const dialog = await findOpenDialog(t('chat.referral.title'));
    await expect(within(dialog).getByText('https://moallemy.example/auth/signup?ref=MONA2025')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: t('chat.referral.copyLink') }));
    await expect(args.onCopyLink).toHaveBeenCalledTimes(1);
    await expect(await within(dialog).findByText(t('chat.referral.linkCopied'))).toBeVisible();
  },
};

export const WithSignUpLinkEnglish: Story = { ...WithSignUpLink, globals: { locale: 'en' } };
