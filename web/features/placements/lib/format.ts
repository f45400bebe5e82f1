import { type DateStyle, formatDate, formatTimeOfDay } from '@web/lib/format-date';

// The agreement's dates and times as the reader reads them (web/lib/format-date.ts): a calendar
// day ("2027-07-05") is the same day everywhere, so it is written in UTC; an instant (a signature)
// in the reader's zone.

/** "July 5, 2027" (style weekday: "Monday, July 5, 2027", as the supervisor reads a shift) from "2027-07-05"; anything else as it is. */
export const formatDay = (day: string, language: string, style: DateStyle = 'long') =>
  /^\d{4}-\d{2}-\d{2}$/.test(day) ? formatDate(`${day}T00:00:00.000Z`, language, { style, zone: 'UTC' }) : day;

export const formatInstant = (iso: string, language: string) => formatDate(iso, language);

export const formatClock = (time: string, language: string) => formatTimeOfDay(time, language);
