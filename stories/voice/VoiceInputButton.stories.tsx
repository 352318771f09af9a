/**
 * VoiceInputButton (SPEC.md §4 Voice: idle → listening): idle it starts listening, listening it is named
 * 'إيقاف التسجيل', pulses (still when motion is reduced), announces 'جارٍ الاستماع…' and stops; unsupported it
 * does nothing and explains 'متصفحك لا يدعم الإدخال الصوتي' as its description and in a tooltip.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { VoiceInputButton } from '../../ui-kit/voice';
import { tableOfPage } from '../auth/storyLocale';

const meta = {
  title: 'Voice/VoiceInputButton',
  component: VoiceInputButton,
  args: { state: 'idle', onStart: fn(), onStop: fn() },
  decorators: [(Story) => <div style={{ padding: 48 }}>{Story()}</div>],
} satisfies Meta<typeof VoiceInputButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Idle: 'Start voice input' starts listening. */
export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const { t } = tableOfPage();
    const button = within(canvasElement).getByRole('button', { name: t('voice.start') });
    await expect(button).toBeEnabled();
    await expect(button).not.toHaveAttribute('data-listening');
    await userEvent.click(button);
    await expect(args.onStart).toHaveBeenCalledTimes(1);
    await expect(args.onStop).not.toHaveBeenCalled();
  },
};

export const IdleEnglish: Story = { ...Idle, globals: { locale: 'en' } };

/** Listening: the same place now stops, the state is announced, and the ring pulses unless motion is reduced. */
export const Listening: Story = {
  args: { state: 'listening' },
  play: async ({ canvasElement, args }) => {
    const { t } = tableOfPage();
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: t('voice.stop') });
    await expect(canvas.getByRole('status')).toHaveTextContent(t('voice.listening'));
    await expect(button).toHaveAttribute('data-listening', 'true');
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const animation = getComputedStyle(button).animationName;
    if (reducedMotion) await expect(animation).toBe('none');
    else await expect(animation).not.toBe('none');

    await userEvent.click(button);
    await expect(args.onStop).toHaveBeenCalledTimes(1);
    await expect(args.onStart).not.toHaveBeenCalled();
  },
};

export const ListeningEnglish: Story = { ...Listening, globals: { locale: 'en' } };

/** No speech recognition in this browser: nothing happens, and the reason is given to every user. */
export const Unsupported: Story = {
  args: { state: 'unsupported' },
  play: async ({ canvasElement, args }) => {
    const { t } = tableOfPage();
    const control = within(canvasElement).getByRole('button', { name: t('voice.start') });
    await expect(control).toHaveAttribute('aria-disabled', 'true');
    await expect(control).toHaveAccessibleDescription(t('voice.unsupported'));
    await userEvent.click(control);
    await expect(args.onStart).not.toHaveBeenCalled();

    await userEvent.keyboard('{Escape}');
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.tab();
    await expect(control).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(t('voice.unsupported'));
    await userEvent.keyboard('{Enter}');
    await expect(args.onStart).not.toHaveBeenCalled();
  },
};

export const UnsupportedEnglish: Story = { ...Unsupported, globals: { locale: 'en' } };

/** Sending is blocked (e.g. the daily limit): the microphone cannot start either. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const { t } = tableOfPage();
    await expect(within(canvasElement).getByRole('button', { name: t('voice.start') })).toBeDisabled();
  },
};

export const ListeningDark: Story = {
  args: { state: 'listening' },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const { t } = tableOfPage();
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: t('voice.stop') })).toBeVisible());
  },
};
