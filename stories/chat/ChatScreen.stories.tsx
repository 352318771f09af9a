/**
 * ChatScreen: the whole chat shell at desktop width (sidebar column) and at 360 × 740 (sidebar drawer), for a free
 * student, Premium, the admin account and an expired subscription, with a conversation or the welcome panel, and
 * with the daily-limit and referral dialogs open. The conversation and composer slots hold simple stand-ins.
 */
import { useCallback, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { FREE_DAILY_MESSAGES, REFERRAL_BONUS_MESSAGES, WELCOME_DEMO_STATS } from '../../contract/constants';
import type { PersonalityId, Subject, TutorMode } from '../../contract/values';
import { ChatScreen } from '../../ui-kit/chat/ChatScreen';
import { ChatSidebar } from '../../ui-kit/chat/ChatSidebar';
import { DailyLimitDialog } from '../../ui-kit/chat/DailyLimitDialog';
import { ExpiryBanner } from '../../ui-kit/chat/ExpiryBanner';
import { PremiumBanner } from '../../ui-kit/chat/PremiumBanner';
import { ReferralDialog } from '../../ui-kit/chat/ReferralDialog';
import { SubjectPicker } from '../../ui-kit/chat/SubjectPicker';
import { TutorModePicker } from '../../ui-kit/chat/TutorModePicker';
import { WelcomePanel } from '../../ui-kit/chat/WelcomePanel';
import { tableOfPage } from '../auth/storyLocale';
import {
  STORY_NOW,
  StoryComposer,
  StoryConversation,
  findOpenDialog,
  phoneViewport,
  storyAdmin,
  storyConversations,
  storyStudent,
  useStoryPersonalities,
} from './chatShellFixtures';

interface DemoProps {
  /** Who is chatting. */
  account: 'free' | 'premium' | 'admin';
  /** A former Premium student whose subscription ended (free features again, the expiry banner). */
  isExpired?: boolean;
  /** Show the welcome panel of an empty conversation instead of messages. */
  isEmpty?: boolean;
  /** A dialog open over the screen. */
  dialog?: 'limit' | 'referral';
  /** Start with the drawer open (phones). */
  startWithSidebarOpen?: boolean;
  onSidebarOpenChange: (open: boolean) => void;
}

/** The chat screen wired like the app: state for the drawer and the pickers, banners by the SPEC rules. */
function ChatScreenDemo({ account, isExpired = false, isEmpty = false, dialog, startWithSidebarOpen = false, onSidebarOpenChange }: DemoProps) {
  const personalities = useStoryPersonalities();
  const isPremium = account !== 'free' && !isExpired;
  const [sidebarOpen, setSidebarOpen] = useState(startWithSidebarOpen);
  const [personality, setPersonality] = useState<PersonalityId>(isPremium ? 'professor' : 'friendly');
  const [subject, setSubject] = useState<Subject | null>(isPremium ? 'chemistry' : 'math');
  const [tutorMode, setTutorMode] = useState<TutorMode>('formal');
  const usage = { usedToday: 3, dailyLimit: FREE_DAILY_MESSAGES, bonusMessages: 0, isPremium };
  const changeSidebar = useCallback(
    (open: boolean) => {
      onSidebarOpenChange(open);
      setSidebarOpen(open);
    },
    [onSidebarOpenChange],
  );
  const tutorName = personalities.find((candidate) => candidate.id === personality)?.name ?? '';

  let banners;
  if (isExpired) banners = <ExpiryBanner renewHref="/subscribe" />;
  else if (!isPremium && usage.usedToday > 0)
    banners = <PremiumBanner usedToday={usage.usedToday} dailyLimit={usage.dailyLimit} subscribeHref="/subscribe" />;

  return (
    <>
      <ChatScreen
        height="100dvh"
        sidebarOpen={sidebarOpen}
        onSidebarOpenChange={changeSidebar}
        sidebar={
          <ChatSidebar
            onNewChat={() => changeSidebar(false)}
            personalities={personalities}
            personality={personality}
            onPersonalityChange={setPersonality}
            conversations={storyConversations}
            currentConversationId={isEmpty ? undefined : 'c2'}
            onSelectConversation={() => changeSidebar(false)}
            now={STORY_NOW}
            user={account === 'admin' ? storyAdmin : storyStudent}
            isPremium={isPremium}
            isAdmin={account === 'admin'}
            onFeedback={() => undefined}
            onLogout={() => undefined}
          />
        }
        toolbar={
          <>
            <SubjectPicker value={subject} isPremium={isPremium} onChange={setSubject} />
            <TutorModePicker value={tutorMode} onChange={setTutorMode} />
          </>
        }
        banners={banners}
        composer={<StoryComposer />}
      >
        {isEmpty ? (
          <WelcomePanel
            tutorName={tutorName}
            usage={usage}
            stats={{ streakDays: WELCOME_DEMO_STATS.streak, topics: WELCOME_DEMO_STATS.topics, sessions: WELCOME_DEMO_STATS.sessions }}
            onSuggestion={() => undefined}
          />
        ) : (
          <StoryConversation />
        )}
      </ChatScreen>
      <DailyLimitDialog isOpen={dialog === 'limit'} dailyLimit={usage.dailyLimit} onClose={() => undefined} onSubscribe={() => undefined} />
      <ReferralDialog
        isOpen={dialog === 'referral'}
        referralCode="MONA2025"
        dailyLimit={usage.dailyLimit}
        bonusMessages={30}
        bonusPerFriend={REFERRAL_BONUS_MESSAGES}
        subscribeHref="/subscribe"
        onClose={() => undefined}
        onCopy={async () => undefined}
      />
    </>
  );
}

const meta = {
  title: 'Chat/ChatScreen',
  component: ChatScreen,
  parameters: { layout: 'fullscreen', ...phoneViewport.parameters },
  args: {
    sidebar: null,
    toolbar: null,
    children: null,
    composer: null,
    sidebarOpen: false,
    onSidebarOpenChange: fn(),
  },
  argTypes: {
    sidebar: { control: false },
    toolbar: { control: false },
    children: { control: false },
    composer: { control: false },
    banners: { control: false },
  },
  render: (args) => <ChatScreenDemo account="free" onSidebarOpenChange={args.onSidebarOpenChange} />,
} satisfies Meta<typeof ChatScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The conversation scrolls inside its region while the composer stays at the bottom of the window. */
async function expectComposerPinned(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const { t } = tableOfPage();
  const conversation = canvas.getByRole('region', { name: t('chat.conversation.label') });
  const composer = canvas.getByRole('textbox', { name: t('chat.input.label') });
  await expect(conversation.scrollHeight).toBeGreaterThan(conversation.clientHeight);
  const composerBottom = composer.getBoundingClientRect().bottom;
  await expect(composerBottom).toBeLessThanOrEqual(window.innerHeight);
  await expect(composerBottom).toBeGreaterThan(window.innerHeight - 100);
}

/** Desktop, free student: the sidebar is a column (no menu button), the Premium banner shows. */
export const DesktopFree: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { t } = tableOfPage();
    const sidebar = canvas.getByRole('complementary', { name: t('chat.sidebar.label') });
    await expect(within(sidebar).getByRole('button', { name: t('chat.newChat') })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('chat.openSidebar') })).toBeNull();
    await expect(canvas.getByRole('region', { name: t('chat.premiumBanner.title') })).toBeVisible();
    await expect(within(sidebar).queryByRole('link', { name: t('chat.adminLink') })).toBeNull();
  },
};

