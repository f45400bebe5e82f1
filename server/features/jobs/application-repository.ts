import { and, asc, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { endpointUrl } from '@common/api/endpoint';
import type { Page } from '@common/api/paging';
import { type EmployerApplication, type JobRevision, type PostingSnapshot, type StudentApplication } from '@common/contracts/jobs';
import { jobState } from '@common/job-state';
import { resumeDownloadPath } from '@common/contracts/files';
import type { Interview } from '@common/contracts/application-answers';
import { applicationsEndpoints } from '@common/endpoints/applications';
import { APPLICATION_ANSWER_DAYS, OFFER_ANSWER_DAYS } from '@common/constants';
import {
  AWAITING_ANSWER_STATUSES,
  INTERVIEW_RESPONSES,
  normaliseApplicationStatus,
  NOT_SELECTED_REASONS,
  type NotSelectedReason,
  normaliseStudentApplicationStatus,
  WITHDRAWN_STATUS,
  type ApplicationStatus,
  type StudentApplicationStatus,
} from '@common/enums';
import type { DbOrTx } from '../../db/client';
import { applicationInterviews, applications, isLiveApplication, jobs, studentProfiles, users } from '../../db/schema';
import { afterCursor, createdAtText, cursorParts, decodeSortCursor, encodeSortCursor, toPage } from '../../http/keyset';
import { revisionsSinceApplied, snapshotColumns, toPostingSnapshot } from './job-revisions-repository';
import { nameOrEmailContains } from '../../http/name-search';
import type { PageRequest } from './page-request';

const normaliseNotSelectedReason = (value: string): NotSelectedReason =>
  (NOT_SELECTED_REASONS as readonly string[]).includes(value) ? (value as NotSelectedReason) : 'other';
const normaliseInterviewResponse = (value: string): Interview['response'] =>
  (INTERVIEW_RESPONSES as readonly string[]).includes(value) ? (value as Interview['response']) : 'awaiting';

/** Rows after the page's cursor in (created_at desc, id desc) order, or no condition on the first page. */
const afterPageStart = (page: PageRequest) => (page.cursor ? afterCursor(applications.createdAt, applications.id, page.cursor, true) : undefined);

/**
 * What both sides read of an application's progress; the interview's columns come from a left join
 * of application_interviews (withInterview), flat so that a missing row reads as nulls.
 */
const progressColumns = {
  viewedAt: applications.viewedAt,
  answerDueAt: applications.answerDueAt,
  answeredAt: applications.answeredAt,
  offerNote: applications.offerNote,
  offerDeclineNote: applications.offerDeclineNote,
  offerAnswerDueAt: applications.offerAnswerDueAt,
  notSelectedReason: applications.notSelectedReason,
  notSelectedNote: applications.notSelectedNote,
  interviewStartsAt: applicationInterviews.startsAt,
  interviewDurationMinutes: applicationInterviews.durationMinutes,
  interviewPlace: applicationInterviews.place,
  interviewCallLink: applicationInterviews.callLink,
  interviewNote: applicationInterviews.note,
  interviewResponse: applicationInterviews.response,
  interviewResponseNote: applicationInterviews.responseNote,
};

/** The join that progressColumns' interview needs. */
const interviewJoin = eq(applicationInterviews.applicationId, applications.id);

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

interface ProgressRow {
  id: string;
  viewedAt: Date | null;
  answerDueAt: Date;
  answeredAt: Date | null;
  offerNote: string | null;
  offerDeclineNote: string | null;
  offerAnswerDueAt: Date | null;
  notSelectedReason: string | null;
  notSelectedNote: string | null;
  interviewStartsAt: Date | null;
  interviewDurationMinutes: number | null;
  interviewPlace: string | null;
  interviewCallLink: string | null;
  interviewNote: string | null;
  interviewResponse: string | null;
  interviewResponseNote: string | null;
}

function interviewOf(row: ProgressRow): Interview | null {
  if (!row.interviewStartsAt) return null;
  return {
    startsAt: row.interviewStartsAt.toISOString(),
    durationMinutes: Number(row.interviewDurationMinutes),
    place: row.interviewPlace,
    callLink: row.interviewCallLink,
    note: row.interviewNote,
    response: normaliseInterviewResponse(row.interviewResponse ?? 'awaiting'),
    responseNote: row.interviewResponseNote,
    calendarUrl: endpointUrl(applicationsEndpoints.interviewCalendar, { params: { id: row.id } }),
  };
}

/**
 * The progress fields of an application as someone sees it whose status is `status`: the student
 * passes the status they were told, the employer the one it chose (docs/product/applications.md).
 */
function progressOf(row: ProgressRow, status: string) {
  const offered = status === 'offered' || status === 'accepted' || status === 'declined' || status === 'offer_expired';
  return {
    viewedAt: row.viewedAt?.toISOString() ?? null,
    answerDueAt: row.answerDueAt.toISOString(),
    interview: status === 'interview' ? interviewOf(row) : null,
    offer: offered
      ? {
          note: row.offerNote,
          declineNote: row.offerDeclineNote,
          // Only while it waits for the student's answer (docs/product/applications.md#offers-expire).
          answerBy: status === 'offered' ? (row.offerAnswerDueAt?.toISOString() ?? null) : null,
          otherOpenApplications: null,
        }
      : null,
    notSelected:
      status === 'rejected' && row.notSelectedReason
        ? { reason: normaliseNotSelectedReason(row.notSelectedReason), note: row.notSelectedNote }
        : null,
  };
}

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
 * The status as the employer sees it: the one they chose, told to the student or still held for
 * undo (statusChangeTo). The student and their school see `applications.status`, the told one.
 */
export const employerStatus = sql<string>`coalesce(${applications.statusChangeTo}, ${applications.status})`;

const employerColumns = {
  ...progressColumns,
  id: applications.id,
  status: employerStatus,
  toldStatus: applications.status,
  statusChangeDueAt: applications.statusChangeDueAt,
  message: applications.message,
  createdAt: applications.createdAt,
  job: { id: jobs.id, title: jobs.title },
  studentId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  profileId: studentProfiles.id,
  school: studentProfiles.school,
  city: studentProfiles.city,
  educationLevel: studentProfiles.educationLevel,
  skills: studentProfiles.skills,
  availability: studentProfiles.availability,
  hasResume: sql<boolean>`${studentProfiles.resumeKey} is not null`,
};

type EmployerRow = ProgressRow & {
  status: string;
  toldStatus: string;
  statusChangeDueAt: Date | null;
  message: string | null;
  createdAt: Date;
  job: { id: string; title: string };
  studentId: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  profileId: string | null;
  school: string | null;
  city: string | null;
  educationLevel: string | null;
  skills: string[] | null;
  availability: string | null;
  hasResume: boolean | null;
};

function toEmployerApplication(row: EmployerRow): EmployerApplication {
  return {
    ...progressOf(row, row.status),
    answeredAt: row.answeredAt?.toISOString() ?? null,
    id: row.id,
    status: normaliseApplicationStatus(row.status),
    statusChange: row.statusChangeDueAt
      ? { from: normaliseApplicationStatus(row.toldStatus), announceAt: row.statusChangeDueAt.toISOString() }
      : null,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    job: row.job,
    student: {
      id: row.studentId,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      profile: row.profileId
        ? { school: row.school, city: row.city, educationLevel: row.educationLevel, skills: row.skills ?? [], availability: row.availability }
        : null,
    },
    resumeUrl: row.hasResume ? resumeDownloadPath(row.studentId) : null,
  };
}

function employerApplicationsQuery(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({
      ...employerColumns,
      createdAtText: createdAtText(applications.createdAt),
      answerDueAtText: sql<string>`${applications.answerDueAt}::text`,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(users, eq(users.id, applications.studentId))
    .leftJoin(studentProfiles, eq(studentProfiles.userId, applications.studentId))
    .leftJoin(applicationInterviews, interviewJoin)
    .where(and(isLiveApplication, where));
}

/** Which of the employer's applications a page lists: one posting's, one status, a name or e-mail search. */
export interface ApplicantsFilter {
  jobId?: string | undefined;
  q?: string | undefined;
  status?: ApplicationStatus | undefined;
}

/**
 * A page of the applications to the employer's own postings, newest first: optionally one
 * posting's, one status, and those whose applicant's name or e-mail contains the search.
 */
export async function listEmployerApplications(
  db: DbOrTx,
  employerId: string,
  page: PageRequest & ApplicantsFilter,
): Promise<Page<EmployerApplication>> {
  // The postings' condition reads jobs alone (jobs.id is the join's application job_id), so the
  // unfiltered total can run it on jobs without the applications.
  const ofPostings = and(eq(jobs.employerId, employerId), page.jobId ? eq(jobs.id, page.jobId) : undefined);
  const filters = and(page.status ? sql`${employerStatus} = ${page.status}` : undefined, nameOrEmailContains(page.q));
  const theirs = and(ofPostings, filters);
  const [rows, total] = await Promise.all([
    employerApplicationsQuery(db, and(theirs, afterPageStart(page)))
      .orderBy(desc(applications.createdAt), desc(applications.id))
      .limit(page.limit + 1),
    page.cursor ? null : countEmployerApplications(db, ofPostings, filters),
  ]);
  const { pageRows, nextCursor } = toPage(rows, page.limit);
  return { items: pageRows.map(toEmployerApplication), nextCursor, total };
}

/**
 * Waiting for the employer's first answer: pending or reviewing as the employer chose it, so an
 * answer held for undo is not waiting (docs/product/applications.md#the-deadline).
 */
const awaitingAnswer = sql`${employerStatus} in (${sql.join(
  AWAITING_ANSWER_STATUSES.map((status) => sql`${status}`),
  sql`, `,
)})`;

/**
 * "To answer" (sort=due): the employer's applications still waiting for a first answer, the
 * soonest due first, paged on (answer_due_at, id) with a cursor of those two values as text.
 */
export async function listEmployerApplicationsDue(
  db: DbOrTx,
  employerId: string,
  page: { cursor: string | undefined; limit: number } & ApplicantsFilter,
): Promise<Page<EmployerApplication>> {
  const cursor = decodeSortCursor(page.cursor, [cursorParts.timestamp, cursorParts.uuid]);
  const ofPostings = and(eq(jobs.employerId, employerId), page.jobId ? eq(jobs.id, page.jobId) : undefined);
  const filters = and(awaitingAnswer, page.status ? sql`${employerStatus} = ${page.status}` : undefined, nameOrEmailContains(page.q));
  const after = cursor ? sql`(${applications.answerDueAt}, ${applications.id}) > (${cursor[0]}::timestamptz, ${cursor[1]}::uuid)` : undefined;
  const [rows, total] = await Promise.all([
    employerApplicationsQuery(db, and(ofPostings, filters, after))
      .orderBy(asc(applications.answerDueAt), asc(applications.id))
      .limit(page.limit + 1),
    cursor ? null : countEmployerApplications(db, ofPostings, filters),
  ]);
  const pageRows = rows.slice(0, page.limit);
  const last = pageRows.at(-1);
  const nextCursor = rows.length > page.limit && last ? encodeSortCursor([last.answerDueAtText, last.id]) : null;
  return { items: pageRows.map(toEmployerApplication), nextCursor, total };
}

/**
 * The first page's total. With a status or a search it counts the matching applications. Without,
 * it is the sum of the postings' kept application counts (drizzle/0005): a few rows, where counting
 * the applications reads every one of them (110,000 for a busy employer).
 */
async function countEmployerApplications(db: DbOrTx, ofPostings: SQL | undefined, filters: SQL | undefined): Promise<number> {
  const [row] = filters
    ? await db
        .select({ n: count() })
        .from(applications)
        .innerJoin(jobs, eq(jobs.id, applications.jobId))
        .innerJoin(users, eq(users.id, applications.studentId))
        .where(and(isLiveApplication, ofPostings, filters))
    : await db
        .select({ n: sql<number>`coalesce(sum(${jobs.applicationCount}), 0)`.mapWith(Number) })
        .from(jobs)
        .where(ofPostings);
  return row?.n ?? 0;
}

/**
 * The employer's own application, locked for a change of status; null when it is not theirs.
 * `withdrawn` when its student withdrew it, which the employer can no longer move.
 */
export async function lockEmployerApplication(db: DbOrTx, employerId: string, id: string) {
  const [target] = await db
    .select({
      status: applications.status,
      statusChangeTo: applications.statusChangeTo,
      statusChangeId: applications.statusChangeId,
      answeredAt: applications.answeredAt,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(eq(applications.id, id), eq(jobs.employerId, employerId)))
    .for('update', { of: applications });
  return target
    ? {
        withdrawn: target.status === WITHDRAWN_STATUS,
        status: normaliseApplicationStatus(target.status),
        statusChangeTo: target.statusChangeTo === null ? null : normaliseApplicationStatus(target.statusChangeTo),
        statusChangeId: target.statusChangeId,
        answeredAt: target.answeredAt,
      }
    : null;
}

/** Holds a new status for undo (the student still sees the told one), or drops the held one (null). */
export async function setHeldStatusChange(db: DbOrTx, id: string, change: { to: ApplicationStatus; id: string; dueAt: Date } | null): Promise<void> {
  await db
    .update(applications)
    .set({ statusChangeTo: change?.to ?? null, statusChangeId: change?.id ?? null, statusChangeDueAt: change?.dueAt ?? null })
    .where(eq(applications.id, id));
}

/**
 * The held change's undo window ended: its status becomes the told one. Null when that change is no
 * longer held (undone, replaced, or the application is gone).
 */
export async function makeHeldStatusFinal(db: DbOrTx, id: string, changeId: string): Promise<ApplicationStatus | null> {
  const [row] = await db
    .update(applications)
    .set({
      status: sql`${applications.statusChangeTo}`,
      statusChangeTo: null,
      statusChangeId: null,
      statusChangeDueAt: null,
      // An offer told now is answered within OFFER_ANSWER_DAYS of now (docs/product/applications.md#offers-expire).
      offerAnswerDueAt: sql`case when ${applications.statusChangeTo} = 'offered' then now() + ${sql.raw(`interval '${OFFER_ANSWER_DAYS} days'`)} else ${applications.offerAnswerDueAt} end`,
    })
    .where(and(eq(applications.id, id), eq(applications.statusChangeId, changeId)))
    .returning({ status: applications.status });
  return row ? normaliseApplicationStatus(row.status) : null;
}

/**
 * The employer opens one of its applications: the first opening is recorded (the student sees
 * "Viewed"; docs/product/applications.md). Null when it is not the employer's, or withdrawn.
 */
export async function openEmployerApplication(db: DbOrTx, employerId: string, id: string): Promise<EmployerApplication | null> {
  await db
    .update(applications)
    .set({ viewedAt: sql`now()` })
    .where(
      and(
        eq(applications.id, id),
        isNull(applications.viewedAt),
        isLiveApplication,
        sql`exists (select 1 from ${jobs} where ${jobs.id} = ${applications.jobId} and ${jobs.employerId} = ${employerId})`,
      ),
    );
  return findEmployerApplication(db, employerId, id);
}

/** One of the employer's applications as their list shows it. */
export async function findEmployerApplication(db: DbOrTx, employerId: string, id: string): Promise<EmployerApplication | null> {
  const [row] = await employerApplicationsQuery(db, and(eq(applications.id, id), eq(jobs.employerId, employerId)));
  return row ? toEmployerApplication(row) : null;
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
