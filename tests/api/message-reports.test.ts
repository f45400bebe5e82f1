import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageReport } from '@common/contracts/messages';
import { messagesEndpoints } from '@common/endpoints/messages';
import { auditLog, messageThreads, notifications, users } from '@server/db/schema';
import { schoolReports } from '@server/features/messages/report-service';
import { readingSchoolOf } from '@server/features/messages/thread-access';
import { insertMessage, insertThread } from './helpers/message-report-fixtures';
import { createPersona, type Persona } from './helpers/personas';
import { sendTo } from './helpers/request';
import { createInstitution, createLinkedStudent } from './helpers/school-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

// Reports on messages and the admins' decisions (docs/product/messages.md#report-and-block).

let t: TestApp;
let school: Persona;
let otherSchool: Persona;
let minor: Persona;
let adult: Persona;
let admin: Persona;

beforeAll(async () => {
  t = await createTestApp();
  school = await createInstitution(t.app, 'Toronto', 'Riverside Secondary');
  otherSchool = await createInstitution(t.app, 'Toronto', 'Lakeside Secondary');
  minor = await createLinkedStudent(t.app, school.profileId, { dateOfBirth: '2011-05-01' });
  adult = await createLinkedStudent(t.app, school.profileId, { dateOfBirth: '2000-05-01' });
  admin = await createPersona(t.app, 'admin');
});
afterAll(async () => t.close());

/** A fresh employer's thread with the student, and a message of the employer in it. */
async function employerMessage(student: Persona, body = 'Text me at 416 555 0101') {
  const employer = await createPersona(t.app, 'employer');
  const thread = await insertThread(t.app.deps.db, {
    employerId: employer.userId!,
    studentId: student.userId!,
    jobTitle: `Helper ${employer.userId}`,
  });
  const messageId = await insertMessage(t.app.deps.db, thread.threadId, { id: employer.userId!, role: 'employer' }, body);
  return { employer, thread, messageId };
}

const report = (caller: Persona, messageId: string, body: unknown = { reason: 'off_platform_contact' }) =>
  sendTo(t.app, caller, messagesEndpoints.report, { params: { id: messageId }, body });

const bell = (userId: string, kind: 'message_reported' | 'message_warning') =>
  t.app.deps.db
    .select({ params: notifications.params, link: notifications.link })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)));

const reportsOf = async (
  caller: Persona,
  endpoint: typeof messagesEndpoints.adminReports | typeof messagesEndpoints.schoolReports,
  status = 'all',
) => {
  const response = await sendTo(t.app, caller, endpoint, { query: { status } });
  expect(response.statusCode).toBe(200);
  return (response.json() as { reports: MessageReport[] }).reports;
};

const resolve = (reportId: string, action: string, note?: string) =>
  sendTo(t.app, admin, messagesEndpoints.resolveReport, { params: { id: reportId }, body: { action, ...(note ? { note } : {}) } });

const auditOf = (action: 'message_report.resolve' | 'user.suspend', targetId: string) =>
  t.app.deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)));

