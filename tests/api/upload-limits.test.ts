import crypto from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INSTITUTION_STORAGE_QUOTA_BYTES,
  RESUME_MAX_BYTES,
  STUDENT_DOCUMENT_MAX_BYTES,
  STUDENT_STORAGE_QUOTA_BYTES,
  UPLOAD_PENDING_MAX,
} from '@common/constants';
import { documentsEndpoints } from '@common/endpoints/documents';
import { filesEndpoints } from '@common/endpoints/files';
import { institutionDocuments, studentDocuments, studentProfiles, uploadGrants } from '@server/db/schema';
import { createUploadGrant } from '@server/features/files/upload-grants-repository';
import { sweepUnusedUploads, UNUSED_UPLOAD_GRACE_MS, startUploadSweep } from '@server/features/files/upload-sweep';
import { createPersona, type Persona } from './helpers/personas';
import { send, sendTo } from './helpers/request';
import { createInstitution, createLinkedStudent } from './helpers/school-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';
import { PDF_BYTES, upload } from './helpers/upload-fixtures';

// Per-user file space, the cap on waiting uploads, the free-space floor and the sweep of unused
// uploads (docs/security.md, "Uploads: quotas, expiry, free space, content checks, and S3 limits").

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const askUploadUrl = (persona: Persona) => sendTo(t.app, persona, filesEndpoints.requestResumeUpload);
const grantIdOf = (url: string) => url.split('/').pop()!;

/** Document rows of a given total size, with no files behind them: only their sizes count. */
async function fillStudentDocuments(studentId: string, totalBytes: number) {
  for (let left = totalBytes; left > 0; left -= STUDENT_DOCUMENT_MAX_BYTES) {
    const sizeBytes = Math.min(left, STUDENT_DOCUMENT_MAX_BYTES);
    await t.database.db.insert(studentDocuments).values({
      studentId,
      documentName: 'filler.pdf',
      documentType: 'Filler',
      storageKey: `documents/student/${crypto.randomUUID()}`,
      contentType: 'application/pdf',
      sizeBytes,
    });
  }
}

async function fillInstitutionDocuments(institutionId: string, totalBytes: number) {
  const chunk = 100 * 1024 * 1024;
  for (let left = totalBytes; left > 0; left -= chunk) {
    await t.database.db.insert(institutionDocuments).values({
      institutionId,
      documentName: 'filler.pdf',
      storageKey: `documents/institution/${crypto.randomUUID()}`,
      contentType: 'application/pdf',
      sizeBytes: Math.min(left, chunk),
    });
  }
}

/** A student a school has approved: only such a student may send documents (docs/decisions/016). */
async function approvedStudent(app = t.app): Promise<Persona> {
  const school = await createInstitution(app);
  return createLinkedStudent(app, school.profileId!);
}

const uploadStudentDocument = (student: Persona) =>
  upload(t.app, student, documentsEndpoints.uploadMyDocument, {
    file: { name: 'consent.pdf', content: PDF_BYTES, field: 'document' },
    fields: { documentType: 'Signed consent form' },
  });

