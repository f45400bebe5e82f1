import { describe, expect, it } from 'vitest';
import { defaultRegistrationType, registrationTypesFor } from './registration-types';

describe('registration choices (docs/product/events.md#registration)', () => {
  it('offers the booth to employers only and guest speaker to everyone but students', () => {
    expect(registrationTypesFor('employer')).toEqual(['student', 'employer_booth', 'guest_speaker']);
    for (const role of ['institution', 'admin', null] as const) expect(registrationTypesFor(role)).toEqual(['student', 'guest_speaker']);
    expect(registrationTypesFor('student')).toEqual(['student']);
  });

  it('defaults to student, or employer_booth for employers', () => {
    expect(defaultRegistrationType('employer')).toBe('employer_booth');
    for (const role of ['student', 'institution', 'admin', null] as const) expect(defaultRegistrationType(role)).toBe('student');
  });
});
