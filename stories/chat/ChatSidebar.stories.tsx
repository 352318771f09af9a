/**
 * ChatSidebar: a free student, Premium, the admin account (the message-monitoring link), a visitor (no logout),
 * no conversations yet, long names and titles, and logout asking before it calls onLogout.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ChatSidebar, type ChatSidebarProps } from '../../ui-kit/chat/ChatSidebar';
import { tableOfPage } from '../auth/storyLocale';
import {
  STORY_NOW,
  storyAdmin,
  storyConversations,
  storyEnglishStudent,
  storyLongNameStudent,
  storyStudent,
  useStoryPersonalities,
} from './chatShellFixtures';

/** The sidebar with the personalities in the page's language. */
function LocalizedSidebar(props: ChatSidebarProps) {
  const personalities = useStoryPersonalities();
  return <ChatSidebar {...props} personalities={props.personalities.length > 0 ? props.personalities : personalities} />;
}

const meta = {
  title: 'Chat/ChatSidebar',
  component: ChatSidebar,
  parameters: { layout: 'fullscreen' },
  args: {
    onNewChat: fn(),
    personalities: [],
    personality: 'friendly',
    onPersonalityChange: fn(),
    conversations: storyConversations,
    currentConversationId: 'c1',
    onSelectConversation: fn(),
    now: STORY_NOW,
    user: storyStudent,
    isPremium: false,
    isAdmin: false,
    onFeedback: fn(),
    onLogout: fn(),
  },
  decorators: [(Story) => <div style={{ width: 300, minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>{Story()}</div>],
  render: (args) => <LocalizedSidebar {...args} />,
} satisfies Meta<typeof ChatSidebar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FreeStudent: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { t } = tableOfPage();
    await userEvent.click(canvas.getByRole('button', { name: t('chat.newChat') }));
    await expect(args.onNewChat).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('link', { name: t('chat.studyPacksLink') })).toHaveAttribute('href', '/study-packs');
    await userEvent.click(canvas.getByRole('button', { name: t('chat.feedbackLink') }));
    await expect(args.onFeedback).toHaveBeenCalledTimes(1);
    // Not the admin account: no message-monitoring link.
    await expect(canvas.queryByRole('link', { name: t('chat.adminLink') })).toBeNull();
    await expect(canvas.getByRole('link', { name: t('chat.user.upgrade') })).toHaveAttribute('href', '/subscribe');
  },
};

export const PremiumStudent: Story = { args: { isPremium: true, personality: 'storyteller', user: storyEnglishStudent } };

export const PremiumStudentEnglish: Story = { ...PremiumStudent, globals: { locale: 'en' } };

export const AdminAccount: Story = {
  args: { isAdmin: true, isPremium: true, user: storyAdmin },
  play: async ({ canvasElement }) => {
    const { t } = tableOfPage();
    await expect(within(canvasElement).getByRole('link', { name: t('chat.adminLink') })).toHaveAttribute('href', '/admin-dashboard');
  },
};

/** A visitor trying the product: shown as Guest, nothing to log out of. */
export const Visitor: Story = {
  args: { user: null, conversations: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { t } = tableOfPage();
    await expect(canvas.getByText(t('chat.user.guest'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('chat.logout') })).toBeNull();
    await expect(canvas.getByText(t('chat.noConversations'))).toBeVisible();
  },
};

export const LongNames: Story = { args: { user: storyLongNameStudent, currentConversationId: 'c2' } };

/** Logout asks for confirmation; onLogout runs only after Confirm. */
export const LogoutAsksFirst: Story = {
  play: async ({ canvasElement, args }) => {
    const { t } = tableOfPage();
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('chat.logout') }));
    const dialog = await screen.findByRole('alertdialog', { name: t('chat.logoutConfirm.title') });
    await expect(args.onLogout).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: t('chat.logoutConfirm.confirm') }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull());
  },
};

export const LoggingOut: Story = { args: { isLoggingOut: true } };

export const Dark: Story = { globals: { theme: 'dark' } };