export const DesktopFreeEnglish: Story = { ...DesktopFree, globals: { locale: 'en' } };

export const DesktopFreeWelcome: Story = {
  render: (args) => <ChatScreenDemo account="free" isEmpty onSidebarOpenChange={args.onSidebarOpenChange} />,
};

/** Premium: every personality and subject open, no banner. */
export const DesktopPremium: Story = {
  render: (args) => <ChatScreenDemo account="premium" onSidebarOpenChange={args.onSidebarOpenChange} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { t } = tableOfPage();
    await expect(canvas.queryByRole('region', { name: t('chat.premiumBanner.title') })).toBeNull();
    await expect(canvas.getByRole('radio', { name: t('chat.personality.professor.name') })).toBeChecked();
  },
};

export const DesktopPremiumDarkEnglish: Story = { ...DesktopPremium, globals: { locale: 'en', theme: 'dark' } };

/** The admin account sees the message-monitoring link. */
export const DesktopAdmin: Story = {
  render: (args) => <ChatScreenDemo account="admin" isEmpty onSidebarOpenChange={args.onSidebarOpenChange} />,
  play: async ({ canvasElement }) => {
    const { t } = tableOfPage();
    const sidebar = within(canvasElement).getByRole('complementary', { name: t('chat.sidebar.label') });
    await expect(within(sidebar).getByRole('link', { name: t('chat.adminLink') })).toHaveAttribute('href', '/admin-dashboard');
  },
};

