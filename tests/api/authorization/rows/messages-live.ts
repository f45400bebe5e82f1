import { randomUUID } from 'node:crypto';
import { endpointUrl } from '@common/api/endpoint';
import { messagesEndpoints } from '@common/endpoints/messages';
import { createSchoolLink, createStudentProfile, createUserAccount } from '@server/seed/factories';
import { TEST_PASSWORD, type Persona } from '../../helpers/personas';
import { birthDateForAge, createThreadFixture } from '../../helpers/live-thread-fixtures';
import { row, type MatrixContext, type MatrixRow } from '../matrix-types';

// A thread's live stream (docs/product/messages.md#live-on-several-servers). Each request gets a thread
// of its own with the employer persona: of the student persona for the student persona's calls, else
// of a fresh 15-year-old student of the school persona, so each side, the school and an admin may
// read it (200, a stream); another student (the impersonated one) gets 404.

async function threadFor(ctx: MatrixContext, persona: Persona): Promise<string> {
  const { db, auth } = ctx.app.deps;
  let studentId = ctx.personas.student.userId!;
  if (persona.kind !== 'student') {
    studentId = (
      await createUserAccount(auth, {
        email: `matrix-live-${randomUUID().slice(0, 8)}@test.firstrung`,
        password: TEST_PASSWORD,
        firstName: 'L',
        lastName: 'V',
        role: 'student',
      })
    ).id;
    const schoolId = ctx.personas.institution.profileId!;
    await createStudentProfile(db, studentId, { institutionId: schoolId, dateOfBirth: birthDateForAge(15) });
    await createSchoolLink(db, studentId, schoolId);
  }
  return createThreadFixture(ctx.app, studentId, ctx.personas.employer.userId!);
}

export const messagesLiveRows: MatrixRow[] = [
  row(messagesEndpoints.events, {
    request: async (ctx, persona) => ({ url: endpointUrl(messagesEndpoints.events, { params: { id: await threadFor(ctx, persona) } }) }),
    refine: { impersonating: 404 },
  }),
];
