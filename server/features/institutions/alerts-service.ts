import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { institutionAlerts, institutionProfiles, jobs } from '../../db/schema';
import { KM_PER_DEGREE_OF_LATITUDE } from '@common/near-me';
import { distanceKmSql } from '../../geodata/distance-sql';
import { deadlineNotPassed } from '../jobs/job-open';

const normalisedCity = (column: typeof jobs.city | typeof institutionProfiles.city) => sql`immutable_unaccent(lower(trim(${column})))`;

/**
 * Which schools a posting reaches (docs/product/schools.md#alerts, docs/product/near-me.md): a school
 * and a posting both placed on the map, when the posting is within the school's alert radius (a band
 * of latitude first, then the distance: schools are few); otherwise, the schools of the posting's city.
 *
 * Cities are compared trimmed, case- and accent-insensitively ("  toronto" matches "Toronto", "Montreal"
 * matches "Montréal"; immutable_unaccent is migration 0023's, as the job search's city filter).
 */
const reachesSchool = sql`case
  when ${institutionProfiles.latitude} is not null and ${jobs.latitude} is not null then
    ${institutionProfiles.latitude} between ${jobs.latitude} - ${institutionProfiles.alertRadiusKm} / ${KM_PER_DEGREE_OF_LATITUDE}::double precision
      and ${jobs.latitude} + ${institutionProfiles.alertRadiusKm} / ${KM_PER_DEGREE_OF_LATITUDE}::double precision
    and ${distanceKmSql(institutionProfiles, jobs)} <= ${institutionProfiles.alertRadiusKm}
  else ${normalisedCity(jobs.city)} <> '' and ${normalisedCity(institutionProfiles.city)} = ${normalisedCity(jobs.city)}
end`;

/**
 * When an active high-school posting is published, switched on or its employer verified, every school it
 * reaches (within the school's alert radius, or in its city: reachesSchool) gets one alert for it. The jobs
 * feature calls this after creating a job and after switching one on. Returns how many alerts were created.
 *
 * The unique (institution, job) index with ON CONFLICT DO NOTHING means calling this again, or concurrently,
 * never makes a second alert, and a dismissed alert stays dismissed when a job is switched on again. A school
 * that changes its radius or postal code is measured anew for the postings that come after.
 */
export async function createAlertsForJob(db: DbOrTx, jobId: string): Promise<number> {
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
        .innerJoin(institutionProfiles, reachesSchool)
        .where(
          and(
            eq(jobs.id, jobId),
            eq(jobs.isActive, true),
            // Not before FirstRung has verified the employer; verifying it calls this again.
            eq(jobs.employerVerified, true),
            eq(jobs.isHighSchoolOpportunity, true),
            // Never about a posting past its deadline (an employer verified long after posting it).
            deadlineNotPassed(),
          ),
        ),
    )
    .onConflictDoNothing({ target: [institutionAlerts.institutionId, institutionAlerts.jobId] })
    .returning({ id: institutionAlerts.id });
  return created.length;
}
