/**
 * MessageList: a conversation, the empty conversation under a welcome header, loading, typing, a streaming
 * reply, long Arabic/English/mixed replies, and the scrolling rules: the log follows new content while the
 * reader is at the bottom and leaves a reader who scrolled up where they are.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MessageList, type ChatMessageView } from '../../../ui-kit/chat/conversation';
import { Card } from '../../../ui-kit/primitives/Card';
import {
  conversation,
  longArabic,
  longConversation,
  longEnglish,
  mixedArabicEnglishMaths,
  pageTable,
} from './sampleContent';

/** The chat screen gives the list a bounded height; the story frame does the same. */
function Frame({ children }: { children: ReactNode }) {
  return <div style={{ height: 560, display: 'flex', flexDirection: 'column', border: '1px dashed' }}>{children}</div>;
}

function WelcomeHeader() {
  const { t } = pageTable();
  return (
    <Card padding="md">
      <h2>{t('chat.welcome.title')}</h2>
      <p>{t('chat.welcome.body')}</p>
    </Card>
  );
}

const meta = {
  title: 'Chat/Conversation/MessageList',
  component: MessageList,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <Frame>
        <Story />
      </Frame>
    ),
  ],
  args: { messages: conversation, typing: false, onCopy: fn() },
} satisfies Meta<typeof MessageList>;
export default meta;
type Story = StoryObj<typeof meta>;

function distanceFromBottom(element: HTMLElement): number {
  return element.scrollHeight - element.scrollTop - element.clientHeight;
}

/** A conversation in a polite log named "Conversation", opened at its newest message. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { t } = pageTable();
    const log = within(canvasElement).getByRole('log', { name: t('chat.conversation.label') });
    await expect(log).toHaveAttribute('aria-live', 'polite');
    await expect(within(log).getAllByRole('article', { name: t('chat.role.user') })).toHaveLength(3);
    await expect(within(log).getAllByRole('article', { name: t('chat.role.assistant') })).toHaveLength(3);
    await waitFor(() => expect(distanceFromBottom(log)).toBeLessThanOrEqual(1));
  },
};

/** A new conversation: only the welcome header. */
export const EmptyWithWelcomeHeader: Story = {
  args: { messages: [], header: <WelcomeHeader /> },
  play: async ({ canvasElement }) => {
    const { t } = pageTable();
    const log = within(canvasElement).getByRole('log');
    await expect(within(log).getByRole('heading', { name: t('chat.welcome.title') })).toBeVisible();
    await expect(within(log).queryByRole('article')).toBeNull();
  },
};

