import { describe, expect, it } from 'vitest';
import { calendarDayIn, isTimeZone, utcOffsetIn } from './zoned-calendar';

describe('isTimeZone', () => {
  it('knows the IANA zones and UTC', () => {
    for (const zone of ['America/Toronto', 'Europe/Paris', 'America/Argentina/Buenos_Aires', 'Etc/GMT+5', 'UTC', 'Pacific/Kiritimati']) {
      expect(isTimeZone(zone), zone).toBe(true);
    }
  });

  it('refuses what is no zone, and what a cookie could carry instead', () => {
    for (const value of ['', 'Mars/Olympus_Mons', 'America/Toronto"><script>', '../../etc/passwd', 'a'.repeat(200), 'Europe/Paris/x/y']) {
      expect(isTimeZone(value), value).toBe(false);
    }
  });
});

describe('calendarDayIn', () => {
  // The end of June 30 in Toronto: already July 1 in UTC, and in Kiritimati (UTC+14).
  const deadline = new Date('2026-07-01T03:59:59.000Z');

  it('gives the day an instant falls on in the zone, months counted from 0', () => {
    expect(calendarDayIn('America/Toronto', deadline)).toEqual({ year: 2026, month: 5, day: 30 });
    expect(calendarDayIn('UTC', deadline)).toEqual({ year: 2026, month: 6, day: 1 });
    expect(calendarDayIn('Pacific/Kiritimati', new Date('2026-12-31T10:00:00.000Z'))).toEqual({ year: 2027, month: 0, day: 1 });
  });

  it('throws for a zone that does not exist', () => {
    expect(() => calendarDayIn('Mars/Olympus_Mons', deadline)).toThrow(RangeError);
  });
});

describe('utcOffsetIn', () => {
  it('counts minutes as Date#getTimezoneOffset does: UTC minus the local time, daylight saving included', () => {
    expect(utcOffsetIn('America/New_York', new Date('2026-01-15T12:00:00.000Z'))).toBe(300);
    expect(utcOffsetIn('America/New_York', new Date('2026-07-15T12:00:00.000Z'))).toBe(240);
    expect(utcOffsetIn('Europe/Paris', new Date('2026-01-15T12:00:00.000Z'))).toBe(-60);
    expect(utcOffsetIn('Asia/Kolkata', new Date('2026-01-15T12:00:34.567Z'))).toBe(-330);
    expect(utcOffsetIn('UTC', new Date('2026-01-15T12:00:00.000Z'))).toBe(0);
  });

  it('agrees with the runtime where the runtime is in that zone', () => {
    const zoneBefore = process.env.TZ;
    process.env.TZ = 'America/Toronto';
    try {
      for (const iso of ['2026-03-08T06:59:00.000Z', '2026-03-08T07:01:00.000Z', '2026-11-01T05:59:00.000Z', '2026-11-01T06:01:00.000Z']) {
        const date = new Date(iso);
        expect(utcOffsetIn('America/Toronto', date), iso).toBe(date.getTimezoneOffset());
      }
    } finally {
      if (zoneBefore === undefined) delete process.env.TZ;
      else process.env.TZ = zoneBefore;
    }
  });
});
