// The period the hours panel opens on (this school year: September 1 to today). The hours themselves
// are written by web/lib/format-hours.ts, as on every screen.

const dayText = (year: number, month: number, day: number) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** The school year to date on the reader's calendar: from the last September 1 to today. */
export function schoolYearToDate(today: Date): { from: string; to: string } {
  const year = today.getMonth() >= 8 ? today.getFullYear() : today.getFullYear() - 1;
  return { from: dayText(year, 9, 1), to: dayText(today.getFullYear(), today.getMonth() + 1, today.getDate()) };
}

/** A period the API accepts: two days, the second not before the first, at most 366 days apart. */
export function isValidPeriod(from: string, to: string): boolean {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(from) || !/^\d{4}-\d{2}-\d{2}$/.test(to) || Number.isNaN(start) || Number.isNaN(end)) return false;
  return end >= start && end - start <= 366 * 86_400_000;
}
