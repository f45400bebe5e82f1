// The student's own applications (docs/product/jobs.md): applying (or applying again after
// withdrawing), their list and one of them, and withdrawing. What both sides read: application-repository.ts.
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Page } from '@common/api/paging';
import type { JobRevision, PostingSnapshot, StudentApplication } from '@common/contracts/jobs';
import { jobState } from '@common/job-state';
import { APPLICATION_ANSWER_DAYS } from '@common/constants';
import {
  normaliseApplicationStatus,
  normaliseStudentApplicationStatus,
  WITHDRAWN_STATUS,
  type ApplicationStatus,
  type StudentApplicationStatus,
} from '@common/enums';
import type { DbOrTx } from '../../db/client';
import { applicationInterviews, applications, isLiveApplication, jobs } from '../../db/schema';
import { createdAtText, toPage } from '../../http/keyset';
import { afterPageStart, interviewJoin, progressColumns, progressOf, type ProgressRow } from './application-repository';
import { revisionsSinceApplied, snapshotColumns, toPostingSnapshot } from './job-revisions-repository';
import type { PageRequest } from './page-request';

const studentColumns = {
  id: applications.id,
  status: applications.status,
  createdAt: applications.createdAt,
  ...progressColumns,
  // The student's other applications still open: withdrawn with an accepted offer if they ask (the accept dialog says how many).
  otherOpenApplications: sql<number>`(select count(*)::int from ${applications} as other where other.student_id = ${applications.studentId} and other.id <> ${applications.id} and other.status in ('pending', 'reviewing', 'interview', 'offered'))`,
  appliedTo: applications.jobSnapshot,
  job: {
    id: jobs.id,
    title: jobs.title,
    location: jobs.location,
    type: jobs.type,
    companyName: jobs.companyName,
    isActive: jobs.isActive,
    filledAt: jobs.filledAt,
    applicationDeadline: jobs.applicationDeadline,
  },
};

/** The student's progress: an offer waiting also says how many of their other applications are still open. */
function studentProgressOf(row: StudentRow) {
  const progress = progressOf(row, row.status);
  if (!progress.offer || row.status !== 'offered') return progress;
  return { ...progress, offer: { ...progress.offer, otherOpenApplications: Number(row.otherOpenApplications) } };
}

interface StudentRow extends ProgressRow {
  status: string;
  otherOpenApplications: number;
  createdAt: Date;
  appliedTo: PostingSnapshot | null;
  job: Omit<StudentApplication['job'], 'state'> & { isActive: boolean; filledAt: Date | null; applicationDeadline: Date | null };
}

function toStudentApplication(row: StudentRow, changesSinceApplied: JobRevision[]): StudentApplication {
  const { isActive, filledAt, applicationDeadline, ...job } = row.job;
  return {
    id: row.id,
    status: normaliseStudentApplicationStatus(row.status),
    createdAt: row.createdAt.toISOString(),
    job: { ...job, state: jobState({ isActive, filledAt, applicationDeadline }) },
    appliedTo: row.appliedTo,
    changesSinceApplied,
    ...studentProgressOf(row),
  };
}

/**
 * Inserts the application with a snapshot of the posting as it is now (what the student applied to,
 * whatever edits follow). The unique (job_id, student_id) index allows one row: an application the
 * student withdrew is reopened as a new, pending one (docs/product/jobs.md#withdrawing); a live one
 * is kept as it is and null is returned.
 */
