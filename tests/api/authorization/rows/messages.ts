import { randomUUID } from 'node:crypto';
import { endpointUrl, type EndpointDeclaration } from '@common/api/endpoint';
import { messagesEndpoints } from '@common/endpoints/messages';
import { messages, messageThreads } from '@server/db/schema';
import { createApplication, createJob, createSchoolLink, createStudentProfile, createUserAccount } from '@server/seed/factories';
import { TEST_PASSWORD, type Persona } from '../../helpers/personas';
import { row, type MatrixContext, type MatrixRow } from '../matrix-types';

// Threads and messages (docs/product/messages.md). Each request gets an application of its own to a
// posting of the employer persona: from the student persona for the student persona's calls; for
// everyone else, from a fresh student under 18 of the school persona (so the school reads it).
// Rows about a thread get that application's thread with one message from the employer.

/** Under 18 whenever the matrix runs. */
const MINOR_BIRTH_DATE = '2013-05-01';

async function minorOfSchool(ctx: MatrixContext): Promise<string> {
  const { db, auth } = ctx.app.deps;
  const schoolId = ctx.personas.institution.profileId!;
  const student = await createUserAccount(auth, {
    email: `matrix-messages-${randomUUID().slice(0, 8)}@test.firstrung`,
    password: TEST_PASSWORD,
    firstName: 'M',
    lastName: 'S',
    role: 'student',
  });
  await createStudentProfile(db, student.id, { institutionId: schoolId, dateOfBirth: MINOR_BIRTH_DATE });
  await createSchoolLink(db, student.id, schoolId);
  return student.id;
}

async function applicationFixture(ctx: MatrixContext, persona: Persona): Promise<{ applicationId: string; studentId: string }> {
  const { db } = ctx.app.deps;
  const studentId = persona.kind === 'student' ? persona.userId! : await minorOfSchool(ctx);
  const job = await createJob(db, ctx.personas.employer.userId!, { title: 'Matrix Messages' });
  return { applicationId: (await createApplication(db, job.id, studentId)).id, studentId };
}

async function threadFixture(ctx: MatrixContext, persona: Persona): Promise<string> {
  const { db } = ctx.app.deps;
  const { applicationId, studentId } = await applicationFixture(ctx, persona);
  const employerId = ctx.personas.employer.userId!;
  const [thread] = await db
    .insert(messageThreads)
    .values({ applicationId, employerId, studentId, lastEmployerMessageAt: new Date() })
    .returning({ id: messageThreads.id });
  await db.insert(messages).values({ threadId: thread!.id, senderId: employerId, senderRole: 'employer', body: 'Hello from the matrix' });
  return thread!.id;
}

function threadRow(endpoint: EndpointDeclaration, payload?: unknown): MatrixRow {
  return row(endpoint, {
    request: async (ctx, persona) => ({ url: endpointUrl(endpoint, { params: { id: await threadFixture(ctx, persona) } }), payload }),
  });
}

export const messagesRows: MatrixRow[] = [
  row(messagesEndpoints.list),
  row(messagesEndpoints.writeAboutApplication, {
    request: async (ctx, persona) => ({
      url: endpointUrl(messagesEndpoints.writeAboutApplication, { params: { id: (await applicationFixture(ctx, persona)).applicationId } }),
      payload: { body: 'When can you start?' },
    }),
  }),
  threadRow(messagesEndpoints.get),
  threadRow(messagesEndpoints.write, { body: 'See you on Tuesday.' }),
  threadRow(messagesEndpoints.markRead),
  threadRow(messagesEndpoints.block),
  threadRow(messagesEndpoints.unblock),
  row(messagesEndpoints.studentThreads, {
    request: async (ctx) => ({ url: endpointUrl(messagesEndpoints.studentThreads, { params: { userId: await minorOfSchool(ctx) } }) }),
  }),
];
