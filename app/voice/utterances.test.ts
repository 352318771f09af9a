/**
 * A reply is read sentence by sentence, and no utterance passes 200 characters (long sentences are cut at
 * their commas, then at spaces).
 */
import { describe, expect, it } from 'vitest';
import { MAX_UTTERANCE_LENGTH, splitIntoUtterances } from './utterances';

describe('splitIntoUtterances', () => {
  it('reads one sentence at a time, ending at . ! ? ؟ and at line breaks', () => {
    expect(splitIntoUtterances('ما هو التفاضل؟ هو معدل التغير. رائع! هل فهمت?\nالسطر التالي')).toEqual([
      'ما هو التفاضل؟',
      'هو معدل التغير.',
      'رائع!',
      'هل فهمت?',
      'السطر التالي',
    ]);
  });

  it('keeps decimal numbers whole', () => {
    expect(splitIntoUtterances('The answer is 2.5 metres. Next.')).toEqual(['The answer is 2.5 metres.', 'Next.']);
  });

  it('cuts a long Arabic sentence at its commas, none over the limit', () => {
    const clause = 'نطبق قانون نيوتن الثاني على الجسم الذي كتلته خمسة كيلوجرامات';
    const sentence = `${clause}، ${clause}، ${clause}، ${clause}.`;
    expect(sentence.length).toBeGreaterThan(MAX_UTTERANCE_LENGTH);
    const utterances = splitIntoUtterances(sentence);
    expect(utterances.length).toBeGreaterThan(1);
    for (const utterance of utterances) expect(utterance.length).toBeLessThanOrEqual(MAX_UTTERANCE_LENGTH);
    expect(utterances[0]?.endsWith('،')).toBe(true);
    expect(utterances.join(' ')).toBe(sentence);
  });

  it('cuts a long clause without commas at spaces', () => {
    const sentence = `${'word '.repeat(100).trim()}.`;
    const utterances = splitIntoUtterances(sentence);
    for (const utterance of utterances) expect(utterance.length).toBeLessThanOrEqual(MAX_UTTERANCE_LENGTH);
    expect(utterances.join(' ')).toBe(sentence);
  });

  it('cuts even a single word longer than the limit', () => {
    const utterances = splitIntoUtterances('x'.repeat(450), 200);
    expect(utterances.map((utterance) => utterance.length)).toEqual([200, 200, 50]);
  });

  it('says nothing for blank text', () => {
    expect(splitIntoUtterances(' \n \n')).toEqual([]);
  });
});
