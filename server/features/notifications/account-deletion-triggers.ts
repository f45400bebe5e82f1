import { and, eq } from 'drizzle-orm';
import { applications, institutionProfiles, jobs, schoolLinks } from '../../db/schema';
import type { UnitOfWork } from '../../db/unit-of-work';
import { notify, type NotifyDeps } from './notify';
import { NOTIFICATION_LINKS } from './triggers';

// Who hears that a student's account was deleted (docs/product/notifications.md): the school
// whose roster they were on, and the employer of each placement that had accepted them. Called in
// the deletion's unit of work before the student's rows go, so it still finds them. The texts do
// not name the student: nothing may keep naming a deleted person (docs/product/accounts.md).

export async function notifyStudentAccountDeleted(deps: NotifyDeps, studentId: string, work: UnitOfWork): Promise<void> {
  const { tx } = work;
  const [school] = await tx
    .select({ userId: institutionProfiles.userId })
    .from(schoolLinks)
    .innerJoin(institutionProfiles, eq(institutionProfiles.id, schoolLinks.institutionId))
    .where(and(eq(schoolLinks.studentId, studentId), eq(schoolLinks.status, 'approved')));
  if (school) {
    await notify(
      deps,
      { userId: school.userId, kind: 'student_account_deleted', params: { organisation: 'institution' }, link: NOTIFICATION_LINKS.institutionHome },
      work,
    );
  }
  const placements = await tx
    .select({ employerId: jobs.employerId, jobTitle: jobs.title })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(eq(applications.studentId, studentId), eq(applications.status, 'accepted')));
  for (const placement of placements) {
    await notify(
      deps,
      {
        userId: placement.employerId,
        kind: 'student_account_deleted',
        params: { organisation: 'employer', jobTitle: placement.jobTitle },
        link: NOTIFICATION_LINKS.employerApplications,
      },
      work,
    );
  }
}
