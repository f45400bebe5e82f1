import { describe, expect, it } from 'vitest';
import { emptyTerms, prefilledTerms, samePhone, withSchoolPart } from './placement-terms';

const job = { companyName: 'Crumbs', location: '12 Baker St', city: 'Toronto', postalCode: 'M5V 2T6', startDate: '2027-07-05', hoursPerWeek: 20 };

describe('prefilledTerms', () => {
  it("takes the posting's place, dates and hours, the employer's legal name and region, the school's contact, the birth date", () => {
    const terms = prefilledTerms({
      job,
      employer: { companyName: 'Crumbs Bakery Inc.', country: 'Canada', region: 'Ontario' },
      institution: { contactPerson: 'Cora', contactEmail: 'cora@school.test', contactPhone: null },
      student: { dateOfBirth: '2009-05-31' },
      rosterGuardian: null,
    });
    expect(terms.workplace).toEqual({
      legalName: 'Crumbs Bakery Inc.',
      address: '12 Baker St',
      city: 'Toronto',
      country: 'Canada',
      region: 'Ontario',
      postalCode: 'M5V 2T6',
    });
    expect(terms).toMatchObject({
      startDate: '2027-07-05',
      weeklyHours: 20,
      studentDateOfBirth: '2009-05-31',
      coordinator: { name: 'Cora', phone: null },
    });
    expect(terms.supervisor).toEqual(emptyTerms().supervisor);
  });

  it("leaves a region that is not of the employer's country out, and falls back on the posting's company name", () => {
    const terms = prefilledTerms({ job, employer: null, institution: null, student: null, rosterGuardian: null });
    expect(terms.workplace).toMatchObject({ legalName: 'Crumbs', country: null, region: null });
    const mismatched = prefilledTerms({
      job,
      employer: { companyName: '', country: 'USA', region: 'Ontario' },
      institution: null,
      student: null,
      rosterGuardian: null,
    });
    expect(mismatched.workplace).toMatchObject({ legalName: 'Crumbs', country: 'USA', region: null });
  });

  it("takes the parent or guardian of the school's roster, only when the placement has that school", () => {
    const rosterGuardian = { name: 'Lin Chen', email: 'lin@home.test', phone: null };
    const institution = { contactPerson: 'Cora', contactEmail: 'cora@school.test', contactPhone: null };
    expect(prefilledTerms({ job, employer: null, institution, student: null, rosterGuardian }).guardian).toEqual(rosterGuardian);
    expect(prefilledTerms({ job, employer: null, institution: null, student: null, rosterGuardian }).guardian).toEqual(emptyTerms().guardian);
    expect(prefilledTerms({ job, employer: null, institution, student: null, rosterGuardian: null }).guardian).toEqual(emptyTerms().guardian);
  });
});

describe('samePhone', () => {
  it('compares the last ten digits, whatever the punctuation or country code', () => {
    expect(samePhone('+1 (416) 555-0199', '416.555.0199')).toBe(true);
    expect(samePhone('416 555 0199', '416 555 0198')).toBe(false);
    expect(samePhone('12', '12')).toBe(false);
    expect(samePhone(null, '416 555 0199')).toBe(false);
  });
});

describe('withSchoolPart', () => {
  it('writes the coordinator, the guardian (none: empty) and the settled birth date', () => {
    const coordinator = { name: 'Cora', email: 'cora@school.test', phone: '416 555 0100' };
    const terms = withSchoolPart(emptyTerms(), { coordinator, guardian: null, studentDateOfBirth: null }, '2009-05-31');
    expect(terms).toMatchObject({ coordinator, guardian: { name: null, email: null, phone: null }, studentDateOfBirth: '2009-05-31' });
  });
});
