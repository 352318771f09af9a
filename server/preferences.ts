/**
 * Reads the language and theme the browser mirrored from localStorage into cookies, so the server renders the
 * right <html lang dir class> on the first byte. `system` resolves through the Sec-CH-Prefers-Color-Scheme client
 * hint when the browser sends it; otherwise the head boot script resolves it before first paint.
 */
import type { Request } from 'express';
import { parse } from 'cookie';
import { COOKIE_NAMES } from '../contract/constants';
import type { Language, Theme } from '../contract/values';


export interface Preferences {
  language: Language;
  theme: Theme;
  /** null when `system` and the browser did not say: the boot script decides. */
  resolvedTheme: 'light' | 'dark' | null;
}

export function readPreferences(req: Request): Preferences {
  const cookies = parse(req.headers.cookie ?? '');
  const language: Language = cookies[COOKIE_NAMES.language] === 'en' ? 'en' : 'ar';
  const rawTheme = cookies[COOKIE_NAMES.theme];
  const theme: Theme = rawTheme === 'light' || rawTheme === 'dark' ? rawTheme : 'system';
  const hint = req.headers['sec-ch-prefers-color-scheme'];
  const resolvedTheme =
    theme !== 'system' ? theme : hint === 'dark' ? 'dark' : hint === 'light' ? 'light' : null;
  return { language, theme, resolvedTheme };
}
