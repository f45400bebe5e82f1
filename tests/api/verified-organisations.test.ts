import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resumeDownloadPath } from '@common/contracts/files';
import { adminEndpoints } from '@common/endpoints/admin';
import { ALL_ENDPOINTS } from '@common/endpoints/all-endpoints';
import { documentsEndpoints } from '@common/endpoints/documents';
import { institutionsEndpoints } from '@common/endpoints/institutions';
import { jobsEndpoints } from '@common/endpoints/jobs';
import { notificationsEndpoints } from '@common/endpoints/notifications';
import { profileImagesEndpoints } from '@common/endpoints/profile-images';
import { profilesEndpoints } from '@common/endpoints/profiles';
import { schoolLinksEndpoints } from '@common/endpoints/school-links';
import { jobs, studentProfiles, users } from '@server/db/schema';
import { createApplication, createJob } from '@server/seed/factories';
import { createPersona, type Persona } from './helpers/personas';
import { send, sendTo } from './helpers/request';
import { createInstitution, createLinkedStudent } from './helpers/school-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';
import { startTestSmtp, type TestSmtp } from './helpers/test-smtp';
import { PDF_BYTES, PNG_BYTES, upload } from './helpers/upload-fixtures';

// Students' data goes only to a school or an employer FirstRung verified, whose account's address
// is confirmed (docs/security.md, "Schools and employers are verified before students meet them";
// docs/product/admin.md#verification). A rejected employer keeps no applicants: no list, no resume,
// no photo, no status change; its open postings close and the applicants are told, each in their
// language. A school enters the verification queue only with a confirmed address, and sees its
// students only while verified with that address confirmed.

let smtp: TestSmtp;
let t: TestApp;
let admin: Persona;
beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  admin = await createPersona(t.app, 'admin');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const db = () => t.app.deps.db;
const decide = (kind: 'employer' | 'institution', id: string, body: Record<string, unknown>) =>
  sendTo(t.app, admin, adminEndpoints.decideVerification, { params: { kind, id }, body });
const setEmailConfirmed = (persona: Persona, emailVerified: boolean) =>
  db().update(users).set({ emailVerified }).where(eq(users.id, persona.userId!));

/** A student with a stored resume and a photo, so every file an organisation could read exists. */
async function withResumeAndPhoto(student: Persona): Promise<Persona> {
  const key = `resumes/${student.userId}/cv.pdf`;
  await t.storage.put(key, PDF_BYTES, 'application/pdf');
  await db().update(studentProfiles).set({ resumeKey: key, resumeFileName: 'cv.pdf' }).where(eq(studentProfiles.userId, student.userId!));
  const photo = await upload(t.app, student, profileImagesEndpoints.uploadProfileImage, { file: { name: 'me.png', content: PNG_BYTES } });
  expect(photo.statusCode, photo.body).toBe(200);
  return student;
}

const resumeOf = (caller: Persona, student: Persona) => send(t.app, caller, 'GET', resumeDownloadPath(student.userId!));
const photoOf = (caller: Persona, student: Persona) => send(t.app, caller, 'GET', `/api/profile-images/${student.userId}`);

/** Every GET under /api without a path value, as the caller: none may carry the student's address or resume. */
async function answersNaming(caller: Persona, student: Persona): Promise<string[]> {
  const named: string[] = [];
  for (const { name, endpoint } of ALL_ENDPOINTS) {
    if (endpoint.method !== 'GET' || !endpoint.path.startsWith('/api/') || endpoint.path.includes(':')) continue;
    const answer = await send(t.app, caller, 'GET', endpoint.path);
    expect(answer.statusCode, name).toBeLessThan(500);
    if (answer.body.includes(student.email!) || answer.body.includes(resumeDownloadPath(student.userId!))) named.push(name);
  }
  return named;
}

