import type { FastifyInstance } from 'fastify';
import { messageThreads } from '@server/db/schema';
import { createApplication, createJob } from '@server/seed/factories';

/** A thread between a student and an employer about a new application, made without a message. */
export async function createThreadFixture(app: FastifyInstance, studentId: string, employerId: string): Promise<string> {
  const { db } = app.deps;
  const job = await createJob(db, employerId, { title: 'Live thread' });
  const application = await createApplication(db, job.id, studentId);
  const [thread] = await db
    .insert(messageThreads)
    .values({ applicationId: application.id, studentId, employerId })
    .returning({ id: messageThreads.id });
  return thread!.id;
}

/** A date of birth that makes a student `years` old today. */
export function birthDateForAge(years: number, now = new Date()): string {
  return `${now.getUTCFullYear() - years}-01-01`;
}
