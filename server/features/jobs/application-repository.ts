import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Page } from '@common/api/paging';
import { type EmployerApplication, type StudentApplication } from '@common/contracts/jobs';
import { resumeDownloadPath } from '@common/contracts/files';
import { normaliseApplicationStatus, type ApplicationStatus } from '@common/enums';
import type { DbOrTx } from '../../db/client';
import { applications, jobs, studentProfiles, users } from '../../db/schema';
import { afterCursor, createdAtText, toPage } from '../../http/keyset';
import type { PageRequest } from './page-request';

/** Rows after the page's cursor in (created_at desc, id desc) order, or no condition on the first page. */
const afterPageStart = (page: PageRequest) => (page.cursor ? afterCursor(applications.createdAt, applications.id, page.cursor, true) : undefined);

const studentColumns = {
  id: applications.id,
  status: applications.status,
  createdAt: applications.createdAt,
  job: { id: jobs.id, title: jobs.title, location: jobs.location, type: jobs.type, companyName: jobs.companyName },
};

function toStudentApplication(row: { id: string; status: string; createdAt: Date; job: StudentApplication['job'] }): StudentApplication {
  return { ...row, status: normaliseApplicationStatus(row.status), createdAt: row.createdAt.toISOString() };
}

/** Inserts the application; the unique (job_id, student_id) index refuses a second one. */
export async function insertApplication(db: DbOrTx, jobId: string, studentId: string, message: string | null): Promise<StudentApplication> {
  const [inserted] = await db.insert(applications).values({ jobId, studentId, message }).returning({ id: applications.id });
  const [row] = await db
    .select(studentColumns)
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(applications.id, inserted!.id));
  return toStudentApplication(row!);
}

export async function hasApplied(db: DbOrTx, jobId: string, studentId: string): Promise<boolean> {
  const rows = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.jobId, jobId), eq(applications.studentId, studentId)))
    .limit(1);
  return rows.length > 0;
}

/** A page of a student's applications, most recent first. */
export async function listStudentApplications(db: DbOrTx, studentId: string, page: PageRequest): Promise<Page<StudentApplication>> {
  const mine = eq(applications.studentId, studentId);
  const [rows, total] = await Promise.all([
    db
      .select({ ...studentColumns, createdAtText: createdAtText(applications.createdAt) })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
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
  return { items: pageRows.map(({ createdAtText: _createdAtText, ...row }) => toStudentApplication(row)), nextCursor, total };
}

const employerColumns = {
  id: applications.id,
  status: applications.status,
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

type EmployerRow = {
  id: string;
  status: string;
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
    id: row.id,
    status: normaliseApplicationStatus(row.status),
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
    .select({ ...employerColumns, createdAtText: createdAtText(applications.createdAt) })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(users, eq(users.id, applications.studentId))
    .leftJoin(studentProfiles, eq(studentProfiles.userId, applications.studentId))
    .where(where);
}

/** A page of the applications to the employer's own postings (optionally one posting), newest first. */
export async function listEmployerApplications(
  db: DbOrTx,
  employerId: string,
  page: PageRequest & { jobId?: string | undefined },
): Promise<Page<EmployerApplication>> {
  const theirs = and(eq(jobs.employerId, employerId), page.jobId ? eq(applications.jobId, page.jobId) : undefined);
  const [rows, total] = await Promise.all([
    employerApplicationsQuery(db, and(theirs, afterPageStart(page)))
      .orderBy(desc(applications.createdAt), desc(applications.id))
      .limit(page.limit + 1),
    page.cursor
      ? null
      : db
          .select({ n: count() })
          .from(applications)
          .innerJoin(jobs, eq(jobs.id, applications.jobId))
          .where(theirs)
          .then(([row]) => row?.n ?? 0),
  ]);
  const { pageRows, nextCursor } = toPage(rows, page.limit);
  return { items: pageRows.map(toEmployerApplication), nextCursor, total };
}

/** Moves an application to a new status; null when it is not an application to this employer's posting. */
export async function updateApplicationStatus(
  db: DbOrTx,
  employerId: string,
  id: string,
  status: ApplicationStatus,
): Promise<EmployerApplication | null> {
  const owned = and(eq(applications.id, id), eq(jobs.employerId, employerId));
  const [target] = await db.select({ id: applications.id }).from(applications).innerJoin(jobs, eq(jobs.id, applications.jobId)).where(owned);
  if (!target) return null;
  await db.update(applications).set({ status }).where(eq(applications.id, id));
  const [row] = await employerApplicationsQuery(db, owned);
  return row ? toEmployerApplication(row) : null;
}