describe('waiting uploads per student', () => {
  it(`hands out at most ${UPLOAD_PENDING_MAX} upload addresses at once, then 429 with a plain message`, async () => {
    const student = await createPersona(t.app, 'student');
    const urls: string[] = [];
    for (let i = 0; i < UPLOAD_PENDING_MAX; i++) {
      const response = await askUploadUrl(student);
      expect(response.statusCode).toBe(200);
      urls.push(response.json().uploadURL);
    }
    const refused = await askUploadUrl(student);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'TOO_MANY_UPLOADS', message: expect.stringMatching(/uploads waiting/) });
    expect(await t.database.db.select().from(uploadGrants).where(eq(uploadGrants.userId, student.userId!))).toHaveLength(UPLOAD_PENDING_MAX);

    // An address that expired unused stops counting; one used and recorded stops counting too.
    await t.database.db
      .update(uploadGrants)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(uploadGrants.id, grantIdOf(urls[0]!)));
    expect((await askUploadUrl(student)).statusCode).toBe(200);
    expect((await askUploadUrl(student)).statusCode).toBe(429);
    await send(t.app, student, 'PUT', urls[1]!, PDF_BYTES, { 'content-type': 'application/pdf' });
    expect((await sendTo(t.app, student, filesEndpoints.recordResume, { body: { resumeURL: urls[1]!, resumeFileName: 'cv.pdf' } })).statusCode).toBe(
      200,
    );
    expect((await askUploadUrl(student)).statusCode).toBe(200);
  });

  it('counts an upload that arrived but was never recorded until the sweep removes it', async () => {
    const student = await createPersona(t.app, 'student');
    const urls: string[] = [];
    for (let i = 0; i < UPLOAD_PENDING_MAX; i++) urls.push((await askUploadUrl(student)).json().uploadURL);
    for (const url of urls) await send(t.app, student, 'PUT', url, PDF_BYTES, { 'content-type': 'application/pdf' });
    await t.database.db
      .update(uploadGrants)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(uploadGrants.userId, student.userId!));
    expect((await askUploadUrl(student)).statusCode).toBe(429);
    await sweepUnusedUploads(t.database.db, t.storage, new Date(Date.now() + UNUSED_UPLOAD_GRACE_MS + 1000));
    expect((await askUploadUrl(student)).statusCode).toBe(200);
  });
});

describe('file space per user', () => {
  it(`refuses a student a resume upload that would not fit in ${STUDENT_STORAGE_QUOTA_BYTES / 1024 / 1024} MB`, async () => {
    const student = await createPersona(t.app, 'student');
    await fillStudentDocuments(student.userId!, STUDENT_STORAGE_QUOTA_BYTES - RESUME_MAX_BYTES + 1);
    const refused = await askUploadUrl(student);
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toMatchObject({ code: 'QUOTA_EXCEEDED', message: expect.stringMatching(/file space/) });

    const roomy = await createPersona(t.app, 'student');
    await fillStudentDocuments(roomy.userId!, STUDENT_STORAGE_QUOTA_BYTES - RESUME_MAX_BYTES);
    expect((await askUploadUrl(roomy)).statusCode).toBe(200);
  });

  it("refuses a student's document past the space (documents, resume and waiting uploads count) and keeps nothing", async () => {
    const student = await approvedStudent();
    await fillStudentDocuments(student.userId!, STUDENT_STORAGE_QUOTA_BYTES - RESUME_MAX_BYTES - PDF_BYTES.length + 1);
    // A waiting resume upload holds its largest size until it is recorded or swept.
    expect((await askUploadUrl(student)).statusCode).toBe(200);
    const refused = await uploadStudentDocument(student);
    expect(refused.statusCode).toBe(413);
    expect(refused.json().code).toBe('QUOTA_EXCEEDED');
    const rows = await t.database.db.select().from(studentDocuments).where(eq(studentDocuments.studentId, student.userId!));
    expect(rows.every((row) => row.documentName === 'filler.pdf')).toBe(true);

    await t.database.db.delete(uploadGrants).where(eq(uploadGrants.userId, student.userId!));
    expect((await uploadStudentDocument(student)).statusCode).toBe(201);
  });

  it("counts the student's recorded resume", async () => {
    const student = await approvedStudent();
    const resumeKey = `resumes/${student.userId}/${crypto.randomUUID()}`;
    await t.storage.put(resumeKey, Buffer.alloc(2048, 1), 'application/pdf');
    await t.database.db.update(studentProfiles).set({ resumeKey, resumeFileName: 'cv.pdf' }).where(eq(studentProfiles.userId, student.userId!));
    await fillStudentDocuments(student.userId!, STUDENT_STORAGE_QUOTA_BYTES - 2048 - PDF_BYTES.length + 1);
    expect((await uploadStudentDocument(student)).statusCode).toBe(413);
  });

  it(`gives a school's library ${INSTITUTION_STORAGE_QUOTA_BYTES / 1024 / 1024} MB, more than a student's`, async () => {
    const school = await createInstitution(t.app, 'Toronto', 'Quota School');
    const uploadForSchool = () =>
      upload(t.app, school, documentsEndpoints.uploadInstitutionDocument, { file: { name: 'form.pdf', content: PDF_BYTES }, fields: {} });
    await fillInstitutionDocuments(school.profileId!, STUDENT_STORAGE_QUOTA_BYTES * 2);
    expect((await uploadForSchool()).statusCode).toBe(201);
    await fillInstitutionDocuments(school.profileId!, INSTITUTION_STORAGE_QUOTA_BYTES - STUDENT_STORAGE_QUOTA_BYTES * 2);
    const refused = await uploadForSchool();
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toMatchObject({ code: 'QUOTA_EXCEEDED', message: expect.stringMatching(/500 MB of file space/) });
  });
});

