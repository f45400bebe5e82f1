// Dates and times as the reader reads them: in their language (i18n.language) and, for an instant,
// their time zone; a calendar day stored as midnight UTC (an event's, docs/decisions/004) in UTC,
// the day that was picked, everywhere. A page the server renders shows a date through
// useReaderDate (use-reader-date.ts), so that the browser takes it over with the same text.
// The long dates and the times of day are written without Intl in English and French
// (common/plain-format.ts, docs/decisions/032): they stand on the first screens.
import { plainLanguage, plainLongDate, plainTimeOfDay, plainWeekdayDate } from '@common/plain-format';
import type { CalendarDay } from '@common/zoned-calendar';

/** Whose calendar a date is written in: the reader's, or UTC's (the same on every machine). */
export type DateZone = 'local' | 'UTC';

/**
 * How a date reads, in English: long "June 30, 2026"; weekday "Tuesday, June 30, 2026"; short
 * "Jun 30, 2026" (tables, lists). No numeric style: "11/12/2026" is the 12th of November to some
 * readers in Canada and the 11th of December to others.
 */
export type DateStyle = 'long' | 'weekday' | 'short';

export interface DateFormat {
  style?: DateStyle;
  zone?: DateZone;
}

const DAY_IN: Record<DateZone, (date: Date) => CalendarDay> = {
  local: (date) => ({ year: date.getFullYear(), month: date.getMonth(), day: date.getDate() }),
  UTC: (date) => ({ year: date.getUTCFullYear(), month: date.getUTCMonth(), day: date.getUTCDate() }),
};

/** Intl's options for each style, and for a date with its time and a time alone. */
const INTL: Record<DateStyle | 'dateTime' | 'time', Intl.DateTimeFormatOptions> = {
  long: { dateStyle: 'long' },
  weekday: { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' },
  short: { year: 'numeric', month: 'short', day: 'numeric' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  time: { hour: 'numeric', minute: '2-digit' },
};

// A list or a table writes many dates with one formatter; a page uses a handful of these.
const formatters = new Map<string, Intl.DateTimeFormat>();

/** `date` by Intl, in the zone named `timeZone` (the reader's when undefined). */
function intlFormat(date: Date, locale: string, kind: keyof typeof INTL, timeZone?: string): string {
  const key = `${locale} ${kind} ${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) formatters.set(key, (formatter = new Intl.DateTimeFormat(locale, { ...INTL[kind], timeZone })));
  return formatter.format(date);
}

/** A date (ISO text) in the reader's language; by default long, in the reader's time zone. */
export function formatDate(iso: string, locale: string, { style = 'long', zone = 'local' }: DateFormat = {}): string {
  return formatDateBy(iso, locale, DAY_IN[zone], zone === 'UTC' ? 'UTC' : undefined, style);
}

/**
 * formatDate with the day an instant falls on given by `dayOf`, in the zone named `timeZone` (the
 * reader's when undefined): a page the server wrote in a zone that is not the browser's.
 */
export function formatDateBy(
  iso: string,
  locale: string,
  dayOf: (date: Date) => CalendarDay,
  timeZone: string | undefined,
  style: DateStyle = 'long',
): string {
  const date = new Date(iso);
  const language = plainLanguage(locale);
  if (language && (style === 'long' || style === 'weekday') && !Number.isNaN(date.getTime())) {
    const { year, month, day } = dayOf(date);
    return style === 'long'
      ? plainLongDate(year, month, day, language)
      : plainWeekdayDate(new Date(Date.UTC(year, month, day)).getUTCDay(), year, month, day, language);
  }
  return intlFormat(date, locale, style, timeZone);
}

/** A date and time in the reader's language and time zone, e.g. "Mar 4, 2025, 3:05 PM", "4 mars 2025, 15:05". */
export function formatDateTime(iso: string, locale: string): string {
  return intlFormat(new Date(iso), locale, 'dateTime');
}

/** The time of day of an instant (ISO text or ms since the epoch): "6:05 PM", "18:05"; in the reader's zone unless UTC is asked. */
export function formatTime(instant: string | number, locale: string, zone: DateZone = 'local'): string {
  const date = new Date(instant);
  const language = plainLanguage(locale);
  const utc = zone === 'UTC';
  if (language && !Number.isNaN(date.getTime())) {
    return plainTimeOfDay(utc ? date.getUTCHours() : date.getHours(), utc ? date.getUTCMinutes() : date.getMinutes(), language);
  }
  return intlFormat(date, locale, 'time', utc ? 'UTC' : undefined);
}

/** A wall-clock time as stored ("18:00"): "6:00 PM" in English. No time zone applies; what is not a time is shown as it is. */
export function formatTimeOfDay(time: string, locale: string): string {
  const [hours, minutes] = time.split(':').map(Number);
  if (hours === undefined || minutes === undefined || Number.isNaN(hours) || Number.isNaN(minutes)) return time;
  return formatTime(Date.UTC(1970, 0, 1, hours, minutes), locale, 'UTC');
}
