import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { institutionAlerts, institutionProfiles, jobs } from '../../db/schema';
import { deadlineNotPassed } from '../jobs/job-open';

/**
 * When an active high-school posting is published, switched on or its employer verified, every institution in the
 * posting's city gets one alert for it (docs/product/schools.md#alerts). The jobs feature calls this after
 * creating a job and after switching one on. Returns how many alerts were created.
 *
 * Cities are compared trimmed, case- and accent-insensitively ("  toronto" matches "Toronto", "Montreal"
 * matches "Montréal"; immutable_unaccent is migration 0023's, as the job search's city filter). The unique
 * (institution, job) index with ON CONFLICT DO NOTHING means calling this again, or concurrently,
 * never makes a second alert, and a dismissed alert stays dismissed when a job is switched on again.
 */
export async function createAlertsForJob(db: DbOrTx, jobId: string): Promise<number> {
  const normalisedCity = (column: typeof jobs.city | typeof institutionProfiles.city) => sql`immutable_unaccent(lower(trim(${column})))`;
  const created = await db
    .insert(institutionAlerts)
    .select(
      db
        // Drizzle's insert-select wants every column of the table, in its order.
        .select({
          id: sql<string>`gen_random_uuid()`.as('id'),
          institutionId: sql<string>`${institutionProfiles.id}`.as('institution_id'),
          jobId: sql<string>`${jobs.id}`.as('job_id'),
          dismissedAt: sql<Date | null>`null::timestamptz`.as('dismissed_at'),
          createdAt: sql<Date>`now()`.as('created_at'),
        })
        .from(jobs)
        .innerJoin(institutionProfiles, sql`${normalisedCity(institutionProfiles.city)} = ${normalisedCity(jobs.city)}`)
        .where(
          and(
            eq(jobs.id, jobId),
            eq(jobs.isActive, true),
            // Not before FirstRung has verified the employer; verifying it calls this again.
            eq(jobs.employerVerified, true),
            eq(jobs.isHighSchoolOpportunity, true),
            // Never about a posting past its deadline (an employer verified long after posting it).
            deadlineNotPassed(),
            sql`${normalisedCity(jobs.city)} <> ''`,
          ),
        ),
    )
    .onConflictDoNothing({ target: [institutionAlerts.institutionId, institutionAlerts.jobId] })
    .returning({ id: institutionAlerts.id });
  return created.length;
}
