import { describe, expect, it } from 'vitest';
import { quarterHoursOf } from './quarter-hours';

describe('quarterHoursOf', () => {
  it('counts only whole quarter hours, rounding down', () => {
    expect(quarterHoursOf(10 * 60 + 14)).toBe(10);
    expect(quarterHoursOf(10 * 60 + 15)).toBe(10.25);
    expect(quarterHoursOf(10 * 60 + 44)).toBe(10.5);
    expect(quarterHoursOf(10 * 60 + 59)).toBe(10.75);
    expect(quarterHoursOf(14)).toBe(0);
    expect(quarterHoursOf(0)).toBe(0);
  });
});
