import { createHash, randomUUID } from 'node:crypto';
import { endpointUrl, type EndpointDeclaration } from '@common/api/endpoint';
import type { PlacementStatus } from '@common/enums';
import { placementsEndpoints } from '@common/endpoints/placements';
import type { PlacementTerms } from '@common/contracts/placements';
import { placementFiles, placements, placementSchoolInvitations, placementSignatures, placementVersions } from '@server/db/schema';
import { emptyTerms } from '@server/features/placements/placement-terms';
import { createApplication, createJob, createSchoolLink, createStudentProfile, createUserAccount } from '@server/seed/factories';
import { TEST_PASSWORD } from '../../helpers/personas';
import { multipartBody, PDF_BYTES } from '../../helpers/upload-fixtures';
import { row, type MatrixContext, type MatrixRow } from '../matrix-types';

// Placements and their agreements (docs/product/placements.md). Each request gets a placement of
// its own between a fresh student of the school persona and the employer persona, in the state the
// step needs, so the parties' calls succeed whatever ran before; the student persona is no party.

const matrixFile = () => ({
  id: randomUUID(),
  fileName: 'matrix.pdf',
  contentType: 'application/pdf',
  sizeBytes: 10,
  sha256: '0'.repeat(64),
  uploadedAt: '2027-01-01T00:00:00.000Z',
});

/** An agreement whose parts are all filled in: an adult student (no guardian), 20 hours a week in Ontario. */
const completeTerms = (): PlacementTerms => ({
  ...emptyTerms(),
  workplace: { legalName: 'Matrix Inc.', address: '1 Main St', city: 'Toronto', country: 'Canada', region: 'Ontario', postalCode: 'M5V 1A1' },
  startDate: '2027-07-05',
  endDate: '2027-08-13',
  weeklyHours: 20,
  tasks: 'Shelving',
  learningGoals: 'Customer service',
  supervisor: { name: 'Sam Boss', role: 'Manager', email: 'sam@matrix.test', phone: '416 555 0101' },
  hazards: 'Lifting',
  // References only: sending for signature checks that the files are attached, not their bytes.
  riskAssessment: matrixFile(),
  insurance: { coveredBy: 'employer', details: null, certificate: matrixFile() },
  emergencyContact: { name: 'Front desk', phone: '416 555 0102' },
  coordinator: { name: 'Cora Ordinator', email: 'cora@school.test', phone: '416 555 0103' },
  studentDateOfBirth: '2005-03-04',
});

/**
 * A placement of the employer persona with a fresh student: of the school persona, or with no school
 * and the student persona itself (`ofStudentPersona`, for the student's own calls). From `signing`
 * on, version 1 is out: its text and one pending signature for each party.
 */
async function placementFixture(ctx: MatrixContext, status: PlacementStatus, options: { ofStudentPersona?: boolean } = {}) {
  const { db, auth } = ctx.app.deps;
  const schoolId = options.ofStudentPersona ? null : ctx.personas.institution.profileId!;
  const studentId = options.ofStudentPersona
    ? ctx.personas.student.userId!
    : (
        await createUserAccount(auth, {
          email: `matrix-placement-${randomUUID().slice(0, 8)}@test.firstrung`,
          password: TEST_PASSWORD,
          firstName: 'P',
          lastName: 'L',
          role: 'student',
        })
      ).id;
  if (schoolId) {
    await createStudentProfile(db, studentId, { institutionId: schoolId });
    await createSchoolLink(db, studentId, schoolId);
  }
  const job = await createJob(db, ctx.personas.employer.userId!, { title: 'Matrix Placement' });
  const application = await createApplication(db, job.id, studentId, { status: 'accepted', answeredAt: new Date() });
  const terms = status === 'draft' ? emptyTerms() : completeTerms();
  const [placement] = await db
    .insert(placements)
    .values({ applicationId: application.id, studentId, employerId: job.employerId, institutionId: schoolId, status, terms })
    .returning({ id: placements.id });
  const id = placement!.id;
  const text = `Matrix agreement ${id}`;
  const textHash = createHash('sha256').update(text, 'utf8').digest('hex');
  if (status === 'signing') {
    const requiredParties = ['student', 'employer', 'institution'] as const;
    await db.insert(placementVersions).values({
      placementId: id,
      version: 1,
      text,
      textHash,
      terms,
      requiredParties: [...requiredParties],
      rulePack: { jurisdiction: 'Ontario', version: 1 },
    });
    await db.insert(placementSignatures).values(requiredParties.map((party) => ({ placementId: id, version: 1, party })));
  }
  return { id, textHash };
}

