import { and, asc, desc, eq } from 'drizzle-orm';
import type { Placement } from '@common/contracts/placements';
import type { SchoolInvitation } from '@common/contracts/placement-school-invitations';
import type { PlacementStatus, SchoolInvitationStatus } from '@common/enums';
import { placementPagePath } from '@common/placement-paths';
import type { AppDeps } from '../../app-deps';
import type { DbOrTx } from '../../db/client';
import { applications, institutionProfiles, jobs, placements, placementSchoolInvitations, users } from '../../db/schema';
import { runUnitOfWork, type UnitOfWork } from '../../db/unit-of-work';
import { AppError, invalidField } from '../../errors/app-error';
import type { PlainMessageKey } from '../../errors/messages/en';
import { notify } from '../notifications/notify';
import { notifyPlacementStep } from '../notifications/placement-triggers';
import { displayName } from '../notifications/triggers';
import { institutionProfileIdOf, lockPlacement, readPlacement } from './placement-repository';

// A student with no school (a graduated youth) invites a verified school to take part in their
// placement (docs/product/placements.md#a-student-with-no-school-invites-one), before the agreement
// goes out. The school sees it on its placement board and accepts (it becomes the placement's school:
// its part, its validation and its signature then apply) or declines (the student is told). One
// invitation waits at a time. Every change locks the placement, in one unit of work with its notices.

/** Before it is sent: a school may still be invited, and may still accept. */
const INVITATION_OPEN: readonly PlacementStatus[] = ['draft', 'employer_completed'];

const conflict = (key: Extract<PlainMessageKey, `placements.${string}`>) => new AppError('CONFLICT', key);

const selectInvitations = (db: DbOrTx) =>
  db
    .select({
      id: placementSchoolInvitations.id,
      placementId: placementSchoolInvitations.placementId,
      status: placementSchoolInvitations.status,
      studentId: placements.studentId,
      schoolId: institutionProfiles.id,
      schoolName: institutionProfiles.institutionName,
      schoolUserId: institutionProfiles.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      name: users.name,
      employerName: jobs.companyName,
      jobTitle: jobs.title,
      createdAt: placementSchoolInvitations.createdAt,
      answeredAt: placementSchoolInvitations.answeredAt,
    })
    .from(placementSchoolInvitations)
    .innerJoin(institutionProfiles, eq(institutionProfiles.id, placementSchoolInvitations.institutionId))
    .innerJoin(placements, eq(placements.id, placementSchoolInvitations.placementId))
    .innerJoin(users, eq(users.id, placements.studentId))
    .innerJoin(applications, eq(applications.id, placements.applicationId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId));

type InvitationRow = Awaited<ReturnType<ReturnType<typeof selectInvitations>['where']>>[number];

const toInvitation = (row: InvitationRow): SchoolInvitation => ({
  id: row.id,
  placementId: row.placementId,
  status: row.status as SchoolInvitationStatus,
  school: { id: row.schoolId, name: row.schoolName },
  studentName: displayName(row),
  employerName: row.employerName,
  jobTitle: row.jobTitle,
  createdAt: row.createdAt.toISOString(),
  answeredAt: row.answeredAt?.toISOString() ?? null,
});

async function invitationById(db: DbOrTx, id: string): Promise<InvitationRow | null> {
  const [row] = await selectInvitations(db).where(eq(placementSchoolInvitations.id, id));
  return row ?? null;
}

/** The placement's latest invitation (the student's view); null: none, or not their placement. */
export async function latestSchoolInvitation(db: DbOrTx, studentId: string, placementId: string): Promise<SchoolInvitation | null> {
  const [row] = await selectInvitations(db)
    .where(and(eq(placementSchoolInvitations.placementId, placementId), eq(placements.studentId, studentId)))
    .orderBy(desc(placementSchoolInvitations.createdAt))
    .limit(1);
  return row ? toInvitation(row) : null;
}

/** Whether the student may read the placement's invitation: theirs (else the route answers not found). */
export async function isStudentsPlacement(db: DbOrTx, studentId: string, placementId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: placements.id })
    .from(placements)
    .where(and(eq(placements.id, placementId), eq(placements.studentId, studentId)));
  return row !== undefined;
}

/** A school's invitations waiting for its answer, oldest first. */
export async function pendingSchoolInvitations(db: DbOrTx, schoolUserId: string): Promise<SchoolInvitation[]> {
  const schoolId = await institutionProfileIdOf(db, schoolUserId);
  if (!schoolId) return [];
  const rows = await selectInvitations(db)
    .where(and(eq(placementSchoolInvitations.institutionId, schoolId), eq(placementSchoolInvitations.status, 'pending')))
    .orderBy(asc(placementSchoolInvitations.createdAt), asc(placementSchoolInvitations.id));
  return rows.map(toInvitation);
}

/** Tells the invited school (no party of the placement yet: notifyPlacementStep cannot reach it). */
async function notifyInvitedSchool(deps: AppDeps, work: UnitOfWork, invitation: InvitationRow): Promise<void> {
  await notify(
    deps,
    {
      userId: invitation.schoolUserId,
      kind: 'placement_step',
      params: {
        placementId: invitation.placementId,
        step: 'school_invited',
        jobTitle: invitation.jobTitle,
        studentName: displayName(invitation),
        reader: 'institution',
      },
      mentions: [invitation.studentId],
      // The placement's page shows the invitation to answer (the placement itself once accepted).
      link: placementPagePath(invitation.placementId),
      dedupeKey: `school_invitation:${invitation.id}`,
    },
    work,
  );
}

