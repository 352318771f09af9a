/**
 * Spoken replies in the chat toolbar (SPEC.md §4 Voice: speaking; spoken output is on by default): a toggle
 * named 'قراءة الردود بصوت مسموع' (pressed while replies are read aloud, its tooltip saying 'القراءة الصوتية
 * مفعّلة' or 'متوقفة'), and while a reply is being read, a 'إيقاف القراءة' button and the status 'جارٍ القراءة…'.
 * When the device has no voice for the language (or no speech synthesis) the toggle is inert and says
 * 'لا يتوفر على جهازك صوت للقراءة بهذه اللغة'. It renders the state it is given: the page runs the speech.
 */
import { Square, Volume2, VolumeX } from 'lucide-react';
import { ToggleButton } from 'react-aria-components';
import { useT } from '../i18n';
import { IconButton } from '../primitives/IconButton';
import { Tooltip } from '../primitives/Tooltip';
import { VisuallyHidden } from '../primitives/VisuallyHidden';
import { styled } from '../theme/stitches.config';
import { UnavailableVoiceControl } from './UnavailableVoiceControl';

const Group = styled('div', { position: 'relative', display: 'inline-flex', alignItems: 'center', gap: '$1' });

const Toggle = styled(ToggleButton, {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  size: '$control',
  padding: 0,
  border: '1px solid transparent',
  borderRadius: '$md',
  backgroundColor: 'transparent',
  color: '$textMuted',
  cursor: 'pointer',
  outline: 'none',
  transition: 'background-color $fast, color $fast',
  '& svg': { size: '1.25em' },
  '&[data-hovered]': { backgroundColor: '$surfaceMuted' },
  '&[data-selected]': { backgroundColor: '$primarySoft', color: '$primary', borderColor: '$primary' },
  '&[data-focus-visible]': { outline: '2px solid $focusRing', outlineOffset: '2px' },
});

export interface SpeakToggleProps {
  /** Whether replies are read aloud (on by default). */
  enabled: boolean;
  /** Whether a reply is being read now. */
  speaking: boolean;
  /** False when the device cannot read aloud in this language (no voice, or no speech synthesis). */
  available: boolean;
  /** Turns spoken replies on or off; receives the new setting. */
  onToggle: (enabled: boolean) => void;
  /** Silences the reply being read. */
  onStopSpeaking: () => void;
}

/** The spoken-replies toggle, with a stop button while speaking. */
export function SpeakToggle({ enabled, speaking, available, onToggle, onStopSpeaking }: SpeakToggleProps) {
  const t = useT();
  return (
    <Group>
      {available ? (
        <Tooltip content={t(enabled ? 'voice.outputOn' : 'voice.outputOff')}>
          <Toggle aria-label={t('voice.output')} isSelected={enabled} onChange={onToggle}>
            {enabled ? <Volume2 aria-hidden="true" /> : <VolumeX aria-hidden="true" />}
          </Toggle>
        </Tooltip>
      ) : (
        <UnavailableVoiceControl label={t('voice.output')} reason={t('voice.noVoice')}>
          <VolumeX aria-hidden="true" />
        </UnavailableVoiceControl>
      )}
      {speaking ? (
        <IconButton aria-label={t('voice.stopSpeaking')} variant="secondary" onPress={onStopSpeaking}>
          <Square fill="currentColor" />
        </IconButton>
      ) : null}
      <VisuallyHidden role="status">{speaking ? t('voice.speaking') : ''}</VisuallyHidden>
    </Group>
  );
}
