/**
 * The microphone button of the chat composer (SPEC.md §4 Voice: idle → listening). Idle, it is named 'ابدأ
 * الإدخال الصوتي' and starts listening; listening, it is named 'إيقاف التسجيل', pulses (a still ring when the
 * student prefers reduced motion), announces 'جارٍ الاستماع…' and stops. Where the browser has no speech
 * recognition it stays visible but inert, and says why ('متصفحك لا يدعم الإدخال الصوتي') in a tooltip and in its
 * accessible description. It only renders the state it is given: the page runs the recogniser.
 */
import { Mic, MicOff, Square } from 'lucide-react';
import { useT } from '../i18n';
import { IconButton } from '../primitives/IconButton';
import { VisuallyHidden } from '../primitives/VisuallyHidden';
import { keyframes, styled } from '../theme/stitches.config';
import { UnavailableVoiceControl } from './UnavailableVoiceControl';

export type VoiceInputState = 'idle' | 'listening' | 'unsupported';

const pulse = keyframes({
  '0%': { boxShadow: '0 0 0 0 $colors$danger' },
  '70%': { boxShadow: '0 0 0 10px transparent' },
  '100%': { boxShadow: '0 0 0 0 transparent' },
});

const Wrapper = styled('span', {
  position: 'relative',
  display: 'inline-flex',
  flexShrink: 0,
  '& [data-listening]': {
    color: '$danger',
    borderColor: '$danger',
    borderRadius: '$round',
    animation: `${pulse} 1.4s ease-out infinite`,
    '@reducedMotion': { animation: 'none', boxShadow: '0 0 0 3px $colors$dangerSoft' },
  },
});

export interface VoiceInputButtonProps {
  /** `idle`, `listening`, or `unsupported` where the browser has no speech recognition. */
  state: VoiceInputState;
  /** Start listening. */
  onStart: () => void;
  /** Stop listening (what was heard is still recognised). */
  onStop: () => void;
  /** Disable while nothing may be sent (e.g. the daily limit is reached). */
  isDisabled?: boolean;
}

/** The composer's microphone toggle. */
export function VoiceInputButton({ state, onStart, onStop, isDisabled = false }: VoiceInputButtonProps) {
  const t = useT();

  if (state === 'unsupported') {
    return (
      <UnavailableVoiceControl label={t('voice.start')} reason={t('voice.unsupported')}>
        <MicOff aria-hidden="true" />
      </UnavailableVoiceControl>
    );
  }

  const listening = state === 'listening';
  return (
    <Wrapper>
      <IconButton
        aria-label={t(listening ? 'voice.stop' : 'voice.start')}
        variant={listening ? 'secondary' : 'ghost'}
        isDisabled={isDisabled && !listening}
        onPress={listening ? onStop : onStart}
        data-listening={listening || undefined}
      >
        {listening ? <Square fill="currentColor" /> : <Mic />}
      </IconButton>
      <VisuallyHidden role="status">{listening ? t('voice.listening') : ''}</VisuallyHidden>
    </Wrapper>
  );
}
