import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_MAX_LENGTH } from '@common/constants';
import type { ThreadListResponse, ThreadMessage, ThreadResponse } from '@common/contracts/messages';
import { messagesEndpoints } from '@common/endpoints/messages';
import type { PlacementStatus } from '@common/enums';
import { MASK } from '@common/message-masking';
import { applications, auditLog, employerProfiles, placements } from '@server/db/schema';
import { emptyTerms } from '@server/features/placements/placement-terms';
import type { LiveEvent } from '@server/live/live-hub';
import { threadTopic } from '@server/live/live-hub';
import { createApplication, createJob } from '@server/seed/factories';
import { createPersona, type Persona } from './helpers/personas';
import { sendTo } from './helpers/request';
import { createInstitution, createLinkedStudent } from './helpers/school-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

// Threads between an employer and a student about an application (docs/product/messages.md): who
// writes, open and closed, unread counts, masking before the agreement is signed, the school's
// audited reads, the student's block.

let t: TestApp;
let school: Persona;
beforeAll(async () => {
  t = await createTestApp();
  school = await createInstitution(t.app, 'Toronto', 'Riverside Secondary');
});
afterAll(async () => {
  await t.close();
});

const db = () => t.app.deps.db;
/** Under 18 on every day these tests run (born 2012). */
const MINOR_BIRTH_DATE = '2012-03-01';

interface Fixture {
  employer: Persona;
  student: Persona;
  applicationId: string;
}

/** An employer's posting and a student (of `school`, under 18 unless told) who applied to it. */
async function applied(options: { dateOfBirth?: string; institutionId?: string | null } = {}): Promise<Fixture> {
  const employer = await createPersona(t.app, 'employer');
  const student = await createLinkedStudent(t.app, options.institutionId === undefined ? school.profileId : options.institutionId, {
    dateOfBirth: options.dateOfBirth ?? MINOR_BIRTH_DATE,
  });
  const job = await createJob(db(), employer.userId!, { title: 'Bakery Helper', companyName: 'Crumbs Bakery' });
  const application = await createApplication(db(), job.id, student.userId!);
  return { employer, student, applicationId: application.id };
}

