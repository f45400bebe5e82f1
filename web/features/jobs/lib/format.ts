import { plainLanguage, plainLongDate } from '@common/plain-format';
import type { CalendarDay } from '@common/zoned-calendar';

/** Whose calendar a date is written in: the reader's, or UTC's (the same on every machine). */
export type DateZone = 'local' | 'UTC';

const DAY_IN: Record<DateZone, (date: Date) => CalendarDay> = {
  local: (date) => ({ year: date.getFullYear(), month: date.getMonth(), day: date.getDate() }),
  UTC: (date) => ({ year: date.getUTCFullYear(), month: date.getUTCMonth(), day: date.getUTCDate() }),
};

/**
 * A calendar date in the reader's language (i18n.language) and time zone, e.g. "June 30, 2026",
 * "30 juin 2026". English and French without Intl (common/plain-format.ts, docs/decisions/032).
 * In UTC for HTML the server renders without knowing the reader's zone (use-reader-date.ts).
 */
export function formatDate(iso: string, locale: string, zone: DateZone = 'local'): string {
  return formatDateBy(iso, locale, DAY_IN[zone], zone === 'UTC' ? 'UTC' : undefined);
}

/** formatDate with the day an instant falls on given by `dayOf`, in the zone named `timeZone` (the reader's when undefined). */
export function formatDateBy(iso: string, locale: string, dayOf: (date: Date) => CalendarDay, timeZone: string | undefined): string {
  const date = new Date(iso);
  const language = plainLanguage(locale);
  if (language && !Number.isNaN(date.getTime())) {
    const { year, month, day } = dayOf(date);
    return plainLongDate(year, month, day, language);
  }
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone }).format(date);
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
