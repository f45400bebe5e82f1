import { describe, expect, it } from 'vitest';
import { plannedDaysBetween } from './week-planned-days';

const schedule = {
  days: [
    { weekday: 1 as const, start: '09:00', end: '15:00', breakMinutes: 30 },
    { weekday: 3 as const, start: '10:00', end: '14:00', breakMinutes: 0 },
    { weekday: 7 as const, start: '12:00', end: '16:00', breakMinutes: 15 },
  ],
};

describe('plannedDaysBetween', () => {
  it("lists the schedule's days of the period, on their weekdays", () => {
    // 2027-07-05 is a Monday.
    expect(plannedDaysBetween({ schedule, startDate: '2027-07-01', endDate: '2027-08-13' }, '2027-07-05', '2027-07-11')).toEqual([
      { workDate: '2027-07-05', startTime: '09:00', endTime: '15:00', breakMinutes: 30 },
      { workDate: '2027-07-07', startTime: '10:00', endTime: '14:00', breakMinutes: 0 },
      { workDate: '2027-07-11', startTime: '12:00', endTime: '16:00', breakMinutes: 15 },
    ]);
  });

  it("keeps to the agreement's dates", () => {
    const days = plannedDaysBetween({ schedule, startDate: '2027-07-06', endDate: '2027-07-10' }, '2027-07-05', '2027-07-11');
    expect(days.map((day) => day.workDate)).toEqual(['2027-07-07']);
  });

  it('plans nothing without a schedule or dates', () => {
    expect(plannedDaysBetween({ schedule: null, startDate: '2027-07-01', endDate: '2027-08-13' }, '2027-07-05', '2027-07-11')).toEqual([]);
    expect(plannedDaysBetween({ schedule, startDate: null, endDate: '2027-08-13' }, '2027-07-05', '2027-07-11')).toEqual([]);
  });
});