async function startThread(fixture: Fixture, body = 'Can you come for an interview on Tuesday at 9:30?'): Promise<ThreadResponse> {
  const response = await sendTo(t.app, fixture.employer, messagesEndpoints.writeAboutApplication, {
    params: { id: fixture.applicationId },
    body: { body },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ThreadResponse>();
}

const write = (caller: Persona, threadId: string, body: string) =>
  sendTo(t.app, caller, messagesEndpoints.write, { params: { id: threadId }, body: { body } });
const read = (caller: Persona, threadId: string) => sendTo(t.app, caller, messagesEndpoints.get, { params: { id: threadId } });
const list = async (caller: Persona) => {
  const response = await sendTo(t.app, caller, messagesEndpoints.list);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ThreadListResponse>();
};

async function setPlacement(applicationId: string, fixture: Fixture, status: PlacementStatus) {
  const [existing] = await db().select({ id: placements.id }).from(placements).where(eq(placements.applicationId, applicationId));
  if (existing) {
    await db().update(placements).set({ status }).where(eq(placements.id, existing.id));
    return;
  }
  await db().update(applications).set({ status: 'accepted' }).where(eq(applications.id, applicationId));
  await db().insert(placements).values({
    applicationId,
    studentId: fixture.student.userId!,
    employerId: fixture.employer.userId!,
    institutionId: school.profileId,
    status,
    terms: emptyTerms(),
  });
}

describe('who writes', () => {
  it('refuses an employer writing about an application to another employer (403) and an unknown application (404)', async () => {
    const fixture = await applied();
    const stranger = await createPersona(t.app, 'employer');
    const refused = await sendTo(t.app, stranger, messagesEndpoints.writeAboutApplication, {
      params: { id: fixture.applicationId },
      body: { body: 'Hello' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'FORBIDDEN',
      message: 'You can write to a student only about an application they sent to one of your postings.',
    });

    const unknown = await sendTo(t.app, fixture.employer, messagesEndpoints.writeAboutApplication, {
      params: { id: '00000000-0000-4000-8000-000000000000' },
      body: { body: 'Hello' },
    });
    expect(unknown.statusCode).toBe(404);
    // Nothing was made: the student has no thread.
    expect((await list(fixture.student)).threads).toEqual([]);
  });

  it('lets the employer start the thread and the student answer; both read it, each message marked as theirs or not', async () => {
    const fixture = await applied();
    const started = await startThread(fixture);
    expect(started).toMatchObject({
      applicationId: fixture.applicationId,
      jobTitle: 'Bakery Helper',
      companyName: 'Crumbs Bakery',
      viewer: 'employer',
      schoolName: 'Riverside Secondary',
      open: true,
      closedReason: null,
      masking: true,
      blocked: false,
    });
    expect(started.messages).toHaveLength(1);
    expect(started.messages[0]).toMatchObject({
      senderRole: 'employer',
      mine: true,
      masked: false,
      body: 'Can you come for an interview on Tuesday at 9:30?',
    });

    const answer = await write(fixture.student, started.id, '  Yes, Tuesday works for me.  ');
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json<ThreadMessage>()).toMatchObject({
      senderRole: 'student',
      body: 'Yes, Tuesday works for me.',
      mine: true,
      threadId: started.id,
    });

    // A second message about the application goes to the same thread.
    const again = await sendTo(t.app, fixture.employer, messagesEndpoints.writeAboutApplication, {
      params: { id: fixture.applicationId },
      body: { body: 'Great.' },
    });
    expect(again.statusCode).toBe(201);
    expect(again.json<ThreadResponse>().id).toBe(started.id);

    const asStudent = await read(fixture.student, started.id);
    expect(asStudent.statusCode).toBe(200);
    const thread = asStudent.json<ThreadResponse>();
    expect(thread.viewer).toBe('student');
    expect(thread.messages.map((message) => [message.senderRole, message.mine, message.body])).toEqual([
      ['employer', false, 'Can you come for an interview on Tuesday at 9:30?'],
      ['student', true, 'Yes, Tuesday works for me.'],
      ['employer', false, 'Great.'],
    ]);

    // The student can write about their own application too, another student cannot.
    const own = await sendTo(t.app, fixture.student, messagesEndpoints.writeAboutApplication, {
      params: { id: fixture.applicationId },
      body: { body: 'See you.' },
    });
    expect(own.statusCode).toBe(201);
    const otherStudent = await createPersona(t.app, 'student');
    const notTheirs = await sendTo(t.app, otherStudent, messagesEndpoints.writeAboutApplication, {
      params: { id: fixture.applicationId },
      body: { body: 'Hi' },
    });
    expect(notTheirs.statusCode).toBe(404);
    expect((await read(otherStudent, started.id)).statusCode).toBe(404);
  });

  it('publishes a new message to the thread live, after the commit, marked as nobody’s', async () => {
    const fixture = await applied();
    const started = await startThread(fixture);
    const events: LiveEvent[] = [];
    const stop = t.app.deps.live.subscribe(threadTopic(started.id), (event) => events.push(event));
    try {
      const written = await write(fixture.student, started.id, 'On my way.');
      expect(written.statusCode).toBe(201);
      // On PostgreSQL the event comes back through NOTIFY, a moment after the answer.
      await expect.poll(() => events).toEqual([{ type: 'message', data: { ...written.json<ThreadMessage>(), mine: false } }]);
    } finally {
      stop();
    }
  });

  it('answers 400 with a JSON error for a message that is too long or empty', async () => {
    const fixture = await applied();
    const started = await startThread(fixture);
    const tooLong = await write(fixture.employer, started.id, 'a'.repeat(MESSAGE_MAX_LENGTH + 1));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.headers['content-type']).toContain('application/json');
    expect(tooLong.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      issues: [{ path: 'body', message: `A message is at most ${MESSAGE_MAX_LENGTH} characters` }],
    });
    const blank = await write(fixture.employer, started.id, '   ');
    expect(blank.statusCode).toBe(400);
    expect((await write(fixture.employer, started.id, 'a'.repeat(MESSAGE_MAX_LENGTH))).statusCode).toBe(201);
  });
});

