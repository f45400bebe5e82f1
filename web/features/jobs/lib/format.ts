import { plainLanguage, plainLongDate } from '@common/plain-format';

/** Whose calendar a date is written in: the reader's, or UTC's (the same on every machine). */
export type DateZone = 'local' | 'utc';

/**
 * A calendar date in the reader's language (i18n.language) and time zone, e.g. "June 30, 2026",
 * "30 juin 2026". English and French without Intl (common/plain-format.ts, docs/decisions/032).
 * In UTC for HTML the server renders, which does not know the reader's zone (use-reader-date.ts).
 */
export function formatDate(iso: string, locale: string, zone: DateZone = 'local'): string {
  const date = new Date(iso);
  const language = plainLanguage(locale);
  const utc = zone === 'utc';
  if (language && !Number.isNaN(date.getTime())) {
    return utc
      ? plainLongDate(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), language)
      : plainLongDate(date.getFullYear(), date.getMonth(), date.getDate(), language);
  }
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: utc ? 'UTC' : undefined }).format(date);
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The reader's calendar day of an instant, as a date input holds it ("2026-06-30"); '' for none. */
export function toDateInputValue(iso: string | null, now?: Date): string {
  const date = iso ? new Date(iso) : now;
  return date ? `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}` : '';
}

/** A deadline date means "until the end of that day" where the employer is (docs/product/jobs.md#posting). */
export function endOfDayIso(date: string): string | null {
  return date ? new Date(`${date}T23:59:59`).toISOString() : null;
}

/** A date input's day is today or later (or empty: no deadline); the server refuses a deadline that has passed. */
export function isTodayOrLater(date: string, now = new Date()): boolean {
  return date === '' || date >= toDateInputValue(null, now);
}
