/**
 * Locale context for ui-kit: the language, its direction, and `t()` over the typed string tables.
 * Also sets react-aria's I18nProvider (ar-EG / en-US) so dates, numbers and RTL keyboard
 * behaviour follow the language.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { ar, type MessageKey } from './ar';
import { en } from './en';

export type Language = 'ar' | 'en';
export type Direction = 'rtl' | 'ltr';
export type TranslateParams = Record<string, string | number>;
export type Translate = (key: MessageKey, params?: TranslateParams) => string;

const tables: Record<Language, Record<MessageKey, string>> = { ar, en };

/** The direction a language is written in. */
export function directionOf(language: Language): Direction {
  return language === 'ar' ? 'rtl' : 'ltr';
}

/** Fills `{name}` placeholders. */
export function format(template: string, params?: TranslateParams): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** A translate function for a language, usable outside React (e-mails, server messages). */
export function translator(language: Language): Translate {
  const table = tables[language];
  return (key, params) => format(table[key] ?? en[key] ?? key, params);
}

interface LocaleValue {
  language: Language;
  dir: Direction;
  t: Translate;
}

const LocaleContext = createContext<LocaleValue>({ language: 'ar', dir: 'rtl', t: translator('ar') });

export function LocaleProvider({ language, children }: { language: Language; children: ReactNode }) {
  const value = useMemo<LocaleValue>(
    () => ({ language, dir: directionOf(language), t: translator(language) }),
    [language],
  );
  return (
    <LocaleContext.Provider value={value}>
      <I18nProvider locale={language === 'ar' ? 'ar-EG' : 'en-US'}>{children}</I18nProvider>
    </LocaleContext.Provider>
  );
}

/** The current language, its direction and `t()`. */
export function useLocale(): LocaleValue {
  return useContext(LocaleContext);
}

/** Shorthand for `useLocale().t`. */
export function useT(): Translate {
  return useContext(LocaleContext).t;
}
