import { describe, expect, it } from 'vitest';
import { ageOn, isCalendarDay } from './age';

describe('ageOn: the age on the start date', () => {
  const start = '2026-12-10';

  it('counts the birthday itself: 18 when turning 18 the day before or the day of the start, 17 the day after', () => {
    expect(ageOn('2008-12-09', start)).toBe(18);
    expect(ageOn('2008-12-10', start)).toBe(18);
    expect(ageOn('2008-12-11', start)).toBe(17);
  });

  it('counts whole years across the turn of a year and on the day of birth', () => {
    expect(ageOn('2009-01-01', '2026-12-31')).toBe(17);
    expect(ageOn('2009-01-01', '2027-01-01')).toBe(18);
    expect(ageOn('2026-12-10', '2026-12-10')).toBe(0);
  });

  it('makes one born on 29 February older on 1 March in a year without a 29 February, and on the 29th in a leap year', () => {
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
    expect(ageOn('2008-02-29', '2028-02-28')).toBe(19);
    expect(ageOn('2008-02-29', '2028-02-29')).toBe(20);
  });

  it('refuses a text that is not a calendar day, and a day before the birth', () => {
    expect(() => ageOn('2008-02-30', start)).toThrow(RangeError);
    expect(() => ageOn('10/12/2008', start)).toThrow(RangeError);
    expect(() => ageOn('2008-12-10', '2026-02-29')).toThrow(RangeError);
    expect(() => ageOn('2026-12-11', start)).toThrow(/before the date of birth/);
  });
});

describe('isCalendarDay', () => {
  it('accepts real days written YYYY-MM-DD only', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-04-31')).toBe(false);
    expect(isCalendarDay('2026-4-30')).toBe(false);
    expect(isCalendarDay('')).toBe(false);
  });
});