describe('a rejected employer', () => {
  it('keeps no applicants: no list, resume, photo or status change; its open postings close and each applicant is told in their language', async () => {
    const employer = await createPersona(t.app, 'employer');
    const open = await createJob(db(), employer.userId!, { title: 'Harbour Deckhand', companyName: 'Harbour Co' });
    const switchedOff = await createJob(db(), employer.userId!, { title: 'Old Posting', isActive: false });
    const english = await withResumeAndPhoto(await createPersona(t.app, 'student'));
    const french = await withResumeAndPhoto(await createPersona(t.app, 'student'));
    await db().update(users).set({ language: 'fr' }).where(eq(users.id, french.userId!));
    const application = await createApplication(db(), open.id, english.userId!);
    await createApplication(db(), open.id, french.userId!);
    await createApplication(db(), switchedOff.id, english.userId!);

    // Verified: the employer reaches its applicants.
    const listed = await sendTo(t.app, employer, jobsEndpoints.employerApplications, { query: { jobId: open.id } });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.body).toContain(english.email!);
    expect((await resumeOf(employer, english)).statusCode).toBe(200);
    expect((await photoOf(employer, english)).statusCode).toBe(200);

    const rejected = await decide('employer', employer.profileId!, { decision: 'rejected', reason: 'Not a real company.' });
    expect(rejected.statusCode, rejected.body).toBe(200);

    const refusedList = await sendTo(t.app, employer, jobsEndpoints.employerApplications, { query: { jobId: open.id } });
    expect(refusedList.statusCode).toBe(403);
    expect(refusedList.json()).toEqual({
      code: 'ORGANISATION_NOT_VERIFIED',
      message: "Students' details are shown only to schools and employers that FirstRung has verified.",
    });
    const move = await sendTo(t.app, employer, jobsEndpoints.updateApplication, { params: { id: application.id }, body: { status: 'reviewing' } });
    expect(move.statusCode).toBe(403);
    expect((await resumeOf(employer, english)).statusCode).toBe(403);
    expect((await photoOf(employer, english)).statusCode).toBe(404);
    expect(await answersNaming(employer, english)).toEqual([]);

    // The open posting closed; the one already off stays as it was.
    const states = await db().select({ id: jobs.id, isActive: jobs.isActive }).from(jobs).where(eq(jobs.employerId, employer.userId!));
    expect(states.every((job) => !job.isActive)).toBe(true);

    // Each student who applied to it is told, in the bell and by e-mail in their own language, once.
    await t.app.deps.queue.drain();
    for (const student of [english, french]) {
      const items = (await sendTo(t.app, student, notificationsEndpoints.list, { query: { limit: 50 } })).json().items as Array<{
        kind: string;
        params: Record<string, unknown>;
      }>;
      expect(items.filter((item) => item.kind === 'posting_deleted')).toEqual([
        expect.objectContaining({ params: { jobTitle: 'Harbour Deckhand', companyName: 'Harbour Co', change: 'closed' } }),
      ]);
    }
    const inEnglish = await smtp.waitFor((mail) => mail.to === english.email && /Harbour Deckhand/.test(mail.subject));
    expect(inEnglish.subject).toBe('Posting closed: Harbour Deckhand');
    expect(inEnglish.text).toContain('FirstRung could not verify this employer');
    const inFrench = await smtp.waitFor((mail) => mail.to === french.email && /Harbour Deckhand/.test(mail.subject));
    expect(inFrench.subject).toBe('Offre fermée\u00a0: Harbour Deckhand');
    expect(inFrench.text).toContain("FirstRung n'a pas pu vérifier cet employeur");
  });

  it('is also refused while pending again after a rename, and whenever its address is not confirmed', async () => {
    const employer = await createPersona(t.app, 'employer');
    const job = await createJob(db(), employer.userId!);
    const student = await withResumeAndPhoto(await createPersona(t.app, 'student'));
    await createApplication(db(), job.id, student.userId!);
    const list = () => sendTo(t.app, employer, jobsEndpoints.employerApplications);

    await setEmailConfirmed(employer, false);
    expect((await list()).json().code).toBe('EMAIL_NOT_VERIFIED');
    expect((await resumeOf(employer, student)).statusCode).toBe(403);
    await setEmailConfirmed(employer, true);
    expect((await list()).statusCode).toBe(200);

    const renamed = await sendTo(t.app, employer, profilesEndpoints.saveEmployerProfile, {
      body: { companyName: 'Another Name Entirely', city: 'Toronto', country: 'Canada', region: 'Ontario' },
    });
    expect(renamed.json().profile.verification.status).toBe('pending');
    expect((await list()).json().code).toBe('ORGANISATION_NOT_VERIFIED');
    expect((await resumeOf(employer, student)).statusCode).toBe(403);
    expect((await photoOf(employer, student)).statusCode).toBe(404);
  });
});

