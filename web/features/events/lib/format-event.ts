// Dates and times as people read them. An event's date is a calendar day stored as midnight UTC
// (docs/decisions/004), so it is always shown in UTC: the day the admin picked, everywhere.
// English and French are written without Intl (common/plain-format.ts, docs/decisions/032).
import { plainLanguage, plainTimeOfDay, plainWeekdayDate } from '@common/plain-format';

export function formatEventDate(eventDate: string, locale: string): string {
  const date = new Date(eventDate);
  const language = plainLanguage(locale);
  if (language && !Number.isNaN(date.getTime())) {
    return plainWeekdayDate(date.getUTCDay(), date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), language);
  }
  return new Intl.DateTimeFormat(locale, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(eventDate),
  );
}

export function formatShortEventDate(eventDate: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(eventDate));
}

/** "18:00" -> "6:00 PM" (in English); the venue's wall-clock time, so no time zone applies. */
export function formatTimeOfDay(time: string, locale: string): string {
  const [hours, minutes] = time.split(':').map(Number);
  if (hours === undefined || minutes === undefined || Number.isNaN(hours) || Number.isNaN(minutes)) return time;
  const language = plainLanguage(locale);
  if (language && hours >= 0 && hours < 24 && minutes >= 0 && minutes < 60) return plainTimeOfDay(hours, minutes, language);
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    new Date(Date.UTC(1970, 0, 1, hours, minutes)),
  );
}
