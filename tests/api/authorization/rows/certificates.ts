import { randomUUID } from 'node:crypto';
import { endpointUrl, type EndpointDeclaration } from '@common/api/endpoint';
import { placementClosureEndpoints } from '@common/endpoints/placement-closure';
import { placements } from '@server/db/schema';
import { emptyTerms } from '@server/features/placements/placement-terms';
import { createApplication, createJob, createSchoolLink, createStudentProfile, createUserAccount } from '@server/seed/factories';
import { issueTestCertificate } from '../../helpers/certificate-fixtures';
import { TEST_PASSWORD } from '../../helpers/personas';
import { row, type MatrixContext, type MatrixRow } from '../matrix-types';

// A placement's certificate (docs/product/placement-hours.md#the-certificate). Each request gets a
// completed placement of its own, certified, between a fresh student of the school persona and the
// employer persona; the student persona is no party (not found).

async function certifiedPlacement(ctx: MatrixContext): Promise<string> {
  const { db, auth } = ctx.app.deps;
  const schoolId = ctx.personas.institution.profileId!;
  const student = await createUserAccount(auth, {
    email: `matrix-certificate-${randomUUID().slice(0, 8)}@test.firstrung`,
    password: TEST_PASSWORD,
    firstName: 'C',
    lastName: 'R',
    role: 'student',
  });
  await createStudentProfile(db, student.id, { institutionId: schoolId });
  await createSchoolLink(db, student.id, schoolId);
  const job = await createJob(db, ctx.personas.employer.userId!, { title: 'Matrix Certificate' });
  const application = await createApplication(db, job.id, student.id, { status: 'accepted', answeredAt: new Date() });
  const [placement] = await db
    .insert(placements)
    .values({
      applicationId: application.id,
      studentId: student.id,
      employerId: job.employerId,
      institutionId: schoolId,
      status: 'completed',
      terms: emptyTerms(),
    })
    .returning({ id: placements.id });
  await issueTestCertificate(db, placement!.id);
  return placement!.id;
}

const certificateRow = (endpoint: EndpointDeclaration, payload?: unknown): MatrixRow =>
  row(endpoint, {
    request: async (ctx) => ({ url: endpointUrl(endpoint, { params: { id: await certifiedPlacement(ctx) } }), payload }),
    refine: { student: 404, impersonating: 404 },
  });

export const certificatesRows: MatrixRow[] = [
  certificateRow(placementClosureEndpoints.certificatePdf),
  certificateRow(placementClosureEndpoints.revokeCertificate, { reason: 'Issued by mistake.' }),
];