describe('a school', () => {
  /** A school that signed up itself (pending) with an unconfirmed address. */
  async function unconfirmedSchool(name: string) {
    const school = await createPersona(t.app, 'institution', { withProfile: false });
    const saved = await sendTo(t.app, school, profilesEndpoints.saveInstitutionProfile, { body: { institutionName: name, city: 'Hamilton' } });
    expect(saved.statusCode, saved.body).toBe(200);
    await setEmailConfirmed(school, false);
    return { school, profileId: saved.json().profile.id as string };
  }
  const pendingIds = async () =>
    (
      (await sendTo(t.app, admin, adminEndpoints.verifications, { query: { kind: 'institution', limit: 100 } })).json().items as Array<{
        id: string;
      }>
    ).map((item) => item.id);

  it('enters the verification queue only once its address is confirmed, and cannot be verified before', async () => {
    const { school, profileId } = await unconfirmedSchool('Unconfirmed Academy');
    expect(await pendingIds()).not.toContain(profileId);
    const refused = await decide('institution', profileId, { decision: 'verified' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'CONFLICT',
      message: 'This account has not confirmed its e-mail address yet. It can be verified once it has.',
    });
    // Rejecting needs no confirmed address.
    await setEmailConfirmed(school, true);
    expect(await pendingIds()).toContain(profileId);
    expect((await decide('institution', profileId, { decision: 'verified' })).statusCode).toBe(200);
  });

  it("sees its students' data only while verified with a confirmed address", async () => {
    const school = await createInstitution(t.app, 'Toronto', 'Lakeside Secondary');
    const student = await withResumeAndPhoto(await createLinkedStudent(t.app, school.profileId!));
    const document = await upload(t.app, student, documentsEndpoints.uploadMyDocument, {
      file: { name: 'consent.pdf', content: PDF_BYTES, field: 'document' },
      fields: { documentType: 'Signed consent form' },
    });
    expect(document.statusCode, document.body).toBe(201);
    const documentUrl = `/api/documents/student/${document.json().document.id}/download`;
    const roster = () => sendTo(t.app, school, institutionsEndpoints.students);
    expect((await roster()).body).toContain(student.email!);
    expect((await send(t.app, school, 'GET', documentUrl)).statusCode).toBe(200);

    // Verified, but its account's address was never confirmed: nothing of the student.
    await setEmailConfirmed(school, false);
    for (const endpoint of [
      institutionsEndpoints.students,
      institutionsEndpoints.placements,
      schoolLinksEndpoints.linkRequests,
      documentsEndpoints.studentDocumentsOfInstitution,
    ]) {
      expect((await sendTo(t.app, school, endpoint)).json().code, endpoint.path).toBe('EMAIL_NOT_VERIFIED');
    }
    expect((await resumeOf(school, student)).statusCode).toBe(403);
    expect((await photoOf(school, student)).statusCode).toBe(404);
    expect((await send(t.app, school, 'GET', documentUrl)).statusCode).toBe(404);
    expect(await answersNaming(school, student)).toEqual([]);

    // Confirmed, then pending again after a rename: still nothing until verified again.
    await setEmailConfirmed(school, true);
    const renamed = await sendTo(t.app, school, profilesEndpoints.saveInstitutionProfile, {
      body: { institutionName: 'Lakeside Renamed', city: 'Toronto' },
    });
    expect(renamed.json().profile.verification.status).toBe('pending');
    expect((await roster()).json().code).toBe('ORGANISATION_NOT_VERIFIED');
    expect((await resumeOf(school, student)).statusCode).toBe(403);
    expect((await send(t.app, school, 'GET', documentUrl)).statusCode).toBe(404);
    expect((await decide('institution', school.profileId!, { decision: 'verified' })).statusCode).toBe(200);
    expect((await roster()).body).toContain(student.email!);
  });
});

