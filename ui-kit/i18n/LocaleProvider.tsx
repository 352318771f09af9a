/**
 * Locale context for ui-kit: the language, its direction, and `t()` over the typed string tables.
 * Also sets react-aria's I18nProvider (ar-EG / en-US) so dates, numbers and RTL keyboard
 * behaviour follow the language.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import type { MessageKey } from './ar';
import { messagesFor, type Language, type Messages } from './registry';

export type { Language, Messages };
export type Direction = 'rtl' | 'ltr';
export type TranslateParams = Record<string, string | number>;
export type Translate = (key: MessageKey, params?: TranslateParams) => string;

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

/**
 * A translate function over a table (or the registered table of a language), usable outside React (e-mails,
 * server messages). A key missing at run time shows the key rather than breaking the page.
 */
export function translator(language: Language, messages: Messages | undefined = messagesFor(language)): Translate {
  return (key, params) => format(messages?.[key] ?? messagesFor('en')?.[key] ?? key, params);
}

interface LocaleValue {
  language: Language;
  dir: Direction;
  t: Translate;
}

const LocaleContext = createContext<LocaleValue>({ language: 'ar', dir: 'rtl', t: (key, params) => translator('ar')(key, params) });

export interface LocaleProviderProps {
  language: Language;
  /** The language's string table; defaults to the registered one (see registry.ts). */
  messages?: Messages;
  children: ReactNode;
}

export function LocaleProvider({ language, messages, children }: LocaleProviderProps) {
  const value = useMemo<LocaleValue>(
    () => ({ language, dir: directionOf(language), t: translator(language, messages ?? messagesFor(language)) }),
    [language, messages],
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