describe('reporting a message', () => {
  it("reaches the minor's school and every admin, in the bell and in their lists", async () => {
    const { thread, messageId } = await employerMessage(minor);
    const response = await report(minor, messageId);
    expect(response.statusCode).toBe(201);
    const { id } = response.json() as { id: string };

    const [schoolBell] = (await bell(school.userId!, 'message_reported')).filter((row) => row.params.threadId === thread.threadId);
    expect(schoolBell).toMatchObject({ params: { jobTitle: thread.jobTitle }, link: `/messages/${thread.threadId}` });
    expect((await bell(admin.userId!, 'message_reported')).some((row) => row.params.threadId === thread.threadId)).toBe(true);

    const inSchoolList = (await reportsOf(school, messagesEndpoints.schoolReports, 'open')).find((listed) => listed.id === id);
    expect(inSchoolList).toMatchObject({ messageId, reason: 'off_platform_contact', reporterRole: 'student', resolvedAt: null });
    expect(inSchoolList!.message).toMatchObject({ body: 'Text me at 416 555 0101', senderRole: 'employer' });
    expect((await reportsOf(admin, messagesEndpoints.adminReports, 'open')).map((listed) => listed.id)).toContain(id);
    expect((await reportsOf(otherSchool, messagesEndpoints.schoolReports)).map((listed) => listed.id)).not.toContain(id);
  });

  it("does not tell the school of an adult student's report, nor list it for the school", async () => {
    const { thread, messageId } = await employerMessage(adult);
    const { id } = (await report(adult, messageId)).json() as { id: string };
    expect((await bell(school.userId!, 'message_reported')).some((row) => row.params.threadId === thread.threadId)).toBe(false);
    expect((await bell(admin.userId!, 'message_reported')).some((row) => row.params.threadId === thread.threadId)).toBe(true);
    expect((await reportsOf(school, messagesEndpoints.schoolReports)).map((listed) => listed.id)).not.toContain(id);
  });

  it("lists the report while the student is under 18 on their own calendar, as the thread's access rule says", async () => {
    // One query for the whole list (readBySchool) and the per-thread rule (readingSchoolOf) agree on each day.
    const cases = [
      { dateOfBirth: '2008-05-01', timeZone: 'Pacific/Kiritimati', now: '2026-04-30T12:00:00Z', listed: false },
      { dateOfBirth: '2008-05-01', timeZone: 'Pacific/Pago_Pago', now: '2026-04-30T12:00:00Z', listed: true },
      { dateOfBirth: '2008-02-29', timeZone: 'UTC', now: '2026-02-28T12:00:00Z', listed: true },
      { dateOfBirth: '2008-02-29', timeZone: 'UTC', now: '2026-03-01T12:00:00Z', listed: false },
    ];
    for (const { dateOfBirth, timeZone, now, listed } of cases) {
      const student = await createLinkedStudent(t.app, school.profileId, { dateOfBirth });
      await t.app.deps.db.update(users).set({ timeZone }).where(eq(users.id, student.userId!));
      const { messageId } = await employerMessage(student);
      const { id } = (await report(student, messageId)).json() as { id: string };
      const at = new Date(now);
      const inList = (await schoolReports(t.app.deps.db, school.userId!, 'all', at)).some((listed) => listed.id === id);
      const label = `${dateOfBirth} in ${timeZone} at ${now}`;
      expect(inList, label).toBe(listed);
      expect((await readingSchoolOf(t.app.deps.db, student.userId!, at)) !== null, label).toBe(listed);
    }
  });

  it("refuses one's own message (400), a second report (409), someone else's thread (404), `other` without details (400)", async () => {
    const { employer, messageId } = await employerMessage(minor);
    expect((await report(employer, messageId)).statusCode).toBe(400);
    expect((await report(minor, messageId, { reason: 'other' })).statusCode).toBe(400);
    expect((await report(minor, messageId)).statusCode).toBe(201);
    const again = await report(minor, messageId, { reason: 'spam' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_EXISTS');
    expect((await report(adult, messageId)).statusCode).toBe(404);
  });

  it("lets the employer report the student's message", async () => {
    const { employer, thread } = await employerMessage(minor);
    const studentMessage = await insertMessage(t.app.deps.db, thread.threadId, { id: minor.userId!, role: 'student' }, 'Rude words');
    const response = await report(employer, studentMessage, { reason: 'other', details: 'Insults' });
    expect(response.statusCode).toBe(201);
    const listed = (await reportsOf(admin, messagesEndpoints.adminReports)).find((item) => item.messageId === studentMessage);
    expect(listed).toMatchObject({ reporterRole: 'employer', details: 'Insults', message: { senderRole: 'student' } });
  });
});

describe("an admin's decision", () => {
  const openReport = async () => {
    const fixture = await employerMessage(minor);
    const { id } = (await report(minor, fixture.messageId)).json() as { id: string };
    return { ...fixture, reportId: id };
  };

  it('dismisses, audited, and a second decision is 409', async () => {
    const { employer, reportId } = await openReport();
    const response = await resolve(reportId, 'dismiss', 'Nothing wrong');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: reportId, action: 'dismiss', note: 'Nothing wrong' });
    expect(response.json().resolvedAt).not.toBeNull();
    const [entry] = await auditOf('message_report.resolve', employer.userId!);
    expect(entry).toMatchObject({ actorId: admin.userId, details: { messageReportId: reportId, action: 'dismiss', note: 'Nothing wrong' } });
    const again = await resolve(reportId, 'warn');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('CONFLICT');
    expect((await reportsOf(admin, messagesEndpoints.adminReports, 'open')).map((listed) => listed.id)).not.toContain(reportId);
    expect((await reportsOf(admin, messagesEndpoints.adminReports, 'resolved')).map((listed) => listed.id)).toContain(reportId);
  });

  it('warns the sender with a notification, audited', async () => {
    const { employer, thread, reportId } = await openReport();
    expect((await resolve(reportId, 'warn')).statusCode).toBe(200);
    expect(await bell(employer.userId!, 'message_warning')).toEqual([
      { params: { jobTitle: thread.jobTitle, threadId: thread.threadId }, link: `/messages/${thread.threadId}` },
    ]);
    expect(await auditOf('message_report.resolve', employer.userId!)).toHaveLength(1);
  });

  it("suspends the sender's account, audited as a suspension too", async () => {
    const { employer, reportId } = await openReport();
    expect((await resolve(reportId, 'suspend')).statusCode).toBe(200);
    const [account] = await t.app.deps.db.select({ banned: users.banned }).from(users).where(eq(users.id, employer.userId!));
    expect(account!.banned).toBe(true);
    expect(await auditOf('message_report.resolve', employer.userId!)).toHaveLength(1);
    expect(await auditOf('user.suspend', employer.userId!)).toHaveLength(1);
  });

  it('closes the thread, audited', async () => {
    const { employer, thread, reportId } = await openReport();
    expect((await resolve(reportId, 'close')).statusCode).toBe(200);
    const [row] = await t.app.deps.db
      .select({ closedAt: messageThreads.closedAt, closedBy: messageThreads.closedByUserId })
      .from(messageThreads)
      .where(eq(messageThreads.id, thread.threadId));
    expect(row!.closedAt).not.toBeNull();
    expect(row!.closedBy).toBe(admin.userId);
    expect((await auditOf('message_report.resolve', employer.userId!))[0]!.details).toMatchObject({ action: 'close', threadId: thread.threadId });
  });

  it('answers 404 for a report that does not exist', async () => {
    expect((await resolve('00000000-0000-4000-8000-000000000000', 'dismiss')).statusCode).toBe(404);
  });
});

