import { describe, expect, it } from 'vitest';
import { plainLanguage, plainLongDate, plainTimeOfDay, plainWeekdayDate, plainWholeNumber } from './plain-format';

// The plain formatters stand in for Intl in English and French: they must write exactly what Intl
// writes, for every value they are given.
const LANGUAGES = ['en', 'fr'] as const;

describe('plain formatting, the same as Intl', () => {
  it('writes whole numbers as Intl.NumberFormat does', () => {
    const values = [0, 1, 9, 10, 99, 100, 999, 1_000, 1_234, 9_999, 10_000, 12_345, 99_999, 100_000, 123_456, 999_999, 1_000_000, 1_234_567_890];
    for (let value = 0; value < 20_000; value += 37) values.push(value);
    for (const language of LANGUAGES) {
      const intl = new Intl.NumberFormat(language);
      for (const value of values) expect(plainWholeNumber(value, language)).toBe(intl.format(value));
    }
  });

  it('leaves what is not a whole number from 0 up to Intl', () => {
    expect(plainWholeNumber(1.5, 'en')).toBeNull();
    expect(plainWholeNumber(-3, 'fr')).toBeNull();
    expect(plainWholeNumber(Number.NaN, 'en')).toBeNull();
    expect(plainLanguage('de')).toBeNull();
    expect(plainLanguage('fr')).toBe('fr');
  });

  it('writes every day of four years as Intl.DateTimeFormat does, long and with the weekday', () => {
    for (const language of LANGUAGES) {
      const long = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' });
      const withWeekday = new Intl.DateTimeFormat(language, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
      for (let day = Date.UTC(2025, 0, 1); day < Date.UTC(2029, 0, 1); day += 86_400_000) {
        const date = new Date(day);
        const [y, m, d, w] = [date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), date.getUTCDay()];
        expect(plainLongDate(y, m, d, language)).toBe(long.format(date));
        expect(plainWeekdayDate(w, y, m, d, language)).toBe(withWeekday.format(date));
      }
    }
  });

  it('writes every minute of the day as Intl.DateTimeFormat does', () => {
    for (const language of LANGUAGES) {
      const time = new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
      for (let minute = 0; minute < 24 * 60; minute += 1) {
        const [hours, minutes] = [Math.floor(minute / 60), minute % 60];
        expect(plainTimeOfDay(hours, minutes, language)).toBe(time.format(new Date(Date.UTC(1970, 0, 1, hours, minutes))));
      }
    }
  });
});