export async function insertApplication(db: DbOrTx, jobId: string, studentId: string, message: string | null): Promise<StudentApplication | null> {
  const [posting] = await db.select(snapshotColumns).from(jobs).where(eq(jobs.id, jobId));
  const jobSnapshot = posting ? toPostingSnapshot(posting) : null;
  const [inserted] = await db
    .insert(applications)
    .values({ jobId, studentId, message, jobSnapshot })
    .onConflictDoUpdate({
      target: [applications.jobId, applications.studentId],
      set: {
        status: 'pending',
        message,
        jobSnapshot,
        createdAt: sql`now()`,
        statusChangeTo: null,
        statusChangeId: null,
        statusChangeDueAt: null,
        // Sent again: a new application, owed its answer within a new deadline (docs/product/applications.md#the-deadline).
        viewedAt: null,
        answerDueAt: sql.raw(`now() + interval '${APPLICATION_ANSWER_DAYS} days'`),
        answeredAt: null,
        reminderSentAt: null,
        offerNote: null,
        offerDeclineNote: null,
        offerAnswerDueAt: null,
        notSelectedReason: null,
        notSelectedNote: null,
      },
      setWhere: eq(applications.status, WITHDRAWN_STATUS),
    })
    .returning({ id: applications.id });
  if (!inserted) return null;
  // The interview of the withdrawn application is not this one's.
  await db.delete(applicationInterviews).where(eq(applicationInterviews.applicationId, inserted.id));
  const [row] = await db
    .select(studentColumns)
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .leftJoin(applicationInterviews, interviewJoin)
    .where(eq(applications.id, inserted.id));
  return toStudentApplication(row!, []);
}

/** The status of the student's application to the posting, or null when they have not applied (or withdrew: they may apply again). */
export async function applicationStatusOf(db: DbOrTx, jobId: string, studentId: string): Promise<ApplicationStatus | null> {
  const [row] = await db
    .select({ status: applications.status })
    .from(applications)
    .where(and(eq(applications.jobId, jobId), eq(applications.studentId, studentId), isLiveApplication))
    .limit(1);
  return row ? normaliseApplicationStatus(row.status) : null;
}

/** A page of a student's applications, most recent first. */
export async function listStudentApplications(db: DbOrTx, studentId: string, page: PageRequest): Promise<Page<StudentApplication>> {
  const mine = eq(applications.studentId, studentId);
  const [rows, total] = await Promise.all([
    db
      .select({ ...studentColumns, createdAtText: createdAtText(applications.createdAt) })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .leftJoin(applicationInterviews, interviewJoin)
      .where(and(mine, afterPageStart(page)))
      .orderBy(desc(applications.createdAt), desc(applications.id))
      .limit(page.limit + 1),
    page.cursor
      ? null
      : db
          .select({ n: count() })
          .from(applications)
          .where(mine)
          .then(([row]) => row?.n ?? 0),
  ]);
  const { pageRows, nextCursor } = toPage(rows, page.limit);
  const changes = await revisionsSinceApplied(
    db,
    pageRows.map((row) => row.id),
  );
  return {
    items: pageRows.map(({ createdAtText: _createdAtText, ...row }) => toStudentApplication(row, changes.get(row.id) ?? [])),
    nextCursor,
    total,
  };
}

/**
 * Locks the student's own application for withdrawal: its status and the status change the
 * employer still holds for undo, or null when it is not theirs (or not there).
 */
export async function lockOwnApplication(
  tx: DbOrTx,
  studentId: string,
  id: string,
): Promise<{ status: StudentApplicationStatus; statusChangeId: string | null } | null> {
  const [row] = await tx
    .select({ status: applications.status, statusChangeId: applications.statusChangeId })
    .from(applications)
    .where(and(eq(applications.id, id), eq(applications.studentId, studentId)))
    .for('update');
  return row ? { status: normaliseStudentApplicationStatus(row.status), statusChangeId: row.statusChangeId } : null;
}

/**
 * Withdrawing keeps the application in the student's history as withdrawn: the employer no longer
 * sees it, nor the resume through it, and no count includes it (docs/product/jobs.md#withdrawing).
 * A status the employer still held for undo is dropped with it.
 */
export async function markWithdrawn(tx: DbOrTx, id: string): Promise<void> {
  await tx
    .update(applications)
    .set({ status: WITHDRAWN_STATUS, statusChangeTo: null, statusChangeId: null, statusChangeDueAt: null })
    .where(eq(applications.id, id));
}

/** One of the student's own applications as their list shows it, or null. */
export async function findStudentApplication(db: DbOrTx, studentId: string, id: string): Promise<StudentApplication | null> {
  const [row] = await db
    .select(studentColumns)
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .leftJoin(applicationInterviews, interviewJoin)
    .where(and(eq(applications.id, id), eq(applications.studentId, studentId)));
  if (!row) return null;
  const changes = await revisionsSinceApplied(db, [id]);
  return toStudentApplication(row, changes.get(id) ?? []);
}
