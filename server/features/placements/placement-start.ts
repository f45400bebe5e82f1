import { and, eq } from 'drizzle-orm';
import { applications, employerProfiles, institutionProfiles, jobs, rosterEntries, studentProfiles } from '../../db/schema';
import type { UnitOfWork } from '../../db/unit-of-work';
import { findApprovedSchoolId } from '../institutions/school-links-repository';
import { notifyPlacementStep } from '../notifications/placement-triggers';
import type { NotifyDeps } from '../notifications/notify';
import { insertPlacement } from './placement-repository';
import { prefilledTerms } from './placement-terms';

// From offer to placement (docs/product/placements.md#from-offer-to-placement): when the student
// accepts an offer, its placement starts as a draft in the same unit of work, prefilled from the
// posting and the profiles, and the employer is told to fill in its part.

/**
 * Starts the placement of an accepted application: its school is the student's approved school
 * now (none: a student with no school, whose agreement skips the school's step). Null when the
 * application has a placement already (an offer is accepted once; this is the database's word too).
 */
export async function startPlacement(deps: NotifyDeps, applicationId: string, work: UnitOfWork): Promise<string | null> {
  const { tx } = work;
  const [source] = await tx
    .select({
      studentId: applications.studentId,
      employerId: jobs.employerId,
      companyName: jobs.companyName,
      location: jobs.location,
      city: jobs.city,
      postalCode: jobs.postalCode,
      startDate: jobs.startDate,
      hoursPerWeek: jobs.hoursPerWeek,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(applications.id, applicationId));
  if (!source) return null;
  const institutionId = await findApprovedSchoolId(tx, source.studentId);
  // One after another: a transaction is one connection.
  const [employer] = await tx
    .select({ companyName: employerProfiles.companyName, country: employerProfiles.country, region: employerProfiles.region })
    .from(employerProfiles)
    .where(eq(employerProfiles.userId, source.employerId));
  const [institution] = institutionId
    ? await tx
        .select({
          contactPerson: institutionProfiles.contactPerson,
          contactEmail: institutionProfiles.contactEmail,
          contactPhone: institutionProfiles.contactPhone,
        })
        .from(institutionProfiles)
        .where(eq(institutionProfiles.id, institutionId))
    : [];
  const [student] = await tx
    .select({ dateOfBirth: studentProfiles.dateOfBirth })
    .from(studentProfiles)
    .where(eq(studentProfiles.userId, source.studentId));
  // The guardian the school's roster names for this student (docs/product/school-sign-in.md#roster-import-csv).
  const [rosterGuardian] = institutionId
    ? await tx
        .select({ name: rosterEntries.guardianName, email: rosterEntries.guardianEmail, phone: rosterEntries.guardianPhone })
        .from(rosterEntries)
        .where(and(eq(rosterEntries.institutionId, institutionId), eq(rosterEntries.studentId, source.studentId)))
        .limit(1)
    : [];
  const terms = prefilledTerms({
    job: source,
    employer: employer ?? null,
    institution: institution ?? null,
    student: student ?? null,
    rosterGuardian: rosterGuardian ?? null,
  });
  const id = await insertPlacement(tx, { applicationId, studentId: source.studentId, employerId: source.employerId, institutionId, terms });
  if (id) await notifyPlacementStep(deps, id, 'employer_part', ['employer'], work);
  return id;
}
