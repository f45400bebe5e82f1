import type { FastifyRequest } from 'fastify';
import {
  THREAD_MESSAGES_SHOWN,
  type ThreadListResponse,
  type ThreadMessage,
  type ThreadResponse,
  type ThreadSummary,
  type ThreadViewer,
} from '@common/contracts/messages';
import { WITHDRAWN_STATUS, type MessageSenderRole, type ThreadClosedReason } from '@common/enums';
import { maskContactDetails } from '@common/message-masking';
import type { AppDeps } from '../../app-deps';
import type { RequestAuth } from '../../auth/session';
import type { DbOrTx } from '../../db/client';
import { runUnitOfWork } from '../../db/unit-of-work';
import { AppError, forbidden, notFound } from '../../errors/app-error';
import { isVerifiedOrganisation } from '../../auth/verified-organisation';
import { threadTopic } from '../../live/live-hub';
import { recordAudit } from '../admin/audit-log';
import { checkOrganisation } from '../placements/placement-access';
import { noticeNewMessage } from './message-notices';
import { readableThread, readingSchoolOf, type ThreadRow } from './thread-access';
import {
  applicationForMessages,
  block,
  findOrCreateThread,
  findThread,
  insertMessage,
  isBlocked,
  latestMessages,
  listThreads,
  lockThread,
  recordSideWrote,
  setReadMark,
  threadContext,
  unblock,
  type MessageRow,
  type ThreadContext,
  type ThreadListRow,
  type ThreadState,
} from './thread-repository';

// Threads and messages (docs/product/messages.md): who writes, when a thread is open, what is masked,
// what each reader is shown. The notices (bell, e-mail) are message-notices.ts's; live delivery is
// deps.live's, after the commit.

/** Application statuses after which nothing more is said about it. */
const ENDED_APPLICATION_STATUSES: readonly string[] = [WITHDRAWN_STATUS, 'declined', 'rejected', 'no_response', 'offer_expired'];
const ENDED_PLACEMENT_STATUSES: readonly string[] = ['completed', 'cancelled'];
/** The agreement is signed: contact details pass. */
const SIGNED_PLACEMENT_STATUSES: readonly string[] = ['signed', 'active', 'completed'];

/** Why the thread takes no more messages, or null while it is open. */
export function closedReasonOf(state: ThreadState): ThreadClosedReason | null {
  if (state.closedAt) return 'closed_by_admin';
  if (ENDED_APPLICATION_STATUSES.includes(state.applicationStatus)) return 'application_ended';
  if (state.placementStatus && ENDED_PLACEMENT_STATUSES.includes(state.placementStatus)) return 'placement_ended';
  return null;
}

/** Contact details are hidden in new messages until the placement agreement is signed. */
export function masksContactDetails(state: ThreadState): boolean {
  return !(state.placementStatus && SIGNED_PLACEMENT_STATUSES.includes(state.placementStatus));
}

const sideOf = (viewer: ThreadViewer): MessageSenderRole => {
  if (viewer === 'student' || viewer === 'employer') return viewer;
  // The routes let only the sides write; a school or an admin reaching here is a bug.
  throw forbidden('access.wrongAccountType');
};

/** `viewer` null: for no reader in particular (a live event), so nothing is `mine`. */
function toMessage(row: MessageRow, context: Pick<ThreadContext, 'student' | 'employer'>, viewer: ThreadViewer | null): ThreadMessage {
  return {
    id: row.id,
    threadId: row.threadId,
    senderRole: row.senderRole,
    senderName: row.senderRole === 'student' ? context.student.name : context.employer.name,
    body: row.body,
    masked: row.masked,
    createdAt: row.createdAt.toISOString(),
    mine: row.senderRole === viewer,
  };
}

