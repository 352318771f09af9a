/**
 * The tutor mode (formal or Egyptian tutor; default formal), remembered in localStorage. Read after mount so the
 * server-rendered page and the first client render agree.
 */
import { useEffect, useState } from 'react';
import { DEFAULTS, STORAGE_KEYS } from '../../../contract/constants';
import { tutorModes, type TutorMode } from '../../../contract/values';
import { storage } from '../../api-client';

export function useTutorMode(): [TutorMode, (mode: TutorMode) => void] {
  const [mode, setMode] = useState<TutorMode>(DEFAULTS.tutorMode);
  useEffect(() => {
    const stored = storage()?.getItem(STORAGE_KEYS.tutorMode);
    setMode(tutorModes.find((candidate) => candidate === stored) ?? DEFAULTS.tutorMode);
  }, []);
  const choose = (next: TutorMode) => {
    setMode(next);
    storage()?.setItem(STORAGE_KEYS.tutorMode, next);
  };
  return [mode, choose];
}
