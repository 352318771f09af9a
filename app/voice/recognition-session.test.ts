/**
 * Voice input (SPEC.md §4, §8): idle → listening → the text → idle, in the page's language; a refused microphone
 * says so, a start that throws is 'Cannot start recording', any other failure 'Voice recognition failed', and
 * where the API is missing voice input is unsupported.
 */
import { describe, expect, it } from 'vitest';
import {
  createRecognitionSession,
  recogniserConstructor,
  voiceInputErrorOf,
  type ListeningState,
  type Recogniser,
  type RecognitionResultEvent,
  type VoiceInputError,
} from './recognition-session';

/** A recogniser the test drives: it records how it was set up and the test fires its events. */
class DrivenRecogniser implements Recogniser {
  static instances: DrivenRecogniser[] = [];
  static startThrows = false;
  lang = '';
  continuous = true;
  interimResults = true;
  maxAlternatives = 5;
  onresult: ((event: RecognitionResultEvent) => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  onend: (() => void) | null = null;
  started = false;
  stopped = false;
  aborted = false;

  constructor() {
    DrivenRecogniser.instances.push(this);
  }

  start() {
    if (DrivenRecogniser.startThrows) throw new DOMException('recognition has already started', 'InvalidStateError');
    this.started = true;
  }

  stop() {
    this.stopped = true;
  }

  abort() {
    this.aborted = true;
  }

  hear(transcript: string, isFinal = true) {
    const result = Object.assign([{ transcript }], { isFinal });
    this.onresult?.({ resultIndex: 0, results: [result] });
  }
}

function setUp(lang = 'ar-EG') {
  DrivenRecogniser.instances = [];
  DrivenRecogniser.startThrows = false;
  const heard: string[] = [];
  const errors: VoiceInputError[] = [];
  const states: ListeningState[] = [];
  const session = createRecognitionSession(DrivenRecogniser, {
    lang,
    onResult: (text) => heard.push(text),
    onError: (error) => errors.push(error),
    onStateChange: (state) => states.push(state),
  });
  const current = () => DrivenRecogniser.instances.at(-1);
  return { session, heard, errors, states, current };
}

describe('createRecognitionSession', () => {
  it('listens in the page language for one utterance and hands over the text', () => {
    const { session, heard, states, current } = setUp('ar-EG');
    session.start();
    expect(states).toEqual(['listening']);
    expect(current()).toMatchObject({ lang: 'ar-EG', continuous: false, interimResults: false, started: true });

    current()?.hear('  ما هو التفاضل  ');
    current()?.onend?.();
    expect(heard).toEqual(['ما هو التفاضل']);
    expect(states).toEqual(['listening', 'idle']);
  });

  it('ignores results that are not final, and empty ones', () => {
    const { session, heard, current } = setUp();
    session.start();
    current()?.hear('ما هو', false);
    current()?.hear('   ');
    expect(heard).toEqual([]);
  });

  it('stop asks the recogniser to finish, so what was heard is still recognised', () => {
    const { session, heard, states, current } = setUp('en-US');
    session.start();
    session.stop();
    expect(current()?.stopped).toBe(true);
    current()?.hear('what is a derivative');
    current()?.onend?.();
    expect(heard).toEqual(['what is a derivative']);
    expect(states).toEqual(['listening', 'idle']);
  });

  it('does not start a second session while listening', () => {
    const { session, current } = setUp();
    session.start();
    session.start();
    expect(DrivenRecogniser.instances).toHaveLength(1);
    current()?.onend?.();
    session.start();
    expect(DrivenRecogniser.instances).toHaveLength(2);
  });

  it('reports a refused microphone as permission denied and other failures as recognition failed', () => {
    const { session, errors, current } = setUp();
    session.start();
    current()?.onerror?.({ error: 'not-allowed' });
    current()?.onend?.();
    session.start();
    current()?.onerror?.({ error: 'network' });
    current()?.onend?.();
    session.start();
    current()?.onerror?.({ error: 'no-speech' });
    expect(errors).toEqual(['permissionDenied', 'recognitionFailed', 'recognitionFailed']);
  });

  it('reports a start that throws as "Cannot start recording" and stays idle', () => {
    const { session, errors, states } = setUp();
    DrivenRecogniser.startThrows = true;
    session.start();
    expect(errors).toEqual(['cannotStart']);
    expect(states).toEqual([]);
  });

  it('abort drops the session without a result or an error', () => {
    const { session, heard, errors, states, current } = setUp();
    session.start();
    const recogniser = current();
    session.abort();
    expect(recogniser?.aborted).toBe(true);
    recogniser?.hear('late words');
    recogniser?.onerror?.({ error: 'aborted' });
    expect(heard).toEqual([]);
    expect(errors).toEqual([]);
    expect(states).toEqual(['listening', 'idle']);
  });
});

describe('voiceInputErrorOf', () => {
  it('maps the API error codes to the messages of SPEC.md §8', () => {
    expect(voiceInputErrorOf('not-allowed')).toBe('permissionDenied');
    expect(voiceInputErrorOf('audio-capture')).toBe('recognitionFailed');
    expect(voiceInputErrorOf('aborted')).toBeNull();
  });
});

describe('recogniserConstructor', () => {
  it('uses SpeechRecognition, falls back to webkitSpeechRecognition, and is null where the API is missing', () => {
    expect(recogniserConstructor({ SpeechRecognition: DrivenRecogniser })).toBe(DrivenRecogniser);
    expect(recogniserConstructor({ webkitSpeechRecognition: DrivenRecogniser })).toBe(DrivenRecogniser);
    expect(recogniserConstructor({})).toBeNull();
    expect(recogniserConstructor(globalThis)).toBeNull();
  });
});
