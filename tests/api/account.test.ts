import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applications,
  auditLog,
  employerProfiles,
  eventRegistrations,
  institutionDocuments,
  institutionProfiles,
  jobs,
  savedJobs,
  schoolLinks,
  sessions,
  studentDocuments,
  studentProfiles,
  users,
} from '@server/db/schema';
import { createApplication, createEvent, createEventRegistration, createJob } from '@server/seed/factories';
import { accountEndpoints } from '@common/endpoints/account';
import { adminEndpoints } from '@common/endpoints/admin';
import { authEndpoints } from '@common/endpoints/auth';
import { filesEndpoints } from '@common/endpoints/files';
import { createPersona, signIn, TEST_PASSWORD, type Persona } from './helpers/personas';
import { send, sendTo } from './helpers/request';
import { linkStudentToInstitution } from './helpers/school-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';
import { PDF_BYTES } from './helpers/upload-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** A persona, or the Cookie header of a session (an impersonation). */
type Caller = Persona | string;
/** Suspending and deleting ask for the password again; every persona here has TEST_PASSWORD. */
const suspend = (caller: Caller) => sendTo(t.app, caller, accountEndpoints.suspendOwn, { body: { password: TEST_PASSWORD } });
const deleteAccount = (caller: Caller) => sendTo(t.app, caller, accountEndpoints.deleteOwn, { body: { password: TEST_PASSWORD } });
const setStatus = (admin: Caller, userId: string, body: unknown) => sendTo(t.app, admin, adminEndpoints.setUserStatus, { params: { userId }, body });
const login = (email: string) => sendTo(t.app, null, authEndpoints.signIn, { body: { email, password: TEST_PASSWORD } });
const me = (caller: Caller) => sendTo(t.app, caller, authEndpoints.currentUser);

/** Starts an impersonation of `target` by `admin` straight through Better Auth. */
async function impersonate(admin: Persona, targetId: string): Promise<string> {
  const { headers } = await t.app.deps.auth.api.impersonateUser({
    body: { userId: targetId },
    headers: new Headers({ cookie: admin.cookie! }),
    returnHeaders: true,
  });
  // Better Auth first clears the cookies, then sets the new ones: keep the last value of each.
  const jar = new Map<string, string>();
  for (const cookie of headers.getSetCookie()) {
    const [pair] = cookie.split(';');
    const [name, value] = pair!.split('=');
    if (value) jar.set(name!, value);
    else jar.delete(name!);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

async function storeFile(key: string) {
  await t.storage.put(key, Buffer.from(`file ${key}`), 'application/pdf');
  return key;
}

async function uploadResume(student: Persona) {
  const url = (await sendTo(t.app, student, filesEndpoints.requestResumeUpload)).json().uploadURL as string;
  await send(t.app, student, 'PUT', url, PDF_BYTES, { 'content-type': 'application/pdf' });
  await sendTo(t.app, student, filesEndpoints.recordResume, { body: { resumeURL: url, resumeFileName: 'cv.pdf' } });
  const [row] = await t.database.db
    .select({ key: studentProfiles.resumeKey })
    .from(studentProfiles)
    .where(eq(studentProfiles.userId, student.userId!));
  return row!.key!;
}

describe('suspend your own account', () => {
  it('ends every session and refuses later sign-ins with 403 ACCOUNT_SUSPENDED', async () => {
    const student = await createPersona(t.app, 'student');
    const secondSession = await signIn(t.app, student.email!);
    const response = await suspend(student);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(String(response.headers['set-cookie'])).toMatch(/firstrung\.session_token=;.*Max-Age=0/);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, student.userId!))).toEqual([]);
    expect((await me(student)).statusCode).toBe(401);
    expect((await me(secondSession)).statusCode).toBe(401);

    const refused = await login(student.email!);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 'ACCOUNT_SUSPENDED', message: 'This account is suspended. Please contact support.' });
  });

  it('is refused to visitors and while impersonating', async () => {
    expect((await suspend(await createPersona(t.app, 'visitor'))).statusCode).toBe(401);
    const admin = await createPersona(t.app, 'admin');
    const student = await createPersona(t.app, 'student');
    const cookie = await impersonate(admin, student.userId!);
    const response = await suspend(cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('IMPERSONATION_FORBIDDEN');
    expect((await deleteAccount(cookie)).json().code).toBe('IMPERSONATION_FORBIDDEN');
    expect((await login(student.email!)).statusCode).toBe(200);
  });
});

