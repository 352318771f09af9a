/**
 * TypingIndicator: the tutor is preparing a reply. One state; the dots stand still under reduced motion.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TypingIndicator } from '../../../ui-kit/chat/conversation';
import { pageTable } from './sampleContent';

const meta = {
  title: 'Chat/Conversation/TypingIndicator',
  component: TypingIndicator,
} satisfies Meta<typeof TypingIndicator>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A polite status that says "the tutor is typing"; the dots are hidden from screen readers. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { t } = pageTable();
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent(t('chat.typing'));
    const dots = status.querySelector('[data-typing-dots]') as HTMLElement;
    await expect(dots).toHaveAttribute('aria-hidden', 'true');
    const dot = dots.firstElementChild as HTMLElement;
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    await expect(getComputedStyle(dot).animationName === 'none').toBe(reducedMotion);
  },
};