/** The header stays before the first message once the conversation starts. */
export const HeaderBeforeMessages: Story = {
  args: { header: <WelcomeHeader /> },
  play: async ({ canvasElement }) => {
    const log = within(canvasElement).getByRole('log');
    const heading = within(log).getByRole('heading', { level: 2 });
    const firstArticle = within(log).getAllByRole('article')[0] as HTMLElement;
    await expect(heading.compareDocumentPosition(firstArticle) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};

export const Loading: Story = {
  args: { messages: [], loading: true },
  play: async ({ canvasElement }) => {
    const { t } = pageTable();
    const log = within(canvasElement).getByRole('log');
    await expect(log).toHaveAttribute('aria-busy', 'true');
    await expect(within(log).getByRole('status')).toHaveTextContent(t('chat.loadingMessages'));
  },
};

/** The student just sent a message; the tutor is typing. */
export const Typing: Story = {
  args: {
    messages: [...conversation, { id: 'm7', role: 'user', content: 'طيب والشغل بوحدة الجول؟', createdAt: '2025-03-10T16:09:00Z' }],
    typing: true,
  },
  play: async ({ canvasElement }) => {
    const { t } = pageTable();
    const log = within(canvasElement).getByRole('log');
    await expect(within(log).getByRole('status')).toHaveTextContent(t('chat.typing'));
    await waitFor(() => expect(distanceFromBottom(log)).toBeLessThanOrEqual(1));
  },
};

/** The tutor's reply is streaming in: the log is busy (no announcement per token) and the reply has a caret. */
export const StreamingReply: Story = {
  args: {
    messages: [
      ...conversation,
      { id: 'm7', role: 'user', content: 'طيب والشغل بوحدة الجول؟', createdAt: '2025-03-10T16:09:00Z' },
      { id: 'm8', role: 'assistant', content: 'الشغل $W = F d \\cos\\theta$ ويقاس بوحدة', createdAt: '2025-03-10T16:09:30Z' },
    ],
    streamingMessageId: 'm8',
  },
  play: async ({ canvasElement }) => {
    const log = within(canvasElement).getByRole('log');
    await expect(log).toHaveAttribute('aria-busy', 'true');
    const replies = within(log).getAllByRole('article');
    await expect(replies.at(-1)).toHaveAttribute('aria-busy', 'true');
  },
};

/** Long Arabic, long English and mixed replies in one conversation. */
export const LongReplies: Story = {
  args: {
    messages: [
      { id: 'l1', role: 'user', content: 'اشرح لي تركيب الخلية بالتفصيل', createdAt: '2025-03-10T16:00:00Z' },
      { id: 'l2', role: 'assistant', content: longArabic, createdAt: '2025-03-10T16:01:00Z' },
      { id: 'l3', role: 'user', content: "Now explain Newton's second law in English, please.", createdAt: '2025-03-10T16:02:00Z' },
      { id: 'l4', role: 'assistant', content: longEnglish, createdAt: '2025-03-10T16:03:00Z' },
      { id: 'l5', role: 'user', content: 'وقانون Ohm؟', createdAt: '2025-03-10T16:04:00Z' },
      { id: 'l6', role: 'assistant', content: mixedArabicEnglishMaths, createdAt: '2025-03-10T16:05:00Z' },
    ],
  },
};

/** Story-only controls that add a message or stream more text into the last reply, as the chat page does. */
function LiveConversation() {
  const [messages, setMessages] = useState<ChatMessageView[]>(() => longConversation(8));
  const [streamingId, setStreamingId] = useState<string | undefined>(undefined);
  const addExchange = () => {
    const id = `live${messages.length}`;
    setMessages((current) => [
      ...current,
      { id: `${id}q`, role: 'user', content: 'سؤال جديد؟', createdAt: '2025-03-10T17:00:00Z' },
      { id: `${id}a`, role: 'assistant', content: 'نبدأ الحل:', createdAt: '2025-03-10T17:00:05Z' },
    ]);
    setStreamingId(`${id}a`);
  };
  const streamMore = () =>
    setMessages((current) =>
      current.map((message) =>
        message.id === streamingId
          ? { ...message, content: `${message.content}\n\nخطوة جديدة: $x_{n+1} = x_n - \\frac{f(x_n)}{f'(x_n)}$ ثم نعوّض.` }
          : message,
      ),
    );
  return (
    <>
      <div style={{ display: 'flex', gap: 8, padding: 8 }}>
        <button type="button" onClick={addExchange}>
          add exchange
        </button>
        <button type="button" onClick={streamMore}>
          stream more
        </button>
      </div>
      <MessageList messages={messages} typing={false} streamingMessageId={streamingId} />
    </>
  );
}

/** At the bottom, the log follows a new exchange and a reply as it streams in. */
export const FollowsNewContentAtBottom: Story = {
  render: () => <LiveConversation />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const log = canvas.getByRole('log');
    await waitFor(() => expect(distanceFromBottom(log)).toBeLessThanOrEqual(1));
    await userEvent.click(canvas.getByRole('button', { name: 'add exchange' }));
    await waitFor(() => expect(distanceFromBottom(log)).toBeLessThanOrEqual(1));
    for (let chunk = 0; chunk < 3; chunk += 1) {
      await userEvent.click(canvas.getByRole('button', { name: 'stream more' }));
      await waitFor(() => expect(distanceFromBottom(log)).toBeLessThanOrEqual(1));
    }
  },
};

/** A reader who scrolled up to an earlier message stays there while new content arrives below. */
export const KeepsReaderWhoScrolledUp: Story = {
  render: () => <LiveConversation />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const log = canvas.getByRole('log');
    await waitFor(() => expect(distanceFromBottom(log)).toBeLessThanOrEqual(1));
    log.scrollTop = 100;
    await waitFor(() => expect(log.scrollTop).toBe(100));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await userEvent.click(canvas.getByRole('button', { name: 'add exchange' }));
    await userEvent.click(canvas.getByRole('button', { name: 'stream more' }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(log.scrollTop).toBe(100);
    await expect(distanceFromBottom(log)).toBeGreaterThan(80);
  },
};

export const DefaultEnglishDark: Story = { ...Default, globals: { locale: 'en', theme: 'dark' } };
