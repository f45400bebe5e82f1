import { eq } from 'drizzle-orm';
import type { MessageSenderRole } from '@common/enums';
import type { DbOrTx } from '@server/db/client';
import { messages, messageThreads } from '@server/db/schema';
import { createApplication, createJob } from '@server/seed/factories';

// Threads and messages written straight into the tables, for the tests of what follows a message
// (reports, notices, the digest) without going through the writing route.

export interface ThreadFixture {
  threadId: string;
  applicationId: string;
  jobTitle: string;
}

/** A thread about a fresh application of the student to a fresh posting of the employer. */
export async function insertThread(
  db: DbOrTx,
  input: { employerId: string; studentId: string; jobTitle?: string; companyName?: string },
): Promise<ThreadFixture> {
  const jobTitle = input.jobTitle ?? 'Bakery Helper';
  const job = await createJob(db, input.employerId, { title: jobTitle, companyName: input.companyName ?? 'Crumbs Bakery' });
  const application = await createApplication(db, job.id, input.studentId);
  const [thread] = await db
    .insert(messageThreads)
    .values({ applicationId: application.id, studentId: input.studentId, employerId: input.employerId })
    .returning({ id: messageThreads.id });
  return { threadId: thread!.id, applicationId: application.id, jobTitle };
}

/** A message of one side, at `at` (now unless told); the side's last-message time follows. */
export async function insertMessage(
  db: DbOrTx,
  threadId: string,
  sender: { id: string; role: MessageSenderRole },
  body = 'Hello, can you come on Monday?',
  at = new Date(),
): Promise<string> {
  const [message] = await db
    .insert(messages)
    .values({ threadId, senderId: sender.id, senderRole: sender.role, body, createdAt: at })
    .returning({ id: messages.id });
  await db
    .update(messageThreads)
    .set(sender.role === 'student' ? { lastStudentMessageAt: at } : { lastEmployerMessageAt: at })
    .where(eq(messageThreads.id, threadId));
  return message!.id;
}
