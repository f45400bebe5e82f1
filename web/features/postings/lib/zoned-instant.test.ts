import { describe, expect, it } from 'vitest';
import { wallClockValues, zonedInstant } from './zoned-instant';

describe('zonedInstant', () => {
  it('writes the date and time with the zone’s offset on that day', () => {
    expect(zonedInstant('2026-12-01', '14:30', 'America/Toronto')).toBe('2026-12-01T14:30:00-05:00');
    expect(zonedInstant('2026-07-01', '14:30', 'America/Toronto')).toBe('2026-07-01T14:30:00-04:00');
    expect(zonedInstant('2026-07-01', '09:00', 'Europe/Paris')).toBe('2026-07-01T09:00:00+02:00');
    expect(zonedInstant('2026-07-01', '09:00', 'Asia/Kolkata')).toBe('2026-07-01T09:00:00+05:30');
    expect(zonedInstant('2026-07-01', '09:00', 'UTC')).toBe('2026-07-01T09:00:00+00:00');
  });

  it('gives the same instant the zone’s clocks show', () => {
    const instant = zonedInstant('2026-11-01', '01:30', 'America/Toronto');
    // 1:30 happens twice that night; either reading is that clock time in Toronto.
    expect(wallClockValues(instant!, 'America/Toronto')).toEqual({ day: '2026-11-01', time: '01:30' });
  });

  it('refuses what is not a date or a time', () => {
    expect(zonedInstant('', '14:30', 'UTC')).toBeNull();
    expect(zonedInstant('2026-02-30', '14:30', 'UTC')).toBeNull();
    expect(zonedInstant('2026-12-01', '24:00', 'UTC')).toBeNull();
    expect(zonedInstant('2026-12-01', '9:00', 'UTC')).toBeNull();
  });
});

describe('wallClockValues', () => {
  it('reads an instant on the zone’s clock, for the form to propose a new time from', () => {
    expect(wallClockValues('2026-12-01T19:30:00Z', 'America/Toronto')).toEqual({ day: '2026-12-01', time: '14:30' });
    expect(wallClockValues('2026-12-01T23:30:00Z', 'Europe/Paris')).toEqual({ day: '2026-12-02', time: '00:30' });
  });
});

describe('zonedInstant around a change of offset', () => {
  it('reads a time on the evening before and the morning after with each day’s offset', () => {
    expect(zonedInstant('2026-03-07', '23:00', 'America/Toronto')).toBe('2026-03-07T23:00:00-05:00');
    expect(zonedInstant('2026-03-08', '03:30', 'America/Toronto')).toBe('2026-03-08T03:30:00-04:00');
  });

  it('reads a skipped time with the offset before the change', () => {
    expect(zonedInstant('2026-03-08', '02:30', 'America/Toronto')).toBe('2026-03-08T02:30:00-05:00');
  });
});

describe('utcOffsetIn', () => {
  it('counts minutes west of UTC, as common/zoned-calendar.ts does', async () => {
    const { utcOffsetIn: shared } = await import('@common/zoned-calendar');
    const { utcOffsetIn } = await import('./zoned-instant');
    for (const [zone, instant] of [
      ['America/Toronto', '2026-01-15T12:00:00Z'],
      ['America/Toronto', '2026-07-15T12:00:00Z'],
      ['Europe/Paris', '2026-07-15T12:00:00Z'],
      ['Asia/Kolkata', '2026-07-15T12:00:00Z'],
      ['America/St_Johns', '2026-01-15T12:00:00Z'],
      ['UTC', '2026-01-15T12:00:00Z'],
    ] as const) {
      // + 0: the shared one gives -0 for UTC.
      expect(utcOffsetIn(zone, new Date(instant)), zone).toBe(shared(zone, new Date(instant)) + 0);
    }
  });
});
