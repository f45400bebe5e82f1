import type { JobDetailResponse } from '@common/contracts/jobs';
import type { RequestAuth } from '../../auth/session';
import type { Db } from '../../db/client';
import { applicationStatusOf } from './student-application-repository';
import { canSeeJob, countsAsView, findStudentProfileState } from './job-access';
import { findJob, incrementViewCount } from './job-repository';

/**
 * One posting as `viewer` sees it, and what they may do with it; null when they may not see it.
 * Reading it counts as a view (docs/product/jobs.md). Used by GET /api/jobs/{id} and by the job
 * page a visitor is sent, which carries the same answer so the browser need not ask again.
 */
export async function readJobDetail(db: Db, id: string, auth: RequestAuth | null): Promise<JobDetailResponse | null> {
  const student = auth?.user.role === 'student' ? auth.user.id : null;
  const found = await findJob(db, id, student);
  if (!found || !canSeeJob(found, auth)) return null;
  if (countsAsView(found, auth)) {
    await incrementViewCount(db, found.id);
    found.viewCount += 1;
  }
  const profile = student ? await findStudentProfileState(db, student) : null;
  const { employerId, ...job } = found;
  const applicationStatus = student && profile ? await applicationStatusOf(db, job.id, student) : null;
  const isOwner = auth?.user.id === employerId;
  return {
    job,
    viewer: {
      isStudentWithProfile: profile !== null,
      hasResume: profile?.hasResume ?? false,
      hasApplied: applicationStatus !== null,
      applicationStatus,
      isOwner,
      // Views measure would-be applicants' interest: the employer's figure, not the students' (docs/product/jobs.md#detail).
      seesViews: isOwner || auth?.user.role === 'admin',
    },
  };
}
