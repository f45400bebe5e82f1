import { describe, expect, it } from 'vitest';
import type { Placement } from '@common/contracts/placements';
import type { Signature } from '@common/contracts/placement-signatures';
import { PLACEMENT_STATUSES, type SignerParty } from '@common/enums';
import { BOARD_STEPS, boardStepOf, canRemind, missingFor, parseBoardStep, pendingParties } from './placement-step';

const school = { id: '00000000-0000-4000-8000-000000000001', name: 'Maple High' };
const signature = (party: SignerParty, status: Signature['status'] = 'pending'): Signature => ({
  party,
  status,
  name: null,
  method: null,
  answeredAt: null,
  declinedReason: null,
  remindersSent: 0,
});

type Fields = Pick<Placement, 'status' | 'institution' | 'signatures' | 'terms' | 'cancelledReason'>;
const terms = { startDate: '2027-07-05', endDate: '2027-08-27' } as Placement['terms'];
const placement = (fields: Partial<Fields> = {}): Fields => ({
  status: 'draft',
  institution: school,
  signatures: [],
  terms,
  cancelledReason: null,
  ...fields,
});
const signing = (signatures: Signature[], institution: Fields['institution'] = school) => placement({ status: 'signing', signatures, institution });

describe("a placement's step on the board", () => {
  it('gives every status a step, in the order a placement goes through them', () => {
    const steps = PLACEMENT_STATUSES.map((status) => boardStepOf({ status, institution: school }));
    expect(steps).toEqual(['employer_part', 'to_validate', 'to_send', 'signing', 'signed', 'under_way', 'completed', 'cancelled']);
    expect(steps).toEqual([...BOARD_STEPS]);
  });

  it('with no school, the filled-in employer part is to send, not to validate', () => {
    expect(boardStepOf({ status: 'employer_completed', institution: null })).toBe('to_send');
  });

  it('reads the step of the address, and anything else as every step', () => {
    expect(parseBoardStep('signing')).toBe('signing');
    expect(parseBoardStep('SIGNING')).toBeNull();
    expect(parseBoardStep('<script>')).toBeNull();
    expect(parseBoardStep(null)).toBeNull();
  });
});

describe('who has not signed, and who may remind them', () => {
  const out = signing([signature('student', 'signed'), signature('guardian'), signature('employer'), signature('institution')]);

  it('lists the pending parties in the agreement’s order, only while it is being signed', () => {
    expect(pendingParties(out)).toEqual(['guardian', 'employer', 'institution']);
    expect(pendingParties({ ...out, status: 'signed' })).toEqual([]);
    expect(pendingParties(signing([signature('student', 'void'), signature('employer', 'declined')]))).toEqual([]);
  });

  it('lets the school remind the others, never itself, and nobody else remind', () => {
    expect(canRemind(out, 'institution', 'guardian')).toBe(true);
    expect(canRemind(out, 'institution', 'employer')).toBe(true);
    expect(canRemind(out, 'institution', 'institution')).toBe(false);
    expect(canRemind(out, 'institution', 'student')).toBe(false);
    expect(canRemind(out, 'employer', 'guardian')).toBe(false);
    expect(canRemind(out, 'student', 'guardian')).toBe(false);
    expect(canRemind(out, 'admin', 'guardian')).toBe(false);
  });

  it('with no school, the employer reminds', () => {
    const noSchool = signing([signature('student'), signature('employer')], null);
    expect(canRemind(noSchool, 'employer', 'student')).toBe(true);
    expect(canRemind(noSchool, 'employer', 'employer')).toBe(false);
  });
});

describe('what is missing, from the reader’s side', () => {
  it('tells the party it waits for that it is their part, and the others who does it', () => {
    expect(missingFor(placement(), 'employer').key).toBe('missing.employerPart.employer');
    expect(missingFor(placement(), 'student').key).toBe('missing.employerPart.student');
    expect(missingFor(placement(), 'institution').key).toBe('missing.employerPart.others');
    const filledIn = placement({ status: 'employer_completed' });
    expect(missingFor(filledIn, 'institution').key).toBe('missing.toValidate.institution');
    expect(missingFor(filledIn, 'employer').key).toBe('missing.toValidate.others');
    expect(missingFor(placement({ status: 'school_validated' }), 'institution').key).toBe('missing.toSend.yours');
    expect(missingFor(placement({ status: 'school_validated' }), 'student').key).toBe('missing.toSend.bySchool');
    const noSchool = placement({ status: 'employer_completed', institution: null });
    expect(missingFor(noSchool, 'employer').key).toBe('missing.toSend.yours');
    expect(missingFor(noSchool, 'student').key).toBe('missing.toSend.byEmployer');
  });

  it("while signing: the reader's own signature first, else who has not signed", () => {
    const out = signing([signature('student'), signature('guardian'), signature('employer', 'signed')]);
    expect(missingFor(out, 'student')).toEqual({ key: 'missing.yourSignature' });
    expect(missingFor(out, 'employer')).toEqual({ key: 'missing.signaturesOf', parties: ['student', 'guardian'] });
    expect(missingFor(out, 'admin')).toEqual({ key: 'missing.signaturesOf', parties: ['student', 'guardian'] });
  });

  it('after: the dates, or the reason it was cancelled', () => {
    expect(missingFor(placement({ status: 'signed' }), 'student')).toEqual({ key: 'missing.signedOn', date: '2027-07-05' });
    expect(missingFor(placement({ status: 'active' }), 'student')).toEqual({ key: 'missing.underWayUntil', date: '2027-08-27' });
    expect(missingFor(placement({ status: 'completed' }), 'employer')).toEqual({ key: 'missing.completedOn', date: '2027-08-27' });
    expect(missingFor(placement({ status: 'cancelled', cancelledReason: 'The shop closed' }), 'student')).toEqual({
      key: 'missing.cancelledBecause',
      reason: 'The shop closed',
    });
    expect(missingFor(placement({ status: 'cancelled' }), 'student')).toEqual({ key: 'missing.cancelled' });
  });
});
