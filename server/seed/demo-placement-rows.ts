import type { PlacementTerms } from '@common/contracts/placements';
import type { Db } from '../db/client';
import { placements, placementVersions } from '../db/schema';
import { agreementText, textHashOf } from '../features/placements/agreement-text';
import { readPlacement } from '../features/placements/placement-repository';
import { agreementRules } from '../features/placements/signers';
import { createApplication } from './factories';

// The rows every demo placement is made of (demo-placements.ts, demo-placement-end.ts): the accepted
// application and its placement, version 1 of the agreement from the real builder (so its hash is
// real), and what its signatures say of where they were signed. Plain inserts, as the demo's others.

const DAY_MS = 86_400_000;

/** The terms an agreement is sent with: its dates and the student's birth date filled in. */
export type DemoAgreementTerms = PlacementTerms & { startDate: string; endDate: string; studentDateOfBirth: string };

/** Where a demo signature was made (an account's or a guardian's): one documentation address, one user agent. */
export const DEMO_SIGNING_CLIENT = { ipAddress: '203.0.113.10', userAgent: 'Demo data' } as const;

/** The supervisor the NorthBuild placements name (and the NorthBuild demo account's address). */
export const NORTHBUILD_SUPERVISOR = { name: 'Priya Shah', role: 'Site lead', email: 'priya@northbuild.test', phone: '+14165550188' };
export const NORTHBUILD_WORKPLACE = {
  legalName: 'NorthBuild Trades Inc.',
  address: '88 King Street',
  city: 'Toronto',
  country: 'Canada' as const,
  region: 'Ontario',
  postalCode: 'M5V 1J1',
};

export interface DemoPlacement {
  jobId: string;
  studentId: string;
  employerId: string;
  institutionId: string | null;
  status: (typeof placements.$inferInsert)['status'];
  terms: PlacementTerms;
  /** The application: sent at `sentAt` (seen at once, 14 days to answer), the offer `offeredAfterDays` later. */
  application: { sentAt: Date; offeredAfterDays: number; offerNote: string; updatedAt?: Date };
  /** The placement's own times; the tables' defaults (now) when not given. */
  createdAt?: Date;
  updatedAt?: Date;
}

/** An accepted application and the placement it became; answers the placement's id. */
export async function insertDemoPlacement(db: Db, placement: DemoPlacement): Promise<string> {
  const { sentAt, offeredAfterDays, offerNote, updatedAt } = placement.application;
  const application = await createApplication(db, placement.jobId, placement.studentId, {
    status: 'accepted',
    createdAt: sentAt,
    answerDueAt: new Date(sentAt.getTime() + 14 * DAY_MS),
    viewedAt: sentAt,
    answeredAt: new Date(sentAt.getTime() + offeredAfterDays * DAY_MS),
    offerNote,
    updatedAt,
  });
  const [row] = await db
    .insert(placements)
    .values({
      applicationId: application.id,
      studentId: placement.studentId,
      employerId: placement.employerId,
      institutionId: placement.institutionId,
      status: placement.status,
      terms: placement.terms,
      createdAt: placement.createdAt,
      updatedAt: placement.updatedAt,
    })
    .returning({ id: placements.id });
  return row!.id;
}

/**
 * Version 1 of a placement's agreement as sending it fixes it (its exact text, hash, signers and rule
 * pack), written; `signedAt` and `reference` once every party signed. Answers what its signatures need.
 */
export async function insertFirstVersion(
  db: Db,
  placementId: string,
  terms: DemoAgreementTerms,
  times: { sentAt: Date; signedAt?: Date; reference?: string },
) {
  const about = (await readPlacement(db, placementId))!;
  const rules = agreementRules(terms, terms.studentDateOfBirth, { hasSchool: about.institution !== null, language: 'en' });
  const rulePack = { jurisdiction: rules.pack.jurisdiction, version: rules.pack.version };
  const text = agreementText({
    version: 1,
    jobTitle: about.job.title,
    studentName: about.student.name,
    employerName: about.employer.companyName,
    schoolName: about.institution?.name ?? null,
    terms,
    requiredParties: rules.requiredParties,
    rulePack: { ...rulePack, effectiveFrom: rules.pack.effectiveFrom },
  });
  const textHash = textHashOf(text);
  await db.insert(placementVersions).values({
    placementId,
    version: 1,
    text,
    textHash,
    terms,
    requiredParties: rules.requiredParties,
    rulePack,
    sentAt: times.sentAt,
    signedAt: times.signedAt,
    reference: times.reference,
  });
  return { textHash, requiredParties: rules.requiredParties };
}
