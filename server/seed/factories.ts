import { and, eq } from 'drizzle-orm';
import type { Role, SchoolLinkStatus } from '@common/enums';
import type { Auth } from '../auth/better-auth';
import type { DbOrTx } from '../db/client';
import {
  applications,
  employerProfiles,
  eventRegistrations,
  events,
  institutionProfiles,
  jobs,
  schoolLinks,
  studentProfiles,
  users,
} from '../db/schema';
import { forgetJobCounts } from '../features/jobs/job-count-cache';
import { postingPlaceColumns } from '../features/jobs/posting-place';
import { buildJobSearchText } from '../features/jobs/search-text';
import { personName } from '@common/text';

// Factories shared by the demo seed and the tests, so the two never drift.

export interface NewUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role?: Role | null;
}

/**
 * Creates a user with a password through Better Auth's public server API (the admin plugin's
 * createUser, called without request headers, as the server itself): its own hasher and tables.
 */
export async function createUserAccount(auth: Auth, input: NewUser) {
  const { user } = await auth.api.createUser({
    body: {
      email: input.email.toLowerCase(),
      password: input.password,
      name: personName(input),
      role: input.role ?? 'none',
      data: { firstName: input.firstName, lastName: input.lastName, emailVerified: true },
    },
  });
  return user;
}

export async function setUserRole(db: DbOrTx, userId: string, role: Role) {
  await db.update(users).set({ role }).where(eq(users.id, userId));
}

export async function createStudentProfile(db: DbOrTx, userId: string, values: Partial<typeof studentProfiles.$inferInsert> = {}) {
  const [row] = await db
    .insert(studentProfiles)
    .values({ userId, youthStatus: 'current_student', ...values })
    .returning();
  return row!;
}

/**
 * A student's link to a school, approved unless told (the demo's and tests' students who belong to
 * a school); the student's profile should name the same school (docs/decisions/016).
 */
export async function createSchoolLink(db: DbOrTx, studentId: string, institutionId: string, status: SchoolLinkStatus = 'approved') {
  const [row] = await db
    .insert(schoolLinks)
    .values({ studentId, institutionId, status, decidedAt: status === 'pending' ? null : new Date() })
    .returning();
  return row!;
}

/**
 * Schools and employers made here are verified unless `values` says otherwise: the demo's are
 * (docs/product/admin.md#verification), and most tests are about something else. A sign-up goes
 * through the profile save instead, which starts pending.
 */
const verifiedNow = () => ({ verificationStatus: 'verified', verificationDecidedAt: new Date() });

export async function createEmployerProfile(db: DbOrTx, userId: string, values: Partial<typeof employerProfiles.$inferInsert> = {}) {
  const [row] = await db
    .insert(employerProfiles)
    .values({ userId, companyName: 'Test Company', ...verifiedNow(), ...values })
    .returning();
  return row!;
}

export async function createInstitutionProfile(db: DbOrTx, userId: string, values: Partial<typeof institutionProfiles.$inferInsert> = {}) {
  const [row] = await db
    .insert(institutionProfiles)
    .values({ userId, institutionName: 'Test School', ...verifiedNow(), ...values })
    .returning();
  return row!;
}

export type NewJob = Omit<typeof jobs.$inferInsert, 'employerId' | 'searchText'>;

/** A posting; public (employerVerified) exactly when its employer has a verified profile, as insertJob does. */
export async function createJob(db: DbOrTx, employerId: string, values: Partial<NewJob> = {}) {
  const verified = await db
    .select({ id: employerProfiles.id })
    .from(employerProfiles)
    .where(and(eq(employerProfiles.userId, employerId), eq(employerProfiles.verificationStatus, 'verified')));
  const job = {
    employerVerified: verified.length > 0,
    title: 'Shop Assistant',
    companyName: 'Test Company',
    description: 'Help customers and keep the shop tidy.',
    location: 'Downtown',
    city: 'Toronto',
    type: 'Part Time',
    industry: 'Retail',
    requirements: [] as string[],
    ...values,
  };
  const [row] = await db
    .insert(jobs)
    .values({ ...postingPlaceColumns(job), ...job, employerId, searchText: buildJobSearchText(job) })
    .returning();
  forgetJobCounts();
  return row!;
}

export async function createApplication(db: DbOrTx, jobId: string, studentId: string, values: Partial<typeof applications.$inferInsert> = {}) {
  const [row] = await db
    .insert(applications)
    .values({ jobId, studentId, ...values })
    .returning();
  return row!;
}

export async function createEvent(db: DbOrTx, values: Partial<typeof events.$inferInsert> = {}) {
  const [row] = await db
    .insert(events)
    .values({
      title: 'Spring Job Fair',
      description: 'Meet local employers.',
      eventDate: new Date(Date.now() + 14 * 86_400_000),
      location: 'Community Centre',
      ...values,
    })
    .returning();
  return row!;
}

export async function createEventRegistration(db: DbOrTx, eventId: string, userId: string, registrationType = 'student') {
  const [row] = await db.insert(eventRegistrations).values({ eventId, userId, registrationType }).returning();
  return row!;
}
