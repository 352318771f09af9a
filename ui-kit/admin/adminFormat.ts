/**
 * Numbers, dates, times and relative times of the operator screens, in the page's language: Arabic-Indic digits
 * in Arabic, Latin in English, and Cairo wall-clock time (the day the server counts in, SPEC.md / DESIGN.md).
 */
import { useMemo } from 'react';
import { TIME_ZONE } from '../../contract/constants';
import { useLocale } from '../i18n';

export interface AdminFormat {
  /** 1234 → "١٬٢٣٤" / "1,234". */
  number: (value: number) => string;
  /** 0.42 → "٤٢٪" / "42%". */
  percent: (share: number) => string;
  /** An ISO date-time as a short date and time in Cairo. */
  dateTime: (iso: string) => string;
  /** An ISO date-time as a date in Cairo. */
  date: (iso: string) => string;
  /** An ISO date-time as HH:mm (24-hour) in Cairo. */
  clock: (iso: string) => string;
  /** An hour of the day 0–23 as HH:00. */
  hour: (hour: number) => string;
  /** How long before `now` the ISO date-time was ("5 minutes ago", "yesterday"). */
  relative: (iso: string, now: Date) => string;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The formatters of the current language. */
export function useAdminFormat(): AdminFormat {
  const { language } = useLocale();
  return useMemo(() => {
    const locale = language === 'ar' ? 'ar-EG' : 'en-GB';
    const numberFormat = new Intl.NumberFormat(locale);
    const twoDigits = new Intl.NumberFormat(locale, { minimumIntegerDigits: 2, useGrouping: false });
    const percentFormat = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
    const dateTimeFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: TIME_ZONE });
    const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: TIME_ZONE });
    const clockFormat = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: TIME_ZONE });
    const relativeFormat = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    return {
      number: (value) => numberFormat.format(value),
      percent: (share) => percentFormat.format(share),
      dateTime: (iso) => dateTimeFormat.format(new Date(iso)),
      date: (iso) => dateFormat.format(new Date(iso)),
      clock: (iso) => clockFormat.format(new Date(iso)),
      hour: (hour) => `${twoDigits.format(hour)}:${twoDigits.format(0)}`,
      relative: (iso, now) => {
        const elapsed = Math.max(0, now.getTime() - new Date(iso).getTime());
        if (elapsed < MINUTE) return relativeFormat.format(0, 'second');
        if (elapsed < HOUR) return relativeFormat.format(-Math.floor(elapsed / MINUTE), 'minute');
        if (elapsed < DAY) return relativeFormat.format(-Math.floor(elapsed / HOUR), 'hour');
        return relativeFormat.format(-Math.floor(elapsed / DAY), 'day');
      },
    };
  }, [language]);
}

/** The host of an external referrer URL ("www.google.com"), or the text itself when it is not a URL. */
export function referrerHost(referrer: string): string {
  try {
    return new URL(referrer).host || referrer;
  } catch {
    return referrer;
  }
}

/** Cuts `text` to `max` characters, ending with "…" when it was longer. */
export function cutText(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
