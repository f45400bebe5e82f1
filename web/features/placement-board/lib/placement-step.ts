// Where a placement stands, in the words of the board (docs/product/placements.md#the-schools-placement-board):
// its step, who has not signed yet, what is missing for the one reading, and who may remind a signer.
// Pure: the page and the dashboards' cards read the same answers, and the tests read them without a browser.
import type { Placement } from '@common/contracts/placements';
import type { SignerParty } from '@common/enums';

/** The steps of the board, in the order a placement goes through them (the `?step=` filter's values). */
export const BOARD_STEPS = ['employer_part', 'to_validate', 'to_send', 'signing', 'signed', 'under_way', 'completed', 'cancelled'] as const;
export type BoardStep = (typeof BOARD_STEPS)[number];

/** Who reads the board: a party of the placements listed, or an admin. */
export type BoardViewer = 'student' | 'employer' | 'institution' | 'admin';

type Step = Pick<Placement, 'status' | 'institution'>;

/** The board's step of a placement: its status, where "employer's part filled in" means "to validate" only when a school validates it. */
export function boardStepOf(placement: Step): BoardStep {
  switch (placement.status) {
    case 'draft':
      return 'employer_part';
    case 'employer_completed':
      return placement.institution ? 'to_validate' : 'to_send';
    case 'school_validated':
      return 'to_send';
    case 'signing':
      return 'signing';
    case 'signed':
      return 'signed';
    case 'active':
      return 'under_way';
    case 'completed':
      return 'completed';
    case 'cancelled':
      return 'cancelled';
  }
}

/** The `?step=` of the address as a step, or null (every step) for anything else. */
export const parseBoardStep = (value: string | null): BoardStep | null => BOARD_STEPS.find((step) => step === value) ?? null;

/** The parties that must still sign the version out for signature, in the agreement's order; none unless it is being signed. */
export function pendingParties(placement: Pick<Placement, 'status' | 'signatures'>): SignerParty[] {
  if (placement.status !== 'signing') return [];
  return placement.signatures.filter((signature) => signature.status === 'pending').map((signature) => signature.party);
}

/** The viewer's own party on an agreement (an admin signs nothing). */
const ownParty = (viewer: BoardViewer): SignerParty | null => (viewer === 'admin' ? null : viewer);

/**
 * Whether the viewer may remind `party` (POST /api/placements/{id}/remind): the school, or with no
 * school the employer, reminds a party that has not signed, never itself.
 */
export function canRemind(placement: Pick<Placement, 'status' | 'signatures' | 'institution'>, viewer: BoardViewer, party: SignerParty): boolean {
  const reminder: BoardViewer = placement.institution ? 'institution' : 'employer';
  return viewer === reminder && party !== ownParty(viewer) && pendingParties(placement).includes(party);
}

/** What is missing, as a key of the placement-board texts and its values (the page writes the dates and the parties). */
export type Missing =
  | { key: MissingKey }
  | { key: 'missing.signedOn' | 'missing.underWayUntil' | 'missing.completedOn'; date: string }
  | { key: 'missing.signaturesOf'; parties: SignerParty[] }
  | { key: 'missing.cancelledBecause'; reason: string };

type MissingKey =
  | 'missing.employerPart.student'
  | 'missing.employerPart.employer'
  | 'missing.employerPart.others'
  | 'missing.toValidate.student'
  | 'missing.toValidate.institution'
  | 'missing.toValidate.others'
  | 'missing.toSend.bySchool'
  | 'missing.toSend.byEmployer'
  | 'missing.toSend.yours'
  | 'missing.yourSignature'
  | 'missing.signatures'
  | 'missing.signed'
  | 'missing.underWay'
  | 'missing.completed'
  | 'missing.cancelled';

type ForMissing = Pick<Placement, 'status' | 'institution' | 'signatures' | 'terms' | 'cancelledReason'>;

/** In plain words, what the placement waits for, from the viewer's side ("your part", "your school", "the employer"). */
export function missingFor(placement: ForMissing, viewer: BoardViewer): Missing {
  const step = boardStepOf(placement);
  const { startDate, endDate } = placement.terms;
  switch (step) {
    case 'employer_part':
      return {
        key:
          viewer === 'student'
            ? 'missing.employerPart.student'
            : viewer === 'employer'
              ? 'missing.employerPart.employer'
              : 'missing.employerPart.others',
      };
    case 'to_validate':
      return {
        key:
          viewer === 'student'
            ? 'missing.toValidate.student'
            : viewer === 'institution'
              ? 'missing.toValidate.institution'
              : 'missing.toValidate.others',
      };
    case 'to_send': {
      // The school sends it; with no school, the employer.
      const sender: BoardViewer = placement.institution ? 'institution' : 'employer';
      if (viewer === sender) return { key: 'missing.toSend.yours' };
      return { key: placement.institution ? 'missing.toSend.bySchool' : 'missing.toSend.byEmployer' };
    }
    case 'signing': {
      const pending = pendingParties(placement);
      const own = ownParty(viewer);
      if (own && pending.includes(own)) return { key: 'missing.yourSignature' };
      return pending.length > 0 ? { key: 'missing.signaturesOf', parties: pending } : { key: 'missing.signatures' };
    }
    case 'signed':
      return startDate ? { key: 'missing.signedOn', date: startDate } : { key: 'missing.signed' };
    case 'under_way':
      return endDate ? { key: 'missing.underWayUntil', date: endDate } : { key: 'missing.underWay' };
    case 'completed':
      return endDate ? { key: 'missing.completedOn', date: endDate } : { key: 'missing.completed' };
    case 'cancelled':
      return placement.cancelledReason ? { key: 'missing.cancelledBecause', reason: placement.cancelledReason } : { key: 'missing.cancelled' };
  }
}
