import { describe, expect, it } from 'vitest';
import type { ScheduleDay, Weekday } from '../placement-schedule';
import { scheduleViolations } from './schedule-check';
import { rulePackFor } from './select';

const day = (weekday: Weekday, start: string, end: string, breakMinutes = 0): ScheduleDay => ({ weekday, start, end, breakMinutes });
const quebec = rulePackFor('Quebec', '2026-12-01');
/** Two hours after school each weekday: 10 hours from Monday to Friday. */
const weekdays = ([1, 2, 3, 4, 5] as const).map((weekday) => day(weekday, '15:30', '17:30'));
const ids = (violations: { ruleId: string }[]) => violations.map((violation) => violation.ruleId);

describe('Quebec: a school week (Act respecting labour standards, s. 84.4)', () => {
  it('allows 10 hours from Monday to Friday and 17 in the week', () => {
    expect(scheduleViolations(quebec, 15, { days: [...weekdays, day(6, '09:00', '16:00')] }, 'school')).toEqual([]);
  });

  it('refuses one minute over 10 hours from Monday to Friday, naming the rule and its source', () => {
    const days = [...weekdays.slice(1), day(1, '15:30', '17:31'), day(6, '09:00', '15:00')];
    const violations = scheduleViolations(quebec, 15, { days }, 'school');
    expect(ids(violations)).toEqual(['qc.school-week-weekday-hours']);
    expect(violations[0]).toMatchObject({ measure: 'monday-to-friday', found: 601, limit: 600 });
    expect(violations[0]?.text.en).toBe('At most 10 hours from Monday to Friday in a school week');
    expect(violations[0]?.source.citation.en).toContain('CQLR c N-1.1, as amended by S.Q. 2023, c. 11, s. 84.4, para. 2');
    expect(violations[0]?.source.url).toBe('https://www.legisquebec.gouv.qc.ca/en/document/cs/N-1.1');
  });

  it('refuses one minute over 17 hours in the week', () => {
    const violations = scheduleViolations(quebec, 15, { days: [...weekdays, day(6, '09:00', '16:01')] }, 'school');
    expect(ids(violations)).toEqual(['qc.school-week-hours']);
    expect(violations[0]).toMatchObject({ measure: 'week', found: 17 * 60 + 1, limit: 17 * 60 });
  });

  it('applies up to 16 (compulsory attendance ends with the school year one turns 16), not at 17', () => {
    const long = { days: [...weekdays, day(6, '09:00', '17:00')] };
    expect(ids(scheduleViolations(quebec, 16, long, 'school'))).toEqual(['qc.school-week-hours']);
    expect(scheduleViolations(quebec, 17, long, 'school')).toEqual([]);
  });

  it('does not limit the hours of a holiday week, nor keep school hours free', () => {
    const fullWeek = ([1, 2, 3, 4, 5] as const).map((weekday) => day(weekday, '09:00', '17:00', 60));
    expect(scheduleViolations(quebec, 15, { days: fullWeek }, 'holiday')).toEqual([]);
    expect(ids(scheduleViolations(quebec, 15, { days: fullWeek }, 'school'))).toEqual([
      'qc.school-hours',
      'qc.school-hours',
      'qc.school-hours',
      'qc.school-hours',
      'qc.school-hours',
      'qc.school-week-hours',
      'qc.school-week-weekday-hours',
    ]);
  });
});

describe('Quebec: night work (s. 84.7)', () => {
  it('allows 06:00 to 23:00 and refuses a minute either side, in school weeks and holidays', () => {
    expect(scheduleViolations(quebec, 15, { days: [day(6, '06:00', '12:00'), day(7, '17:00', '23:00')] }, 'holiday')).toEqual([]);
    const late = scheduleViolations(quebec, 15, { days: [day(6, '17:01', '23:01')] }, 'school');
    expect(late).toEqual([expect.objectContaining({ ruleId: 'qc.night-work', measure: 'end', found: 23 * 60 + 1, limit: 23 * 60, weekday: 6 })]);
    expect(late[0]?.source.citation.fr).toContain('Loi sur les normes du travail, RLRQ c N-1.1, modifiée par L.Q. 2023, c. 11, art. 84.7');
    const early = scheduleViolations(quebec, 16, { days: [day(7, '05:59', '10:00')] }, 'holiday');
    expect(early).toEqual([expect.objectContaining({ ruleId: 'qc.night-work', measure: 'start', found: 359, limit: 360, weekday: 7 })]);
  });

  it('does not bind a 17-year-old, no longer of compulsory school age', () => {
    expect(scheduleViolations(quebec, 17, { days: [day(6, '17:00', '23:59')] }, 'holiday')).toEqual([]);
  });
});
