import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { SignerParty } from '@common/enums';
import { placements, placementSignatures, placementVersions, users } from '@server/db/schema';
import { runUnitOfWork } from '@server/db/unit-of-work';
import { inviteGuardian } from '@server/features/guardian-signing/invite-guardian';
import { emptyTerms } from '@server/features/placements/placement-terms';
import { createApplication, createJob, createStudentProfile, createUserAccount, setUserRole } from '@server/seed/factories';
import { TEST_PASSWORD } from './personas';

// A placement out for signature with a parent or guardian among its signers, written directly
// (placements, placement_versions, placement_signatures), and the guardian's link (inviteGuardian):
// what the guardian's pages need, whatever state the placements feature's own steps are in.

export const GUARDIAN_AGREEMENT_TEXT = 'Work placement agreement\n\nThe student works 20 hours a week at Crumbs Bakery Inc., shelving bread.';
export const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

export interface GuardianFixture {
  placementId: string;
  studentId: string;
  /** The guardian's pending row. */
  signatureId: string;
  version: number;
  token: string;
  text: string;
  textHash: string;
  guardian: { name: string; email: string; phone: string | null };
}

export interface GuardianFixtureOptions {
  /** The school's profile id; none: a placement with no school. */
  institutionId?: string | null;
  employerId?: string;
  guardianPhone?: string | null;
  guardianEmail?: string;
  /** The student's account language (the guardian's e-mails are written in it). */
  language?: 'en' | 'fr' | null;
  /** Only the guardian must sign (so their signature completes the version). */
  guardianOnly?: boolean;
}

/** A student, a posting and an employer (a fresh one unless given), and the placement in `signing` with its version 1 and pending signatures. */
export async function signingPlacementWithGuardian(app: FastifyInstance, options: GuardianFixtureOptions = {}): Promise<GuardianFixture> {
  const { db, auth } = app.deps;
  const suffix = randomUUID().slice(0, 8);
  const student = await createUserAccount(auth, {
    email: `guardian-student-${suffix}@test.firstrung`,
    password: TEST_PASSWORD,
    firstName: 'Maya',
    lastName: 'Lopez',
    role: 'student',
  });
  if (options.language) await db.update(users).set({ language: options.language }).where(eq(users.id, student.id));
  await createStudentProfile(db, student.id, { institutionId: options.institutionId ?? null });
  let employerId = options.employerId;
  if (!employerId) {
    const employer = await createUserAccount(auth, {
      email: `guardian-employer-${suffix}@test.firstrung`,
      password: TEST_PASSWORD,
      firstName: 'Eve',
      lastName: 'Baker',
      role: 'employer',
    });
    await setUserRole(db, employer.id, 'employer');
    employerId = employer.id;
  }
  const job = await createJob(db, employerId, { title: 'Bakery Helper', companyName: 'Crumbs' });
  const application = await createApplication(db, job.id, student.id, { status: 'accepted', answeredAt: new Date() });
  const guardian = {
    name: 'Gail Lopez',
    email: options.guardianEmail ?? `gail-${suffix}@home.test`,
    phone: options.guardianPhone === undefined ? '416 555 0104' : options.guardianPhone,
  };
  const terms = {
    ...emptyTerms(),
    workplace: { ...emptyTerms().workplace, legalName: 'Crumbs Bakery Inc.' },
    startDate: '2027-07-05',
    endDate: '2027-08-13',
    guardian,
  };
  const institutionId = options.institutionId ?? null;
  const parties: SignerParty[] = options.guardianOnly
    ? ['guardian']
    : ['student', 'guardian', 'employer', ...(institutionId ? (['institution'] as const) : [])];
  const [placement] = await db
    .insert(placements)
    .values({ applicationId: application.id, studentId: student.id, employerId, institutionId, status: 'signing', version: 1, terms })
    .returning({ id: placements.id });
  const placementId = placement!.id;
  const text = `${GUARDIAN_AGREEMENT_TEXT}\n${suffix}`;
  await db.insert(placementVersions).values({
    placementId,
    version: 1,
    text,
    textHash: sha256Hex(text),
    terms,
    requiredParties: parties,
    rulePack: { jurisdiction: 'Ontario', version: 1 },
  });
  const rows = await db
    .insert(placementSignatures)
    .values(parties.map((party) => ({ placementId, version: 1, party })))
    .returning({ id: placementSignatures.id, party: placementSignatures.party });
  const signatureId = rows.find((row) => row.party === 'guardian')!.id;
  const token = await inviteAgain(app, { placementId, signatureId, guardian });
  return { placementId, studentId: student.id, signatureId, version: 1, token, text, textHash: sha256Hex(text), guardian };
}

/** The guardian invited (again: a reminder replaces the link): the new link's token. */
export function inviteAgain(
  app: FastifyInstance,
  fixture: Pick<GuardianFixture, 'placementId' | 'signatureId' | 'guardian'>,
  reminder = false,
): Promise<string> {
  return runUnitOfWork(app.deps, (work) =>
    inviteGuardian(app.deps, work, {
      signatureId: fixture.signatureId,
      placementId: fixture.placementId,
      version: 1,
      guardian: fixture.guardian,
      studentName: 'Maya Lopez',
      jobTitle: 'Bakery Helper',
      reminder,
    }),
  );
}
