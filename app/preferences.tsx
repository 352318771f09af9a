/**
 * Language and theme preferences: kept in localStorage (the source of truth, SPEC.md §3) and mirrored into
 * cookies so the server renders the right <html lang dir class> on the first byte. Changing one updates
 * <html> at once (direction, language, theme class for portalled overlays) — no reload.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { STORAGE_KEYS } from '../contract/constants';
import type { Language, Theme } from '../contract/values';
import { loadMessages } from './i18n-loader';

export type ResolvedTheme = 'light' | 'dark';

interface PreferencesValue {
  language: Language;
  theme: Theme;
  resolvedTheme: ResolvedTheme;
  toggleLanguage(): void;
  toggleTheme(): void;
}

const PreferencesContext = createContext<PreferencesValue | null>(null);
const ONE_YEAR_SECONDS = 31_536_000;
const DARK_CLASS = 'dark-theme';

function writeCookie(name: string, value: string): void {
  document.cookie = `${name}=${value};path=/;max-age=${ONE_YEAR_SECONDS};samesite=lax`;
}

function systemPrefersDark(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-color-scheme: dark)').matches === true;
}

function resolve(theme: Theme): ResolvedTheme {
  if (theme === 'system') return systemPrefersDark() ? 'dark' : 'light';
  return theme;
}

function readStored<T extends string>(key: string, allowed: readonly T[]): T | undefined {
  try {
    const value = window.localStorage.getItem(key);
    return allowed.find((candidate) => candidate === value);
  } catch {
    return undefined;
  }
}

function persist(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Private mode or storage full: the cookie still carries the choice for this browser session.
  }
  writeCookie(key, value);
}

interface ProviderProps {
  /** What the server rendered with (from the cookies); the client adopts localStorage after hydration. */
  initialLanguage: Language;
  initialTheme: Theme;
  initialResolvedTheme?: ResolvedTheme | null;
  children: ReactNode;
}

export function PreferencesProvider({ initialLanguage, initialTheme, initialResolvedTheme, children }: ProviderProps) {
  const [language, setLanguage] = useState<Language>(initialLanguage);
  const [theme, setTheme] = useState<Theme>(initialTheme);
  const [resolvedTheme, setResolvedTheme] = useState<ResolvedTheme>(initialResolvedTheme ?? 'light');

  // After hydration: localStorage wins over a stale or missing cookie, and the cookie is rewritten to match.
  useEffect(() => {
    const storedLanguage = readStored<Language>(STORAGE_KEYS.language, ['ar', 'en']) ?? initialLanguage;
    const storedTheme = readStored<Theme>(STORAGE_KEYS.theme, ['light', 'dark', 'system']) ?? initialTheme;
    void loadMessages(storedLanguage).then(() => setLanguage(storedLanguage));
    setTheme(storedTheme);
    writeCookie(STORAGE_KEYS.language, storedLanguage);
    writeCookie(STORAGE_KEYS.theme, storedTheme);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, after hydration
  }, []);

  // Keep <html> in step; follow the OS while the preference is `system`.
  useEffect(() => {
    const root = document.documentElement;
    root.lang = language;
    root.dir = language === 'ar' ? 'rtl' : 'ltr';
  }, [language]);

  useEffect(() => {
    const apply = () => {
      const next = resolve(theme);
      setResolvedTheme(next);
      document.documentElement.classList.toggle(DARK_CLASS, next === 'dark');
      document.documentElement.style.colorScheme = next;
    };
    apply();
    if (theme !== 'system') return;
    const media = window.matchMedia('(prefers-color-scheme: dark)');
    media.addEventListener('change', apply);
    return () => media.removeEventListener('change', apply);
  }, [theme]);

  const toggleLanguage = useCallback(() => {
    const next: Language = language === 'ar' ? 'en' : 'ar';
    void loadMessages(next).then(() => {
      persist(STORAGE_KEYS.language, next);
      setLanguage(next);
    });
  }, [language]);

  const toggleTheme = useCallback(() => {
    setTheme((current) => {
      const next: Theme = resolve(current) === 'dark' ? 'light' : 'dark';
      persist(STORAGE_KEYS.theme, next);
      return next;
    });
  }, []);

  const value = useMemo(
    () => ({ language, theme, resolvedTheme, toggleLanguage, toggleTheme }),
    [language, theme, resolvedTheme, toggleLanguage, toggleTheme],
  );
  return <PreferencesContext.Provider value={value}>{children}</PreferencesContext.Provider>;
}

export function usePreferences(): PreferencesValue {
  const value = useContext(PreferencesContext);
  if (!value) throw new Error('usePreferences must be used inside PreferencesProvider');
  return value;
}