describe('the rule in the declarations', () => {
  it('refuses a pending, a rejected and an unconfirmed organisation on every route that requires a verified one', async () => {
    const guarded = ALL_ENDPOINTS.filter(({ endpoint }) => endpoint.access.verifiedOrganisation);
    // The routes that hand students' data to an organisation, each guarded by the declaration.
    expect(guarded.map(({ endpoint }) => `${endpoint.method} ${endpoint.path}`).sort()).toEqual(
      [
        'GET /api/employer/applications',
        'PATCH /api/employer/applications/:id',
        'GET /api/employer/applications/:id',
        'POST /api/employer/applications/:id/undo',
        'GET /api/institution/students',
        'GET /api/institution/stalled-applications',
        'GET /api/institution/placements',
        'GET /api/institution/link-requests',
        'GET /api/institution/message-reports',
        'PATCH /api/institution/link-requests/:id',
        'DELETE /api/institution/students/:studentId',
        'GET /api/institution/student-documents',
        'PUT /api/placements/:id/employer-part',
        'PUT /api/placements/:id/school-part',
        'POST /api/placements/:id/files/:kind',
        'POST /api/placements/:id/hours/:shiftId/verify',
        'POST /api/placements/:id/hours/approve',
        'GET /api/institution/hours',
        'GET /api/institution/hours.csv',
        'GET /api/institution/placements/overdue',
        'GET /api/institution/students/:userId/placements-summary',
        'GET /api/institution/students/:userId/threads',
        'POST /api/placements/:id/sign-off',
        'POST /api/placements/:id/certificate/revoke',
        'GET /api/institution/class-codes',
        'POST /api/institution/class-codes',
        'POST /api/institution/class-codes/:id/revoke',
        'POST /api/institution/class-codes/:id/approve',
        'POST /api/institution/students/:studentId/data-exports',
        'GET /api/institution/data-exports',
        'GET /api/institution/data-exports/:id/download',
        'POST /api/institution/roster-imports',
        'GET /api/institution/roster-imports',
        'GET /api/institution/roster-imports/:id',
        'POST /api/institution/roster-imports/:id/confirm',
        'DELETE /api/institution/roster-imports/:id',
        'GET /api/institution/sign-in-provider',
        'PUT /api/institution/sign-in-provider',
        'DELETE /api/institution/sign-in-provider',
      ].sort(),
    );
    const employer = await createPersona(t.app, 'employer');
    const school = await createInstitution(t.app, 'Toronto', 'Rule Academy');
    const id = crypto.randomUUID();
    const callOf = (endpoint: (typeof guarded)[number]['endpoint'], caller: Persona) =>
      send(
        t.app,
        caller,
        endpoint.method,
        endpoint.path.replace(/:[A-Za-z]+/g, id),
        endpoint.method === 'PATCH' ? { status: 'accepted', decision: 'approve' } : undefined,
      );
    const asKind = (kind: 'employer' | 'institution') => (kind === 'employer' ? employer : school);
    const profileOf = (kind: 'employer' | 'institution') => asKind(kind).profileId!;

    for (const kind of ['employer', 'institution'] as const) {
      const caller = asKind(kind);
      const ofKind = guarded.filter(({ endpoint }) => endpoint.access.roles?.includes(kind));
      expect(ofKind.length).toBeGreaterThan(0);
      for (const status of ['rejected', 'pending'] as const) {
        if (status === 'rejected') expect((await decide(kind, profileOf(kind), { decision: 'rejected' })).statusCode).toBe(200);
        else
          await sendTo(t.app, caller, kind === 'employer' ? profilesEndpoints.saveEmployerProfile : profilesEndpoints.saveInstitutionProfile, {
            body:
              kind === 'employer'
                ? { companyName: 'Pending Again', city: 'Toronto', country: 'Canada', region: 'Ontario' }
                : { institutionName: 'Pending Again', city: 'Toronto' },
          });
        for (const { name, endpoint } of ofKind) {
          const answer = await callOf(endpoint, caller);
          expect([answer.statusCode, answer.json().code], `${status} ${name}`).toEqual([403, 'ORGANISATION_NOT_VERIFIED']);
        }
      }
      expect((await decide(kind, profileOf(kind), { decision: 'verified' })).statusCode).toBe(200);
      await setEmailConfirmed(caller, false);
      for (const { name, endpoint } of ofKind) {
        expect((await callOf(endpoint, caller)).json().code, `unconfirmed ${name}`).toBe('EMAIL_NOT_VERIFIED');
      }
      await setEmailConfirmed(caller, true);
      for (const { name, endpoint } of ofKind) expect([401, 403], `verified ${name}`).not.toContain((await callOf(endpoint, caller)).statusCode);
    }
  });
});