/** The thread as `viewer` reads it: its header, its state and its latest messages. */
async function threadResponseOf(deps: AppDeps, thread: ThreadRow, viewer: ThreadViewer, now: Date): Promise<ThreadResponse> {
  const { db } = deps;
  const context = await threadContext(db, thread.id);
  const [school, blocked, rows] = await Promise.all([
    readingSchoolOf(db, thread.studentId, now),
    isBlocked(db, thread.studentId, thread.employerId),
    latestMessages(db, thread.id, THREAD_MESSAGES_SHOWN),
  ]);
  const closedReason = closedReasonOf(context);
  return {
    id: thread.id,
    applicationId: thread.applicationId,
    jobTitle: context.jobTitle,
    companyName: context.companyName,
    student: { id: context.student.id, name: context.student.name },
    employer: context.employer,
    viewer,
    schoolName: school?.name ?? null,
    open: closedReason === null,
    closedReason,
    masking: masksContactDetails(context),
    blocked,
    messages: rows.map((row) => toMessage(row, context, viewer)),
  };
}

/**
 * Adds a side's message to the thread in one transaction (the thread locked, so the unread streak
 * and the last-message times stay right with two writers), then publishes it to open streams.
 */
async function appendMessage(
  deps: AppDeps,
  auth: RequestAuth,
  threadOf: (tx: DbOrTx) => Promise<string>,
  side: MessageSenderRole,
  text: string,
  now: Date,
): Promise<{ message: ThreadMessage; threadId: string }> {
  const { message, context, threadId } = await runUnitOfWork(deps, async (work) => {
    const threadId = await threadOf(work.tx);
    const locked = await lockThread(work.tx, threadId);
    const context = await threadContext(work.tx, threadId);
    if (closedReasonOf(context)) throw new AppError('THREAD_CLOSED', 'messages.threadClosed');
    if (side === 'employer' && (await isBlocked(work.tx, locked.studentId, locked.employerId)))
      throw new AppError('MESSAGES_BLOCKED', 'messages.blocked');
    const { text: body, masked } = masksContactDetails(context) ? maskContactDetails(text) : { text, masked: false };
    const message = await insertMessage(work.tx, { threadId, senderId: auth.user.id, senderRole: side, body, masked, createdAt: now });
    // The recipient had read everything this side wrote before: this message starts what is unread.
    const previous = side === 'student' ? locked.lastStudentMessageAt : locked.lastEmployerMessageAt;
    const recipientReadAt = side === 'student' ? locked.employerReadAt : locked.studentReadAt;
    const firstUnread = previous === null || (recipientReadAt !== null && recipientReadAt >= previous);
    const thread = await recordSideWrote(work.tx, threadId, side, now);
    await noticeNewMessage(deps, work, { thread, messageId: message.id, senderRole: side, firstUnread, now });
    return { message, context, threadId };
  });
  // Readers must find in the database what the event announces: after the commit.
  await deps.live.publish(threadTopic(threadId), { type: 'message', data: toMessage(message, context, null) });
  return { message: toMessage(message, context, side), threadId };
}

/**
 * The first message about an application makes its thread (or a later one adds to it): from the
 * employer whose posting it was sent to, or from the student who sent it.
 */
export async function writeAboutApplication(
  deps: AppDeps,
  auth: RequestAuth,
  applicationId: string,
  text: string,
  now: Date,
): Promise<ThreadResponse> {
  const { db } = deps;
  await checkOrganisation(db, auth);
  const application = await applicationForMessages(db, applicationId);
  if (!application) throw notFound('application');
  const side: MessageSenderRole = auth.user.role === 'employer' ? 'employer' : 'student';
  if (side === 'employer' && application.employerId !== auth.user.id) throw forbidden('messages.notYourApplicant');
  // Another student's application is not theirs to see.
  if (side === 'student' && application.studentId !== auth.user.id) throw notFound('application');
  // Made in the message's transaction: a refused first message leaves no empty thread.
  const values = { applicationId, studentId: application.studentId, employerId: application.employerId };
  const { threadId } = await appendMessage(deps, auth, async (tx) => (await findOrCreateThread(tx, values)).id, side, text, now);
  return threadResponseOf(deps, (await findThread(db, threadId))!, side, now);
}

