/**
 * Loads one language's string table on demand (each table is its own chunk), so the first page downloads only
 * the language it shows. Switching language loads the other table before the switch happens.
 */
import type { Language, Messages } from '../ui-kit/i18n/registry';
import { messagesFor, registerMessages } from '../ui-kit/i18n/registry';

const loaders: Record<Language, () => Promise<Messages>> = {
  ar: () => import('../ui-kit/i18n/ar').then((module) => module.ar),
  en: () => import('../ui-kit/i18n/en').then((module) => module.en),
};

export async function loadMessages(language: Language): Promise<void> {
  if (messagesFor(language)) return;
  registerMessages(language, await loaders[language]());
}
