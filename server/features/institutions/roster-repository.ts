import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { normaliseApplicationStatus } from '@common/enums';
import type { PageQuery, Placement, RosterStudent } from '@common/contracts/institutions';
import { resumeDownloadPath } from '@common/contracts/files';
import type { DbOrTx } from '../../db/client';
import { applications, employerProfiles, jobs, studentProfiles, users } from '../../db/schema';

const offsetOf = ({ page, pageSize }: PageQuery) => (page - 1) * pageSize;

/** Every student whose profile names this institution, with their application and placement counts. */
export async function listRosterStudents(db: DbOrTx, institutionId: string, paging: PageQuery) {
  const applicationCount = sql<number>`(select count(*) from ${applications} where ${applications.studentId} = ${users.id})`.mapWith(Number);
  const placementCount = sql<number>`(select count(*) from ${applications} where ${applications.studentId} = ${users.id} and ${applications.status} = 'accepted')`.mapWith(Number);
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      grade: studentProfiles.grade,
      educationLevel: studentProfiles.educationLevel,
      skills: studentProfiles.skills,
      expectedGraduation: studentProfiles.expectedGraduation,
      resumeKey: studentProfiles.resumeKey,
      applicationCount,
      placementCount,
    })
    .from(studentProfiles)
    .innerJoin(users, eq(users.id, studentProfiles.userId))
    .where(eq(studentProfiles.institutionId, institutionId))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
    .limit(paging.pageSize)
    .offset(offsetOf(paging));
  const [totals] = await db.select({ total: count() }).from(studentProfiles).where(eq(studentProfiles.institutionId, institutionId));
  const students: RosterStudent[] = rows.map(({ resumeKey, ...row }) => ({
    ...row,
    resumeUrl: resumeKey ? resumeDownloadPath(row.id) : null,
  }));
  return { students, total: totals?.total ?? 0 };
}

/** The applications of the institution's students, newest first; accepted ones are placements. */
export async function listPlacements(db: DbOrTx, institutionId: string, paging: PageQuery) {
  const ofInstitution = eq(studentProfiles.institutionId, institutionId);
  const rows = await db
    .select({
      id: applications.id,
      status: applications.status,
      createdAt: applications.createdAt,
      studentId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      jobId: jobs.id,
      title: jobs.title,
      companyName: sql<string>`coalesce(${employerProfiles.companyName}, ${jobs.companyName})`,
    })
    .from(applications)
    .innerJoin(studentProfiles, eq(studentProfiles.userId, applications.studentId))
    .innerJoin(users, eq(users.id, applications.studentId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .leftJoin(employerProfiles, eq(employerProfiles.userId, jobs.employerId))
    .where(ofInstitution)
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(paging.pageSize)
    .offset(offsetOf(paging));
  const [totals] = await db
    .select({
      total: count(),
      placementCount: sql<number>`count(*) filter (where ${applications.status} = 'accepted')`.mapWith(Number),
    })
    .from(applications)
    .innerJoin(studentProfiles, eq(studentProfiles.userId, applications.studentId))
    .where(and(ofInstitution));
  const placements: Placement[] = rows.map((row) => {
    const status = normaliseApplicationStatus(row.status);
    return {
      id: row.id,
      status,
      isPlacement: status === 'accepted',
      createdAt: row.createdAt.toISOString(),
      student: { id: row.studentId, firstName: row.firstName, lastName: row.lastName },
      job: { id: row.jobId, title: row.title },
      employer: { companyName: row.companyName },
    };
  });
  return { placements, total: totals?.total ?? 0, placementCount: totals?.placementCount ?? 0 };
}
