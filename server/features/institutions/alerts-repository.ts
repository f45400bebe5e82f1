import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { AlertsPage, InstitutionListQuery } from '@common/contracts/institutions';
import type { DbOrTx } from '../../db/client';
import { employerProfiles, institutionAlerts, jobs } from '../../db/schema';
import { afterCursor, createdAtText, decodeCursor, toPage } from '../../http/keyset';
import { deadlineNotPassed } from '../jobs/job-open';

/** Open alerts: not dismissed, and the posting is still public (switched on, its employer verified, its deadline not passed). */
const openAlertsOf = (institutionId: string) =>
  and(
    eq(institutionAlerts.institutionId, institutionId),
    isNull(institutionAlerts.dismissedAt),
    eq(jobs.isActive, true),
    eq(jobs.employerVerified, true),
    deadlineNotPassed(),
  );

/** An institution's open alerts, newest first, one page by cursor (counted on the first page). */
export async function listOpenAlerts(db: DbOrTx, institutionId: string, query: InstitutionListQuery): Promise<AlertsPage> {
  const cursor = decodeCursor(query.cursor, true);
  const [rows, total] = await Promise.all([
    db
      .select({
        id: institutionAlerts.id,
        createdAt: institutionAlerts.createdAt,
        createdAtText: createdAtText(institutionAlerts.createdAt),
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
      .where(and(openAlertsOf(institutionId), cursor ? afterCursor(institutionAlerts.createdAt, institutionAlerts.id, cursor, true) : undefined))
      .orderBy(desc(institutionAlerts.createdAt), desc(institutionAlerts.id))
      .limit(query.limit + 1),
    cursor ? null : countOpenAlerts(db, institutionId),
  ]);
  const { pageRows, nextCursor } = toPage(rows, query.limit);
  const items = pageRows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    job: { id: row.jobId, title: row.title, city: row.city, type: row.type, employer: { companyName: row.companyName } },
  }));
  return { items, nextCursor, total };
}

async function countOpenAlerts(db: DbOrTx, institutionId: string): Promise<number> {
  const [totals] = await db
    .select({ total: count() })
    .from(institutionAlerts)
    .innerJoin(jobs, eq(jobs.id, institutionAlerts.jobId))
    .where(openAlertsOf(institutionId));
  return totals?.total ?? 0;
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