describe('free-space floor (local disk)', () => {
  it('refuses uploads with 507 and a plain message while the disk is below UPLOAD_MIN_FREE_MB', async () => {
    // A floor of a petabyte: far above the real free space of any test machine.
    const full = await createTestApp({ env: { UPLOAD_MIN_FREE_MB: String(1024 ** 3) } });
    try {
      const student = await approvedStudent(full.app);
      const asked = await sendTo(full.app, student, filesEndpoints.requestResumeUpload);
      expect(asked.statusCode).toBe(507);
      expect(asked.json()).toMatchObject({ code: 'STORAGE_FULL', message: expect.stringMatching(/short of space/) });

      // An address handed out before the disk filled up is refused too, and keeps nothing.
      const grant = await createUploadGrant(full.database.db, {
        userId: student.userId!,
        purpose: 'resume',
        storageKey: `resumes/${student.userId}/${crypto.randomUUID()}`,
        maxBytes: RESUME_MAX_BYTES,
        ttlSeconds: 300,
      });
      const put = await send(full.app, student, 'PUT', `/api/files/uploads/${grant.id}`, PDF_BYTES, { 'content-type': 'application/pdf' });
      expect(put.statusCode).toBe(507);
      expect(await full.storage.exists(`staging/${grant.storageKey}`)).toBe(false);

      const document = await upload(full.app, student, documentsEndpoints.uploadMyDocument, {
        file: { name: 'consent.pdf', content: PDF_BYTES, field: 'document' },
        fields: { documentType: 'Signed consent form' },
      });
      expect(document.statusCode).toBe(507);
      expect(document.json().code).toBe('STORAGE_FULL');
    } finally {
      await full.close();
    }
  });

  it('takes uploads with the floor at its default', async () => {
    expect(t.config.uploadMinFreeBytes).toBe(512 * 1024 * 1024);
    const student = await createPersona(t.app, 'student');
    expect((await askUploadUrl(student)).statusCode).toBe(200);
  });
});

