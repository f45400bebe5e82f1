import { describe, expect, it } from 'vitest';
import { isMinorToday } from './minor-today';

describe('isMinorToday', () => {
  // 2026-05-01 at 02:00 UTC: still 30 April in Toronto, already 1 May in Paris.
  const now = new Date('2026-05-01T02:00:00Z');

  it("turns 18 on the birthday as the student's own calendar has it", () => {
    expect(isMinorToday('2008-05-01', 'Europe/Paris', now)).toBe(false);
    expect(isMinorToday('2008-05-01', 'America/Toronto', now)).toBe(true);
  });

  it('takes no date of birth, or one after today, for a minor', () => {
    expect(isMinorToday(null, 'UTC', now)).toBe(true);
    expect(isMinorToday('2027-01-01', 'UTC', now)).toBe(true);
  });

  it('reads an unknown zone as UTC instead of failing', () => {
    expect(isMinorToday('2008-05-01', 'Mars/Olympus_Mons', now)).toBe(false);
    expect(isMinorToday('2008-05-02', 'Mars/Olympus_Mons', now)).toBe(true);
  });
});