describe('admin: suspend and reactivate a user', () => {
  it('reactivates a suspended user, audited as user.reactivate, and they can sign in again', async () => {
    const admin = await createPersona(t.app, 'admin');
    const student = await createPersona(t.app, 'student');
    await suspend(student);
    const response = await setStatus(admin, student.userId!, { status: 'active' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: { id: student.userId, status: 'active' } });
    expect((await login(student.email!)).statusCode).toBe(200);
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, student.userId!));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'user.reactivate', actorId: admin.userId, actorEmail: admin.email, targetEmail: student.email });
  });

  it('suspends a user: their sessions end and sign-in is refused', async () => {
    const admin = await createPersona(t.app, 'admin');
    const employer = await createPersona(t.app, 'employer');
    expect((await setStatus(admin, employer.userId!, { status: 'suspended' })).json()).toEqual({
      user: { id: employer.userId, status: 'suspended' },
    });
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, employer.userId!));
    expect(entries.map((entry) => entry.action)).toEqual(['user.suspend']);
    expect((await me(employer)).statusCode).toBe(401);
    expect((await login(employer.email!)).json().code).toBe('ACCOUNT_SUSPENDED');
  });

  it('does not let an admin suspend themselves', async () => {
    const admin = await createPersona(t.app, 'admin');
    const response = await setStatus(admin, admin.userId!, { status: 'suspended' });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('You cannot suspend your own account.');
  });

  it('names a bad status, and answers 404 for an unknown user', async () => {
    const admin = await createPersona(t.app, 'admin');
    const bad = await setStatus(admin, admin.userId!, { status: 'frozen' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toEqual([{ path: 'status', message: "status must be 'active' or 'suspended'" }]);
    expect((await setStatus(admin, 'no-such-user', { status: 'active' })).statusCode).toBe(404);
    expect((await setStatus(admin, 'not a user id!', { status: 'active' })).statusCode).toBe(404);
  });

  it('is for admins only, never while impersonating', async () => {
    const target = await createPersona(t.app, 'student');
    for (const kind of ['student', 'employer', 'institution', 'noRole'] as const) {
      expect((await setStatus(await createPersona(t.app, kind), target.userId!, { status: 'suspended' })).statusCode).toBe(403);
    }
    expect((await setStatus(await createPersona(t.app, 'visitor'), target.userId!, { status: 'suspended' })).statusCode).toBe(401);
    const admin = await createPersona(t.app, 'admin');
    const cookie = await impersonate(admin, (await createPersona(t.app, 'employer')).userId!);
    expect((await setStatus(cookie, target.userId!, { status: 'suspended' })).statusCode).toBe(403);
  });
});

