import type { Placement } from '@common/contracts/placements';
import type { PlacementStatus, SignerParty } from '@common/enums';
import { ageOn, guardianMustSign, isCalendarDay, rulePackFor } from '@common/placement-rules';
import type { Reader } from './placement-steps';

// What the reader may do on a placement's page (docs/product/placements.md#states): the forms and
// buttons shown follow the same rules as the server, which still decides (a refusal is shown as
// the server words it).

type PlacementState = Pick<Placement, 'status' | 'institution'>;

const before = (status: PlacementStatus, ...statuses: PlacementStatus[]) => statuses.includes(status);

/** The employer's part is open until the placement is under way (after sending, a change makes a new version). */
export const mayEditEmployerPart = (placement: PlacementState, reader: Reader) =>
  reader === 'employer' && before(placement.status, 'draft', 'employer_completed', 'school_validated', 'signing', 'signed');

/** The school's part: from the employer's part to the signed agreement. */
export const mayEditSchoolPart = (placement: PlacementState, reader: Reader) =>
  reader === 'institution' &&
  placement.institution !== null &&
  before(placement.status, 'employer_completed', 'school_validated', 'signing', 'signed');

/** A change now would make a new version, and the signatures given so far would stop counting. */
export const changeMakesNewVersion = (placement: PlacementState) => before(placement.status, 'signing', 'signed');

/** The school sends it once validated; with no school, the employer once its part is filled in. */
export const maySendForSignature = (placement: PlacementState, reader: Reader) =>
  placement.institution
    ? reader === 'institution' && placement.status === 'school_validated'
    : reader === 'employer' && placement.status === 'employer_completed';

/** The party the reader signs as, or null (an admin signs nothing; a guardian signs by link, not here). */
export function partyOf(reader: Reader): SignerParty | null {
  return reader === 'admin' ? null : reader;
}

/**
 * Whether a parent or guardian must sign, from the rule pack of the workplace's region on the start
 * date and the student's age that day; null while the agreement lacks a date needed to tell.
 */
export function guardianNeeded(terms: Placement['terms']): boolean | null {
  const { startDate, studentDateOfBirth, workplace } = terms;
  if (!startDate || !studentDateOfBirth || !isCalendarDay(startDate) || !isCalendarDay(studentDateOfBirth)) return null;
  return guardianMustSign(rulePackFor(workplace.region, startDate), ageOn(studentDateOfBirth, startDate));
}

/** With no school, the student names their parent or guardian before the agreement is sent (unless the rules need none). */
export const mayNameGuardian = (placement: PlacementState & Pick<Placement, 'terms'>, reader: Reader) =>
  reader === 'student' &&
  placement.institution === null &&
  before(placement.status, 'draft', 'employer_completed') &&
  guardianNeeded(placement.terms) !== false;

/**
 * Cancelling (with a reason): the school until the placement is over; the employer until the school
 * validated it; the student only when no school runs it. The server has the last word.
 */
export function mayCancel(placement: PlacementState, reader: Reader): boolean {
  if (before(placement.status, 'completed', 'cancelled')) return false;
  if (reader === 'institution') return true;
  if (reader === 'employer') return placement.institution ? before(placement.status, 'draft', 'employer_completed') : true;
  return reader === 'student' && placement.institution === null;
}

/**
 * Some version went out for signature, so there is a PDF and versions to read: the one out now (its
 * text's hash), or an earlier one (a decline or a change after sending makes the next version).
 */
export const agreementWasSent = (placement: Pick<Placement, 'textHash' | 'version' | 'status'>) =>
  placement.textHash !== null || placement.version > 1 || before(placement.status, 'signing', 'signed', 'active', 'completed');
