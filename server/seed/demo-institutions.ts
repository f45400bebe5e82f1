import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs } from '../db/schema';
import { createAlertsForJob } from '../features/institutions/alerts-service';

/**
 * Demo alerts (docs/product/schools.md#alerts): every active high-school posting alerts the schools within their
 * radius, the way publishing one does. Riverside (West Toronto, 25 km) hears about NorthBuild's two, the
 * workshop downtown and the salon in Mississauga; Lakeview (Vancouver) about Maple Market's barista traineeship.
 */
export async function loadDemoInstitutionData(db: Db): Promise<void> {
  const highSchoolJobs = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.isActive, true), eq(jobs.isHighSchoolOpportunity, true)));
  for (const job of highSchoolJobs) await createAlertsForJob(db, job.id);
}
