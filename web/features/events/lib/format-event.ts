// Dates and times as people read them. An event's date is a calendar day stored as midnight UTC
// (docs/decisions/004), so it is always shown in UTC: the day the admin picked, everywhere.

export function formatEventDate(eventDate: string, locale: string): string {
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
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    new Date(Date.UTC(1970, 0, 1, hours, minutes)),
  );
}
