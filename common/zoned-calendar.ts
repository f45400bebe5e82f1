// Days and offsets in a named time zone, with Intl (docs/decisions/034): the server's, and the
// browser's only for a page written in a zone that is not its own. Apart from the cookie's and the
// page's names (time-zone.ts), which the first download carries without this.
import { BoundedMap } from './bounded-map';

/** A day on a calendar; `month` from 0, as Date counts months. */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

// "Europe/Paris", "America/Argentina/Buenos_Aires", "Etc/GMT+5", "UTC": letters first, three parts at most.
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]{0,31}(?:\/[A-Za-z0-9_+-]{1,32}){0,2}$/;
// The formatters of the zones asked for, by name. The server asks only by canonical name
// (server/http/request-time-zone.ts), the browser by the one its page names; bounded all the same,
// as every cache whose key may come from a client is.
const formatters = new BoundedMap<string, Intl.DateTimeFormat>(64);

function formatterIn(timeZone: string): Intl.DateTimeFormat | undefined {
  if (!ZONE_NAME.test(timeZone)) return undefined;
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat('en-US', {
        timeZone,
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
        hourCycle: 'h23',
      });
    } catch {
      // RangeError: no such zone.
      return undefined;
    }
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether `name` is a time zone this runtime knows. */
export function isTimeZone(name: string): boolean {
  return formatterIn(name) !== undefined;
}

/** The shape of a zone's name: what may be checked further (no markup, no path, not too long). */
export const isZoneShaped = (name: string): boolean => ZONE_NAME.test(name);

/** The wall clock of `timeZone` at `date`: its day (`month` from 0, as CalendarDay) and its time, hour 0 to 23. Throws a RangeError for an unknown zone. */
export function wallClockIn(timeZone: string, date: Date): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number> {
  const formatter = formatterIn(timeZone);
  if (!formatter) throw new RangeError(`Unknown time zone: ${timeZone}`);
  const parts = Object.fromEntries(formatter.formatToParts(date).map((part) => [part.type, Number(part.value)]));
  return { year: parts.year!, month: parts.month! - 1, day: parts.day!, hour: parts.hour!, minute: parts.minute!, second: parts.second! };
}

/** The day `date` falls on in `timeZone`. */
export function calendarDayIn(timeZone: string, date: Date): CalendarDay {
  const { year, month, day } = wallClockIn(timeZone, date);
  return { year, month, day };
}

/** "2026-11-27": a calendar day as dates of birth and agreement dates are written (its month counted from 0). */
export function isoDayOf(day: CalendarDay): string {
  return `${String(day.year).padStart(4, '0')}-${String(day.month + 1).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`;
}

/** `timeZone`'s offset at `date`, in minutes as Date#getTimezoneOffset counts them: 300 for New York in winter, -60 for Paris. */
export function utcOffsetIn(timeZone: string, date: Date): number {
  const wall = wallClockIn(timeZone, date);
  const wallAsUtc = Date.UTC(wall.year, wall.month, wall.day, wall.hour, wall.minute, wall.second);
  const instant = Math.floor(date.getTime() / 1000) * 1000;
  return Math.round((instant - wallAsUtc) / 60_000);
}
