import { eq } from 'drizzle-orm';
import type { VerificationKind } from '@common/enums';
import { institutionProfiles, schoolLinks, users } from '../../db/schema';
import type { UnitOfWork } from '../../db/unit-of-work';
import { notify, type NotifyDeps, type NotifyResult } from './notify';
import { displayName, NOTIFICATION_LINKS } from './triggers';

// Decisions about someone, told to them at once (docs/product/notifications.md): FirstRung's
// verification of a school or an employer, a school's answer to a student's request to join; and
// the request itself, in the school's bell (its e-mail is the daily summary). Each is called
// inside the unit of work of the change it tells of.

/** The organisation's own dashboard: an employer's, or a school's home. */
const dashboardOf = (kind: VerificationKind) => (kind === 'employer' ? NOTIFICATION_LINKS.employerApplications : NOTIFICATION_LINKS.institutionHome);

/** A school or an employer hears that FirstRung verified it, or could not (with the reason, when the admin gave one). */
export function notifyVerificationDecided(
  deps: NotifyDeps,
  input: { userId: string; kind: VerificationKind; name: string; decision: 'verified' | 'rejected'; reason: string | null },
  work: UnitOfWork,
): Promise<NotifyResult> {
  return notify(
    deps,
    {
      userId: input.userId,
      kind: 'verification_decided',
      params: {
        organisation: input.kind,
        name: input.name,
        decision: input.decision,
        ...(input.decision === 'rejected' && input.reason ? { reason: input.reason } : {}),
      },
      link: dashboardOf(input.kind),
    },
    work,
  );
}

/** A school sees a student's new request to join it in the bell at once; the e-mail waits for its daily summary. */
export async function notifySchoolLinkRequested(
  deps: NotifyDeps,
  input: { studentId: string; institutionId: string },
  work: UnitOfWork,
): Promise<NotifyResult | null> {
  const [row] = await work.tx
    .select({ schoolUserId: institutionProfiles.userId, firstName: users.firstName, lastName: users.lastName, name: users.name })
    .from(institutionProfiles)
    .innerJoin(users, eq(users.id, input.studentId))
    .where(eq(institutionProfiles.id, input.institutionId));
  if (!row) return null;
  return notify(
    deps,
    {
      userId: row.schoolUserId,
      kind: 'school_link_requested',
      params: { studentName: displayName(row) },
      // The student's name: deleting their account deletes this notification (docs/product/accounts.md).
      mentions: [input.studentId],
      link: NOTIFICATION_LINKS.institutionHome,
    },
    work,
  );
}

/** The student hears the school's answer to their request to join it. */
export async function notifySchoolLinkDecided(deps: NotifyDeps, linkId: string, work: UnitOfWork): Promise<NotifyResult | null> {
  const [row] = await work.tx
    .select({ studentId: schoolLinks.studentId, status: schoolLinks.status, institutionName: institutionProfiles.institutionName })
    .from(schoolLinks)
    .innerJoin(institutionProfiles, eq(institutionProfiles.id, schoolLinks.institutionId))
    .where(eq(schoolLinks.id, linkId));
  if (!row || (row.status !== 'approved' && row.status !== 'declined')) return null;
  return notify(
    deps,
    {
      userId: row.studentId,
      kind: 'school_link_decided',
      params: { institutionName: row.institutionName, decision: row.status },
      link: NOTIFICATION_LINKS.studentHome,
    },
    work,
  );
}
