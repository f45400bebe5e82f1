import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { InstitutionAlert, PageQuery } from '@common/contracts/institutions';
import type { DbOrTx } from '../../db/client';
import { employerProfiles, institutionAlerts, jobs } from '../../db/schema';

/** Open alerts: not dismissed, and the posting is still switched on. */
const openAlertsOf = (institutionId: string) =>
  and(eq(institutionAlerts.institutionId, institutionId), isNull(institutionAlerts.dismissedAt), eq(jobs.isActive, true));

/** An institution's open alerts, newest first. */
export async function listOpenAlerts(db: DbOrTx, institutionId: string, { page, pageSize }: PageQuery) {
  const rows = await db
    .select({
      id: institutionAlerts.id,
      createdAt: institutionAlerts.createdAt,
      jobId: jobs.id,
      title: jobs.title,
      city: jobs.city,
      type: jobs.type,
      // The employer's current company name; the posting's own copy if the profile is gone.
      companyName: sql<string>`coalesce(${employerProfiles.companyName}, ${jobs.companyName})`,
    })
    .from(institutionAlerts)
    .innerJoin(jobs, eq(jobs.id, institutionAlerts.jobId))
    .leftJoin(employerProfiles, eq(employerProfiles.userId, jobs.employerId))
    .where(openAlertsOf(institutionId))
    .orderBy(desc(institutionAlerts.createdAt), desc(institutionAlerts.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [totals] = await db
    .select({ total: count() })
    .from(institutionAlerts)
    .innerJoin(jobs, eq(jobs.id, institutionAlerts.jobId))
    .where(openAlertsOf(institutionId));
  const alerts: InstitutionAlert[] = rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    job: { id: row.jobId, title: row.title, city: row.city, type: row.type, employer: { companyName: row.companyName } },
  }));
  return { alerts, total: totals?.total ?? 0 };
}

/** Marks one of the institution's alerts dismissed; false when it is not theirs (or does not exist). */
export async function dismissAlert(db: DbOrTx, institutionId: string, alertId: string): Promise<boolean> {
  const updated = await db
    .update(institutionAlerts)
    .set({ dismissedAt: sql`coalesce(${institutionAlerts.dismissedAt}, now())` })
    .where(and(eq(institutionAlerts.id, alertId), eq(institutionAlerts.institutionId, institutionId)))
    .returning({ id: institutionAlerts.id });
  return updated.length > 0;
}
