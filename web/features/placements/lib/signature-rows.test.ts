import { describe, expect, it } from 'vitest';
import type { Signature } from '@common/contracts/placement-signatures';
import { mustSign, signatureRows } from './signature-rows';

const signature = (overrides: Partial<Signature>): Signature => ({
  party: 'student',
  status: 'pending',
  name: null,
  method: null,
  answeredAt: null,
  declinedReason: null,
  remindersSent: 0,
  ...overrides,
});

const HASH = 'a'.repeat(64);

describe('the signature rows', () => {
  const placement = {
    requiredParties: ['student', 'guardian', 'employer', 'institution'] as const,
    signatures: [
      signature({ party: 'student', status: 'signed', name: 'Ava Student', method: 'account', answeredAt: '2027-06-01T14:00:00.000Z' }),
      signature({ party: 'guardian', status: 'pending' }),
      signature({ party: 'employer', status: 'void' }),
      signature({ party: 'institution', status: 'declined', name: 'Cora Ordinator', declinedReason: 'The end date is wrong.' }),
    ],
  };

  it('lists each required party in order, from the student’s side', () => {
    const rows = signatureRows({ ...placement, requiredParties: [...placement.requiredParties] }, 'student');
    expect(rows.map((row) => [row.party, row.whoKey, row.state])).toEqual([
      ['student', 'signatures.parties.you', 'signed'],
      ['guardian', 'signatures.parties.yourGuardian', 'waiting'],
      ['employer', 'signatures.parties.employer', 'waiting'],
      ['institution', 'signatures.parties.yourSchool', 'declined'],
    ]);
    expect(rows[0]).toMatchObject({ name: 'Ava Student', method: 'account', answeredAt: '2027-06-01T14:00:00.000Z' });
    expect(rows[3]?.declinedReason).toBe('The end date is wrong.');
  });

  it('names the parties plainly for the employer, and itself as "you"', () => {
    const rows = signatureRows({ ...placement, requiredParties: [...placement.requiredParties] }, 'employer');
    expect(rows.map((row) => row.whoKey)).toEqual([
      'signatures.parties.student',
      'signatures.parties.guardian',
      'signatures.parties.you',
      'signatures.parties.institution',
    ]);
  });

  it('lists only the parties the rules require (no guardian for a student of age)', () => {
    const rows = signatureRows({ requiredParties: ['student', 'employer'], signatures: [] }, 'admin');
    expect(rows.map((row) => row.party)).toEqual(['student', 'employer']);
    expect(rows.every((row) => row.state === 'waiting')).toBe(true);
  });
});

describe('whether the reader must sign', () => {
  const base = { status: 'signing' as const, requiredParties: ['student' as const, 'employer' as const], textHash: HASH };

  it('asks a required party whose signature is pending', () => {
    expect(mustSign({ ...base, signatures: [signature({ party: 'employer' })] }, 'employer')).toBe(true);
  });

  it('does not ask a party that signed, declined, is not required, or an admin', () => {
    expect(mustSign({ ...base, signatures: [signature({ party: 'employer', status: 'signed' })] }, 'employer')).toBe(false);
    expect(mustSign({ ...base, signatures: [signature({ party: 'employer', status: 'declined' })] }, 'employer')).toBe(false);
    expect(mustSign({ ...base, signatures: [] }, 'institution')).toBe(false);
    expect(mustSign({ ...base, signatures: [] }, null)).toBe(false);
  });

  it('asks nobody before the agreement is out for signature or once it is signed', () => {
    expect(mustSign({ ...base, status: 'school_validated', textHash: null, signatures: [] }, 'student')).toBe(false);
    expect(mustSign({ ...base, status: 'signed', signatures: [] }, 'student')).toBe(false);
  });
});
