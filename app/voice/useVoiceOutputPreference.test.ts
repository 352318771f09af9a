/**
 * Spoken replies are on by default (SPEC.md §4) and the student's choice is remembered.
 */
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../contract/constants';
import { readVoiceOutputPreference } from './useVoiceOutputPreference';

const storageWith = (values: Record<string, string>) => ({ getItem: (key: string) => values[key] ?? null });

describe('readVoiceOutputPreference', () => {
  it('is on when nothing is stored', () => {
    expect(readVoiceOutputPreference(storageWith({}))).toBe(true);
    expect(readVoiceOutputPreference(undefined)).toBe(true);
  });

  it('remembers a student who turned spoken replies off, or back on', () => {
    expect(readVoiceOutputPreference(storageWith({ [STORAGE_KEYS.voiceOutput]: 'false' }))).toBe(false);
    expect(readVoiceOutputPreference(storageWith({ [STORAGE_KEYS.voiceOutput]: 'true' }))).toBe(true);
  });

  it('falls back to on when storage holds nonsense or refuses to be read', () => {
    expect(readVoiceOutputPreference(storageWith({ [STORAGE_KEYS.voiceOutput]: 'maybe' }))).toBe(true);
    const blocked = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    };
    expect(readVoiceOutputPreference(blocked)).toBe(true);
  });
});
