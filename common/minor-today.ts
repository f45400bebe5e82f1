// Whether a student is a minor today where they live: the messages' one rule for a school's view of
// a student's threads and for a minor's quiet hours (docs/product/messages.md). Pure: the server and
// the screens may both ask it.
import { MESSAGES_ADULT_AGE } from './constants';
import { ageOn } from './placement-rules/age';
import { calendarDayIn, isoDayOf, isTimeZone } from './zoned-calendar';

/**
 * Whether someone born on `dateOfBirth` (YYYY-MM-DD) is under MESSAGES_ADULT_AGE on the day `now`
 * falls on in `timeZone` (UTC for a zone this runtime does not know: never fail a read on it).
 * No date of birth, or one after today, counts as a minor: the protective answer.
 */
export function isMinorToday(dateOfBirth: string | null, timeZone: string, now: Date): boolean {
  if (!dateOfBirth) return true;
  const today = isoDayOf(calendarDayIn(isTimeZone(timeZone) ? timeZone : 'UTC', now));
  return today < dateOfBirth || ageOn(dateOfBirth, today) < MESSAGES_ADULT_AGE;
}
