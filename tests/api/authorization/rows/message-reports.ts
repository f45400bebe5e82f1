import { randomUUID } from 'node:crypto';
import { endpointUrl, type EndpointDeclaration } from '@common/api/endpoint';
import { messagesEndpoints } from '@common/endpoints/messages';
import { messageReports } from '@server/db/schema';
import { createStudentProfile, createUserAccount } from '@server/seed/factories';
import { insertMessage, insertThread } from '../../helpers/message-report-fixtures';
import { TEST_PASSWORD, type Persona } from '../../helpers/personas';
import { row, type MatrixContext, type MatrixRow } from '../matrix-types';

// Reports on messages, the lists of them, an admin's decision, the user's time zone
// (docs/product/messages.md#report-and-block). Each request gets a thread of its own between the
// employer persona and the student persona, with a message of the other side of the caller, so a
// side's report succeeds; an admin's decision gets a fresh open report.

/** A message the persona may report: written by the other side of a fresh thread. */
async function reportableMessage(ctx: MatrixContext, persona: Persona): Promise<string> {
  const { db } = ctx.app.deps;
  const employerId = ctx.personas.employer.userId!;
  const studentId = ctx.personas.student.userId!;
  const { threadId } = await insertThread(db, { employerId, studentId, jobTitle: 'Matrix Report' });
  const sender = persona.kind === 'employer' ? { id: studentId, role: 'student' as const } : { id: employerId, role: 'employer' as const };
  return insertMessage(db, threadId, sender, 'Send me your number');
}

/** An open report on a fresh student's thread with the employer persona. */
async function openReport(ctx: MatrixContext): Promise<string> {
  const { db, auth } = ctx.app.deps;
  const student = await createUserAccount(auth, {
    email: `matrix-report-${randomUUID().slice(0, 8)}@test.firstrung`,
    password: TEST_PASSWORD,
    firstName: 'R',
    lastName: 'P',
    role: 'student',
  });
  await createStudentProfile(db, student.id, {});
  const employerId = ctx.personas.employer.userId!;
  const { threadId } = await insertThread(db, { employerId, studentId: student.id, jobTitle: 'Matrix Report' });
  const messageId = await insertMessage(db, threadId, { id: employerId, role: 'employer' }, 'Send me your number');
  const [report] = await db
    .insert(messageReports)
    .values({ messageId, threadId, reporterId: student.id, reason: 'off_platform_contact' })
    .returning({ id: messageReports.id });
  return report!.id;
}

function reportRow(endpoint: EndpointDeclaration): MatrixRow {
  return row(endpoint, {
    request: async (ctx, persona) => ({
      url: endpointUrl(endpoint, { params: { id: await reportableMessage(ctx, persona) } }),
      payload: { reason: 'off_platform_contact' },
    }),
  });
}

export const messageReportsRows: MatrixRow[] = [
  reportRow(messagesEndpoints.report),
  row(messagesEndpoints.schoolReports),
  row(messagesEndpoints.adminReports),
  row(messagesEndpoints.resolveReport, {
    request: async (ctx) => ({
      url: endpointUrl(messagesEndpoints.resolveReport, { params: { id: await openReport(ctx) } }),
      payload: { action: 'dismiss' },
    }),
  }),
  row(messagesEndpoints.setTimeZone, { request: () => ({ url: messagesEndpoints.setTimeZone.path, payload: { timeZone: 'America/Vancouver' } }) }),
];
