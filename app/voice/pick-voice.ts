/**
 * Chooses the voice that reads a reply (DESIGN.md "Right-to-left": pick an Arabic voice by the `ar` language
 * prefix, and allow for no voice at all). Any voice whose language is `ar` or `ar-…` can read Arabic; Egyptian
 * Arabic (SPEECH.lang.ar, ar-EG) is preferred, then the device's default voice among them. English works the same
 * with `en` and en-US. Browsers spell tags differently ("ar_EG", "AR-eg"), so tags are compared normalised.
 */
import { SPEECH } from '../../contract/constants';
import type { Language } from '../../contract/values';

/** The fields of a SpeechSynthesisVoice the choice reads. */
export interface VoiceDescription {
  lang: string;
  default: boolean;
}

function normalisedTag(tag: string): string {
  return tag.trim().replace(/_/g, '-').toLowerCase();
}

/** Whether a voice speaks the language: its tag is the language or starts with the language and a hyphen. */
export function speaksLanguage(voice: VoiceDescription, language: Language): boolean {
  const tag = normalisedTag(voice.lang);
  return tag === language || tag.startsWith(`${language}-`);
}

/** The best voice for the language, or null when the device has none. */
export function pickVoice<Voice extends VoiceDescription>(voices: readonly Voice[], language: Language): Voice | null {
  const candidates = voices.filter((voice) => speaksLanguage(voice, language));
  const preferredTag = normalisedTag(SPEECH.lang[language]);
  const preferred = candidates.filter((voice) => normalisedTag(voice.lang) === preferredTag);
  return (
    preferred.find((voice) => voice.default) ??
    preferred[0] ??
    candidates.find((voice) => voice.default) ??
    candidates[0] ??
    null
  );
}
