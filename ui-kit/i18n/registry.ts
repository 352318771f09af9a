/**
 * Which string tables are loaded. The browser loads only the active language's table (a separate chunk, so the
 * first page does not download both); Storybook, tests and the server register both via `all-languages.ts`.
 */
import type { MessageKey } from './ar';

export type Language = 'ar' | 'en';
export type Messages = Record<MessageKey, string>;

const tables: Partial<Record<Language, Messages>> = {};

export function registerMessages(language: Language, messages: Messages): void {
  tables[language] = messages;
}

/** The table of a language, or undefined when it has not been loaded yet. */
export function messagesFor(language: Language): Messages | undefined {
  return tables[language];
}
