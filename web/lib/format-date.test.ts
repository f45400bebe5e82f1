import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as FormatDate from './format-date';

// An instant that is still June 30 in Toronto but already July 1 in UTC.
const LATE_EVENING = '2026-07-01T03:30:00.000Z';
// An event's day, stored as midnight UTC.
const EVENT_DAY = '2030-06-01T00:00:00.000Z';

// The reader is in Toronto. The unit tests share their worker's modules (vitest.config.ts), and
// format-date keeps its formatters, each made in the zone of its moment: imported again here, after
// the zone is set, so that a formatter another file made in UTC is not reused.
let formatDate: typeof FormatDate.formatDate;
let formatDateTime: typeof FormatDate.formatDateTime;
let formatTime: typeof FormatDate.formatTime;
let formatTimeOfDay: typeof FormatDate.formatTimeOfDay;
beforeAll(async () => {
  vi.stubEnv('TZ', 'America/Toronto');
  vi.resetModules();
  ({ formatDate, formatDateTime, formatTime, formatTimeOfDay } = await import('./format-date'));
});
afterAll(() => vi.unstubAllEnvs());

describe('formatDate', () => {
  it("writes the day in the reader's language", () => {
    expect(formatDate('2026-06-30T12:00:00.000Z', 'en')).toBe('June 30, 2026');
    expect(formatDate('2026-06-30T12:00:00.000Z', 'fr')).toBe('30 juin 2026');
  });

  it("writes an instant's day in the reader's time zone, a calendar day in UTC", () => {
    expect(formatDate(LATE_EVENING, 'en')).toBe('June 30, 2026');
    expect(formatDate(LATE_EVENING, 'en', { zone: 'UTC' })).toBe('July 1, 2026');
    expect(formatDate(EVENT_DAY, 'en', { style: 'weekday', zone: 'UTC' })).toBe('Saturday, June 1, 2030');
    expect(formatDate(EVENT_DAY, 'fr', { style: 'weekday', zone: 'UTC' })).toBe('samedi 1 juin 2030');
    expect(formatDate(EVENT_DAY, 'en', { style: 'short', zone: 'UTC' })).toBe('Jun 1, 2030');
    expect(formatDate(EVENT_DAY, 'fr', { style: 'short', zone: 'UTC' })).toBe('1 juin 2030');
    // A language written by Intl.
    expect(formatDate(EVENT_DAY, 'en-US', { style: 'weekday', zone: 'UTC' })).toBe('Saturday, June 1, 2030');
    expect(formatDate(EVENT_DAY, 'en-US', { style: 'short', zone: 'UTC' })).toBe('Jun 1, 2030');
  });

  it('writes each style as Intl does', () => {
    for (const locale of ['en', 'fr', 'de']) {
      const date = new Date(LATE_EVENING);
      expect(formatDate(LATE_EVENING, locale)).toBe(new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(date));
      expect(formatDate(LATE_EVENING, locale, { style: 'weekday' })).toBe(
        new Intl.DateTimeFormat(locale, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }).format(date),
      );
      expect(formatDate(LATE_EVENING, locale, { style: 'short' })).toBe(
        date.toLocaleDateString(locale, { year: 'numeric', month: 'short', day: 'numeric' }),
      );
    }
    expect(formatDate(LATE_EVENING, 'fr', { style: 'short' })).toBe('30 juin 2026');
  });
});

describe('formatDateTime', () => {
  it("writes the date and time in the reader's language and time zone", () => {
    expect(formatDateTime(LATE_EVENING, 'en')).toBe(
      new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(LATE_EVENING)),
    );
    expect(formatDateTime(LATE_EVENING, 'en')).toMatch(/^Jun 30, 2026, 11:30\sPM$/);
  });
});

describe('formatTime', () => {
  it("writes an instant's time of day in the reader's time zone, as Intl does", () => {
    expect(formatTime(LATE_EVENING, 'en')).toBe('11:30 PM');
    expect(formatTime(LATE_EVENING, 'fr')).toBe('23:30');
    expect(formatTime(LATE_EVENING, 'en', 'UTC')).toBe('3:30 AM');
    for (const locale of ['en', 'fr']) {
      expect(formatTime(LATE_EVENING, locale)).toBe(
        new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(new Date(LATE_EVENING)),
      );
    }
  });
});

describe('formatTimeOfDay', () => {
  it('writes a wall-clock time in the reader’s style, whatever the time zone', () => {
    expect(formatTimeOfDay('18:00', 'en-US')).toBe('6:00 PM');
    expect(formatTimeOfDay('09:30', 'en-US')).toBe('9:30 AM');
    expect(formatTimeOfDay('18:00', 'en')).toBe('6:00 PM');
    expect(formatTimeOfDay('18:00', 'fr')).toBe('18:00');
    expect(formatTimeOfDay('09:05', 'fr')).toBe('9:05');
  });

  it('shows what is not a time as it is', () => {
    expect(formatTimeOfDay('nonsense', 'en-US')).toBe('nonsense');
    expect(formatTimeOfDay('18', 'en')).toBe('18');
  });
});