export async function writeInThread(deps: AppDeps, auth: RequestAuth, threadId: string, text: string, now: Date): Promise<ThreadMessage> {
  const { viewer } = await readableThread(deps.db, auth, threadId, now);
  return (await appendMessage(deps, auth, async () => threadId, sideOf(viewer), text, now)).message;
}

/** A thread as its reader sees it; a school's or an admin's read is in the audit log. */
export async function readThread(deps: AppDeps, request: FastifyRequest, auth: RequestAuth, threadId: string, now: Date): Promise<ThreadResponse> {
  const { thread, viewer } = await readableThread(deps.db, auth, threadId, now);
  const response = await threadResponseOf(deps, thread, viewer, now);
  if (viewer === 'school' || viewer === 'admin') {
    const student = (await threadContext(deps.db, thread.id)).student;
    await recordAudit(deps.db, request, {
      action: 'message_thread.read',
      actor: { id: auth.user.id, email: auth.user.email },
      target: { id: student.id, email: student.email },
      details: { threadId: thread.id, applicationId: thread.applicationId, as: viewer },
    });
  }
  return response;
}

export async function markThreadRead(deps: AppDeps, auth: RequestAuth, threadId: string, now: Date): Promise<void> {
  const { viewer } = await readableThread(deps.db, auth, threadId, now);
  await setReadMark(deps.db, threadId, sideOf(viewer), now);
}

/** The student stops (`blocked` true) or lets again the thread's employer's messages, in every thread. */
export async function setBlocked(deps: AppDeps, auth: RequestAuth, threadId: string, blocked: boolean, now: Date): Promise<void> {
  const { thread, viewer } = await readableThread(deps.db, auth, threadId, now);
  if (viewer !== 'student') throw forbidden('access.wrongAccountType');
  await (blocked ? block : unblock)(deps.db, thread.studentId, thread.employerId);
}

function toSummary(row: ThreadListRow): ThreadSummary {
  return {
    id: row.id,
    applicationId: row.applicationId,
    jobTitle: row.jobTitle,
    companyName: row.companyName,
    studentName: row.studentName,
    employerName: row.employerName,
    lastMessage: row.lastMessage ? { ...row.lastMessage, createdAt: row.lastMessage.createdAt.toISOString() } : null,
    unread: row.unread,
    open: closedReasonOf(row) === null,
  };
}

const toList = (rows: ThreadListRow[]): ThreadListResponse => ({
  threads: rows.map(toSummary),
  unreadThreads: rows.filter((row) => row.unread > 0).length,
});

/** The caller's own threads, a student's or an employer's. */
export async function myThreads(deps: AppDeps, auth: RequestAuth): Promise<ThreadListResponse> {
  // An employer FirstRung has not verified sees no applicant, so it has no conversation either:
  // an empty list (the header's link asks for it on every page), not a refusal.
  if (auth.user.role === 'employer' && !(await isVerifiedOrganisation(deps.db, auth.user))) return { threads: [], unreadThreads: 0 };
  const side: MessageSenderRole = auth.user.role === 'employer' ? 'employer' : 'student';
  const owner = side === 'student' ? { studentId: auth.user.id } : { employerId: auth.user.id };
  return toList(await listThreads(deps.db, owner, side));
}

/** A student's threads as their school reads them: its student, under 18 (else not found); nothing is unread for a school. */
export async function schoolStudentThreads(deps: AppDeps, auth: RequestAuth, studentId: string, now: Date): Promise<ThreadListResponse> {
  const school = await readingSchoolOf(deps.db, studentId, now);
  if (school?.userId !== auth.user.id) throw notFound('student');
  return toList(await listThreads(deps.db, { studentId }, null));
}
