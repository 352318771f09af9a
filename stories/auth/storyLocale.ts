/**
 * Story helpers for the auth and debug screens: the string table of the language the global decorator chose
 * (so one play function checks the exact texts in Arabic and in English), and a regex for "contains this text".
 */
import { translator, type Language } from '../../ui-kit/i18n';

/** `t()` of the language now on <html lang>. */
export function tableOfPage() {
  const language: Language = document.documentElement.lang === 'en' ? 'en' : 'ar';
  return { language, t: translator(language) };
}

/** A RegExp that matches text containing `text` literally (for accessible names and descriptions). */
export function containing(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
}