describe('the time zone', () => {
  it('is saved on the account; a name that is no time zone is refused', async () => {
    const response = await sendTo(t.app, minor, messagesEndpoints.setTimeZone, { body: { timeZone: 'Europe/Paris' } });
    expect(response.statusCode).toBe(204);
    const [row] = await t.app.deps.db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, minor.userId!));
    expect(row!.timeZone).toBe('Europe/Paris');
    expect((await sendTo(t.app, minor, messagesEndpoints.setTimeZone, { body: { timeZone: 'Mars/Olympus' } })).statusCode).toBe(400);
  });

  it("is taken from the browser's zone cookie when the app asks who is signed in", async () => {
    const zoneOf = async (userId: string) =>
      (await t.app.deps.db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, userId)))[0]!.timeZone;
    const student = await createPersona(t.app, 'student');
    const asked = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: `${student.cookie}; firstrung_tz=${encodeURIComponent('America/Vancouver')}` },
    });
    expect(asked.statusCode).toBe(200);
    expect(await zoneOf(student.userId!)).toBe('America/Vancouver');
    // An unknown zone changes nothing.
    await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: `${student.cookie}; firstrung_tz=Mars%2FOlympus` } });
    expect(await zoneOf(student.userId!)).toBe('America/Vancouver');
  });
});
