import { count, sql } from 'drizzle-orm';
import type { AdminStats } from '@common/contracts/admin';
import type { DbOrTx } from '../../db/client';
import { applications, isLiveApplication, jobs, users } from '../../db/schema';
import { deadlineNotPassed } from '../jobs/job-open';

/** The admin stat cards (docs/product/admin.md): users by role, postings (all and active), applications. */
export async function getAdminStats(db: DbOrTx): Promise<AdminStats> {
  const [byRole, [jobTotals], [applicationTotal]] = await Promise.all([
    db.select({ role: users.role, n: count() }).from(users).groupBy(users.role),
    db
      .select({ total: count(), active: sql<number>`count(*) filter (where ${jobs.isActive} and ${deadlineNotPassed()})`.mapWith(Number) })
      .from(jobs),
    db.select({ n: count() }).from(applications).where(isLiveApplication),
  ]);
  const usersWithRole = (role: string) => byRole.find((row) => row.role === role)?.n ?? 0;
  return {
    totalUsers: byRole.reduce((sum, row) => sum + row.n, 0),
    totalStudents: usersWithRole('student'),
    totalEmployers: usersWithRole('employer'),
    totalInstitutions: usersWithRole('institution'),
    totalJobs: jobTotals?.total ?? 0,
    activeJobs: jobTotals?.active ?? 0,
    totalApplications: applicationTotal?.n ?? 0,
  };
}
