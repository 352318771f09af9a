/**
 * ConversationList: every age label ('minutes ago', hours, 'yesterday', days), an untitled conversation, the open
 * one marked, long Arabic and English titles each in its own direction, and the empty state.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConversationList } from '../../ui-kit/chat/ConversationList';
import { tableOfPage } from '../auth/storyLocale';
import { LONG_ARABIC_TITLE, LONG_ENGLISH_TITLE, STORY_NOW, pageNumber, storyConversations } from './chatShellFixtures';

const meta = {
  title: 'Chat/ConversationList',
  component: ConversationList,
  args: { conversations: storyConversations, now: STORY_NOW, onSelect: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 300 }}>{Story()}</div>],
} satisfies Meta<typeof ConversationList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { t } = tableOfPage();
    await expect(canvas.getByRole('heading', { name: t('chat.pastConversations') })).toBeVisible();
    const items = canvas.getAllByRole('button');
    await expect(items).toHaveLength(5);
    // 12 minutes, 3 hours, 30 hours, 5 days and 12 days ago.
    await expect(items[0]).toHaveTextContent(t('chat.age.minutesAgo'));
    await expect(items[1]).toHaveTextContent(t('chat.age.hours', { n: pageNumber(3) }));
    await expect(items[2]).toHaveTextContent(t('chat.age.yesterday'));
    await expect(items[3]).toHaveTextContent(t('chat.age.days', { n: pageNumber(5) }));
    await expect(items[4]).toHaveTextContent(t('chat.age.days', { n: pageNumber(12) }));
    await expect(items[4]).toHaveTextContent(t('chat.untitled'));
    await expect(items[1]).toHaveTextContent(t('chat.subject.physics'));

    // Titles follow their own language's direction.
    await expect(canvas.getByText(LONG_ENGLISH_TITLE)).toHaveAttribute('dir', 'auto');

    await userEvent.click(items[2] as HTMLElement);
    await expect(args.onSelect).toHaveBeenCalledWith('c3');
  },
};

export const English: Story = { ...Default, globals: { locale: 'en' } };

export const CurrentConversation: Story = {
  args: { currentId: 'c2' },
  play: async ({ canvasElement }) => {
    const current = within(canvasElement).getByRole('button', { current: true });
    await expect(current).toHaveTextContent(LONG_ARABIC_TITLE);
  },
};

export const LongTitles: Story = {
  args: {
    conversations: [
      { id: 'a', title: LONG_ARABIC_TITLE, subject: 'physics', updatedAt: STORY_NOW.toISOString() },
      { id: 'e', title: LONG_ENGLISH_TITLE, subject: 'english', updatedAt: STORY_NOW.toISOString() },
      { id: 'm', title: 'Integration by parts: ∫ x·eˣ dx شرح بالعربي', subject: 'math', updatedAt: STORY_NOW.toISOString() },
    ],
    currentId: 'e',
  },
};

export const LongTitlesEnglish: Story = { ...LongTitles, globals: { locale: 'en' } };

export const Empty: Story = {
  args: { conversations: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { t } = tableOfPage();
    await expect(canvas.getByText(t('chat.noConversations'))).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