describe('sweep of unused uploads', () => {
  const hour = 60 * 60 * 1000;

  async function grantFor(userId: string, expiresInMs: number) {
    const grant = await createUploadGrant(t.database.db, {
      userId,
      purpose: 'resume',
      storageKey: `resumes/${userId}/${crypto.randomUUID()}`,
      maxBytes: RESUME_MAX_BYTES,
      ttlSeconds: expiresInMs / 1000,
    });
    return grant;
  }
  const grantExists = async (id: string) => (await t.database.db.select().from(uploadGrants).where(eq(uploadGrants.id, id))).length > 0;

  it('deletes grants an hour past expiry with their staging and never-recorded files, and keeps recorded resumes', async () => {
    const student = await createPersona(t.app, 'student');
    // Expired two hours ago, the file arrived, never recorded (the profile save never came).
    const abandoned = await grantFor(student.userId!, -2 * hour);
    await t.storage.put(`staging/${abandoned.storageKey}`, PDF_BYTES, 'application/pdf');
    // Expired two hours ago and recorded: the resume stays; a replayed upload's staging copy goes.
    const recorded = await grantFor(student.userId!, -2 * hour);
    await t.storage.put(recorded.storageKey, PDF_BYTES, 'application/pdf');
    await t.storage.put(`staging/${recorded.storageKey}`, Buffer.from('replayed'), 'application/pdf');
    await t.database.db.update(uploadGrants).set({ recordedAt: new Date() }).where(eq(uploadGrants.id, recorded.id));
    // Recorded before recorded_at existed (so not marked), still the student's resume: kept.
    const legacy = await grantFor(student.userId!, -2 * hour);
    await t.storage.put(legacy.storageKey, PDF_BYTES, 'application/pdf');
    await t.database.db.update(studentProfiles).set({ resumeKey: legacy.storageKey }).where(eq(studentProfiles.userId, student.userId!));
    // Expired ten minutes ago: still within the hour's grace.
    const recent = await grantFor(student.userId!, -10 * 60 * 1000);
    await t.storage.put(`staging/${recent.storageKey}`, PDF_BYTES, 'application/pdf');

    const result = await sweepUnusedUploads(t.database.db, t.storage);
    expect(result.grants).toBeGreaterThanOrEqual(3);

    expect(await grantExists(abandoned.id)).toBe(false);
    expect(await t.storage.exists(`staging/${abandoned.storageKey}`)).toBe(false);
    expect(await grantExists(recorded.id)).toBe(false);
    expect(await t.storage.exists(`staging/${recorded.storageKey}`)).toBe(false);
    expect(await t.storage.exists(recorded.storageKey)).toBe(true);
    expect(await grantExists(legacy.id)).toBe(false);
    expect(await t.storage.exists(legacy.storageKey)).toBe(true);
    expect(await grantExists(recent.id)).toBe(true);
    expect(await t.storage.exists(`staging/${recent.storageKey}`)).toBe(true);
  });

  it('deletes the file of an upload made through the app and never recorded', async () => {
    const student = await createPersona(t.app, 'student');
    const url = (await askUploadUrl(student)).json().uploadURL as string;
    expect((await send(t.app, student, 'PUT', url, PDF_BYTES, { 'content-type': 'application/pdf' })).statusCode).toBe(200);
    const [grant] = await t.database.db
      .select()
      .from(uploadGrants)
      .where(eq(uploadGrants.id, grantIdOf(url)));
    expect(await t.storage.exists(`staging/${grant!.storageKey}`)).toBe(true);

    // Nothing happens before the address expired and the grace passed.
    await sweepUnusedUploads(t.database.db, t.storage);
    expect(await t.storage.exists(`staging/${grant!.storageKey}`)).toBe(true);
    await sweepUnusedUploads(t.database.db, t.storage, new Date(Date.now() + 5 * 60 * 1000 + UNUSED_UPLOAD_GRACE_MS + 1000));
    expect(await t.storage.exists(`staging/${grant!.storageKey}`)).toBe(false);
    expect(await grantExists(grant!.id)).toBe(false);
  });

  it('hands each grant to one sweep when several servers sweep at once', async () => {
    const student = await createPersona(t.app, 'student');
    const grants = await Promise.all(Array.from({ length: 6 }, () => grantFor(student.userId!, -2 * hour)));
    for (const grant of grants) await t.storage.put(`staging/${grant.storageKey}`, PDF_BYTES, 'application/pdf');
    const due = await t.database.db.$count(uploadGrants, lt(uploadGrants.expiresAt, new Date(Date.now() - UNUSED_UPLOAD_GRACE_MS)));
    expect(due).toBeGreaterThanOrEqual(6);
    const results = await Promise.all([1, 2, 3].map(() => sweepUnusedUploads(t.database.db, t.storage)));
    expect(results.reduce((sum, result) => sum + result.grants, 0)).toBe(due);
    for (const grant of grants) expect(await t.storage.exists(`staging/${grant.storageKey}`)).toBe(false);
  });

  it('runs at start and stops cleanly (as main.ts does on SIGTERM)', async () => {
    const student = await createPersona(t.app, 'student');
    const grant = await grantFor(student.userId!, -2 * hour);
    await t.storage.put(`staging/${grant.storageKey}`, PDF_BYTES, 'application/pdf');
    const sweep = startUploadSweep(t.database.db, t.storage, t.app.log);
    await sweep.stop();
    expect(await grantExists(grant.id)).toBe(false);
    expect(await t.storage.exists(`staging/${grant.storageKey}`)).toBe(false);
  });
});
