/**
 * Voice input through the Web Speech API (`SpeechRecognition`, or Chrome's and Safari's
 * `webkitSpeechRecognition`): one utterance per session, in the page's language (SPEECH.lang: ar-EG, en-US).
 * idle → listening → the recognised text goes to `onResult` → idle. Failures map to the messages of SPEC.md §8
 * ('Recording Error' toasts): a refused microphone is 'permissionDenied', a start that throws is 'cannotStart'
 * ('Cannot start recording'), anything else 'recognitionFailed' ('Voice recognition failed'); an abort the
 * session caused itself is not an error. Independent of React so it is tested in node with a stand-in
 * recogniser; useSpeechRecognition binds it to a component.
 */
import type { MessageKey } from '../../ui-kit/i18n';

export type VoiceInputError = 'permissionDenied' | 'recognitionFailed' | 'cannotStart';
export type ListeningState = 'idle' | 'listening';

/** The message (ui-kit string key) that explains each failure; the toast's title is 'voice.errorTitle'. */
export const VOICE_INPUT_ERROR_MESSAGES: Record<VoiceInputError, MessageKey> = {
  permissionDenied: 'voice.permissionDenied',
  recognitionFailed: 'voice.recognitionFailed',
  cannotStart: 'voice.cannotStart',
};

/** One alternative of one result, as the API gives it. */
interface RecognitionAlternative {
  transcript: string;
}

/** One result: its alternatives (index 0 is the best) and whether it is final. */
interface RecognitionResult {
  readonly isFinal: boolean;
  readonly length: number;
  readonly [index: number]: RecognitionAlternative | undefined;
}

export interface RecognitionResultEvent {
  resultIndex: number;
  results: ArrayLike<RecognitionResult>;
}

/** The parts of a SpeechRecognition the session uses (the type is missing from TypeScript's DOM library). */
export interface Recogniser {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}

export type RecogniserConstructor = new () => Recogniser;

/** The browser's recogniser class, or null where the API is missing (Firefox, the server). */
export function recogniserConstructor(scope: object = globalThis): RecogniserConstructor | null {
  const candidates = scope as { SpeechRecognition?: RecogniserConstructor; webkitSpeechRecognition?: RecogniserConstructor };
  return candidates.SpeechRecognition ?? candidates.webkitSpeechRecognition ?? null;
}

/** A SpeechRecognitionErrorEvent's code as the message to show, or null when it is not a failure. */
export function voiceInputErrorOf(code: string): VoiceInputError | null {
  if (code === 'aborted') return null;
  if (code === 'not-allowed') return 'permissionDenied';
  return 'recognitionFailed';
}

export interface RecognitionSessionOptions {
  /** BCP 47 tag, e.g. ar-EG. */
  lang: string;
  onResult: (text: string) => void;
  onError: (error: VoiceInputError) => void;
  onStateChange: (state: ListeningState) => void;
}

export interface RecognitionSession {
  /** Starts listening (ignored while already listening). */
  start(): void;
  /** Stops listening; what was heard so far is still recognised. */
  stop(): void;
  /** Stops at once and discards what was heard (unmount, language change). */
  abort(): void;
}

/** The final transcript of a result event (the best alternative of each final result), trimmed. */
export function finalTranscript(event: RecognitionResultEvent): string {
  let text = '';
  for (let index = event.resultIndex; index < event.results.length; index += 1) {
    const result = event.results[index];
    if (result?.isFinal) text += result[0]?.transcript ?? '';
  }
  return text.trim();
}

export function createRecognitionSession(
  Recogniser: RecogniserConstructor,
  { lang, onResult, onError, onStateChange }: RecognitionSessionOptions,
): RecognitionSession {
  let active: Recogniser | null = null;

  const finish = (recogniser: Recogniser) => {
    if (active !== recogniser) return;
    active = null;
    onStateChange('idle');
  };

  return {
    start() {
      if (active) return;
      let recogniser: Recogniser;
      try {
        recogniser = new Recogniser();
        recogniser.lang = lang;
        recogniser.continuous = false;
        recogniser.interimResults = false;
        recogniser.maxAlternatives = 1;
        recogniser.onresult = (event) => {
          const text = finalTranscript(event);
          if (text) onResult(text);
        };
        recogniser.onerror = (event) => {
          const error = voiceInputErrorOf(event.error);
          if (error) onError(error);
        };
        recogniser.onend = () => finish(recogniser);
        recogniser.start();
      } catch {
        onError('cannotStart');
        return;
      }
      active = recogniser;
      onStateChange('listening');
    },
    stop() {
      active?.stop();
    },
    abort() {
      const recogniser = active;
      if (!recogniser) return;
      recogniser.onresult = null;
      recogniser.onerror = null;
      recogniser.abort();
      finish(recogniser);
    },
  };
}
