import { describe, expect, it } from 'vitest';
import { emptyTerms } from './placement-terms';
import { agreementText, textHashOf, type AgreementTextInput } from './agreement-text';
import { periodsOf } from './signers';

// The kinds of week a placement's dates cover (docs/product/placements.md#sending-for-signature),
// and the version's text: the same fields make the same text and hash, byte for byte.

describe('periodsOf', () => {
  it.each([
    ['inside July and August', '2027-07-05', '2027-08-13', ['holiday']],
    ['all of July and August', '2027-07-01', '2027-08-31', ['holiday']],
    ['a school month', '2027-10-04', '2027-10-29', ['school']],
    ['a school term longer than four weeks', '2027-09-07', '2027-10-15', ['school', 'holiday']],
    ['June into July', '2027-06-21', '2027-07-09', ['school', 'holiday']],
    ['over the winter holidays', '2027-12-13', '2027-12-22', ['school', 'holiday']],
    ['the first days of January', '2028-01-03', '2028-01-14', ['school', 'holiday']],
    ['two summers apart', '2027-08-30', '2028-07-02', ['school', 'holiday']],
  ])('%s', (_name, start, end, periods) => {
    expect(periodsOf(start, end)).toEqual(periods);
  });
});

describe('agreementText', () => {
  const input = (): AgreementTextInput => ({
    version: 2,
    jobTitle: 'Café Helper',
    studentName: 'Zoé Bélanger',
    employerName: 'Crumbs',
    schoolName: null,
    terms: {
      ...emptyTerms(),
      startDate: '2027-07-05',
      endDate: '2027-08-13',
      schedule: {
        days: [
          { weekday: 3, start: '09:00', end: '12:30', breakMinutes: 0 },
          { weekday: 1, start: '09:00', end: '15:00', breakMinutes: 30 },
        ],
      },
      tasks: '<b>Serve</b> coffee\nand smile',
    },
    requiredParties: ['student', 'employer'],
    rulePack: { jurisdiction: 'Ontario', version: 1, effectiveFrom: '2004-01-01' },
  });

  it('is the same text, and hash, for the same fields; the users’ words as they are; the week in order', () => {
    const text = agreementText(input());
    expect(agreementText(input())).toBe(text);
    expect(textHashOf(text)).toMatch(/^[0-9a-f]{64}$/);
    expect(textHashOf(text)).toBe(textHashOf(agreementText(input())));
    expect(text).toContain('Tasks: <b>Serve</b> coffee\nand smile');
    expect(text.indexOf('- Monday: 09:00 to 15:00, unpaid breaks 30 min, worked 5 h 30 min')).toBeLessThan(text.indexOf('- Wednesday'));
    expect(text).toContain('Total a week: 9 h');
    expect(text).toContain('School: none');
    expect(text).toContain('Parent or guardian: not required');
    expect(text.endsWith('WHO SIGNS\n- Student\n- Employer\n')).toBe(true);
  });

  it('changes with any field', () => {
    const changed = input();
    changed.terms = { ...changed.terms, hazards: 'Hot coffee' };
    expect(textHashOf(agreementText(changed))).not.toBe(textHashOf(agreementText(input())));
  });
});