function placementRow(
  endpoint: EndpointDeclaration,
  status: PlacementStatus,
  payload?: unknown | ((fixture: { textHash: string }) => unknown),
  refine?: MatrixRow['refine'],
  options: { ofStudentPersona?: boolean; params?: Record<string, unknown> } = {},
): MatrixRow {
  return row(endpoint, {
    request: async (ctx) => {
      const fixture = await placementFixture(ctx, status, options);
      return {
        url: endpointUrl(endpoint, { params: { id: fixture.id, ...options.params } }),
        payload: typeof payload === 'function' ? payload(fixture) : payload,
      };
    },
    ...(refine ? { refine } : {}),
  });
}

const employerPart = {
  workplace: { legalName: 'Matrix Inc.', address: '1 Main St', city: 'Toronto', country: 'Canada', region: 'Ontario', postalCode: 'M5V 1A1' },
  startDate: '2027-07-05',
  endDate: '2027-08-13',
  weeklyHours: 20,
  tasks: 'Shelving',
  learningGoals: 'Customer service',
  supervisor: { name: 'Sam Boss', role: 'Manager', email: 'sam@matrix.test', phone: '416 555 0101' },
  hazards: 'Lifting',
  insurance: { coveredBy: 'employer' },
  emergencyContact: { name: 'Front desk', phone: '416 555 0102' },
};
const schoolPart = {
  coordinator: { name: 'Cora Ordinator', email: 'cora@school.test', phone: '416 555 0103' },
  guardian: { name: 'Gail Guardian', email: 'gail@home.test', phone: '416 555 0104' },
  studentDateOfBirth: '2010-03-04',
};

export const placementsRows: MatrixRow[] = [
  row(placementsEndpoints.list),
  // Its employer, its school and admins read it; a student who is no party (or one an admin views as): not found.
  placementRow(placementsEndpoints.get, 'draft', undefined, { student: 404, impersonating: 404 }),
  placementRow(placementsEndpoints.employerPart, 'draft', employerPart),
  placementRow(placementsEndpoints.schoolPart, 'employer_completed', schoolPart),
  placementRow(placementsEndpoints.cancel, 'draft', { reason: 'The student moved away.' }, { student: 404, impersonating: 404 }),
  // The school sends it (the employer of a placement with a school: 409, it is the school's to send).
  placementRow(placementsEndpoints.sendForSignature, 'school_validated'),
  placementRow(placementsEndpoints.sign, 'signing', ({ textHash }: { textHash: string }) => ({ version: 1, textHash }), {
    student: 404,
    impersonating: 404,
  }),
  placementRow(placementsEndpoints.decline, 'signing', { version: 1, reason: 'The hours are wrong.' }, { student: 404, impersonating: 404 }),
  placementRow(placementsEndpoints.versions, 'signing', undefined, { student: 404, impersonating: 404 }),
  placementRow(placementsEndpoints.version, 'signing', undefined, { student: 404, impersonating: 404 }, { params: { version: 1 } }),
  placementRow(placementsEndpoints.agreementPdf, 'signing', undefined, { student: 404, impersonating: 404 }),
  placementRow(placementsEndpoints.studentGuardian, 'draft', { name: 'Gail Guardian', email: 'gail@home.test', phone: '416 555 0104' }, undefined, {
    ofStudentPersona: true,
  }),
];