/**
 * The student invites a verified school (400 when the id names no verified school). 409: the
 * placement has a school, was sent for signature or cancelled, or an invitation waits already.
 * Null: not their placement.
 */
export async function inviteSchool(deps: AppDeps, studentId: string, placementId: string, institutionId: string): Promise<SchoolInvitation | null> {
  return runUnitOfWork(deps, async (work) => {
    const { tx } = work;
    const placement = await lockPlacement(tx, placementId);
    if (!placement || placement.studentId !== studentId) return null;
    if (placement.institutionId) throw conflict('placements.schoolInvitationHasSchool');
    if (placement.status === 'cancelled') throw conflict('placements.isCancelled');
    if (!INVITATION_OPEN.includes(placement.status)) throw conflict('placements.schoolInvitationAfterSending');
    const [school] = await tx
      .select({ id: institutionProfiles.id })
      .from(institutionProfiles)
      .where(and(eq(institutionProfiles.id, institutionId), eq(institutionProfiles.verificationStatus, 'verified')));
    if (!school) throw invalidField('institutionId', 'placements.schoolNotVerified');
    const [waiting] = await tx
      .select({ id: placementSchoolInvitations.id })
      .from(placementSchoolInvitations)
      .where(and(eq(placementSchoolInvitations.placementId, placementId), eq(placementSchoolInvitations.status, 'pending')));
    if (waiting) throw conflict('placements.schoolInvitationPending');
    const [inserted] = await tx
      .insert(placementSchoolInvitations)
      .values({ placementId, institutionId: school.id })
      .returning({ id: placementSchoolInvitations.id });
    const invitation = (await invitationById(tx, inserted!.id))!;
    await notifyInvitedSchool(deps, work, invitation);
    return toInvitation(invitation);
  });
}

/** The invitation the school answers, its placement locked; null: no such invitation of this school. */
async function lockOwnInvitation(work: UnitOfWork, schoolUserId: string, invitationId: string) {
  const schoolId = await institutionProfileIdOf(work.tx, schoolUserId);
  const invitation = await invitationById(work.tx, invitationId);
  if (!schoolId || !invitation || invitation.schoolId !== schoolId) return null;
  const placement = await lockPlacement(work.tx, invitation.placementId);
  if (!placement) return null;
  // Read again under the placement's lock: a concurrent answer is seen.
  const current = (await invitationById(work.tx, invitationId))!;
  if (current.status !== 'pending') throw conflict('placements.schoolInvitationAnswered');
  return { invitation: current, placement };
}

/**
 * The school accepts: it becomes the placement's school, so its part, its validation and its
 * signature apply; the student and the employer are told, and the school too when the employer's part
 * is done (its step now). 409: answered already, or the placement was sent, cancelled or has a school.
 */
export async function acceptSchoolInvitation(
  deps: AppDeps,
  schoolUserId: string,
  invitationId: string,
  now: Date = new Date(),
): Promise<Placement | null> {
  return runUnitOfWork(deps, async (work) => {
    const locked = await lockOwnInvitation(work, schoolUserId, invitationId);
    if (!locked) return null;
    const { invitation, placement } = locked;
    if (placement.status === 'cancelled') throw conflict('placements.isCancelled');
    if (placement.institutionId) throw conflict('placements.schoolInvitationHasSchool');
    if (!INVITATION_OPEN.includes(placement.status)) throw conflict('placements.schoolInvitationAfterSending');
    await work.tx
      .update(placementSchoolInvitations)
      .set({ status: 'accepted', answeredAt: now })
      .where(eq(placementSchoolInvitations.id, invitation.id));
    await work.tx.update(placements).set({ institutionId: invitation.schoolId }).where(eq(placements.id, placement.id));
    await notifyPlacementStep(deps, placement.id, 'school_invitation_accepted', ['student', 'employer'], work);
    if (placement.status === 'employer_completed') await notifyPlacementStep(deps, placement.id, 'school_part', ['institution'], work);
    return readPlacement(work.tx, placement.id);
  });
}

/** The school declines: the student is told (and may invite another). 409: answered already. */
export async function declineSchoolInvitation(
  deps: AppDeps,
  schoolUserId: string,
  invitationId: string,
  now: Date = new Date(),
): Promise<SchoolInvitation | null> {
  return runUnitOfWork(deps, async (work) => {
    const locked = await lockOwnInvitation(work, schoolUserId, invitationId);
    if (!locked) return null;
    await work.tx
      .update(placementSchoolInvitations)
      .set({ status: 'declined', answeredAt: now })
      .where(eq(placementSchoolInvitations.id, invitationId));
    // Told once per refusal: the step's dedupe key is per placement version, so each school's refusal is a round of its own.
    await notifyPlacementStep(deps, locked.placement.id, 'school_invitation_declined', ['student'], work, {
      round: await declinedCount(work.tx, locked.placement.id),
    });
    return toInvitation((await invitationById(work.tx, invitationId))!);
  });
}

async function declinedCount(tx: DbOrTx, placementId: string): Promise<number> {
  const rows = await tx
    .select({ id: placementSchoolInvitations.id })
    .from(placementSchoolInvitations)
    .where(and(eq(placementSchoolInvitations.placementId, placementId), eq(placementSchoolInvitations.status, 'declined')));
  return rows.length;
}
