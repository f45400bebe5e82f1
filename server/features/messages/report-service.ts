import type { FastifyRequest } from 'fastify';
import { and, asc, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { MessageReport, MessageReportBody, ResolveReportBody } from '@common/contracts/messages';
import type { MessageSenderRole } from '@common/enums';
import type { AppDeps } from '../../app-deps';
import type { RequestAuth } from '../../auth/session';
import type { DbOrTx } from '../../db/client';
import { applications, jobs, messageReports, messages, messageThreads, users } from '../../db/schema';
import { runUnitOfWork, type UnitOfWork } from '../../db/unit-of-work';
import { AppError, notFound } from '../../errors/app-error';
import { setUserBanned } from '../account/account-repository';
import { recordAudit } from '../admin/audit-log';
import { notify } from '../notifications/notify';
import { displayName } from '../notifications/triggers';
import { threadLink } from './message-notices';
import { readableThread, readBySchool, readingSchoolOf } from './thread-access';
import { threadColumns, withThreadJoins } from './thread-repository';

// Reports on messages and the admins' decisions (docs/product/messages.md#report-and-block): a side
// reports the other side's message; the student's school (when it reads the thread) and every admin
// are told; an admin dismisses it, warns or suspends the sender, or closes the thread, each audited.

/** The admins' page of reports (the bell's link for an admin). */
export const ADMIN_REPORTS_LINK = '/admin/message-reports';
/** The most reports a list answers: open ones first, the newest first. */
const REPORTS_LISTED = 200;

const senderUser = alias(users, 'report_sender');

const reportColumns = {
  id: messageReports.id,
  threadId: messageReports.threadId,
  messageId: messageReports.messageId,
  reason: messageReports.reason,
  details: messageReports.details,
  createdAt: messageReports.createdAt,
  resolvedAt: messageReports.resolvedAt,
  action: messageReports.action,
  note: messageReports.note,
  messageBody: messages.body,
  senderRole: messages.senderRole,
  senderId: messages.senderId,
  messageCreatedAt: messages.createdAt,
  studentId: messageThreads.studentId,
  student: threadColumns.student,
  companyName: threadColumns.companyName,
  jobTitle: threadColumns.jobTitle,
};

/** Reports with their message, thread, posting and names: one statement, whatever the filter. */
function selectReports(db: DbOrTx, where: SQL | undefined) {
  return withThreadJoins(db.select(reportColumns).from(messageThreads).$dynamic())
    .innerJoin(messageReports, eq(messageReports.threadId, messageThreads.id))
    .innerJoin(messages, eq(messages.id, messageReports.messageId))
    .where(where)
    .orderBy(sql`${messageReports.resolvedAt} is null desc`, desc(messageReports.createdAt), asc(messageReports.id))
    .limit(REPORTS_LISTED);
}

type ReportRow = Awaited<ReturnType<typeof selectReports>>[number];

const otherSide = (role: MessageSenderRole): MessageSenderRole => (role === 'student' ? 'employer' : 'student');

function toReport(row: ReportRow): MessageReport {
  const studentName = displayName(row.student);
  return {
    id: row.id,
    threadId: row.threadId,
    messageId: row.messageId,
    reason: row.reason,
    details: row.details,
    // Only the other side of a message may report it.
    reporterRole: otherSide(row.senderRole),
    createdAt: row.createdAt.toISOString(),
    message: {
      body: row.messageBody,
      senderRole: row.senderRole,
      senderName: row.senderRole === 'student' ? studentName : row.companyName,
      createdAt: row.messageCreatedAt.toISOString(),
    },
    studentName,
    employerName: row.companyName,
    jobTitle: row.jobTitle,
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    action: row.action,
    note: row.note,
  };
}

const statusFilter = (status: 'open' | 'resolved' | 'all') =>
  status === 'open' ? isNull(messageReports.resolvedAt) : status === 'resolved' ? isNotNull(messageReports.resolvedAt) : undefined;

/** Every report (the admins' list). */
export async function adminReports(db: DbOrTx, status: 'open' | 'resolved' | 'all'): Promise<MessageReport[]> {
  return (await selectReports(db, statusFilter(status))).map(toReport);
}

/** The reports on threads the school reads now (its students under 18 today: readBySchool), in one query. */
export async function schoolReports(db: DbOrTx, schoolUserId: string, status: 'open' | 'resolved' | 'all', now: Date): Promise<MessageReport[]> {
  return (await selectReports(db, and(statusFilter(status), readBySchool(db, schoolUserId, now)))).map(toReport);
}

async function reportById(db: DbOrTx, reportId: string): Promise<MessageReport> {
  const [row] = await selectReports(db, eq(messageReports.id, reportId));
  if (!row) throw notFound('messageReport');
  return toReport(row);
}

/** Tells the student's school (when it reads the thread) and every admin of a new report. */
async function tellOfReport(
  deps: AppDeps,
  work: UnitOfWork,
  report: { threadId: string; studentId: string; jobTitle: string; studentName: string },
  now: Date,
) {
  const params = { jobTitle: report.jobTitle, studentName: report.studentName, threadId: report.threadId };
  const school = await readingSchoolOf(work.tx, report.studentId, now);
  const admins = await work.tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.banned, false)))
    .orderBy(asc(users.id));
  const told = [
    ...(school ? [{ userId: school.userId, link: threadLink(report.threadId) }] : []),
    ...admins.map((admin) => ({ userId: admin.id, link: ADMIN_REPORTS_LINK })),
  ];
  for (const { userId, link } of told) {
    await notify(deps, { userId, kind: 'message_reported', params, mentions: [report.studentId], link }, work);
  }
}

