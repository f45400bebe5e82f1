// The dates of a posting's form: a deadline as a date input holds it and as the API takes it. How
// a date reads is web/lib/format-date.ts.

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
