import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { employerPartBody, guardianContactBody, Placement, schoolPartBody } from '@common/contracts/placements';
import type { PlacementStatus } from '@common/enums';
import type { AppDeps } from '../../app-deps';
import type { DbOrTx } from '../../db/client';
import { studentProfiles, users } from '../../db/schema';
import { runUnitOfWork } from '../../db/unit-of-work';
import { AppError, invalidField } from '../../errors/app-error';
import type { PlainMessageKey } from '../../errors/messages/en';
import { notifyPlacementStep, type PlacementParty } from '../notifications/placement-triggers';
import { institutionProfileIdOf, lockPlacement, readPlacement, updatePlacement, type LockedPlacement } from './placement-repository';
import { samePhone, withEmployerPart, withSchoolPart } from './placement-terms';
import { closeVersionsOnCancel, replaceSentVersion } from './placement-versions';

// The steps of a placement's agreement (docs/product/placements.md#states): the employer fills in
// its part, the school completes and validates it, a party cancels it. Each step locks the
// placement, checks its state, writes, and tells the next party, in one unit of work. Null: the
// caller is not a party of that placement (the routes answer "not found").

/** Until the placement starts: the steps where the employer's part may be written (after sending: a new version). */
const EMPLOYER_PART_OPEN: readonly PlacementStatus[] = ['draft', 'employer_completed', 'school_validated', 'signing', 'signed'];
/** The steps where the school may (again) complete and validate it: after the employer, until the placement starts. */
const SCHOOL_PART_OPEN: readonly PlacementStatus[] = ['employer_completed', 'school_validated', 'signing', 'signed'];
/** Before the school validated it: the employer may still cancel (after, the school decides). */
const EMPLOYER_MAY_CANCEL: readonly PlacementStatus[] = ['draft', 'employer_completed'];
/** Before it is sent: the student of a placement with no school may name their parent or guardian. */
const GUARDIAN_OPEN: readonly PlacementStatus[] = ['draft', 'employer_completed'];
const ACCOUNT_PARTIES: readonly PlacementParty[] = ['student', 'employer', 'institution'];
/** Every party but the one who acted. */
const others = (party: PlacementParty) => ACCOUNT_PARTIES.filter((other) => other !== party);
/** Over: nothing more can happen to it. */
const CLOSED: readonly PlacementStatus[] = ['completed', 'cancelled'];

/** A step refused in this state: 409 with the placement's own words. */
const conflict = (key: Extract<PlainMessageKey, `placements.${string}`>) => new AppError('CONFLICT', key);

async function readLocked(tx: DbOrTx, id: string): Promise<Placement> {
  const placement = await readPlacement(tx, id);
  if (!placement) throw new Error(`placement ${id} vanished inside its own transaction`);
  return placement;
}

/**
 * The employer fills in (or corrects) its part until the placement starts; the first time, the
 * school is told to validate it (with no school, the student that it is ready for signature). A
 * correction after the school validated it goes back to the school (`employer_completed`); one
 * after the agreement went out makes the next version (placement-versions.ts), and the other
 * parties are told.
 */
export async function saveEmployerPart(
  deps: AppDeps,
  employerId: string,
  id: string,
  part: z.output<typeof employerPartBody>,
): Promise<Placement | null> {
  return runUnitOfWork(deps, async (work) => {
    const placement = await lockPlacement(work.tx, id);
    if (!placement || placement.employerId !== employerId) return null;
    if (placement.status === 'cancelled') throw conflict('placements.isCancelled');
    if (!EMPLOYER_PART_OPEN.includes(placement.status)) throw conflict('placements.employerPartClosed');
    const replaced = await replaceSentVersion(work.tx, placement);
    await updatePlacement(work.tx, id, { status: 'employer_completed', terms: withEmployerPart(placement.terms, part) });
    if (replaced) await notifyPlacementStep(deps, id, 'new_version', others('employer'), work);
    if (placement.status === 'draft') {
      if (placement.institutionId) await notifyPlacementStep(deps, id, 'school_part', ['institution'], work);
      else await notifyPlacementStep(deps, id, 'ready_to_sign', ['student'], work);
    }
    return readLocked(work.tx, id);
  });
}

/** The student's own contact: the guardian's must differ from it. */
export async function studentContact(tx: DbOrTx, studentId: string) {
  const [row] = await tx
    .select({ email: users.email, phone: studentProfiles.phoneNumber, dateOfBirth: studentProfiles.dateOfBirth })
    .from(users)
    .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
    .where(eq(users.id, studentId));
  return row ?? { email: '', phone: null, dateOfBirth: null };
}

/** The school's part of this placement: its order in the steps, and the guardian's contact. */
async function checkSchoolPart(tx: DbOrTx, placement: LockedPlacement, part: z.output<typeof schoolPartBody>): Promise<string> {
  if (placement.status === 'cancelled') throw conflict('placements.isCancelled');
  if (placement.status === 'draft') throw conflict('placements.employerPartFirst');
  if (!SCHOOL_PART_OPEN.includes(placement.status)) throw conflict('placements.schoolPartClosed');
  const student = await studentContact(tx, placement.studentId);
  if (part.guardian) checkGuardianContact(part.guardian, student, 'guardian.');
  // The profile's date of birth wins: the school gives one only where the student gave none.
  const dateOfBirth = student.dateOfBirth ?? part.studentDateOfBirth;
  if (!dateOfBirth) throw invalidField('studentDateOfBirth', 'placements.birthDateRequired');
  return dateOfBirth;
}

