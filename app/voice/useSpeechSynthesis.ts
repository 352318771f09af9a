/**
 * Spoken replies (SPEC.md §4 Voice: speaking; §9 Speech: ar-EG at rate 0.8, en-US at 0.85). `speak(reply)`
 * turns the reply's markdown and maths into words (speakable-text.ts), cuts them into sentences of at most 200
 * characters (utterances.ts) and reads them one by one in a voice of the language chosen by its `ar`/`en` prefix
 * (pick-voice.ts). `supported` is false without speechSynthesis (and on the server); `hasVoice` is false while
 * the device has no voice for the language, and then `speak` stays silent (the toggle says 'voice.noVoice').
 * Voices often arrive after the page loads, so the list is re-read on `voiceschanged` and again at each speak.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { SPEECH } from '../../contract/constants';
import type { Language } from '../../contract/values';
import { pickVoice } from './pick-voice';
import { toSpeakableText } from './speakable-text';
import { createSpeechQueue, type SpeakingState, type SpeechQueue } from './speech-queue';
import { splitIntoUtterances } from './utterances';

export interface SpeechSynthesisControls {
  supported: boolean;
  hasVoice: boolean;
  state: SpeakingState;
  /** Reads a reply (markdown) aloud, replacing whatever is being read. */
  speak(reply: string): void;
  /** Silences the reading. */
  stop(): void;
}

function browserEngine(): SpeechSynthesis | null {
  if (typeof window === 'undefined' || !('speechSynthesis' in window) || typeof SpeechSynthesisUtterance === 'undefined') {
    return null;
  }
  return window.speechSynthesis;
}

export function useSpeechSynthesis(language: Language): SpeechSynthesisControls {
  const [supported, setSupported] = useState(false);
  const [hasVoice, setHasVoice] = useState(false);
  const [state, setState] = useState<SpeakingState>('idle');
  const queue = useRef<SpeechQueue<SpeechSynthesisVoice> | null>(null);

  useEffect(() => {
    const engine = browserEngine();
    setSupported(engine !== null);
    if (!engine) return undefined;
    const created = createSpeechQueue<SpeechSynthesisVoice, SpeechSynthesisUtterance>({
      engine,
      createUtterance: (text, { lang, rate, voice }, { onEnd, onError }) => {
        const utterance = new SpeechSynthesisUtterance(text);
        utterance.lang = lang;
        utterance.rate = rate;
        utterance.voice = voice;
        utterance.onend = onEnd;
        utterance.onerror = (event) => onError(event.error);
        return utterance;
      },
      onStateChange: setState,
    });
    queue.current = created;
    const readVoices = () => setHasVoice(pickVoice(engine.getVoices(), language) !== null);
    readVoices();
    engine.addEventListener('voiceschanged', readVoices);
    return () => {
      engine.removeEventListener('voiceschanged', readVoices);
      created.stop();
      queue.current = null;
    };
  }, [language]);

  const speak = useCallback(
    (reply: string) => {
      const engine = browserEngine();
      if (!engine || !queue.current) return;
      const voice = pickVoice(engine.getVoices(), language);
      setHasVoice(voice !== null);
      if (!voice) return;
      queue.current.speak(splitIntoUtterances(toSpeakableText(reply, language)), {
        lang: SPEECH.lang[language],
        rate: SPEECH.rate[language],
        voice,
      });
    },
    [language],
  );
  const stop = useCallback(() => queue.current?.stop(), []);

  return { supported, hasVoice, state, speak, stop };
}