// ---- Reminders (docs/product/placements.md#reminders-and-the-dates) ----
// A placement of its own out for signature, the student's signature pending: its school reminds the
// student (200); its employer is told the school reminds (409); a student, who reminds nobody: 403.

async function signingFixture(ctx: MatrixContext): Promise<string> {
  // From `signing` on, the fixture's version 1 is out with one pending signature for each party.
  const { id } = await placementFixture(ctx, 'signing');
  return id;
}

placementsRows.push(
  row(placementsEndpoints.remind, {
    request: async (ctx) => ({
      url: endpointUrl(placementsEndpoints.remind, { params: { id: await signingFixture(ctx) } }),
      payload: { party: 'student' },
    }),
  }),
);

// ---- The agreement's files (docs/product/placements.md#the-agreements-files) ----
// The employer attaches a real PDF to a draft of its own (200); the placement's parties and admins
// download a stored file (the student persona, no party of it: 404).

async function storedFileFixture(ctx: MatrixContext): Promise<{ id: string; fileId: string }> {
  const { id } = await placementFixture(ctx, 'draft');
  const storageKey = `placements/${randomUUID()}`;
  await ctx.app.deps.storage.put(storageKey, PDF_BYTES, 'application/pdf');
  const [file] = await ctx.app.deps.db
    .insert(placementFiles)
    .values({
      placementId: id,
      kind: 'risk_assessment',
      fileName: 'risk.pdf',
      storageKey,
      contentType: 'application/pdf',
      sizeBytes: PDF_BYTES.length,
      sha256: createHash('sha256').update(PDF_BYTES).digest('hex'),
    })
    .returning({ id: placementFiles.id });
  return { id, fileId: file!.id };
}

placementsRows.push(
  row(placementsEndpoints.uploadFile, {
    request: async (ctx) => {
      const { id } = await placementFixture(ctx, 'draft');
      const { payload, headers } = await multipartBody({ file: { name: 'risk.pdf', content: PDF_BYTES } });
      return { url: endpointUrl(placementsEndpoints.uploadFile, { params: { id, kind: 'risk_assessment' } }), payload, headers };
    },
  }),
  row(placementsEndpoints.downloadFile, {
    request: async (ctx) => ({ url: endpointUrl(placementsEndpoints.downloadFile, { params: await storedFileFixture(ctx) }) }),
    refine: { student: 404, impersonating: 404 },
  }),
);

// ---- A student with no school invites one (docs/product/placements.md#a-student-with-no-school-invites-one) ----
// The student persona's own placement with no school; the school persona is the verified school it
// invites. Accepting or declining answers an invitation of its own, waiting for the school persona.

async function invitationFixture(ctx: MatrixContext): Promise<string> {
  const { id } = await placementFixture(ctx, 'draft', { ofStudentPersona: true });
  const [invitation] = await ctx.app.deps.db
    .insert(placementSchoolInvitations)
    .values({ placementId: id, institutionId: ctx.personas.institution.profileId! })
    .returning({ id: placementSchoolInvitations.id });
  return invitation!.id;
}

const invitationRow = (endpoint: EndpointDeclaration) =>
  row(endpoint, { request: async (ctx) => ({ url: endpointUrl(endpoint, { params: { id: await invitationFixture(ctx) } }) }) });

placementsRows.push(
  row(placementsEndpoints.inviteSchool, {
    request: async (ctx) => {
      const { id } = await placementFixture(ctx, 'draft', { ofStudentPersona: true });
      return {
        url: endpointUrl(placementsEndpoints.inviteSchool, { params: { id } }),
        payload: { institutionId: ctx.personas.institution.profileId! },
      };
    },
  }),
  placementRow(placementsEndpoints.schoolInvitation, 'draft', undefined, undefined, { ofStudentPersona: true }),
  row(placementsEndpoints.schoolInvitations),
  invitationRow(placementsEndpoints.acceptSchoolInvitation),
  invitationRow(placementsEndpoints.declineSchoolInvitation),
);
