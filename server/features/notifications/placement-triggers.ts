import { eq } from 'drizzle-orm';
import type { PlacementStep, SignerParty } from '@common/enums';
import { placementPagePath } from '@common/placement-paths';
import { applications, institutionProfiles, jobs, placements, users } from '../../db/schema';
import type { UnitOfWork } from '../../db/unit-of-work';
import { placementNoticeColumns } from '../placements/placement-notice-columns';
import { notify, type NotifyDeps } from './notify';
import { displayName } from './triggers';

// A placement's parties hear of each step that waits for them (docs/product/placements.md#states):
// the employer that its part is to fill in, the school that the agreement is to validate, the
// student and the employer that it is ready for signature, everyone else that it was cancelled.
// One kind, placement_step, with the step in its params; inside the step's unit of work.

/** A party of a placement, as a recipient. */
export type PlacementParty = 'student' | 'employer' | 'institution';

/**
 * What some steps add: a cancellation's or a refusal's reason; the signer a reminder or an overdue
 * notice is about (`signer`), and the reminder's number (`round`): each reminder is news of its own.
 */
export interface PlacementStepExtra {
  reason?: string;
  signer?: SignerParty;
  round?: number;
  /** Hours' steps: how many days the hours have waited (hours_overdue). */
  days?: number;
  /** What makes this notice news of its own beyond the step (an hours flag: its shift and rule; an overdue link). */
  about?: string;
}

/**
 * Tells each of `parties` (those the placement has: no school, no school's notice) that the
 * placement reached `step`. Each (placement, version, step, party) is told once: its dedupe key.
 */
export async function notifyPlacementStep(
  deps: NotifyDeps,
  placementId: string,
  step: PlacementStep,
  parties: readonly PlacementParty[],
  work: UnitOfWork,
  extra: PlacementStepExtra = {},
): Promise<void> {
  const [row] = await work.tx
    .select({ ...placementNoticeColumns, employerId: placements.employerId, version: placements.version, schoolUserId: institutionProfiles.userId })
    .from(placements)
    .innerJoin(applications, eq(applications.id, placements.applicationId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(users, eq(users.id, placements.studentId))
    .leftJoin(institutionProfiles, eq(institutionProfiles.id, placements.institutionId))
    .where(eq(placements.id, placementId));
  if (!row) return;
  const recipients: Record<PlacementParty, string | null> = { student: row.studentId, employer: row.employerId, institution: row.schoolUserId };
  for (const party of parties) {
    const userId = recipients[party];
    if (!userId) continue;
    await notify(
      deps,
      {
        userId,
        kind: 'placement_step',
        // `reader`: the student reads "your placement", the others the student's name.
        params: {
          placementId,
          step,
          jobTitle: row.jobTitle,
          studentName: displayName(row),
          reader: party,
          ...(extra.reason ? { reason: extra.reason } : {}),
          ...(extra.signer ? { signer: extra.signer } : {}),
          ...(extra.days !== undefined ? { days: extra.days } : {}),
        },
        ...(party === 'student' ? {} : { mentions: [row.studentId] }),
        // Every party's notice (and its e-mail's button) opens the placement's own page.
        link: placementPagePath(placementId),
        // A new version of the agreement (a change after a signature: a later session) is news again.
        dedupeKey: `placement_step:${placementId}:v${row.version}:${step}:${party}${extra.signer ? `:${extra.signer}` : ''}${extra.round ? `:r${extra.round}` : ''}${extra.about ? `:${extra.about}` : ''}`,
      },
      work,
    );
  }
}
