import type { Signature } from '@common/contracts/placement-signatures';
import type { Placement } from '@common/contracts/placements';
import type { SignatureMethod, SignerParty } from '@common/enums';
import type { Reader } from './placement-steps';

// The signatures of the version out for signature (docs/product/placements.md#signatures), as the
// page lists them: one row per required party, in the agreement's order, said from the reader's
// side ("You signed", "Your parent or guardian has not signed yet"). Pure: keys of the placements
// namespace (signatures.*).

export type SignatureState = 'signed' | 'waiting' | 'declined';

export interface SignatureRow {
  party: SignerParty;
  /** Whose signature, from the reader's side: signatures.parties.<you|yourGuardian|…>. */
  whoKey: string;
  /** signatures.states.<state>: "has signed", "has not signed yet", "declined to sign". */
  state: SignatureState;
  name: string | null;
  answeredAt: string | null;
  method: SignatureMethod | null;
  declinedReason: string | null;
}

/** Whose signature a party's is, as the reader reads it. */
function whoKey(party: SignerParty, reader: Reader): string {
  if (party === reader) return 'signatures.parties.you';
  if (reader === 'student' && party === 'guardian') return 'signatures.parties.yourGuardian';
  if (reader === 'student' && party === 'institution') return 'signatures.parties.yourSchool';
  return `signatures.parties.${party}`;
}

const stateOf = (signature: Signature | undefined): SignatureState =>
  signature?.status === 'signed' ? 'signed' : signature?.status === 'declined' ? 'declined' : 'waiting';

/** One row per party the rules require, in the order they are listed (a party with no signature row yet waits). */
export function signatureRows(placement: Pick<Placement, 'requiredParties' | 'signatures'>, reader: Reader): SignatureRow[] {
  return placement.requiredParties.map((party) => {
    const signature = placement.signatures.find((item) => item.party === party && item.status !== 'void');
    return {
      party,
      whoKey: whoKey(party, reader),
      state: stateOf(signature),
      name: signature?.name ?? null,
      answeredAt: signature?.answeredAt ?? null,
      method: signature?.method ?? null,
      declinedReason: signature?.declinedReason ?? null,
    };
  });
}

/** The reader must sign now: the agreement is out for signature, the rules ask for their signature and it is still pending. */
export function mustSign(placement: Pick<Placement, 'status' | 'requiredParties' | 'signatures' | 'textHash'>, party: SignerParty | null): boolean {
  if (!party || placement.status !== 'signing' || !placement.textHash || !placement.requiredParties.includes(party)) return false;
  const signature = placement.signatures.find((item) => item.party === party && item.status !== 'void');
  return !signature || signature.status === 'pending';
}