describe('delete your own account', () => {
  it('removes a student and everything of theirs, files included', async () => {
    const { db } = t.database;
    const institution = await createPersona(t.app, 'institution');
    const student = await createPersona(t.app, 'student');
    await linkStudentToInstitution(t.app, student.userId!, institution.profileId);
    const resumeKey = await uploadResume(student);
    const docKey = await storeFile(`student-documents/${student.userId}/a.pdf`);
    await db.insert(studentDocuments).values({
      studentId: student.userId!,
      documentName: 'a.pdf',
      documentType: 'Other',
      storageKey: docKey,
      contentType: 'application/pdf',
      sizeBytes: 4,
    });
    const employer = await createPersona(t.app, 'employer');
    const job = await createJob(db, employer.userId!);
    await createApplication(db, job.id, student.userId!);
    await db.insert(savedJobs).values({ studentId: student.userId!, jobId: job.id });
    const event = await createEvent(db);
    await createEventRegistration(db, event.id, student.userId!);

    const response = await deleteAccount(student);
    expect(response.statusCode).toBe(200);
    const id = student.userId!;
    expect(await db.select().from(users).where(eq(users.id, id))).toEqual([]);
    expect(await db.select().from(studentProfiles).where(eq(studentProfiles.userId, id))).toEqual([]);
    expect(await db.select().from(applications).where(eq(applications.studentId, id))).toEqual([]);
    expect(await db.select().from(savedJobs).where(eq(savedJobs.studentId, id))).toEqual([]);
    expect(await db.select().from(eventRegistrations).where(eq(eventRegistrations.userId, id))).toEqual([]);
    expect(await db.select().from(studentDocuments).where(eq(studentDocuments.studentId, id))).toEqual([]);
    expect(await db.select().from(schoolLinks).where(eq(schoolLinks.studentId, id))).toEqual([]);
    expect(await t.storage.exists(resumeKey)).toBe(false);
    expect(await t.storage.exists(docKey)).toBe(false);
    // Others keep their things.
    expect(await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, job.id))).toHaveLength(1);
    expect((await login(student.email!)).statusCode).toBe(401);
  });

  it('removes an employer with their postings and the applications to them', async () => {
    const { db } = t.database;
    const employer = await createPersona(t.app, 'employer');
    const student = await createPersona(t.app, 'student');
    const job = await createJob(db, employer.userId!);
    await createApplication(db, job.id, student.userId!);
    await db.insert(savedJobs).values({ studentId: student.userId!, jobId: job.id });
    expect((await deleteAccount(employer)).statusCode).toBe(200);
    expect(await db.select().from(jobs).where(eq(jobs.employerId, employer.userId!))).toEqual([]);
    expect(await db.select().from(applications).where(eq(applications.jobId, job.id))).toEqual([]);
    expect(await db.select().from(savedJobs).where(eq(savedJobs.jobId, job.id))).toEqual([]);
    expect(await db.select().from(employerProfiles).where(eq(employerProfiles.userId, employer.userId!))).toEqual([]);
    expect((await me(student)).statusCode).toBe(200);
  });

  it('removes an institution with its documents and their files; its students stay, unlinked', async () => {
    const { db } = t.database;
    const institution = await createPersona(t.app, 'institution');
    const student = await createPersona(t.app, 'student');
    await linkStudentToInstitution(t.app, student.userId!, institution.profileId);
    const key = await storeFile(`institution-documents/${institution.profileId}/form.pdf`);
    await db
      .insert(institutionDocuments)
      .values({ institutionId: institution.profileId!, documentName: 'form.pdf', storageKey: key, contentType: 'application/pdf', sizeBytes: 4 });
    expect((await deleteAccount(institution)).statusCode).toBe(200);
    expect(await db.select().from(institutionProfiles).where(eq(institutionProfiles.id, institution.profileId!))).toEqual([]);
    expect(await db.select().from(institutionDocuments).where(eq(institutionDocuments.institutionId, institution.profileId!))).toEqual([]);
    expect(await t.storage.exists(key)).toBe(false);
    const [kept] = await db
      .select({ institutionId: studentProfiles.institutionId })
      .from(studentProfiles)
      .where(eq(studentProfiles.userId, student.userId!));
    expect(kept).toEqual({ institutionId: null });
    expect(await db.select().from(schoolLinks).where(eq(schoolLinks.studentId, student.userId!))).toEqual([]);
  });

  it('removes uploaded files that were never recorded', async () => {
    const student = await createPersona(t.app, 'student');
    const url = (await sendTo(t.app, student, filesEndpoints.requestResumeUpload)).json().uploadURL as string;
    await send(t.app, student, 'PUT', url, PDF_BYTES, { 'content-type': 'application/pdf' });
    // An upload lands under its staging key until it is recorded.
    const key = `staging/resumes/${student.userId}/`;
    const before = await import('node:fs').then((fs) => fs.readdirSync(`${t.dataDir}/files/${key}`));
    expect(before).toHaveLength(1);
    await deleteAccount(student);
    expect(await t.storage.exists(`${key}${before[0]}`)).toBe(false);
  });

  it('is refused to visitors', async () => {
    expect((await deleteAccount(await createPersona(t.app, 'visitor'))).statusCode).toBe(401);
  });
});

describe('the last admin', () => {
  it('cannot suspend or delete their own account, so someone can always reactivate accounts', async () => {
    const fresh = await createTestApp();
    try {
      const admin = await createPersona(fresh.app, 'admin');
      expect((await sendTo(fresh.app, admin, accountEndpoints.suspendOwn, { body: { password: TEST_PASSWORD } })).statusCode).toBe(409);
      expect((await sendTo(fresh.app, admin, accountEndpoints.deleteOwn, { body: { password: TEST_PASSWORD } })).statusCode).toBe(409);
      await createPersona(fresh.app, 'admin');
      expect((await sendTo(fresh.app, admin, accountEndpoints.suspendOwn, { body: { password: TEST_PASSWORD } })).statusCode).toBe(200);
    } finally {
      await fresh.close();
    }
  });
});
