import { describe, expect, it } from 'vitest';
import { schoolPartBody } from '@common/contracts/placements';
import { toSchoolPartBody, type SchoolFormValues } from './school-form';

const coordinator = { name: 'Cora Ordinator', email: 'cora@school.test', phone: '416 555 0100' };
const blank = { name: '', email: '', phone: '' };

describe("the school's form", () => {
  it('sends no guardian when the fields are left blank', () => {
    const values: SchoolFormValues = { coordinator, guardian: blank, studentDateOfBirth: '' };
    expect(toSchoolPartBody(values)).toEqual({ coordinator, guardian: null, studentDateOfBirth: null });
    expect(schoolPartBody.safeParse(toSchoolPartBody(values)).success).toBe(true);
  });

  it('sends a guardian partly filled in, for the contract to name what is missing', () => {
    const body = toSchoolPartBody({ coordinator, guardian: { ...blank, name: 'Pat Parent' }, studentDateOfBirth: '2010-09-01' });
    expect(body.guardian).toEqual({ name: 'Pat Parent', email: '', phone: '' });
    expect(body.studentDateOfBirth).toBe('2010-09-01');
    const result = schoolPartBody.safeParse(body);
    expect(new Set(result.error?.issues.map((issue) => issue.path.join('.')))).toEqual(new Set(['guardian.email', 'guardian.phone']));
  });
});
