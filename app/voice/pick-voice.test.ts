/**
 * The reading voice is chosen by the language prefix (DESIGN.md): any `ar` voice reads Arabic, ar-EG first;
 * a device with no voice for the language gets none.
 */
import { describe, expect, it } from 'vitest';
import { pickVoice, speaksLanguage } from './pick-voice';

const voice = (name: string, lang: string, isDefault = false) => ({ name, lang, default: isDefault });

describe('pickVoice', () => {
  it('prefers Egyptian Arabic among the Arabic voices', () => {
    const voices = [voice('English', 'en-US', true), voice('Saudi', 'ar-SA'), voice('Egyptian', 'ar-EG')];
    expect(pickVoice(voices, 'ar')?.name).toBe('Egyptian');
  });

  it('takes any voice with the ar prefix when there is no Egyptian one, the default first', () => {
    expect(pickVoice([voice('English', 'en-GB'), voice('Saudi', 'ar-SA'), voice('Emirati', 'ar_AE', true)], 'ar')?.name).toBe(
      'Emirati',
    );
    expect(pickVoice([voice('Generic', 'ar')], 'ar')?.name).toBe('Generic');
  });

  it('picks an English voice by the en prefix, en-US first', () => {
    const voices = [voice('Arabic', 'ar-EG', true), voice('British', 'en-GB'), voice('American', 'EN_us')];
    expect(pickVoice(voices, 'en')?.name).toBe('American');
    expect(pickVoice([voice('British', 'en-GB')], 'en')?.name).toBe('British');
  });

  it('finds no voice when the device has none for the language', () => {
    expect(pickVoice([voice('English', 'en-US', true), voice('Armenian', 'hy-AM')], 'ar')).toBeNull();
    expect(pickVoice([], 'en')).toBeNull();
  });

  it('does not take a language whose tag merely starts with the same letters', () => {
    expect(speaksLanguage(voice('Aragonese', 'an-ES'), 'ar')).toBe(false);
    expect(speaksLanguage(voice('Arapaho', 'arp'), 'ar')).toBe(false);
    expect(speaksLanguage(voice('Egyptian', 'ar-EG'), 'ar')).toBe(true);
  });
});
