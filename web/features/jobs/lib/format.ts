/** A calendar date in the reader's language, e.g. "June 30, 2026". */
export function formatDate(iso: string, locale = 'en-US'): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(iso));
}

export function isPast(iso: string | null, now = new Date()): boolean {
  return iso !== null && new Date(iso).getTime() < now.getTime();
}
