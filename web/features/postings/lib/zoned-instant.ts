// The interview form asks for a date and a time as the employer's clock reads them (its own time
// zone) and the API takes an instant with its offset (docs/product/applications.md#interviews), so
// a student in another zone, and the calendar file, get the same moment.

/**
 * `timeZone`'s offset at `date`, in minutes west of UTC as Date#getTimezoneOffset counts them (300
 * for Toronto in winter). common/zoned-calendar.ts has the same; not imported so that the job page,
 * which loads that module at first, does not get it as a chunk of its own (tests/budget/).
 */
export function utcOffsetIn(timeZone: string, date: Date): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(date)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  // "GMT" alone is UTC; "+ 0" makes a -0 a 0.
  return match ? (match[1] === '+' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) + 0 : 0;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

export const isDayValue = (value: string) => DAY.test(value);
export const isTimeValue = (value: string) => TIME.test(value);

/** "+02:00", "-05:00", "+05:30" for an offset in minutes east of UTC. */
function offsetText(minutesEast: number): string {
  const sign = minutesEast < 0 ? '-' : '+';
  const whole = Math.abs(minutesEast);
  return `${sign}${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * The instant at which `timeZone`'s clocks read `day` ("2026-12-01") and `time` ("14:30"), as ISO
 * 8601 with that zone's offset then ("2026-12-01T14:30:00-05:00"); null when either is not one. A
 * time a spring-forward skips is read with the offset before the change (an hour later on the clock).
 */
export function zonedInstant(day: string, time: string, timeZone: string): string | null {
  const date = DAY.exec(day);
  const clock = TIME.exec(time);
  if (!date || !clock) return null;
  const [year, month, dayOfMonth] = [Number(date[1]), Number(date[2]) - 1, Number(date[3])];
  const wallAsUtc = Date.UTC(year, month, dayOfMonth, Number(clock[1]), Number(clock[2]));
  // The day must exist ("2026-02-30" does not).
  const check = new Date(wallAsUtc);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month || check.getUTCDate() !== dayOfMonth) return null;
  // A zone's offset is known at an instant, and the instant depends on the offset: try the offset
  // at the guess and at the instant it gives (they differ only near a change), keep one that reads back.
  const reads = (offset: number) => utcOffsetIn(timeZone, new Date(wallAsUtc + offset * 60_000)) === offset;
  const first = utcOffsetIn(timeZone, new Date(wallAsUtc));
  const second = utcOffsetIn(timeZone, new Date(wallAsUtc + first * 60_000));
  // Neither reads back in the hour a spring-forward skips: the offset before it (the larger, west of UTC).
  const shown = reads(second) ? second : reads(first) ? first : Math.max(first, second);
  return `${day}T${time}:00${offsetText(-shown)}`;
}

/** The day and time `timeZone`'s clocks read at `instant`, as the form's fields take them. */
export function wallClockValues(instant: string, timeZone: string): { day: string; time: string } {
  const date = new Date(instant);
  const wall = new Date(date.getTime() - utcOffsetIn(timeZone, date) * 60_000);
  const iso = wall.toISOString();
  return { day: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** The day `timeZone`'s clocks read now ("2026-12-01"). */
export const todayIn = (timeZone: string) => wallClockValues(new Date().toISOString(), timeZone).day;

/** The reader's time zone, as the browser knows it ("America/Toronto"); UTC when it does not say. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
