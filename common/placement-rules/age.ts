// A student's age on a given calendar day: the age that decides who signs and which limits apply is
// the age on the placement's start date (docs/product/placements.md#rule-packs), not today's.

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether the text is a real calendar day written YYYY-MM-DD ("2026-02-29" is not: 2026 is no leap year). */
export function isCalendarDay(text: string): boolean {
  return parseCalendarDay(text) !== null;
}

function parseCalendarDay(text: string): { year: number; month: number; day: number } | null {
  const match = CALENDAR_DAY.exec(text);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 31 April over to 1 May: a day that does not come back unchanged does not exist.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { year, month, day };
}

/**
 * Whole years completed on `day` by someone born on `dateOfBirth` (both YYYY-MM-DD). One is a year
 * older on the birthday itself. Born on 29 February, one is a year older on 1 March in a year
 * without a 29 February (not on 28 February): the birthday has not come until the day after the
 * 28th. Throws a RangeError for a text that is not a calendar day or a day before the birth:
 * callers check their input first (isCalendarDay).
 */
export function ageOn(dateOfBirth: string, day: string): number {
  const birth = parseCalendarDay(dateOfBirth);
  const on = parseCalendarDay(day);
  if (!birth) throw new RangeError(`Not a calendar day (YYYY-MM-DD): ${JSON.stringify(dateOfBirth)}`);
  if (!on) throw new RangeError(`Not a calendar day (YYYY-MM-DD): ${JSON.stringify(day)}`);
  if (day < dateOfBirth) throw new RangeError(`${day} is before the date of birth ${dateOfBirth}`);
  const birthdayCame = on.month > birth.month || (on.month === birth.month && on.day >= birth.day);
  return on.year - birth.year - (birthdayCame ? 0 : 1);
}
