import { randomUUID } from 'node:crypto';
import { endpointUrl, type EndpointDeclaration } from '@common/api/endpoint';
import { placementClosureEndpoints } from '@common/endpoints/placement-closure';
import { supervisorEndpoints } from '@common/endpoints/supervisor';
import { placementClosures, placements } from '@server/db/schema';
import { createSupervisorLink } from '@server/features/placement-hours/supervisor-links';
import { emptyTerms } from '@server/features/placements/placement-terms';
import { createApplication, createJob, createSchoolLink, createStudentProfile, createUserAccount } from '@server/seed/factories';
import { TEST_PASSWORD, type Persona } from '../../helpers/personas';
import { row, type MatrixContext, type MatrixRow } from '../matrix-types';

// The end of a placement (docs/product/placement-hours.md#evaluation-and-reflection). Each request
// gets a completed placement of its own, its evaluation asked (its closure row): between the employer
// persona and, for the student persona's calls, the student persona itself (no school); for everyone
// else, a fresh student of the school persona. The supervisor's evaluation link is public: each
// request gets a fresh link.

/** `readyToSignOff`: the evaluation and the reflection are in, so the school's sign-off succeeds. */
async function completedFixture(ctx: MatrixContext, ofStudentPersona: boolean, readyToSignOff = false) {
  const { db, auth } = ctx.app.deps;
  const schoolId = ofStudentPersona ? null : ctx.personas.institution.profileId!;
  const studentId = ofStudentPersona
    ? ctx.personas.student.userId!
    : (
        await createUserAccount(auth, {
          email: `matrix-closure-${randomUUID().slice(0, 8)}@test.firstrung`,
          password: TEST_PASSWORD,
          firstName: 'C',
          lastName: 'L',
          role: 'student',
        })
      ).id;
  if (schoolId) {
    await createStudentProfile(db, studentId, { institutionId: schoolId });
    await createSchoolLink(db, studentId, schoolId);
  }
  const job = await createJob(db, ctx.personas.employer.userId!, { title: 'Matrix Closure' });
  const application = await createApplication(db, job.id, studentId, { status: 'accepted', answeredAt: new Date() });
  const base = emptyTerms();
  const terms = {
    ...base,
    workplace: { ...base.workplace, legalName: 'Matrix Inc.', region: 'Ontario' },
    startDate: '2027-07-05',
    endDate: '2027-08-13',
    supervisor: { name: 'Sam Boss', role: 'Manager', email: 'sam@matrix.test', phone: '416 555 0101' },
  };
  const [placement] = await db
    .insert(placements)
    .values({ applicationId: application.id, studentId, employerId: job.employerId, institutionId: schoolId, status: 'completed', terms })
    .returning({ id: placements.id });
  const now = new Date();
  const parts = readyToSignOff
    ? {
        outcome: 'completed' as const,
        ratings: null,
        wouldHostAgain: true,
        evaluatorName: 'Sam Boss',
        evaluatedAt: now,
        reflection: 'I learnt to serve customers.',
        agreesWithEvaluation: true,
        reflectedAt: now,
      }
    : {};
  await db.insert(placementClosures).values({ placementId: placement!.id, ...parts });
  return placement!.id;
}

function closureRow(endpoint: EndpointDeclaration, payload?: unknown, readyToSignOff = false): MatrixRow {
  return row(endpoint, {
    request: async (ctx, persona: Persona) => ({
      url: endpointUrl(endpoint, { params: { id: await completedFixture(ctx, persona.kind === 'student', readyToSignOff) } }),
      payload,
    }),
  });
}

function supervisorRow(endpoint: EndpointDeclaration, payload?: unknown): MatrixRow {
  return row(endpoint, {
    request: async (ctx) => {
      const placementId = await completedFixture(ctx, false);
      const { token } = await createSupervisorLink(ctx.app.deps.db, { placementId, purpose: 'evaluation', sentTo: 'sam@matrix.test' }, new Date());
      return { url: endpointUrl(endpoint, { params: { token } }), payload };
    },
  });
}

export const placementClosureRows: MatrixRow[] = [
  closureRow(placementClosureEndpoints.get),
  closureRow(placementClosureEndpoints.reflect, { reflection: 'I learnt to serve customers.' }),
  // Everything in: the school's sign-off succeeds (and issues the certificate).
  closureRow(placementClosureEndpoints.signOff, undefined, true),
  supervisorRow(supervisorEndpoints.evaluation),
  supervisorRow(supervisorEndpoints.evaluate, { outcome: 'did_not_show', wouldHostAgain: false }),
];
