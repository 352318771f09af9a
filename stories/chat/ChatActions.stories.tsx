/** ChatActions: export and wrong-answer analysis buttons, with the spoken-replies toggle in its slot. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChatActions } from '../../ui-kit/chat/ChatActions';
import { SpeakToggle } from '../../ui-kit/voice';
import { tableOfPage } from '../auth/storyLocale';

const meta = {
  title: 'Chat/ChatActions',
  component: ChatActions,
  args: { onExport: fn(), onAnalyze: fn() },
} satisfies Meta<typeof ChatActions>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const { t } = tableOfPage();
    await userEvent.click(canvas.getByRole('button', { name: t('export.open') }));
    await expect(args.onExport).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: t('analysis.open') }));
    await expect(args.onAnalyze).toHaveBeenCalledOnce();
  },
};

export const WithSpeakToggle: Story = {
  args: { speech: <SpeakToggle enabled speaking={false} available onToggle={fn()} onStopSpeaking={fn()} /> },
};

export const Narrow: Story = {
  args: { speech: <SpeakToggle enabled speaking available onToggle={fn()} onStopSpeaking={fn()} /> },
  decorators: [(Story) => <div style={{ maxWidth: 340 }}>{Story()}</div>],
};