/**
 * A side reports a message of the other side of its thread: anyone else is told it does not exist
 * (readableThread), their own message is refused (400), and a second report of the same message by
 * the same person is 409.
 */
export async function reportMessage(
  deps: AppDeps,
  auth: RequestAuth,
  messageId: string,
  body: MessageReportBody,
  now: Date,
): Promise<{ id: string }> {
  return runUnitOfWork(deps, async (work) => {
    const [message] = await work.tx
      .select({ threadId: messages.threadId, senderRole: messages.senderRole })
      .from(messages)
      .where(eq(messages.id, messageId));
    if (!message) throw notFound('message');
    const { thread, viewer } = await readableThread(work.tx, auth, message.threadId, now);
    if (viewer !== 'student' && viewer !== 'employer') throw notFound('message');
    if (message.senderRole === viewer) throw new AppError('BAD_REQUEST', 'messages.reportOwnMessage');
    const [created] = await work.tx
      .insert(messageReports)
      .values({ messageId, threadId: thread.id, reporterId: auth.user.id, reason: body.reason, details: body.details ?? null, createdAt: now })
      .onConflictDoNothing({ target: [messageReports.messageId, messageReports.reporterId] })
      .returning({ id: messageReports.id });
    if (!created) throw new AppError('ALREADY_EXISTS', 'messages.alreadyReported');
    const [about] = await work.tx
      .select({ jobTitle: jobs.title, firstName: users.firstName, lastName: users.lastName, name: users.name })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .innerJoin(users, eq(users.id, applications.studentId))
      .where(eq(applications.id, thread.applicationId));
    await tellOfReport(
      deps,
      work,
      { threadId: thread.id, studentId: thread.studentId, jobTitle: about?.jobTitle ?? '', studentName: about ? displayName(about) : '' },
      now,
    );
    return { id: created.id };
  });
}

/**
 * An admin's decision on an open report (409 once resolved): dismiss; warn the sender (a
 * notification); suspend the sender's account (as the admins' users page does, audited
 * 'user.suspend'); or close the thread. Each is audited 'message_report.resolve'.
 */
export async function resolveReport(
  deps: AppDeps,
  request: FastifyRequest,
  admin: RequestAuth,
  reportId: string,
  body: ResolveReportBody,
  now: Date,
): Promise<MessageReport> {
  await runUnitOfWork(deps, async (work) => {
    const [report] = await work.tx
      .select({
        id: messageReports.id,
        resolvedAt: messageReports.resolvedAt,
        threadId: messageReports.threadId,
        messageId: messageReports.messageId,
        senderId: messages.senderId,
        senderEmail: senderUser.email,
        senderBanned: senderUser.banned,
        jobTitle: jobs.title,
      })
      .from(messageReports)
      .innerJoin(messages, eq(messages.id, messageReports.messageId))
      .innerJoin(messageThreads, eq(messageThreads.id, messageReports.threadId))
      .innerJoin(applications, eq(applications.id, messageThreads.applicationId))
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .leftJoin(senderUser, eq(senderUser.id, messages.senderId))
      .where(eq(messageReports.id, reportId))
      .for('update', { of: messageReports });
    if (!report) throw notFound('messageReport');
    if (report.resolvedAt) throw new AppError('CONFLICT', 'messages.reportResolved');
    const note = body.note || null;
    await work.tx
      .update(messageReports)
      .set({ resolvedAt: now, resolvedByUserId: admin.user.id, action: body.action, note })
      .where(eq(messageReports.id, reportId));
    const actor = { id: admin.user.id, email: admin.user.email };
    const sender = report.senderId && report.senderEmail ? { id: report.senderId, email: report.senderEmail } : null;
    if (body.action === 'warn' && sender) {
      await notify(
        deps,
        {
          userId: sender.id,
          kind: 'message_warning',
          params: { jobTitle: report.jobTitle, threadId: report.threadId },
          link: threadLink(report.threadId),
        },
        work,
      );
    }
    if (body.action === 'suspend' && sender && !report.senderBanned) {
      await setUserBanned(work.tx, sender.id, true, 'Suspended by an admin');
      await recordAudit(work.tx, request, { action: 'user.suspend', actor, target: sender, details: { messageReportId: reportId } });
    }
    if (body.action === 'close') {
      await work.tx
        .update(messageThreads)
        .set({ closedAt: now, closedByUserId: admin.user.id })
        .where(and(eq(messageThreads.id, report.threadId), isNull(messageThreads.closedAt)));
    }
    await recordAudit(work.tx, request, {
      action: 'message_report.resolve',
      actor,
      target: sender,
      details: { messageReportId: reportId, threadId: report.threadId, messageId: report.messageId, action: body.action, ...(note ? { note } : {}) },
    });
  });
  return reportById(deps.db, reportId);
}

/** Saves the browser's time zone on the account (quiet hours, the morning digest). */
export async function saveTimeZone(db: DbOrTx, userId: string, timeZone: string): Promise<void> {
  await db.update(users).set({ timeZone, updatedAt: new Date() }).where(eq(users.id, userId));
}