describe('unread messages', () => {
  it('counts the other side’s messages after the reader’s read mark, and the threads with any', async () => {
    const fixture = await applied();
    const started = await startThread(fixture);
    expect((await write(fixture.employer, started.id, 'Bring your resume.')).statusCode).toBe(201);

    const studentList = await list(fixture.student);
    expect(studentList.unreadThreads).toBe(1);
    expect(studentList.threads).toHaveLength(1);
    expect(studentList.threads[0]).toMatchObject({
      id: started.id,
      unread: 2,
      open: true,
      jobTitle: 'Bakery Helper',
      lastMessage: { body: 'Bring your resume.', senderRole: 'employer' },
    });
    // The writer has nothing unread: its own messages never count.
    expect((await list(fixture.employer)).threads[0]).toMatchObject({ id: started.id, unread: 0 });
    expect((await list(fixture.employer)).unreadThreads).toBe(0);

    const marked = await sendTo(t.app, fixture.student, messagesEndpoints.markRead, { params: { id: started.id } });
    expect(marked.statusCode).toBe(204);
    expect(await list(fixture.student)).toMatchObject({ unreadThreads: 0, threads: [{ id: started.id, unread: 0 }] });

    expect((await write(fixture.student, started.id, 'Will do.')).statusCode).toBe(201);
    expect(await list(fixture.employer)).toMatchObject({ unreadThreads: 1, threads: [{ id: started.id, unread: 1 }] });
    // Someone else's thread cannot be marked.
    const stranger = await createPersona(t.app, 'employer');
    expect((await sendTo(t.app, stranger, messagesEndpoints.markRead, { params: { id: started.id } })).statusCode).toBe(404);
  });
});

describe('closed threads', () => {
  it.each([
    ['withdrawn', 'application_ended'],
    ['rejected', 'application_ended'],
  ] as const)('refuses messages once the application is %s (409) and stays readable', async (status, reason) => {
    const fixture = await applied();
    const started = await startThread(fixture);
    await db().update(applications).set({ status }).where(eq(applications.id, fixture.applicationId));

    for (const side of [fixture.employer, fixture.student]) {
      const refused = await write(side, started.id, 'Hello?');
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'THREAD_CLOSED', message: 'This conversation is closed.' });
    }
    const about = await sendTo(t.app, fixture.employer, messagesEndpoints.writeAboutApplication, {
      params: { id: fixture.applicationId },
      body: { body: 'Hi' },
    });
    expect(about.statusCode).toBe(409);

    const thread = (await read(fixture.student, started.id)).json<ThreadResponse>();
    expect(thread).toMatchObject({ open: false, closedReason: reason });
    expect(thread.messages).toHaveLength(1);
    expect((await list(fixture.employer)).threads[0]).toMatchObject({ id: started.id, open: false });
  });

  it('makes no thread for a first message about an application that has ended', async () => {
    const fixture = await applied();
    await db().update(applications).set({ status: 'withdrawn' }).where(eq(applications.id, fixture.applicationId));
    const refused = await sendTo(t.app, fixture.employer, messagesEndpoints.writeAboutApplication, {
      params: { id: fixture.applicationId },
      body: { body: 'Hi' },
    });
    expect(refused.statusCode).toBe(409);
    expect((await list(fixture.employer)).threads).toEqual([]);
  });

  it('stays open through an accepted offer and closes when the placement completes', async () => {
    const fixture = await applied();
    const started = await startThread(fixture);
    await setPlacement(fixture.applicationId, fixture, 'active');
    expect((await write(fixture.student, started.id, 'First day tomorrow!')).statusCode).toBe(201);
    await setPlacement(fixture.applicationId, fixture, 'completed');
    expect((await write(fixture.student, started.id, 'Thanks!')).statusCode).toBe(409);
    expect((await read(fixture.employer, started.id)).json<ThreadResponse>()).toMatchObject({ open: false, closedReason: 'placement_ended' });
  });
});