/** A parent or guardian's e-mail and phone must not be the student's own: 400 naming the field. */
function checkGuardianContact(guardian: { email: string; phone: string }, student: { email: string; phone: string | null }, path: string): void {
  if (guardian.email.toLowerCase() === student.email.toLowerCase()) throw invalidField(`${path}email`, 'placements.guardianSameEmail');
  if (samePhone(guardian.phone, student.phone)) throw invalidField(`${path}phone`, 'placements.guardianSamePhone');
}

/**
 * The student's school completes its part and validates the agreement; the student and the
 * employer are told it is ready for signature (the first time). Sent again after the agreement
 * went out: the next version, validated, and the other parties are told. A placement with no school: 409,
 * whichever school asks (there is nothing of it to show); one of another school: null.
 */
export async function saveSchoolPart(
  deps: AppDeps,
  schoolUserId: string,
  id: string,
  part: z.output<typeof schoolPartBody>,
): Promise<Placement | null> {
  return runUnitOfWork(deps, async (work) => {
    const placement = await lockPlacement(work.tx, id);
    if (!placement) return null;
    if (!placement.institutionId) throw conflict('placements.noSchool');
    if (placement.institutionId !== (await institutionProfileIdOf(work.tx, schoolUserId))) return null;
    const dateOfBirth = await checkSchoolPart(work.tx, placement, part);
    const replaced = await replaceSentVersion(work.tx, placement);
    await updatePlacement(work.tx, id, { status: 'school_validated', terms: withSchoolPart(placement.terms, part, dateOfBirth) });
    if (replaced) await notifyPlacementStep(deps, id, 'new_version', others('institution'), work);
    if (placement.status === 'employer_completed') await notifyPlacementStep(deps, id, 'ready_to_sign', ['student', 'employer'], work);
    return readLocked(work.tx, id);
  });
}

/** Which party of this placement the caller is, or null. */
export async function partyOf(tx: DbOrTx, placement: LockedPlacement, caller: { id: string; role: string | null }): Promise<PlacementParty | null> {
  if (caller.role === 'student' && placement.studentId === caller.id) return 'student';
  if (caller.role === 'employer' && placement.employerId === caller.id) return 'employer';
  if (caller.role === 'institution' && placement.institutionId && placement.institutionId === (await institutionProfileIdOf(tx, caller.id))) {
    return 'institution';
  }
  return null;
}

/**
 * Who may cancel (docs/product/placements.md#states): the school at any step until it is over; the
 * employer until the school validated it (after, the school decides); the student only where there
 * is no school (a youth of age runs their own agreement). Every other party is told, with the reason.
 */
function checkMayCancel(placement: LockedPlacement, party: PlacementParty): void {
  if (CLOSED.includes(placement.status)) throw conflict('placements.cannotCancelAnyMore');
  if (party === 'employer' && !EMPLOYER_MAY_CANCEL.includes(placement.status)) throw conflict('placements.employerCannotCancel');
  if (party === 'student' && placement.institutionId) throw conflict('placements.studentCannotCancel');
}

export async function cancelPlacement(
  deps: AppDeps,
  caller: { id: string; role: string | null },
  id: string,
  reason: string,
): Promise<Placement | null> {
  return runUnitOfWork(deps, async (work) => {
    const placement = await lockPlacement(work.tx, id);
    if (!placement) return null;
    const party = await partyOf(work.tx, placement, caller);
    if (!party) return null;
    checkMayCancel(placement, party);
    await closeVersionsOnCancel(work.tx, placement);
    await updatePlacement(work.tx, id, { status: 'cancelled', cancelledReason: reason });
    await notifyPlacementStep(deps, id, 'cancelled', others(party), work, { reason });
    return readLocked(work.tx, id);
  });
}

/**
 * The student of a placement with no school names their parent or guardian (the school does it in
 * its part otherwise: 409), before the agreement goes out for signature. Null: not their placement.
 */
export async function saveStudentGuardian(
  deps: AppDeps,
  studentId: string,
  id: string,
  guardian: z.output<typeof guardianContactBody>,
): Promise<Placement | null> {
  return runUnitOfWork(deps, async (work) => {
    const placement = await lockPlacement(work.tx, id);
    if (!placement || placement.studentId !== studentId) return null;
    if (placement.institutionId) throw conflict('placements.schoolNamesGuardian');
    if (placement.status === 'cancelled') throw conflict('placements.isCancelled');
    if (!GUARDIAN_OPEN.includes(placement.status)) throw conflict('placements.guardianAfterSending');
    checkGuardianContact(guardian, await studentContact(work.tx, studentId), '');
    await updatePlacement(work.tx, id, { status: placement.status, terms: { ...placement.terms, guardian: { ...guardian } } });
    return readLocked(work.tx, id);
  });
}
