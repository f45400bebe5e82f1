import { describe, expect, it } from 'vitest';
import { classCodeField, createClassCodeBody, displayClassCode, normalizeClassCode, optionalClassCodeField } from './class-codes';

describe('a typed class code', () => {
  it('is one code in any case, with or without the dash or spaces', () => {
    expect(normalizeClassCode(' rver-grad ')).toBe('RVERGRAD');
    expect(classCodeField.parse('rvEr grad')).toBe('RVERGRAD');
    expect(displayClassCode('RVERGRAD')).toBe('RVER-GRAD');
  });

  it('refuses a code of the wrong length or with a look-alike character, and takes blank as none', () => {
    expect(classCodeField.safeParse('RVER-GRA').success).toBe(false);
    // O and 0, I and 1 are not in the alphabet.
    expect(classCodeField.safeParse('RVER-GR0D').success).toBe(false);
    expect(classCodeField.safeParse('RVER-GRID').success).toBe(false);
    expect(optionalClassCodeField.parse('  ')).toBeNull();
    expect(optionalClassCodeField.parse(undefined)).toBeNull();
  });
});

describe('a new code', () => {
  it('takes a lifetime or an end time, not both and not neither', () => {
    expect(createClassCodeBody.safeParse({ label: 'Grade 10', lifetimeDays: 30 }).success).toBe(true);
    expect(createClassCodeBody.safeParse({ label: 'Grade 10', expiresAt: '2027-06-30T23:59:59.999-04:00' }).success).toBe(true);
    expect(createClassCodeBody.safeParse({ label: 'Grade 10' }).success).toBe(false);
    expect(createClassCodeBody.safeParse({ label: 'Grade 10', lifetimeDays: 30, expiresAt: '2027-06-30T23:59:59.999Z' }).success).toBe(false);
    expect(createClassCodeBody.safeParse({ label: 'Grade 10', lifetimeDays: 14 }).success).toBe(false);
  });
});
