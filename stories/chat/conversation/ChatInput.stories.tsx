/**
 * ChatInput: the send rules of SPEC.md §5 "Chat send" as play functions: Enter sends the trimmed text and clears
 * the box; whitespace alone never sends; Shift+Enter, Alt+Enter and Ctrl+Enter add a newline; a pending send
 * blocks another; the box grows and stops at 96 px. Plus disabled, long Arabic, long English and mixed text.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { INPUT_MAX_HEIGHT_PX } from '../../../contract/constants';
import { ChatInput } from '../../../ui-kit/chat/conversation';
import { pageTable } from './sampleContent';

const meta = {
  title: 'Chat/Conversation/ChatInput',
  component: ChatInput,
  args: { onSend: fn(), pending: false },
} satisfies Meta<typeof ChatInput>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The box and the send button, found by their accessible names in the page's language. */
function controls(canvasElement: HTMLElement, { pending = false } = {}) {
  const canvas = within(canvasElement);
  const { t } = pageTable();
  return {
    t,
    box: canvas.getByRole('textbox', { name: t('chat.input.label') }) as HTMLTextAreaElement,
    send: canvas.getByRole('button', { name: t(pending ? 'chat.sending' : 'chat.send') }),
  };
}

/** Enter sends the trimmed text and clears the box; the send button does the same. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const { t, box, send } = controls(canvasElement);
    await expect(box).toHaveAttribute('dir', 'auto');
    await expect(box).toHaveAttribute('placeholder', t('chat.input.placeholder'));
    await expect(box).toHaveAccessibleDescription(t('chat.input.hint'));
    await expect(send).toBeDisabled();

    await userEvent.type(box, '   ما هو التفاضل؟  {Enter}');
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await expect(args.onSend).toHaveBeenLastCalledWith('ما هو التفاضل؟');
    await expect(box).toHaveValue('');
    await expect(send).toBeDisabled();

    await userEvent.type(box, ' What is a derivative? ');
    await expect(send).toBeEnabled();
    await userEvent.click(send);
    await expect(args.onSend).toHaveBeenLastCalledWith('What is a derivative?');
    await expect(box).toHaveValue('');
    await expect(box).toHaveFocus();
  },
};

/** Spaces and newlines alone never send. */
export const WhitespaceDoesNotSend: Story = {
  play: async ({ canvasElement, args }) => {
    const { box, send } = controls(canvasElement);
    await userEvent.type(box, '     {Shift>}{Enter}{/Shift}   ');
    await expect(send).toBeDisabled();
    await userEvent.type(box, '{Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** Shift+Enter, Alt+Enter and Ctrl+Enter each add a newline where the caret is and never send. */
export const ModifiedEnterAddsNewline: Story = {
  play: async ({ canvasElement, args }) => {
    const { box } = controls(canvasElement);
    await userEvent.type(box, 'السطر الأول{Shift>}{Enter}{/Shift}السطر الثاني');
    await userEvent.keyboard('{Alt>}{Enter}{/Alt}third line{Control>}{Enter}{/Control}السطر الرابع');
    await expect(box).toHaveValue('السطر الأول\nالسطر الثاني\nthird line\nالسطر الرابع');
    await expect(args.onSend).not.toHaveBeenCalled();

    // In the middle of the text, the newline goes where the caret is.
    box.setSelectionRange(3, 3);
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await expect(box.value.startsWith('الس\nطر الأول')).toBe(true);
    await expect(args.onSend).not.toHaveBeenCalled();

    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('الس\nطر الأول\nالسطر الثاني\nthird line\nالسطر الرابع');
  },
};

/** While a send is pending the button says "Sending…" and is disabled, and Enter does nothing; typing goes on. */
export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvasElement, args }) => {
    const { box, send } = controls(canvasElement, { pending: true });
    await expect(send).toBeDisabled();
    await userEvent.type(box, 'سؤالي التالي{Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(box).toHaveValue('سؤالي التالي');
  },
};

/** Unavailable (e.g. the daily limit is reached): nothing can be typed or sent. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const { box, send } = controls(canvasElement);
    await expect(box).toBeDisabled();
    await expect(send).toBeDisabled();
  },
};

/** The box grows line by line, stops at 96 px and then scrolls. */
export const GrowsUpTo96px: Story = {
  play: async ({ canvasElement }) => {
    const { box } = controls(canvasElement);
    const oneLine = box.getBoundingClientRect().height;
    await userEvent.type(box, 'سطر{Shift>}{Enter}{/Shift}سطر');
    const twoLines = box.getBoundingClientRect().height;
    await expect(twoLines).toBeGreaterThan(oneLine);
    await expect(twoLines).toBeLessThan(INPUT_MAX_HEIGHT_PX);

    await userEvent.keyboard('{Shift>}{Enter}{/Shift}3{Shift>}{Enter}{/Shift}4{Shift>}{Enter}{/Shift}5{Shift>}{Enter}{/Shift}6');
    await expect(box.getBoundingClientRect().height).toBe(INPUT_MAX_HEIGHT_PX);
    await expect(box.scrollHeight).toBeGreaterThan(box.clientHeight);

    // Sending clears the box back to one line.
    await userEvent.keyboard('{Enter}');
    await expect(box.getBoundingClientRect().height).toBe(oneLine);
  },
};

/** A long Arabic question wraps inside the box, reads right to left, and the box stops at 96 px. */
export const LongArabicText: Story = {
  play: async ({ canvasElement }) => {
    const { box } = controls(canvasElement);
    await userEvent.click(box);
    await userEvent.paste(
      'عندي مسألة في الفيزياء: جسم كتلته خمسة كيلوجرامات يتحرك على سطح أفقي أملس تحت تأثير قوة أفقية مقدارها عشرون نيوتن، احسب العجلة التي يتحرك بها الجسم ثم احسب سرعته بعد أربع ثوانٍ من بدء الحركة إذا بدأ من السكون، واشرح لي الخطوات بالتفصيل من فضلك.',
    );
    await expect(box.matches(':dir(rtl)')).toBe(true);
    await expect(box.getBoundingClientRect().height).toBeLessThanOrEqual(INPUT_MAX_HEIGHT_PX);
  },
};

/** A long English question reads left to right even on the Arabic page. */
export const LongEnglishText: Story = {
  play: async ({ canvasElement }) => {
    const { box } = controls(canvasElement);
    await userEvent.click(box);
    await userEvent.paste(
      'A body of mass five kilograms moves on a smooth horizontal surface under a horizontal force of twenty newtons. Find its acceleration, then its speed four seconds after it starts from rest, and explain each step in detail please.',
    );
    await expect(box.matches(':dir(ltr)')).toBe(true);
    await expect(box.getBoundingClientRect().height).toBeLessThanOrEqual(INPUT_MAX_HEIGHT_PX);
  },
};

/** Arabic, English and maths on separate lines: each line takes its own direction. */
export const MixedText: Story = {
  play: async ({ canvasElement, args }) => {
    const { box } = controls(canvasElement);
    await userEvent.click(box);
    await userEvent.paste('حل المعادلة التالية:\nx^2 - 5x + 6 = 0\nوبيّن الخطوات');
    await expect(getComputedStyle(box).unicodeBidi).toBe('plaintext');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('حل المعادلة التالية:\nx^2 - 5x + 6 = 0\nوبيّن الخطوات');
  },
};

/** The same rules on the English page (the send arrow points right). */
export const DefaultEnglish: Story = { ...Default, globals: { locale: 'en' } };
