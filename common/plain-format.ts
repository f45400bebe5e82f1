// Whole numbers, calendar dates and times of day in English and French, written without Intl.
// The first Intl number or date formatter a page builds makes the browser load ICU's formatting
// data. That costs 20-30 ms on a laptop and about four times that on a phone, and it lands in
// the middle of the first render of the landing, job and events pages (docs/decisions/032).
// For our two languages the output is exactly Intl's: plain-format.test.ts compares the two
// over every value these functions take. Any other language goes to Intl.

const NARROW_NO_BREAK_SPACE = '\u202f';

const MONTHS = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  fr: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
} as const;

const WEEKDAYS = {
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  fr: ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'],
} as const;

type PlainLanguage = keyof typeof MONTHS;

/** The language when these functions write it, or null (then the caller uses Intl). */
export function plainLanguage(locale: string): PlainLanguage | null {
  return locale === 'en' || locale === 'fr' ? locale : null;
}

/** A whole number from 0 up, grouped by thousands: "12,345" in English, "12 345" in French. */
export function plainWholeNumber(value: number, language: PlainLanguage): string | null {
  if (!Number.isSafeInteger(value) || value < 0) return null;
  const separator = language === 'en' ? ',' : NARROW_NO_BREAK_SPACE;
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, () => separator);
}

/** A calendar day, long form: "June 30, 2026", "30 juin 2026". Month is 0-11. */
export function plainLongDate(year: number, month: number, day: number, language: PlainLanguage): string {
  const monthName = MONTHS[language][month];
  return language === 'en' ? `${monthName} ${day}, ${year}` : `${day} ${monthName} ${year}`;
}

/** A calendar day with its weekday: "Tuesday, June 30, 2026", "mardi 30 juin 2026". Weekday is 0 (Sunday)-6. */
export function plainWeekdayDate(weekday: number, year: number, month: number, day: number, language: PlainLanguage): string {
  const weekdayName = WEEKDAYS[language][weekday];
  return language === 'en'
    ? `${weekdayName}, ${plainLongDate(year, month, day, language)}`
    : `${weekdayName} ${plainLongDate(year, month, day, language)}`;
}

/**
 * A wall-clock time as stored ("18:00", "09:30": an event's start) the way the events page shows it:
 * "6:00 PM", "9:30 AM" in English, "18:00", "9:30" in French; null for what is not such a time.
 */
export function plainWallClock(time: string, language: PlainLanguage): string | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return hours < 24 && minutes < 60 ? plainTimeOfDay(hours, minutes, language) : null;
}

/** A time of day: "6:05 PM" in English, "18:05" (and "9:05") in French. */
export function plainTimeOfDay(hours: number, minutes: number, language: PlainLanguage): string {
  const mm = String(minutes).padStart(2, '0');
  if (language === 'fr') return `${hours}:${mm}`;
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${mm} ${hours < 12 ? 'AM' : 'PM'}`;
}
