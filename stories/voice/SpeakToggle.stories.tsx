/**
 * SpeakToggle (SPEC.md §4: spoken output, on by default): the toggle is pressed while replies are read aloud
 * and its tooltip says so; while a reply is read, 'إيقاف القراءة' silences it and 'جارٍ القراءة…' is announced;
 * with no voice for the language the toggle does nothing and says 'لا يتوفر على جهازك صوت للقراءة بهذه اللغة'.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { SpeakToggle } from '../../ui-kit/voice';
import { tableOfPage } from '../auth/storyLocale';

const meta = {
  title: 'Voice/SpeakToggle',
  component: SpeakToggle,
  args: { enabled: true, speaking: false, available: true, onToggle: fn(), onStopSpeaking: fn() },
  decorators: [(Story) => <div style={{ padding: 48 }}>{Story()}</div>],
} satisfies Meta<typeof SpeakToggle>;
export default meta;
type Story = StoryObj<typeof meta>;

/** On (the default): pressed, its tooltip says spoken replies are on, and pressing turns them off. */
export const On: Story = {
  play: async ({ canvasElement, args }) => {
    const { t } = tableOfPage();
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: t('voice.output') });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.queryByRole('button', { name: t('voice.stopSpeaking') })).toBeNull();

    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(t('voice.outputOn'));
    await userEvent.keyboard('{Enter}');
    await expect(args.onToggle).toHaveBeenCalledWith(false);
  },
};

export const OnEnglish: Story = { ...On, globals: { locale: 'en' } };

/** Off: not pressed, the tooltip says so, and pressing turns spoken replies back on. */
export const Off: Story = {
  args: { enabled: false },
  play: async ({ canvasElement, args }) => {
    const { t } = tableOfPage();
    const toggle = within(canvasElement).getByRole('button', { name: t('voice.output') });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.tab();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(t('voice.outputOff'));
    await userEvent.click(toggle);
    await expect(args.onToggle).toHaveBeenCalledWith(true);
  },
};

/** A reply is being read: it is announced, and 'Stop speaking' silences it without turning replies off. */
export const Speaking: Story = {
  args: { speaking: true },
  play: async ({ canvasElement, args }) => {
    const { t } = tableOfPage();
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(t('voice.speaking'));
    await userEvent.click(canvas.getByRole('button', { name: t('voice.stopSpeaking') }));
    await expect(args.onStopSpeaking).toHaveBeenCalledTimes(1);
    await expect(args.onToggle).not.toHaveBeenCalled();
  },
};

export const SpeakingEnglish: Story = { ...Speaking, globals: { locale: 'en' } };

/** The device has no voice for this language: the toggle does nothing and says why. */
export const NoVoice: Story = {
  args: { available: false },
  play: async ({ canvasElement, args }) => {
    const { t } = tableOfPage();
    const control = within(canvasElement).getByRole('button', { name: t('voice.output') });
    await expect(control).toHaveAttribute('aria-disabled', 'true');
    await expect(control).not.toHaveAttribute('aria-pressed');
    await expect(control).toHaveAccessibleDescription(t('voice.noVoice'));
    await userEvent.tab();
    await expect(control).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(t('voice.noVoice'));
    await userEvent.keyboard('{Enter}');
    await userEvent.click(control);
    await expect(args.onToggle).not.toHaveBeenCalled();
  },
};

export const NoVoiceEnglish: Story = { ...NoVoice, globals: { locale: 'en' } };

export const SpeakingDark: Story = { ...Speaking, globals: { theme: 'dark' } };