describe('contact details', () => {
  const details =
    'Call me at (416) 555-0101 or +33 6 12 34 56 78, write to jane@example.com, or find @jane_doe on instagram.com/jane. See you at 9:30 on 2026-11-27.';
  const hidden = `Call me at ${MASK} or ${MASK}, write to ${MASK}, or find ${MASK} on ${MASK}. See you at 9:30 on 2026-11-27.`;

  it('hides them, for both sides, until the agreement is signed, and passes them after', async () => {
    const fixture = await applied();
    const started = await startThread(fixture, details);
    expect(started.masking).toBe(true);
    expect(started.messages[0]).toMatchObject({ body: hidden, masked: true });

    const fromStudent = await write(fixture.student, started.id, 'Mine is 647.555.0199');
    expect(fromStudent.json<ThreadMessage>()).toMatchObject({ body: `Mine is ${MASK}`, masked: true });

    // Out for signature: still hidden.
    await setPlacement(fixture.applicationId, fixture, 'signing');
    expect((await write(fixture.employer, started.id, details)).json<ThreadMessage>()).toMatchObject({ body: hidden, masked: true });

    await setPlacement(fixture.applicationId, fixture, 'signed');
    const after = await write(fixture.employer, started.id, details);
    expect(after.json<ThreadMessage>()).toMatchObject({ body: details, masked: false });
    const thread = (await read(fixture.student, started.id)).json<ThreadResponse>();
    expect(thread.masking).toBe(false);
    // What was hidden when it was sent stays hidden: the original was never kept.
    expect(thread.messages.map((message) => message.masked)).toEqual([true, true, true, false]);
    expect(thread.messages[0]!.body).toBe(hidden);
  });
});

describe("the student's school", () => {
  it('reads the thread of its student under 18, never writes, and each read is in the audit log', async () => {
    const fixture = await applied();
    const started = await startThread(fixture);

    const response = await read(school, started.id);
    expect(response.statusCode).toBe(200);
    const thread = response.json<ThreadResponse>();
    expect(thread).toMatchObject({ viewer: 'school', schoolName: 'Riverside Secondary' });
    expect(thread.messages.every((message) => !message.mine)).toBe(true);

    const entries = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'message_thread.read'), eq(auditLog.actorId, school.userId!), eq(auditLog.targetId, fixture.student.userId!)));
    expect(entries).toHaveLength(1);
    expect(entries[0]!.details).toMatchObject({ threadId: started.id, as: 'school' });

    // The sides' reads are not audited.
    await read(fixture.student, started.id);
    const all = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'message_thread.read'), eq(auditLog.targetId, fixture.student.userId!)));
    expect(all).toHaveLength(1);

    const writes = await write(school, started.id, 'Hello');
    expect(writes.statusCode).toBe(403);

    const studentThreads = await sendTo(t.app, school, messagesEndpoints.studentThreads, { params: { userId: fixture.student.userId } });
    expect(studentThreads.statusCode).toBe(200);
    expect(studentThreads.json<ThreadListResponse>()).toMatchObject({
      unreadThreads: 0,
      threads: [{ id: started.id, unread: 0, studentName: 'Teststudent User' }],
    });
  });

  it("answers 404 to another school's staff", async () => {
    const fixture = await applied();
    const started = await startThread(fixture);
    const otherSchool = await createInstitution(t.app, 'Ottawa', 'Other Collegiate');
    expect((await read(otherSchool, started.id)).statusCode).toBe(404);
    expect((await sendTo(t.app, otherSchool, messagesEndpoints.studentThreads, { params: { userId: fixture.student.userId } })).statusCode).toBe(404);
    const audited = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'message_thread.read'), eq(auditLog.actorId, otherSchool.userId!)));
    expect(audited).toEqual([]);
  });

  it('answers 404 to the school of a student who is 18, and tells nobody that a school reads', async () => {
    const fixture = await applied({ dateOfBirth: '2008-01-15' });
    const started = await startThread(fixture);
    expect(started.schoolName).toBeNull();
    expect((await read(school, started.id)).statusCode).toBe(404);
    expect((await sendTo(t.app, school, messagesEndpoints.studentThreads, { params: { userId: fixture.student.userId } })).statusCode).toBe(404);

    // 18 since ten days: the day is counted in the student's zone, month and all.
    const tenDaysAgo = new Date(Date.now() - 10 * 86_400_000);
    const birthday = `${tenDaysAgo.getUTCFullYear() - 18}-${tenDaysAgo.toISOString().slice(5, 10)}`;
    const justAdult = await startThread(
      await applied({
        dateOfBirth: birthday === `${tenDaysAgo.getUTCFullYear() - 18}-02-29` ? `${tenDaysAgo.getUTCFullYear() - 18}-02-28` : birthday,
      }),
    );
    expect(justAdult.schoolName).toBeNull();
    expect((await read(school, justAdult.id)).statusCode).toBe(404);
  });

  it('lets an admin read, audited', async () => {
    const fixture = await applied();
    const started = await startThread(fixture);
    const admin = await createPersona(t.app, 'admin');
    const response = await read(admin, started.id);
    expect(response.statusCode).toBe(200);
    expect(response.json<ThreadResponse>().viewer).toBe('admin');
    const entries = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'message_thread.read'), eq(auditLog.actorId, admin.userId!)));
    expect(entries.map((entry) => entry.targetId)).toEqual([fixture.student.userId]);
  });
});

