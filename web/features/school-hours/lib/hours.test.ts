import { describe, expect, it } from 'vitest';
import { isValidPeriod, schoolYearToDate } from './hours';

describe('hours in the school views', () => {
  it('opens on the school year to date: from the last September 1', () => {
    expect(schoolYearToDate(new Date(2026, 10, 27))).toEqual({ from: '2026-09-01', to: '2026-11-27' });
    expect(schoolYearToDate(new Date(2027, 2, 5))).toEqual({ from: '2026-09-01', to: '2027-03-05' });
    expect(schoolYearToDate(new Date(2026, 8, 1))).toEqual({ from: '2026-09-01', to: '2026-09-01' });
    expect(schoolYearToDate(new Date(2026, 7, 31))).toEqual({ from: '2025-09-01', to: '2026-08-31' });
  });

  it('accepts only a period the API accepts', () => {
    expect(isValidPeriod('2026-09-01', '2026-09-01')).toBe(true);
    expect(isValidPeriod('2026-09-02', '2026-09-01')).toBe(false);
    expect(isValidPeriod('2025-09-01', '2026-09-02')).toBe(true);
    expect(isValidPeriod('2025-09-01', '2026-09-03')).toBe(false);
    expect(isValidPeriod('', '2026-09-01')).toBe(false);
  });
});
