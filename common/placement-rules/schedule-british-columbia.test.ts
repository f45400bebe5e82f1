import { describe, expect, it } from 'vitest';
import type { ScheduleDay, Weekday } from '../placement-schedule';
import { scheduleViolations } from './schedule-check';
import { rulePackFor } from './select';

const day = (weekday: Weekday, start: string, end: string, breakMinutes = 0): ScheduleDay => ({ weekday, start, end, breakMinutes });
const britishColumbia = rulePackFor('British Columbia', '2026-12-01');
const ids = (violations: { ruleId: string }[]) => violations.map((violation) => violation.ruleId);
const weekdaysOf = (start: string, end: string, breakMinutes = 0) =>
  ([1, 2, 3, 4, 5] as const).map((weekday) => day(weekday, start, end, breakMinutes));

describe('British Columbia: a 14- or 15-year-old (Employment Standards Regulation, Part 7.1)', () => {
  it('allows 4 hours on a school day and refuses one minute more, naming the day, the rule and its source', () => {
    expect(scheduleViolations(britishColumbia, 15, { days: [day(1, '15:00', '19:00')] }, 'school')).toEqual([]);
    const violations = scheduleViolations(britishColumbia, 15, { days: [day(1, '15:00', '19:01')] }, 'school');
    expect(violations).toEqual([expect.objectContaining({ ruleId: 'bc.school-day-hours', measure: 'day', found: 241, limit: 240, weekday: 1 })]);
    expect(violations[0]?.source.citation.en).toBe(
      'Employment Standards Regulation, B.C. Reg. 396/95, as amended by B.C. Reg. 215/2021, s. 45.3(3)(a)',
    );
    expect(violations[0]?.source.url).toBe('https://www.bclaws.gov.bc.ca/civix/document/id/complete/statreg/396_95');
  });

  it('allows 7 hours on a day without school and refuses one minute more', () => {
    expect(scheduleViolations(britishColumbia, 14, { days: [day(6, '09:00', '16:30', 30)] }, 'school')).toEqual([]);
    expect(ids(scheduleViolations(britishColumbia, 14, { days: [day(6, '09:00', '16:31', 30)] }, 'school'))).toEqual(['bc.non-school-day-hours']);
    expect(ids(scheduleViolations(britishColumbia, 14, { days: [day(2, '09:00', '16:31', 30)] }, 'holiday'))).toEqual(['bc.non-school-day-hours']);
  });

  it('allows 20 hours in a school week and refuses one minute more', () => {
    const weekdays = weekdaysOf('15:00', '19:00');
    expect(scheduleViolations(britishColumbia, 15, { days: weekdays }, 'school')).toEqual([]);
    const violations = scheduleViolations(britishColumbia, 15, { days: [...weekdays, day(6, '10:00', '10:01')] }, 'school');
    expect(violations).toEqual([expect.objectContaining({ ruleId: 'bc.school-week-hours', measure: 'week', found: 1201, limit: 1200 })]);
  });

  it('allows 35 hours in a holiday week and refuses one minute more', () => {
    const weekdays = weekdaysOf('09:00', '16:30', 30);
    expect(scheduleViolations(britishColumbia, 15, { days: weekdays }, 'holiday')).toEqual([]);
    expect(ids(scheduleViolations(britishColumbia, 15, { days: [...weekdays, day(6, '10:00', '10:01')] }, 'holiday'))).toEqual(['bc.weekly-hours']);
  });

  it('keeps school hours free on a school day', () => {
    expect(ids(scheduleViolations(britishColumbia, 15, { days: [day(4, '11:00', '13:00')] }, 'school'))).toEqual(['bc.school-hours']);
  });

  it('sets none of these limits from 16', () => {
    const long = { days: [...weekdaysOf('09:00', '17:00', 60), day(6, '09:00', '17:00', 60)] };
    expect(scheduleViolations(britishColumbia, 16, long, 'school')).toEqual([]);
  });
});
