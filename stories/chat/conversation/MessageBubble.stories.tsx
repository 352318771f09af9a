/**
 * MessageBubble: the student's message, the tutor's reply (markdown with maths), an image, streaming (with text
 * and before the first token), copying, long Arabic, long English and mixed text.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MessageBubble } from '../../../ui-kit/chat/conversation';
import {
  illustrationUrl,
  longArabic,
  longEnglish,
  mixedArabicEnglishMaths,
  pageTable,
  quadraticExplanation,
} from './sampleContent';

const meta = {
  title: 'Chat/Conversation/MessageBubble',
  component: MessageBubble,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720, display: 'flex', flexDirection: 'column' }}>
        <Story />
      </div>
    ),
  ],
  args: {
    role: 'user',
    content: 'ازاي أحل المعادلة س² − 5س + 6 = 0 ؟',
    createdAt: '2025-03-10T16:05:00Z',
    onCopy: fn(),
  },
} satisfies Meta<typeof MessageBubble>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The student's message sits at the inline end (left in Arabic, right in English), named "You". */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { t, language } = pageTable();
    const article = within(canvasElement).getByRole('article', { name: t('chat.role.user') });
    const content = article.querySelector<HTMLElement>('[data-message-content]');
    await expect(content).toHaveAttribute('dir', 'auto');
    // No copy button on the student's own messages.
    await expect(within(article).queryByRole('button')).toBeNull();
    // Cairo time: 16:05 UTC is 18:05 in March.
    await expect(article.querySelector('time')).toHaveAttribute('dateTime', '2025-03-10T16:05:00Z');
    const bubble = content?.parentElement as HTMLElement;
    const row = article.getBoundingClientRect();
    const box = bubble.getBoundingClientRect();
    if (language === 'ar') await expect(Math.round(box.left)).toBe(Math.round(row.left));
    else await expect(Math.round(box.right)).toBe(Math.round(row.right));
  },
};

/** The tutor's reply: avatar at the start, markdown with maths, named "Tutor", with a copy button. */
export const AssistantReply: Story = {
  args: { role: 'assistant', content: quadraticExplanation },
  play: async ({ canvasElement }) => {
    const { t } = pageTable();
    const article = within(canvasElement).getByRole('article', { name: t('chat.role.assistant') });
    await expect(article.querySelector('[data-tutor-avatar]')).not.toBeNull();
    await expect(article.querySelectorAll('.katex').length).toBeGreaterThan(0);
    await expect(within(article).getByRole('button', { name: t('chat.copyMessage') })).toBeVisible();
  },
};

/** Copy hands the reply's markdown to the page and confirms with "Copied". */
export const CopyReply: Story = {
  args: { role: 'assistant', content: 'الناتج هو $x = 2$ أو $x = 3$.' },
  play: async ({ canvasElement, args }) => {
    const { t } = pageTable();
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('chat.copyMessage') }));
    await expect(args.onCopy).toHaveBeenCalledWith('الناتج هو $x = 2$ أو $x = 3$.');
    await waitFor(() => expect(canvas.getByRole('button', { name: t('chat.copied') })).toBeVisible());
  },
};

/** An image the tutor attached, described by chat.imageAlt. */
export const WithImage: Story = {
  args: { role: 'assistant', content: 'هذا هو شكل منحنى الدالة التربيعية $y = -x^2 + 4$.', imageUrl: illustrationUrl },
  play: async ({ canvasElement }) => {
    const { t } = pageTable();
    await expect(within(canvasElement).getByRole('img', { name: t('chat.imageAlt') })).toBeVisible();
  },
};

/** While streaming: a caret after the last word, the article busy, no copy button yet. */
export const Streaming: Story = {
  args: { role: 'assistant', content: 'نبدأ بحساب المميز: $\\Delta = b^2 - 4ac = 25 - 24 = 1$، إذن للمعادلة', streaming: true },
  play: async ({ canvasElement }) => {
    const { t } = pageTable();
    const article = within(canvasElement).getByRole('article', { name: t('chat.role.assistant') });
    await expect(article).toHaveAttribute('aria-busy', 'true');
    await expect(within(article).queryByRole('button')).toBeNull();
    const paragraph = article.querySelector('p') as HTMLElement;
    await expect(getComputedStyle(paragraph, '::after').content).toBe('""');
  },
};

/** Before the first token arrives the caret alone shows the reply has started. */
export const StreamingFirstToken: Story = {
  args: { role: 'assistant', content: '', streaming: true },
  play: async ({ canvasElement }) => {
    const content = canvasElement.querySelector('[data-message-content]') as HTMLElement;
    await expect(getComputedStyle(content, '::after').content).toBe('""');
  },
};

export const LongArabicReply: Story = { args: { role: 'assistant', content: longArabic } };

export const LongEnglishReply: Story = { args: { role: 'assistant', content: longEnglish } };

/** A long English question on the Arabic page reads left to right inside its bubble. */
export const LongEnglishQuestion: Story = {
  args: {
    content:
      "I don't understand why the acceleration of a car that is braking points backwards even though the car is still moving forwards. Could you explain it with an example and the equations of motion?",
  },
  play: async ({ canvasElement }) => {
    const content = canvasElement.querySelector('[data-message-content]') as HTMLElement;
    await expect(content.matches(':dir(ltr)')).toBe(true);
  },
};

/** Each line of a mixed question takes its own direction. */
export const MixedQuestion: Story = {
  args: { content: 'عندي سؤال في الفيزياء:\nWhat is the unit of force?\nوهل N = kg·m/s² ؟' },
};

export const MixedArabicEnglishMathsReply: Story = { args: { role: 'assistant', content: mixedArabicEnglishMaths } };

/** On the English page the student's message sits on the right. */
export const DefaultEnglish: Story = { ...Default, globals: { locale: 'en' } };
