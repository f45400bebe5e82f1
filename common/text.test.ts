import { describe, expect, it } from 'vitest';
import { accountLabel, avatarInitial, formatCounter, personName, splitCommaList } from './text';

describe('text helpers', () => {
  it('splits comma lists, trimming and dropping empties', () => {
    expect(splitCommaList(' Carpentry, ,Design ,, Cycling ')).toEqual(['Carpentry', 'Design', 'Cycling']);
    expect(splitCommaList('')).toEqual([]);
  });

  it('formats counters with thousands separators and a plus; missing is 0', () => {
    expect(formatCounter(12345, 'en')).toBe('12,345+');
    expect(formatCounter(undefined, 'en')).toBe('0+');
    expect(formatCounter(null, 'en')).toBe('0+');
  });

  it("writes the thousands as the reader's language does", () => {
    // French groups thousands with a narrow no-break space.
    expect(formatCounter(12345, 'fr')).toBe('12\u202f345+');
  });

  it('picks the avatar letter and menu label by their fallbacks', () => {
    expect(avatarInitial({ firstName: 'maya', email: 'x@y.z' })).toBe('M');
    expect(avatarInitial({ firstName: '', email: 'leo@y.z' })).toBe('L');
    expect(avatarInitial({})).toBe('?');
    expect(accountLabel({ firstName: null, email: 'leo@y.z' })).toBe('leo@y.z');
  });

  it('joins a first and last name, leaving out a missing or blank one', () => {
    expect(personName({ firstName: 'Maya', lastName: 'Tremblay' })).toBe('Maya Tremblay');
    expect(personName({ firstName: null, lastName: 'Tremblay' })).toBe('Tremblay');
    expect(personName({ firstName: 'Maya', lastName: '  ' })).toBe('Maya');
    expect(personName({ firstName: null, lastName: undefined })).toBe('');
  });
});
