import { describe, expect, it } from 'vitest';
import type { ScheduleDay, Weekday } from '../placement-schedule';
import { scheduleViolations } from './schedule-check';
import { rulePackFor } from './select';

const day = (weekday: Weekday, start: string, end: string, breakMinutes = 0): ScheduleDay => ({ weekday, start, end, breakMinutes });
const ontario = rulePackFor('Ontario', '2026-12-01');

describe('Ontario: hours of work (Employment Standards Act, 2000, s. 17)', () => {
  it('allows 8 hours a day and refuses one minute more, naming the rule and its source', () => {
    expect(scheduleViolations(ontario, 17, { days: [day(6, '08:00', '16:30', 30)] }, 'school')).toEqual([]);
    const violations = scheduleViolations(ontario, 17, { days: [day(6, '08:00', '16:31', 30)] }, 'school');
    expect(violations).toHaveLength(1);
    expect(violations[0]).toMatchObject({ ruleId: 'on.daily-hours', measure: 'day', found: 481, limit: 480, weekday: 6 });
    expect(violations[0]?.source.citation.en).toBe('Employment Standards Act, 2000, S.O. 2000, c. 41, s. 17(1)');
    expect(violations[0]?.source.url).toBe('https://www.ontario.ca/laws/statute/00e41');
  });

  it('allows 48 hours a week and refuses one minute more, at any age', () => {
    const sixDays = ([1, 2, 3, 4, 5, 6] as const).map((weekday) => day(weekday, '08:00', '16:00'));
    expect(scheduleViolations(ontario, 19, { days: sixDays }, 'holiday')).toEqual([]);
    const violations = scheduleViolations(ontario, 19, { days: [...sixDays, day(7, '10:00', '10:01')] }, 'holiday');
    expect(violations.map((violation) => violation.ruleId)).toEqual(['on.weekly-hours']);
    expect(violations[0]).toMatchObject({ measure: 'week', found: 48 * 60 + 1, limit: 48 * 60 });
  });
});

describe('Ontario: school hours (Education Act, s. 30)', () => {
  it('keeps a 15-year-old out of school hours on a school day: from 15:00 passes, from 14:59 fails', () => {
    expect(scheduleViolations(ontario, 15, { days: [day(1, '15:00', '18:00')] }, 'school')).toEqual([]);
    const violations = scheduleViolations(ontario, 15, { days: [day(1, '14:59', '18:00')] }, 'school');
    expect(violations).toEqual([expect.objectContaining({ ruleId: 'on.school-hours', measure: 'start', found: 899, limit: 900, weekday: 1 })]);
    expect(violations[0]?.source.citation.en).toContain('Education Act, R.S.O. 1990, c. E.2, s. 30');
  });

  it('also refuses a morning shift that runs into the school day', () => {
    expect(scheduleViolations(ontario, 15, { days: [day(2, '06:00', '09:00')] }, 'school')).toEqual([]);
    expect(scheduleViolations(ontario, 15, { days: [day(2, '06:00', '09:01')] }, 'school')).toEqual([
      expect.objectContaining({ ruleId: 'on.school-hours', measure: 'end', found: 541, limit: 540 }),
    ]);
  });

  it('applies only on school days, under 16, outside the school’s own program, within the school’s own hours when known', () => {
    const midday = { days: [day(3, '10:00', '14:00')] };
    expect(scheduleViolations(ontario, 15, midday, 'holiday')).toEqual([]);
    expect(scheduleViolations(ontario, 15, { days: [day(6, '10:00', '14:00')] }, 'school')).toEqual([]);
    expect(scheduleViolations(ontario, 16, midday, 'school')).toEqual([]);
    expect(scheduleViolations(ontario, 15, midday, 'school', { schoolProgram: true })).toEqual([]);
    const afterAnEarlySchoolDay = { days: [day(3, '14:30', '17:00')] };
    expect(scheduleViolations(ontario, 15, afterAnEarlySchoolDay, 'school')).toHaveLength(1);
    expect(scheduleViolations(ontario, 15, afterAnEarlySchoolDay, 'school', { schoolDay: { start: '08:00', end: '14:30' } })).toEqual([]);
  });

  it('sets no hours of the day for evenings: a 15-year-old until 23:30 on a Saturday passes', () => {
    expect(scheduleViolations(ontario, 15, { days: [day(6, '17:00', '23:30', 30)] }, 'school')).toEqual([]);
  });
});

describe('a schedule the validation should have refused', () => {
  it('counts a day with times that are not HH:MM as no work, rather than failing', () => {
    expect(scheduleViolations(ontario, 15, { days: [day(1, '25:00', '26:00'), day(2, '9h', '10h')] }, 'school')).toEqual([]);
  });
});
