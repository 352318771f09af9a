/**
 * Voice input for the chat composer (SPEC.md §4 Voice: idle → listening): the React binding of
 * recognition-session.ts. `supported` is false on the server and in browsers without the Web Speech API (the
 * microphone button then shows 'voice.unsupported'); the recognised text goes to `onResult`, a failure to
 * `onError` and into `error` (the page shows it as a 'Recording Error' toast). Changing language or unmounting
 * abandons a session in progress.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { SPEECH } from '../../contract/constants';
import type { Language } from '../../contract/values';
import {
  createRecognitionSession,
  recogniserConstructor,
  type ListeningState,
  type RecognitionSession,
  type VoiceInputError,
} from './recognition-session';

export interface SpeechRecognitionOptions {
  language: Language;
  /** The recognised text of one utterance. */
  onResult: (text: string) => void;
  onError?: (error: VoiceInputError) => void;
}

export interface SpeechRecognitionControls {
  supported: boolean;
  state: ListeningState;
  /** The last failure, cleared when listening starts again. */
  error: VoiceInputError | null;
  start(): void;
  stop(): void;
}

export function useSpeechRecognition({ language, onResult, onError }: SpeechRecognitionOptions): SpeechRecognitionControls {
  const [supported, setSupported] = useState(false);
  const [state, setState] = useState<ListeningState>('idle');
  const [error, setError] = useState<VoiceInputError | null>(null);
  const session = useRef<RecognitionSession | null>(null);
  const callbacks = useRef({ onResult, onError });
  useEffect(() => {
    callbacks.current = { onResult, onError };
  });

  useEffect(() => {
    const Recogniser = recogniserConstructor(window);
    setSupported(Recogniser !== null);
    if (!Recogniser) return undefined;
    const created = createRecognitionSession(Recogniser, {
      lang: SPEECH.lang[language],
      onResult: (text) => callbacks.current.onResult(text),
      onError: (failure) => {
        setError(failure);
        callbacks.current.onError?.(failure);
      },
      onStateChange: setState,
    });
    session.current = created;
    return () => {
      created.abort();
      session.current = null;
    };
  }, [language]);

  const start = useCallback(() => {
    setError(null);
    session.current?.start();
  }, []);
  const stop = useCallback(() => session.current?.stop(), []);

  return { supported, state, error, start, stop };
}
