import { describe, expect, it } from 'vitest';
import { codeDestination, linkState } from './guardian-link';

// Where a guardian's link stands, and where their code goes (docs/product/placements.md#the-guardians-signature).

const open = { rowStatus: 'pending', placementStatus: 'signing', placementVersion: 2, version: 2 };

describe('linkState', () => {
  it('is open only for the pending row of the version out for signature', () => {
    expect(linkState(open)).toBe('open');
    expect(linkState({ ...open, placementStatus: 'school_validated' })).toBe('replaced');
    expect(linkState({ ...open, version: 1 })).toBe('replaced');
  });

  it('says the guardian answered, a newer version replaced it, or the placement was cancelled', () => {
    expect(linkState({ ...open, rowStatus: 'signed' })).toBe('signed');
    expect(linkState({ ...open, rowStatus: 'signed', placementStatus: 'signed' })).toBe('signed');
    // Signed, then a field changed: the new version has a new link.
    expect(linkState({ ...open, rowStatus: 'signed', placementVersion: 3 })).toBe('replaced');
    // Their refusal sent the agreement back as the next version: still theirs to read as declined.
    expect(linkState({ ...open, rowStatus: 'declined', placementVersion: 3, placementStatus: 'school_validated' })).toBe('declined');
    expect(linkState({ ...open, rowStatus: 'void' })).toBe('replaced');
    expect(linkState({ ...open, rowStatus: 'signed', placementStatus: 'cancelled' })).toBe('cancelled');
  });
});

describe('codeDestination', () => {
  const guardian = { name: 'Gail', email: 'helena@example.org', phone: '(416) 555-0104' };

  it('sends by SMS to the phone in E.164 when SMS is available, masked to its last 4 digits', () => {
    expect(codeDestination(guardian, true)).toEqual({ channel: 'sms', to: '+14165550104', masked: '••• 0104' });
  });

  it('sends by e-mail when SMS is off, there is no phone, or the phone is not one', () => {
    const byEmail = { channel: 'email', to: 'helena@example.org', masked: 'h•••@example.org' };
    expect(codeDestination(guardian, false)).toEqual(byEmail);
    expect(codeDestination({ ...guardian, phone: null }, true)).toEqual(byEmail);
    expect(codeDestination({ ...guardian, phone: 'call me' }, true)).toEqual(byEmail);
    expect(codeDestination({ ...guardian, phone: null, email: null }, true)).toBeNull();
  });
});
