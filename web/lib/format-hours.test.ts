import { describe, expect, it } from 'vitest';
import { quarterHoursOf } from '@common/quarter-hours';
import { formatHours } from './format-hours';

describe('formatHours', () => {
  it('writes hours with at most two decimals in the reader language', () => {
    expect(formatHours(450 / 60, 'en')).toBe('7.5');
    expect(formatHours(450 / 60, 'fr')).toBe('7,5');
    expect(formatHours(125 / 60, 'en')).toBe('2.08');
    expect(formatHours(10.25, 'fr')).toBe('10,25');
    expect(formatHours(0, 'en')).toBe('0');
    expect(formatHours(1042.5, 'en')).toBe('1,042.5');
    expect(formatHours(1042.5, 'fr')).toBe('1\u202f042,5');
  });

  it("writes a certificate's quarter hours: 10 h 14 min is 10, 10 h 15 min is 10.25", () => {
    expect(formatHours(quarterHoursOf(614), 'en')).toBe('10');
    expect(formatHours(quarterHoursOf(615), 'en')).toBe('10.25');
    expect(formatHours(quarterHoursOf(615), 'fr')).toBe('10,25');
    expect(formatHours(quarterHoursOf(2550), 'fr')).toBe('42,5');
  });

  it('writes what Intl writes, in English and French, for every minute up to 100 hours and beyond', () => {
    for (const locale of ['en', 'fr']) {
      const intl = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
      for (const minutes of [...Array.from({ length: 6001 }, (_, index) => index), 123_456, 1_234_567]) {
        expect(formatHours(minutes / 60, locale)).toBe(intl.format(minutes / 60));
      }
    }
  });
});
