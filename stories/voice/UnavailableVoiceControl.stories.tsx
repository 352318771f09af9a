/**
 * UnavailableVoiceControl: a voice control the device cannot offer. It looks disabled but stays focusable, and
 * gives its reason as a tooltip and as its description: no speech recognition ('متصفحك لا يدعم الإدخال الصوتي')
 * for the microphone, no voice for the language ('لا يتوفر على جهازك صوت للقراءة بهذه اللغة') for spoken replies.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MicOff, VolumeX } from 'lucide-react';
import { useT } from '../../ui-kit/i18n';
import { UnavailableVoiceControl } from '../../ui-kit/voice/UnavailableVoiceControl';

/** The control as VoiceInputButton and SpeakToggle render it, in the language the global decorator chose. */
function Localised({ reason }: { reason: 'unsupported' | 'noVoice' }) {
  const t = useT();
  return reason === 'unsupported' ? (
    <UnavailableVoiceControl label={t('voice.start')} reason={t('voice.unsupported')}>
      <MicOff aria-hidden="true" />
    </UnavailableVoiceControl>
  ) : (
    <UnavailableVoiceControl label={t('voice.output')} reason={t('voice.noVoice')}>
      <VolumeX aria-hidden="true" />
    </UnavailableVoiceControl>
  );
}

const meta = {
  title: 'Voice/UnavailableVoiceControl',
  component: UnavailableVoiceControl,
  args: { label: '', reason: '', children: null },
  decorators: [(Story) => <div style={{ padding: 48 }}>{Story()}</div>],
} satisfies Meta<typeof UnavailableVoiceControl>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Voice input: this browser has no speech recognition. */
export const NoSpeechRecognition: Story = {
  render: () => <Localised reason="unsupported" />,
};

/** Spoken replies: the device has no voice for the page's language. */
export const NoVoiceForLanguage: Story = {
  render: () => <Localised reason="noVoice" />,
};
