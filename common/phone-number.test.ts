import { describe, expect, it } from 'vitest';
import { samePhoneNumber, toE164 } from './phone-number';

describe('toE164', () => {
  it('reads a Canadian or US number of ten digits, however it is typed, as +1', () => {
    for (const typed of ['4165550123', '(416) 555-0123', '416.555.0123', ' 416 555 0123 ', '1 416 555 0123', '+1 (416) 555-0123', '0014165550123']) {
      expect(toE164(typed)).toBe('+14165550123');
    }
  });

  it('keeps another country only with its prefix', () => {
    expect(toE164('+33 6 12 34 56 78')).toBe('+33612345678');
    expect(toE164('0033612345678')).toBe('+33612345678');
    expect(toE164('+44 20 7946 0958')).toBe('+442079460958');
    // A bare French number would be read as nothing rather than as a guess.
    expect(toE164('06 12 34 56 78')).toBeNull();
  });

  it('refuses what is not a phone number', () => {
    for (const typed of [
      '',
      '   ',
      'call me',
      '416-555-0123 ext 4',
      '555-0123',
      '+0 416 555 0123',
      '+1234567890123456',
      '+1 116 555 0123',
      '+1 416 155 0123',
      '123456789012',
      '+12',
      '416/555/0123',
      '++14165550123',
    ]) {
      expect(toE164(typed), typed).toBeNull();
    }
  });
});

describe('samePhoneNumber', () => {
  it('compares numbers as E.164, and no invalid number is the same as another', () => {
    expect(samePhoneNumber('(416) 555-0123', '+1 416 555 0123')).toBe(true);
    expect(samePhoneNumber('416 555 0123', '416 555 0124')).toBe(false);
    expect(samePhoneNumber('nope', 'nope')).toBe(false);
  });
});
