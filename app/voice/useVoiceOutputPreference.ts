/**
 * Whether replies are read aloud (SPEC.md §4: spoken output is on by default), kept in localStorage under
 * STORAGE_KEYS.voiceOutput so the choice survives reloads. The server and the first client render use the
 * default; the stored choice is adopted after hydration.
 */
import { useCallback, useEffect, useState } from 'react';
import { DEFAULTS, STORAGE_KEYS } from '../../contract/constants';
import { storage } from '../api-client';

/** The stored choice, or the default when there is none (or storage is unavailable). */
export function readVoiceOutputPreference(storage: Pick<Storage, 'getItem'> | undefined): boolean {
  try {
    const stored = storage?.getItem(STORAGE_KEYS.voiceOutput);
    return stored === 'true' ? true : stored === 'false' ? false : DEFAULTS.voiceOutput;
  } catch {
    return DEFAULTS.voiceOutput;
  }
}

/** localStorage, or undefined where reading it throws (blocked storage). */
export function useVoiceOutputPreference(): [enabled: boolean, setEnabled: (enabled: boolean) => void] {
  const [enabled, setEnabledState] = useState<boolean>(DEFAULTS.voiceOutput);

  useEffect(() => {
    setEnabledState(readVoiceOutputPreference(storage()));
  }, []);

  const setEnabled = useCallback((next: boolean) => {
    setEnabledState(next);
    try {
      storage()?.setItem(STORAGE_KEYS.voiceOutput, String(next));
    } catch {
      // Private mode or storage full: the choice still holds for this page.
    }
  }, []);

  return [enabled, setEnabled];
}
