import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { type EmployerApplication, type StudentApplication } from '@common/contracts/jobs';
import { resumeDownloadPath } from '@common/contracts/files';
import { normaliseApplicationStatus, type ApplicationStatus } from '@common/enums';
import type { DbOrTx } from '../../db/client';
import { applications, jobs, studentProfiles, users } from '../../db/schema';

/** PostgreSQL's unique_violation, found on the error or on what it wraps (drizzle wraps driver errors). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current === 'object' && (current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

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
  const [row] = await db.select(studentColumns).from(applications).innerJoin(jobs, eq(jobs.id, applications.jobId)).where(eq(applications.id, inserted!.id));
  return toStudentApplication(row!);
}

export async function hasApplied(db: DbOrTx, jobId: string, studentId: string): Promise<boolean> {
  const rows = await db.select({ id: applications.id }).from(applications)
    .where(and(eq(applications.jobId, jobId), eq(applications.studentId, studentId))).limit(1);
  return rows.length > 0;
}

/** A student's applications, most recent first. */
export async function listStudentApplications(db: DbOrTx, studentId: string, page: { limit: number; offset: number }) {
  const where = eq(applications.studentId, studentId);
  const [rows, [total]] = await Promise.all([
    db.select(studentColumns).from(applications).innerJoin(jobs, eq(jobs.id, applications.jobId)).where(where)
      .orderBy(desc(applications.createdAt), desc(applications.id)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(applications).where(where),
  ]);
  return { applications: rows.map(toStudentApplication), total: total?.n ?? 0 };
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
  id: string; status: string; message: string | null; createdAt: Date; job: { id: string; title: string };
  studentId: string; firstName: string | null; lastName: string | null; email: string; profileId: string | null;
  school: string | null; city: string | null; educationLevel: string | null; skills: string[] | null; availability: string | null; hasResume: boolean | null;
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
    .select(employerColumns)
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(users, eq(users.id, applications.studentId))
    .leftJoin(studentProfiles, eq(studentProfiles.userId, applications.studentId))
    .where(where);
}

/** Applications to the employer's own postings (optionally one posting), newest first. */
export async function listEmployerApplications(db: DbOrTx, employerId: string, query: { jobId?: string | undefined; limit: number; offset: number }) {
  const where = and(eq(jobs.employerId, employerId), query.jobId ? eq(applications.jobId, query.jobId) : undefined);
  const [rows, [total]] = await Promise.all([
    employerApplicationsQuery(db, where).orderBy(desc(applications.createdAt), desc(applications.id)).limit(query.limit).offset(query.offset),
    db.select({ n: count() }).from(applications).innerJoin(jobs, eq(jobs.id, applications.jobId)).where(where),
  ]);
  return { applications: rows.map(toEmployerApplication), total: total?.n ?? 0 };
}

/** Moves an application to a new status; null when it is not an application to this employer's posting. */
export async function updateApplicationStatus(db: DbOrTx, employerId: string, id: string, status: ApplicationStatus): Promise<EmployerApplication | null> {
  const owned = and(eq(applications.id, id), eq(jobs.employerId, employerId));
  const [target] = await db.select({ id: applications.id }).from(applications).innerJoin(jobs, eq(jobs.id, applications.jobId)).where(owned);
  if (!target) return null;
  await db.update(applications).set({ status }).where(eq(applications.id, id));
  const [row] = await employerApplicationsQuery(db, owned);
  return row ? toEmployerApplication(row) : null;
}
