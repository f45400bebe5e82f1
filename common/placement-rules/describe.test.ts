import { describe, expect, it } from 'vitest';
import { describeViolation, plainDuration } from './describe';
import { belowMinimumAge } from './minimum-age';
import { scheduleViolations } from './schedule-check';
import { rulePackFor } from './select';

const quebec = rulePackFor('Quebec', '2026-12-01');
const NBSP = '\u00a0';

describe('describeViolation: which rule, what was found, and its source, in English and French', () => {
  it('writes a week’s limit', () => {
    const weekdays = ([1, 2, 3, 4, 5] as const).map((weekday) => ({ weekday, start: '15:30', end: '17:36', breakMinutes: 0 }));
    const [violation] = scheduleViolations(quebec, 15, { days: weekdays }, 'school');
    expect(violation).toBeDefined();
    if (!violation) return;
    expect(describeViolation(violation, 'en')).toBe(
      `At most 10 hours from Monday to Friday in a school week. 10${NBSP}h${NBSP}30${NBSP}min of work, at most 10${NBSP}h. ` +
        'Source: Act respecting labour standards, CQLR c N-1.1, as amended by S.Q. 2023, c. 11, s. 84.4, para. 2.',
    );
    expect(describeViolation(violation, 'fr')).toBe(
      `Au plus 10 heures du lundi au vendredi dans une semaine d’école. 10${NBSP}h${NBSP}30 de travail, au plus 10${NBSP}h. ` +
        `Source${NBSP}: Loi sur les normes du travail, RLRQ c N-1.1, modifiée par L.Q. 2023, c. 11, art. 84.4, al. 2.`,
    );
  });

  it('names the day and the time for an hour of the day', () => {
    const [violation] = scheduleViolations(quebec, 15, { days: [{ weekday: 6, start: '18:00', end: '23:30', breakMinutes: 0 }] }, 'holiday');
    expect(violation).toBeDefined();
    if (!violation) return;
    expect(describeViolation(violation, 'en')).toContain('Saturday: ends at 11:30 PM, not after 11:00 PM. Source: ');
    expect(describeViolation(violation, 'fr')).toContain(`samedi${NBSP}: fin à 23:30, pas après 23:00. Source${NBSP}: `);
  });

  it('writes an age', () => {
    const violation = belowMinimumAge(quebec, 13);
    expect(violation).not.toBeNull();
    if (!violation) return;
    expect(describeViolation(violation, 'en')).toContain('Age 13, at least 14.');
    expect(describeViolation(violation, 'fr')).toContain(`13${NBSP}ans, au moins 14.`);
  });

  it('writes durations', () => {
    expect(plainDuration(240, 'en')).toBe(`4${NBSP}h`);
    expect(plainDuration(241, 'en')).toBe(`4${NBSP}h${NBSP}01${NBSP}min`);
    expect(plainDuration(241, 'fr')).toBe(`4${NBSP}h${NBSP}01`);
  });
});
