/**
 * Numbers in the chat shell (counters, streak days, ages) in the digits of the page's language: Arabic-Indic in
 * Arabic, like react-aria's progress bars and the landing page's stats, Latin in English.
 */
import { useMemo } from 'react';
import { useLocale } from '../i18n';

/** A function that formats a number for the current language. */
export function useFormatNumber(): (value: number) => string {
  const { language } = useLocale();
  return useMemo(() => {
    const formatter = new Intl.NumberFormat(language === 'ar' ? 'ar-EG' : 'en-US');
    return (value: number) => formatter.format(value);
  }, [language]);
}
