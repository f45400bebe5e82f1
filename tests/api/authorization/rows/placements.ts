import { randomUUID } from 'node:crypto';
import { endpointUrl, type EndpointDeclaration } from '@common/api/endpoint';
import type { PlacementStatus } from '@common/enums';
import { placementsEndpoints } from '@common/endpoints/placements';
import { placementSignatures, placements, placementVersions } from '@server/db/schema';
import { emptyTerms } from '@server/features/placements/placement-terms';
import { createApplication, createJob, createSchoolLink, createStudentProfile, createUserAccount } from '@server/seed/factories';
import { TEST_PASSWORD } from '../../helpers/personas';
import { row, type MatrixContext, type MatrixRow } from '../matrix-types';

// Placements and their agreements (docs/product/placements.md). Each request gets a placement of
// its own between a fresh student of the school persona and the employer persona, in the state the
// step needs, so the parties' calls succeed whatever ran before; the student persona is no party.

async function placementFixture(ctx: MatrixContext, status: PlacementStatus): Promise<string> {
  const { db, auth } = ctx.app.deps;
  const schoolId = ctx.personas.institution.profileId!;
  const student = await createUserAccount(auth, {
    email: `matrix-placement-${randomUUID().slice(0, 8)}@test.firstrung`,
    password: TEST_PASSWORD,
    firstName: 'P',
    lastName: 'L',
    role: 'student',
  });
  await createStudentProfile(db, student.id, { institutionId: schoolId });
  await createSchoolLink(db, student.id, schoolId);
  const job = await createJob(db, ctx.personas.employer.userId!, { title: 'Matrix Placement' });
  const application = await createApplication(db, job.id, student.id, { status: 'accepted', answeredAt: new Date() });
  const [placement] = await db
    .insert(placements)
    .values({
      applicationId: application.id,
      studentId: student.id,
      employerId: job.employerId,
      institutionId: schoolId,
      status,
      terms: emptyTerms(),
    })
    .returning({ id: placements.id });
  return placement!.id;
}

function placementRow(endpoint: EndpointDeclaration, status: PlacementStatus, payload?: unknown, refine?: MatrixRow['refine']): MatrixRow {
  return row(endpoint, {
    request: async (ctx) => ({ url: endpointUrl(endpoint, { params: { id: await placementFixture(ctx, status) } }), payload }),
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
];

// ---- Reminders (docs/product/placements.md#reminders-and-the-dates) ----
// A placement of its own out for signature, the student's signature pending: its school reminds the
// student (200); its employer is told the school reminds (409); a student, who reminds nobody: 403.

async function signingFixture(ctx: MatrixContext): Promise<string> {
  const id = await placementFixture(ctx, 'signing');
  const { db } = ctx.app.deps;
  await db.insert(placementVersions).values({
    placementId: id,
    version: 1,
    text: 'The agreement.',
    textHash: '0'.repeat(64),
    terms: emptyTerms(),
    requiredParties: ['student', 'employer', 'institution'],
    rulePack: { jurisdiction: 'Ontario', version: 1 },
  });
  await db.insert(placementSignatures).values({ placementId: id, version: 1, party: 'student' });
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
