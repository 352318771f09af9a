/**
 * Reads a list of utterances one after another through the browser's speech engine (speechSynthesis), and
 * reports when it starts and stops speaking. A new reading replaces the current one; `stop()` silences it at
 * once. Each utterance is spoken only after the previous one ended, so stop takes effect between sentences
 * and no browser cuts a long utterance short. Independent of React so it is tested in node with a stand-in
 * engine; useSpeechSynthesis binds it to a component.
 */

/** What an utterance reports back: its end, or its failure with the engine's error code. */
export interface UtteranceHandlers {
  onEnd: () => void;
  onError: (code: string) => void;
}

/** The parts of window.speechSynthesis the queue uses. */
export interface SpeechEngine<Utterance> {
  speak(utterance: Utterance): void;
  cancel(): void;
}

export type SpeakingState = 'idle' | 'speaking';

export interface SpeechQueueOptions<Voice, Utterance> {
  engine: SpeechEngine<Utterance>;
  /** Builds an utterance of the text in the voice and rate, wired to the handlers (a SpeechSynthesisUtterance). */
  createUtterance: (text: string, settings: VoiceSettings<Voice>, handlers: UtteranceHandlers) => Utterance;
  onStateChange: (state: SpeakingState) => void;
}

export interface VoiceSettings<Voice> {
  /** BCP 47 tag, e.g. ar-EG. */
  lang: string;
  rate: number;
  voice: Voice;
}

export interface SpeechQueue<Voice> {
  /** Reads the utterances in order, replacing whatever is being read. */
  speak(utterances: readonly string[], settings: VoiceSettings<Voice>): void;
  /** Silences the reading. */
  stop(): void;
}

/** Errors the queue causes itself by cancelling; they are not failures. */
const CANCELLATION_ERRORS = new Set(['interrupted', 'canceled']);

export function createSpeechQueue<Voice, Utterance>({
  engine,
  createUtterance,
  onStateChange,
}: SpeechQueueOptions<Voice, Utterance>): SpeechQueue<Voice> {
  /** Bumped by every speak and stop: callbacks of an older reading are ignored. */
  let reading = 0;
  /** Held so the browser cannot garbage-collect it before its end event (a known Chrome bug). */
  let current: Utterance | null = null;
  let state: SpeakingState = 'idle';

  const setState = (next: SpeakingState) => {
    if (next === state) return;
    state = next;
    onStateChange(next);
  };

  const speakFrom = (readingId: number, utterances: readonly string[], index: number, settings: VoiceSettings<Voice>) => {
    const text = utterances[index];
    if (text === undefined) {
      current = null;
      setState('idle');
      return;
    }
    const utterance = createUtterance(text, settings, {
      onEnd: () => {
        if (readingId === reading) speakFrom(readingId, utterances, index + 1, settings);
      },
      onError: (code) => {
        if (readingId !== reading || CANCELLATION_ERRORS.has(code)) return;
        current = null;
        setState('idle');
      },
    });
    current = utterance;
    engine.speak(utterance);
  };

  return {
    speak(utterances, settings) {
      reading += 1;
      engine.cancel();
      if (utterances.length === 0) {
        current = null;
        setState('idle');
        return;
      }
      setState('speaking');
      speakFrom(reading, utterances, 0, settings);
    },
    stop() {
      reading += 1;
      current = null;
      engine.cancel();
      setState('idle');
    },
  };
}