/** The subscription ended: the expiry banner instead of the upsell, and the free plan's locks are back. */
export const ExpiredSubscription: Story = {
  render: (args) => <ChatScreenDemo account="premium" isExpired onSidebarOpenChange={args.onSidebarOpenChange} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { t } = tableOfPage();
    await expect(canvas.getByRole('region', { name: t('chat.expiryBanner.title') })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: t('chat.premiumBanner.title') })).toBeNull();
    await expect(canvas.getByRole('link', { name: t('chat.expiryBanner.cta') })).toHaveAttribute('href', '/subscribe');
  },
};

/** 360 × 740: the menu button opens the sidebar drawer (focus moves into it), and close and Escape shut it. */
export const MobileFree: Story = {
  globals: phoneViewport.globals,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { t } = tableOfPage();
    await expect(canvas.queryByRole('complementary')).toBeNull();
    await expectComposerPinned(canvasElement);

    const toggle = canvas.getByRole('button', { name: t('chat.openSidebar') });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    const drawer = await findOpenDialog(t('chat.sidebar.label'));
    await expect(args.onSidebarOpenChange).toHaveBeenLastCalledWith(true);
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
    await expect(within(drawer).getByRole('button', { name: t('chat.newChat') })).toBeVisible();

    // Focus is trapped: tabbing through the whole drawer never leaves it.
    for (let step = 0; step < 20; step += 1) {
      await userEvent.tab();
      await expect(drawer).toContainElement(document.activeElement as HTMLElement);
    }

    await userEvent.click(within(drawer).getByRole('button', { name: t('chat.closeSidebar') }));
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
    await expect(args.onSidebarOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(toggle).toHaveFocus());

    await userEvent.click(toggle);
    await screen.findByRole('dialog', { name: t('chat.sidebar.label') });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
    await expect(args.onSidebarOpenChange).toHaveBeenCalledTimes(4);
  },
};

export const MobileFreeEnglish: Story = { ...MobileFree, globals: { ...phoneViewport.globals, locale: 'en' } };

export const MobileDrawerOpen: Story = {
  globals: phoneViewport.globals,
  render: (args) => <ChatScreenDemo account="free" startWithSidebarOpen onSidebarOpenChange={args.onSidebarOpenChange} />,
};

export const MobileDrawerOpenDarkEnglish: Story = {
  ...MobileDrawerOpen,
  globals: { ...phoneViewport.globals, locale: 'en', theme: 'dark' },
};

export const MobileWelcome: Story = {
  globals: phoneViewport.globals,
  render: (args) => <ChatScreenDemo account="free" isEmpty onSidebarOpenChange={args.onSidebarOpenChange} />,
};

export const MobilePremiumDark: Story = {
  globals: { ...phoneViewport.globals, theme: 'dark' },
  render: (args) => <ChatScreenDemo account="premium" onSidebarOpenChange={args.onSidebarOpenChange} />,
};

export const MobileExpired: Story = {
  globals: phoneViewport.globals,
  render: (args) => <ChatScreenDemo account="premium" isExpired onSidebarOpenChange={args.onSidebarOpenChange} />,
};

/** A send was refused with 429: the daily-limit dialog over the screen. */
export const LimitDialogOpen: Story = {
  globals: phoneViewport.globals,
  render: (args) => <ChatScreenDemo account="free" dialog="limit" onSidebarOpenChange={args.onSidebarOpenChange} />,
  play: async () => {
    const { t } = tableOfPage();
    await findOpenDialog(t('chat.limit.title'));
  },
};

export const ReferralDialogOpen: Story = {
  render: (args) => <ChatScreenDemo account="free" dialog="referral" onSidebarOpenChange={args.onSidebarOpenChange} />,
  play: async () => {
    const { t } = tableOfPage();
    await findOpenDialog(t('chat.referral.title'));
  },
};