describe('blocking', () => {
  it("refuses the employer's messages in every thread while the student blocks them, and lets them again after", async () => {
    const fixture = await applied();
    const started = await startThread(fixture);
    // A second application of the same student to the same employer: the block covers it too.
    const job = await createJob(db(), fixture.employer.userId!, { title: 'Cashier' });
    const second = await createApplication(db(), job.id, fixture.student.userId!);

    const blocked = await sendTo(t.app, fixture.student, messagesEndpoints.block, { params: { id: started.id } });
    expect(blocked.statusCode).toBe(204);
    expect((await read(fixture.student, started.id)).json<ThreadResponse>().blocked).toBe(true);

    const refused = await write(fixture.employer, started.id, 'Hello again');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'MESSAGES_BLOCKED', message: 'This student does not accept your messages.' });
    const elsewhere = await sendTo(t.app, fixture.employer, messagesEndpoints.writeAboutApplication, {
      params: { id: second.id },
      body: { body: 'Hi' },
    });
    expect(elsewhere.statusCode).toBe(409);
    // The student still writes.
    expect((await write(fixture.student, started.id, 'I changed my mind.')).statusCode).toBe(201);
    // Only the student blocks.
    expect((await sendTo(t.app, fixture.employer, messagesEndpoints.block, { params: { id: started.id } })).statusCode).toBe(403);

    const unblocked = await sendTo(t.app, fixture.student, messagesEndpoints.unblock, { params: { id: started.id } });
    expect(unblocked.statusCode).toBe(204);
    expect((await write(fixture.employer, started.id, 'Hello again')).statusCode).toBe(201);
    expect((await read(fixture.student, started.id)).json<ThreadResponse>().blocked).toBe(false);
  });
});

describe('an employer FirstRung has not verified', () => {
  it('has no conversations: an empty list, not a refusal (the header asks on every page)', async () => {
    const employer = await createPersona(t.app, 'employer');
    await db().update(employerProfiles).set({ verificationStatus: 'pending' }).where(eq(employerProfiles.userId, employer.userId!));
    const response = await sendTo(t.app, employer, messagesEndpoints.list);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ threads: [], unreadThreads: 0 });
  });
});
