/**
 * Reading a reply aloud: sentence after sentence in the chosen voice and rate, speaking until the last one ends,
 * stop silences it at once, a new reply replaces the old one, and a failed utterance ends the reading.
 */
import { describe, expect, it } from 'vitest';
import { createSpeechQueue, type SpeakingState, type UtteranceHandlers, type VoiceSettings } from './speech-queue';

interface Voice {
  name: string;
}

class RecordedUtterance {
  constructor(
    readonly text: string,
    readonly settings: VoiceSettings<Voice>,
    readonly handlers: UtteranceHandlers,
  ) {}
}

/** An engine that records what it was asked to say; the test ends or fails each utterance. */
function recordingEngine() {
  const spoken: RecordedUtterance[] = [];
  let cancelled = 0;
  return {
    spoken,
    get cancelled() {
      return cancelled;
    },
    speak: (utterance: RecordedUtterance) => spoken.push(utterance),
    cancel: () => {
      cancelled += 1;
    },
    finishLast: () => spoken.at(-1)?.handlers.onEnd(),
  };
}

function setUp() {
  const engine = recordingEngine();
  const states: SpeakingState[] = [];
  const queue = createSpeechQueue<Voice, RecordedUtterance>({
    engine,
    createUtterance: (text, settings, handlers) => new RecordedUtterance(text, settings, handlers),
    onStateChange: (state) => states.push(state),
  });
  return { engine, states, queue };
}

const arabicVoice = { lang: 'ar-EG', rate: 0.8, voice: { name: 'Egyptian' } };

describe('createSpeechQueue', () => {
  it('reads each sentence after the previous one ends, in the voice and rate given, then goes idle', () => {
    const { engine, states, queue } = setUp();
    queue.speak(['الجملة الأولى.', 'الجملة الثانية.'], arabicVoice);
    expect(states).toEqual(['speaking']);
    expect(engine.spoken.map((utterance) => utterance.text)).toEqual(['الجملة الأولى.']);
    expect(engine.spoken[0]?.settings).toEqual({ lang: 'ar-EG', rate: 0.8, voice: { name: 'Egyptian' } });

    engine.finishLast();
    expect(engine.spoken.map((utterance) => utterance.text)).toEqual(['الجملة الأولى.', 'الجملة الثانية.']);
    expect(states).toEqual(['speaking']);

    engine.finishLast();
    expect(states).toEqual(['speaking', 'idle']);
  });

  it('stops at once and ignores the end of the utterance it cut off', () => {
    const { engine, states, queue } = setUp();
    queue.speak(['One.', 'Two.'], arabicVoice);
    queue.stop();
    expect(states).toEqual(['speaking', 'idle']);
    expect(engine.cancelled).toBeGreaterThanOrEqual(2);
    engine.spoken[0]?.handlers.onError('interrupted');
    engine.finishLast();
    expect(engine.spoken).toHaveLength(1);
    expect(states).toEqual(['speaking', 'idle']);
  });

  it('replaces the reply being read with a new one', () => {
    const { engine, states, queue } = setUp();
    queue.speak(['Old one.', 'Old two.'], arabicVoice);
    const oldFirst = engine.spoken[0];
    queue.speak(['New one.'], arabicVoice);
    oldFirst?.handlers.onEnd();
    expect(engine.spoken.map((utterance) => utterance.text)).toEqual(['Old one.', 'New one.']);
    engine.finishLast();
    expect(states).toEqual(['speaking', 'idle']);
  });

  it('goes idle when an utterance fails', () => {
    const { engine, states, queue } = setUp();
    queue.speak(['One.', 'Two.'], arabicVoice);
    engine.spoken[0]?.handlers.onError('synthesis-failed');
    expect(states).toEqual(['speaking', 'idle']);
    expect(engine.spoken).toHaveLength(1);
  });

  it('says nothing and stays idle for an empty reply', () => {
    const { engine, states, queue } = setUp();
    queue.speak([], arabicVoice);
    expect(engine.spoken).toHaveLength(0);
    expect(states).toEqual([]);
  });
});
