/**
 * Formatting for the payment screens: prices and counts in the page's digits (Arabic-Indic in Arabic), dates in
 * Cairo time for the page's language, and left-to-right isolation for phone and wallet numbers and request ids
 * placed inside translated (possibly right-to-left) sentences.
 */
import { useMemo } from 'react';
import { TIME_ZONE } from '../../contract/constants';
import { useLocale } from '../i18n';

export { useFormatNumber } from '../chat/useFormatNumber';

/** A function that writes an ISO date-time as a long date ("15 March 2026") in the current language. */
export function useFormatDate(): (iso: string) => string {
  const { language } = useLocale();
  return useMemo(() => {
    const formatter = new Intl.DateTimeFormat(language === 'ar' ? 'ar-EG' : 'en-US', { dateStyle: 'long', timeZone: TIME_ZONE });
    return (iso: string) => {
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? iso : formatter.format(date);
    };
  }, [language]);
}

/**
 * A left-to-right isolate (LRI … PDI): a phone number, wallet number or id keeps its digit order and stays one
 * unit inside Arabic text.
 */
export function ltr(text: string): string {
  return `\u2066${text}\u2069`;
}
