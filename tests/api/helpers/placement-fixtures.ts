import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { endpointUrl } from '@common/api/endpoint';
import type { EmployerPartBody, Placement, SchoolPartBody } from '@common/contracts/placements';
import type { PlacementFileKind } from '@common/enums';
import { applicationsEndpoints } from '@common/endpoints/applications';
import { placementsEndpoints } from '@common/endpoints/placements';
import { employerProfiles, institutionProfiles } from '@server/db/schema';
import { createApplication, createJob } from '@server/seed/factories';
import { employerPartBody } from '../../shared/employer-part';
import { createPersona, type Persona } from './personas';
import { send, sendTo } from './request';
import { multipartBody, PDF_BYTES } from './upload-fixtures';
import { createInstitution, createLinkedStudent } from './school-fixtures';

// Placements for the signatures' tests (docs/product/placements.md#signatures): an accepted offer's
// placement between a fresh student (of a fresh school, unless told), a fresh employer in Ontario,
// then each party's part through the API, as the parties send them.

export interface PlacementParties {
  employer: Persona;
  student: Persona;
  school: Persona | null;
  id: string;
}

// The employer's part is shared with the browser tests; re-exported here beside the school's.
export { employerPartBody };

export const schoolPartBody = (overrides: Partial<SchoolPartBody> = {}): SchoolPartBody => ({
  coordinator: { name: 'Cora Ordinator', email: 'cora@school.test', phone: '416 555 0100' },
  guardian: { name: 'Gail Guardian', email: 'gail@home.test', phone: '416 555 0177' },
  ...overrides,
});

const placementOf = (response: LightMyRequestResponse) => (response.json() as { placement: Placement }).placement;

/** Expects a 200 and returns the placement it answers. */
export function okPlacement(response: LightMyRequestResponse): Placement {
  expect(response.statusCode, response.body).toBe(200);
  return placementOf(response);
}

/** A started placement (a draft) for a student born on `dateOfBirth`. */
export async function startedPlacement(
  app: FastifyInstance,
  options: { withSchool?: boolean; dateOfBirth?: string | null } = {},
): Promise<PlacementParties> {
  const { db } = app.deps;
  const employer = await createPersona(app, 'employer');
  await db
    .update(employerProfiles)
    .set({ companyName: 'Crumbs Bakery Inc.', country: 'Canada', region: 'Ontario' })
    .where(eq(employerProfiles.userId, employer.userId!));
  const school = options.withSchool === false ? null : await createInstitution(app, 'Toronto', 'Lakeside Secondary');
  if (school) {
    await db
      .update(institutionProfiles)
      .set({ contactPerson: 'Cora Ordinator', contactEmail: 'cora@school.test', contactPhone: '416 555 0100' })
      .where(eq(institutionProfiles.id, school.profileId!));
  }
  const dateOfBirth = options.dateOfBirth === undefined ? '2009-05-31' : options.dateOfBirth;
  const student = await createLinkedStudent(app, school?.profileId ?? null, { phoneNumber: '(416) 555-0199', dateOfBirth });
  const job = await createJob(db, employer.userId!, { title: 'Bakery Helper', companyName: 'Crumbs', city: 'Toronto', startDate: '2027-07-05' });
  const application = await createApplication(db, job.id, student.userId!, { status: 'offered', answeredAt: new Date() });
  const accepted = await sendTo(app, student, applicationsEndpoints.answerOffer, { params: { id: application.id }, body: { answer: 'accept' } });
  expect(accepted.statusCode, accepted.body).toBe(200);
  const list = await sendTo(app, student, placementsEndpoints.list, { query: {} });
  const id = (list.json() as { items: Placement[] }).items[0]!.id;
  return { employer, student, school, id };
}

export const putEmployerPart = (app: FastifyInstance, parties: PlacementParties, body: unknown = employerPartBody()) =>
  sendTo(app, parties.employer, placementsEndpoints.employerPart, { params: { id: parties.id }, body });
export const putSchoolPart = (app: FastifyInstance, parties: PlacementParties, body: unknown = schoolPartBody()) =>
  sendTo(app, parties.school, placementsEndpoints.schoolPart, { params: { id: parties.id }, body });
export const sendForSignature = (app: FastifyInstance, caller: Persona | null, id: string) =>
  sendTo(app, caller, placementsEndpoints.sendForSignature, { params: { id } });

/** The employer (or the caller given) attaches a file to the placement's agreement. */
export async function uploadPlacementFile(
  app: FastifyInstance,
  caller: Persona | null,
  id: string,
  kind: PlacementFileKind,
  file: { name: string; content: Buffer } = { name: 'risk-assessment.pdf', content: PDF_BYTES },
) {
  const { payload, headers } = await multipartBody({ file });
  return send(app, caller, 'POST', endpointUrl(placementsEndpoints.uploadFile, { params: { id, kind } }), payload, headers);
}

/** A placement whose parts are done (the school's too, when it has one), ready to send. */
export async function readyPlacement(
  app: FastifyInstance,
  options: { withSchool?: boolean; dateOfBirth?: string | null; employerPart?: Partial<EmployerPartBody>; schoolPart?: Partial<SchoolPartBody> } = {},
): Promise<PlacementParties> {
  const parties = await startedPlacement(app, options);
  okPlacement(await putEmployerPart(app, parties, employerPartBody(options.employerPart)));
  // The files an agreement goes out with: the risk assessment always, the certificate when the employer insures.
  okPlacement(await uploadPlacementFile(app, parties.employer, parties.id, 'risk_assessment'));
  if (options.employerPart?.insurance?.coveredBy === 'employer') {
    okPlacement(
      await uploadPlacementFile(app, parties.employer, parties.id, 'insurance_certificate', { name: 'certificate.pdf', content: PDF_BYTES }),
    );
  }
  if (parties.school) okPlacement(await putSchoolPart(app, parties, schoolPartBody(options.schoolPart)));
  return parties;
}

/** A placement out for signature; its version and text hash as the parties read them. */
export async function sentPlacement(app: FastifyInstance, options: Parameters<typeof readyPlacement>[1] = {}) {
  const parties = await readyPlacement(app, options);
  const placement = okPlacement(await sendForSignature(app, parties.school ?? parties.employer, parties.id));
  return { ...parties, placement };
}

/** Signs (as the caller, from a browser) the version and text given. */
export const signAs = (
  app: FastifyInstance,
  caller: Persona,
  id: string,
  body: { version: number; textHash: string },
  userAgent = 'TestBrowser/1.0',
) => send(app, caller, 'POST', endpointUrl(placementsEndpoints.sign, { params: { id } }), body, { 'user-agent': userAgent });

export const declineAs = (app: FastifyInstance, caller: Persona, id: string, body: { version: number; reason: string }) =>
  sendTo(app, caller, placementsEndpoints.decline, { params: { id }, body });
