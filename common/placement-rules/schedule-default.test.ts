import { describe, expect, it } from 'vitest';
import type { ScheduleDay, Weekday } from '../placement-schedule';
import { QUEBEC_V1 } from './packs/quebec';
import { scheduleViolations } from './schedule-check';
import { rulePackFor } from './select';

const day = (weekday: Weekday, start: string, end: string, breakMinutes = 0): ScheduleDay => ({ weekday, start, end, breakMinutes });
const ids = (violations: { ruleId: string }[]) => violations.map((violation) => violation.ruleId);

describe('the default pack, for Alberta and for a missing region', () => {
  for (const region of ['Alberta', null] as const) {
    const pack = rulePackFor(region, '2026-12-01');

    it(`(${String(region)}) holds a 15-year-old to Quebec's 17 hours in a school week and BC's 4 hours on a school day`, () => {
      const weekdays = ([1, 2, 3, 4, 5] as const).map((weekday) => day(weekday, '15:30', '17:30'));
      expect(scheduleViolations(pack, 15, { days: [...weekdays, day(6, '09:00', '16:00')] }, 'school')).toEqual([]);
      expect(ids(scheduleViolations(pack, 15, { days: [...weekdays, day(6, '09:00', '16:01')] }, 'school'))).toEqual([
        'default.non-school-day-hours',
        'default.school-week-hours',
      ]);
      expect(ids(scheduleViolations(pack, 15, { days: [day(1, '15:00', '19:01')] }, 'school'))).toEqual(['default.school-day-hours']);
    });

    it(`(${String(region)}) keeps every minor at home from 23:00 to 06:00, with Quebec's source`, () => {
      expect(scheduleViolations(pack, 17, { days: [day(6, '15:00', '23:00', 30)] }, 'holiday')).toEqual([]);
      const violations = scheduleViolations(pack, 17, { days: [day(6, '15:01', '23:01', 30)] }, 'holiday');
      expect(ids(violations)).toEqual(['default.night-work']);
      expect(violations[0]?.source).toEqual(QUEBEC_V1.rules.find((rule) => rule.id === 'qc.night-work')?.source);
      expect(scheduleViolations(pack, 18, { days: [day(6, '15:01', '23:01', 30)] }, 'holiday')).toEqual([]);
    });

    it(`(${String(region)}) keeps Ontario's 8 hours a day for every age`, () => {
      expect(ids(scheduleViolations(pack, 25, { days: [day(2, '08:00', '16:31', 30)] }, 'holiday'))).toEqual(['default.daily-hours']);
    });
  }
});
