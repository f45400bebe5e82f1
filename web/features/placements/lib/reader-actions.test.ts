import { describe, expect, it } from 'vitest';
import type { Placement } from '@common/contracts/placements';
import {
  agreementWasSent,
  changeMakesNewVersion,
  guardianNeeded,
  mayCancel,
  mayEditEmployerPart,
  mayEditSchoolPart,
  mayNameGuardian,
  maySendForSignature,
} from './reader-actions';

const school = { id: '00000000-0000-4000-8000-000000000001', name: 'North High' };

const terms = (overrides: Partial<Placement['terms']> = {}) =>
  ({
    workplace: { legalName: null, address: null, city: null, country: 'Canada', region: 'Ontario', postalCode: null },
    startDate: '2027-07-05',
    studentDateOfBirth: '2010-09-01',
    ...overrides,
  }) as Placement['terms'];

describe("the employer's and the school's parts", () => {
  it("leaves the employer's part open until the placement is under way", () => {
    expect(mayEditEmployerPart({ status: 'draft', institution: school }, 'employer')).toBe(true);
    expect(mayEditEmployerPart({ status: 'signed', institution: school }, 'employer')).toBe(true);
    expect(mayEditEmployerPart({ status: 'active', institution: school }, 'employer')).toBe(false);
    expect(mayEditEmployerPart({ status: 'cancelled', institution: school }, 'employer')).toBe(false);
    expect(mayEditEmployerPart({ status: 'draft', institution: school }, 'institution')).toBe(false);
  });

  it("opens the school's part once the employer's is filled in, and never without a school", () => {
    expect(mayEditSchoolPart({ status: 'draft', institution: school }, 'institution')).toBe(false);
    expect(mayEditSchoolPart({ status: 'employer_completed', institution: school }, 'institution')).toBe(true);
    expect(mayEditSchoolPart({ status: 'signed', institution: school }, 'institution')).toBe(true);
    expect(mayEditSchoolPart({ status: 'employer_completed', institution: null }, 'institution')).toBe(false);
  });

  it('warns that a change after sending makes a new version', () => {
    expect(changeMakesNewVersion({ status: 'employer_completed', institution: school })).toBe(false);
    expect(changeMakesNewVersion({ status: 'signing', institution: school })).toBe(true);
    expect(changeMakesNewVersion({ status: 'signed', institution: school })).toBe(true);
  });
});

describe('sending for signature', () => {
  it('is the school’s once validated, or with no school the employer’s once its part is in', () => {
    expect(maySendForSignature({ status: 'school_validated', institution: school }, 'institution')).toBe(true);
    expect(maySendForSignature({ status: 'school_validated', institution: school }, 'employer')).toBe(false);
    expect(maySendForSignature({ status: 'employer_completed', institution: school }, 'institution')).toBe(false);
    expect(maySendForSignature({ status: 'employer_completed', institution: null }, 'employer')).toBe(true);
    expect(maySendForSignature({ status: 'signing', institution: null }, 'employer')).toBe(false);
  });
});

describe("the student's parent or guardian, with no school", () => {
  it('follows the rule pack of the workplace on the start date', () => {
    // 16 on the start date in Ontario: a guardian signs; 18: nobody.
    expect(guardianNeeded(terms())).toBe(true);
    expect(guardianNeeded(terms({ studentDateOfBirth: '2009-07-05' }))).toBe(false);
    expect(guardianNeeded(terms({ studentDateOfBirth: null }))).toBe(null);
  });

  it('is asked of the student of a placement with no school, before it is sent, unless the rules need none', () => {
    const draft = { status: 'draft' as const, institution: null, terms: terms() };
    expect(mayNameGuardian(draft, 'student')).toBe(true);
    expect(mayNameGuardian({ ...draft, terms: terms({ studentDateOfBirth: null }) }, 'student')).toBe(true);
    expect(mayNameGuardian({ ...draft, terms: terms({ studentDateOfBirth: '2009-07-05' }) }, 'student')).toBe(false);
    expect(mayNameGuardian({ ...draft, institution: school }, 'student')).toBe(false);
    expect(mayNameGuardian({ ...draft, status: 'signing' }, 'student')).toBe(false);
    expect(mayNameGuardian(draft, 'employer')).toBe(false);
  });
});

describe('cancelling', () => {
  it('is the school’s until it is over, the employer’s until the school validated it, the student’s only with no school', () => {
    expect(mayCancel({ status: 'signed', institution: school }, 'institution')).toBe(true);
    expect(mayCancel({ status: 'completed', institution: school }, 'institution')).toBe(false);
    expect(mayCancel({ status: 'employer_completed', institution: school }, 'employer')).toBe(true);
    expect(mayCancel({ status: 'school_validated', institution: school }, 'employer')).toBe(false);
    expect(mayCancel({ status: 'draft', institution: school }, 'student')).toBe(false);
    expect(mayCancel({ status: 'draft', institution: null }, 'student')).toBe(true);
    expect(mayCancel({ status: 'cancelled', institution: null }, 'student')).toBe(false);
    expect(mayCancel({ status: 'draft', institution: school }, 'admin')).toBe(false);
  });
});

describe('whether the agreement went out', () => {
  it('is so once a version was sent, even when a decline brought it back for correction', () => {
    expect(agreementWasSent({ status: 'school_validated', version: 1, textHash: null })).toBe(false);
    expect(agreementWasSent({ status: 'signing', version: 1, textHash: 'a'.repeat(64) })).toBe(true);
    expect(agreementWasSent({ status: 'school_validated', version: 2, textHash: null })).toBe(true);
    expect(agreementWasSent({ status: 'active', version: 1, textHash: null })).toBe(true);
  });
});
