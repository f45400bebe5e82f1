import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESUME_MAX_BYTES } from '@common/constants';
import { studentProfiles, uploadGrants } from '@server/db/schema';
import { filesEndpoints } from '@common/endpoints/files';
import { profilesEndpoints } from '@common/endpoints/profiles';
import { schoolLinksEndpoints } from '@common/endpoints/school-links';
import { createApplication, createJob } from '@server/seed/factories';
import { createPersona, type Persona } from './helpers/personas';
import { DOCX_BYTES, EXE_BYTES, OLE_BYTES, PDF_BYTES, TEXT_BYTES } from './helpers/upload-fixtures';
import { send, sendTo } from './helpers/request';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function askUploadUrl(persona: Persona): Promise<string> {
  const response = await sendTo(t.app, persona, filesEndpoints.requestResumeUpload);
  expect(response.statusCode).toBe(200);
  return response.json().uploadURL as string;
}

/** The browser's one PUT of the file's bytes to an upload address. */
const putFile = (url: string, persona: Persona, body: Buffer, contentType = 'application/pdf') =>
  send(t.app, persona, 'PUT', url, body, { 'content-type': contentType });

const recordResume = (persona: Persona, resumeURL: string, resumeFileName = 'my-cv.pdf') =>
  sendTo(t.app, persona, filesEndpoints.recordResume, { body: { resumeURL, resumeFileName } });

const ownProfile = (persona: Persona) => sendTo(t.app, persona, profilesEndpoints.studentProfile);

async function resumeKeyOf(userId: string): Promise<string | null> {
  const [row] = await t.database.db.select({ key: studentProfiles.resumeKey }).from(studentProfiles).where(eq(studentProfiles.userId, userId));
  return row?.key ?? null;
}

/** Uploads and records a resume; returns the stored key. */
async function uploadResume(student: Persona, content: string | Buffer = '%PDF-1.4 resume', fileName = 'my-cv.pdf'): Promise<string> {
  const url = await askUploadUrl(student);
  expect((await putFile(url, student, Buffer.from(content))).statusCode).toBe(200);
  expect((await recordResume(student, url, fileName)).statusCode).toBe(200);
  return (await resumeKeyOf(student.userId!))!;
}

describe('resume upload (local storage)', () => {
  it('gives a student a short-lived upload address bound to them', async () => {
    const student = await createPersona(t.app, 'student');
    const url = await askUploadUrl(student);
    expect(url).toMatch(/^\/api\/files\/uploads\/[0-9a-f-]{36}$/);
    const [grant] = await t.database.db
      .select()
      .from(uploadGrants)
      .where(eq(uploadGrants.id, url.split('/').pop()!));
    expect(grant).toMatchObject({ userId: student.userId, purpose: 'resume', maxBytes: RESUME_MAX_BYTES, usedAt: null });
    const minutes = (grant!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(4);
    expect(minutes).toBeLessThanOrEqual(5);
  });

  it('refuses the upload address to everyone but students', async () => {
    for (const kind of ['employer', 'institution', 'admin', 'noRole'] as const) {
      const persona = await createPersona(t.app, kind);
      expect((await sendTo(t.app, persona, filesEndpoints.requestResumeUpload)).statusCode).toBe(403);
    }
    expect((await sendTo(t.app, null, filesEndpoints.requestResumeUpload)).statusCode).toBe(401);
  });

  it('stores one upload, records it, and returns the download address and file name', async () => {
    const student = await createPersona(t.app, 'student');
    const url = await askUploadUrl(student);
    const put = await putFile(url, student, Buffer.from('%PDF-1.4 hello'));
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ ok: true, size: 14 });
    expect(put.headers.etag).toBeTruthy();
    const recorded = await recordResume(student, url, 'Maya Chen CV.pdf');
    expect(recorded.statusCode).toBe(200);
    expect(recorded.json().profile).toMatchObject({ resumeUrl: `/api/files/resumes/${student.userId}`, resumeFileName: 'Maya Chen CV.pdf' });
    expect((await ownProfile(student)).json().profile.resumeUrl).toBe(`/api/files/resumes/${student.userId}`);
  });

  it('refuses a second PUT to a used address', async () => {
    const student = await createPersona(t.app, 'student');
    const url = await askUploadUrl(student);
    expect((await putFile(url, student, Buffer.from('first'))).statusCode).toBe(200);
    const again = await putFile(url, student, Buffer.from('second'));
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('CONFLICT');
  });

  it('refuses an expired address', async () => {
    const student = await createPersona(t.app, 'student');
    const url = await askUploadUrl(student);
    await t.database.db
      .update(uploadGrants)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(uploadGrants.id, url.split('/').pop()!));
    const response = await putFile(url, student, Buffer.from('late'));
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/expired/);
  });

  it('refuses an upload from another user, a visitor, or to an unknown or malformed address (404)', async () => {
    const student = await createPersona(t.app, 'student');
    const other = await createPersona(t.app, 'student');
    const url = await askUploadUrl(student);
    expect((await putFile(url, other, Buffer.from('x'))).statusCode).toBe(403);
    expect((await putFile(url, await createPersona(t.app, 'visitor'), Buffer.from('x'))).statusCode).toBe(401);
    expect((await putFile('/api/files/uploads/00000000-0000-4000-8000-000000000000', student, Buffer.from('x'))).statusCode).toBe(404);
    const malformed = await putFile('/api/files/uploads/nope', student, Buffer.from('x'));
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json()).toEqual({ code: 'NOT_FOUND', message: 'That upload address was not found.' });
    // The refused attempts did not use the address up.
    expect((await putFile(url, student, Buffer.from('mine'))).statusCode).toBe(200);
  });

  it('refuses a file over the limit, keeps nothing, and lets the address be used again', async () => {
    const student = await createPersona(t.app, 'student');
    const url = await askUploadUrl(student);
    const tooBig = Buffer.alloc(RESUME_MAX_BYTES + 1, 1);
    const response = await putFile(url, student, tooBig);
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('PAYLOAD_TOO_LARGE');
    const [grant] = await t.database.db
      .select()
      .from(uploadGrants)
      .where(eq(uploadGrants.id, url.split('/').pop()!));
    expect(await t.storage.exists(grant!.storageKey)).toBe(false);
    expect((await recordResume(student, url)).statusCode).toBe(400);
    expect((await putFile(url, student, Buffer.alloc(RESUME_MAX_BYTES, 1))).statusCode).toBe(200);
  });

  it('counts the bytes it receives, whatever Content-Length says', async () => {
    const student = await createPersona(t.app, 'student');
    const url = await askUploadUrl(student);
    const { Readable } = await import('node:stream');
    // A streamed body with no Content-Length header at all.
    const body = Readable.from(
      (function* () {
        for (let sent = 0; sent <= RESUME_MAX_BYTES; sent += 1024 * 1024) yield Buffer.alloc(1024 * 1024, 2);
      })(),
    );
    const response = await send(t.app, student, 'PUT', url, body, { 'content-type': 'application/octet-stream', 'transfer-encoding': 'chunked' });
    expect(response.statusCode).toBe(413);
    const [grant] = await t.database.db
      .select()
      .from(uploadGrants)
      .where(eq(uploadGrants.id, url.split('/').pop()!));
    expect(await t.storage.exists(grant!.storageKey)).toBe(false);
  });

  it('records only an address of your own that was used', async () => {
    const student = await createPersona(t.app, 'student');
    const other = await createPersona(t.app, 'student');
    const unused = await askUploadUrl(student);
    const notArrived = await recordResume(student, unused);
    expect(notArrived.statusCode).toBe(400);
    expect(notArrived.json().issues).toEqual([{ path: 'resumeURL', message: 'The file has not arrived yet. Please upload the file again.' }]);

    const othersUrl = await askUploadUrl(other);
    await putFile(othersUrl, other, Buffer.from('theirs'));
    expect((await recordResume(student, othersUrl)).statusCode).toBe(403);
    expect((await recordResume(student, 'https://evil.example/anything')).statusCode).toBe(400);
    expect((await recordResume(student, '/api/files/uploads/00000000-0000-4000-8000-000000000000')).statusCode).toBe(400);
  });

  it('names missing and invalid fields of the record call', async () => {
    const student = await createPersona(t.app, 'student');
    const response = await sendTo(t.app, student, filesEndpoints.recordResume, { body: { resumeURL: '', resumeFileName: 'x'.repeat(256) } });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      { path: 'resumeURL', message: 'resumeURL is required' },
      { path: 'resumeFileName', message: 'The file name must be 255 characters or fewer' },
    ]);
    const missing = await sendTo(t.app, student, filesEndpoints.recordResume, { body: {} });
    expect(missing.json().issues.map((issue: { path: string }) => issue.path)).toEqual(['resumeURL', 'resumeFileName']);
  });

  it('deletes the old resume file when a new one is recorded', async () => {
    const student = await createPersona(t.app, 'student');
    const first = await uploadResume(student, PDF_BYTES);
    const second = await uploadResume(student, DOCX_BYTES, 'second.docx');
    expect(second).not.toBe(first);
    expect(await t.storage.exists(first)).toBe(false);
    expect(await t.storage.exists(second)).toBe(true);
  });

  it('checks the resume by its content: a PDF, DOC or DOCX is taken, each with its own type', async () => {
    const cases = [
      { bytes: PDF_BYTES, name: 'cv.pdf', type: 'application/pdf' },
      { bytes: OLE_BYTES, name: 'cv.doc', type: 'application/msword' },
      { bytes: DOCX_BYTES, name: 'cv.DOCX', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
    ];
    for (const { bytes, name, type } of cases) {
      const student = await createPersona(t.app, 'student');
      await uploadResume(student, bytes, name);
      const response = await sendTo(t.app, student, filesEndpoints.downloadResume, { params: { userId: student.userId } });
      expect(response.headers['content-type'], name).toBe(type);
    }
  });

  it('refuses other content even when the name says .pdf, and deletes it', async () => {
    for (const [bytes, name] of [
      [EXE_BYTES, 'cv.pdf'],
      [TEXT_BYTES, 'cv.pdf'],
      [DOCX_BYTES, 'cv.pdf'],
      [PDF_BYTES, 'cv.exe'],
      [PDF_BYTES, 'invoice\u202Efdp.exe'],
      // An empty body never gets this far: the PUT itself is a 400 (upload-put.test.ts).
    ] as const) {
      const student = await createPersona(t.app, 'student');
      const url = await askUploadUrl(student);
      expect((await putFile(url, student, bytes)).statusCode).toBe(200);
      const recorded = await recordResume(student, url, name);
      expect(recorded.statusCode, name).toBe(415);
      expect(recorded.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', message: expect.stringMatching(/PDF, DOC or DOCX/) });
      expect(await resumeKeyOf(student.userId!)).toBeNull();
      const [grant] = await t.database.db
        .select()
        .from(uploadGrants)
        .where(eq(uploadGrants.id, url.split('/').pop()!));
      expect(await t.storage.exists(grant!.storageKey)).toBe(false);
      expect(await t.storage.exists(`staging/${grant!.storageKey}`)).toBe(false);
    }
  });

  it('records an upload once: the same address again is a conflict', async () => {
    const student = await createPersona(t.app, 'student');
    const url = await askUploadUrl(student);
    await putFile(url, student, PDF_BYTES);
    expect((await recordResume(student, url)).statusCode).toBe(200);
    const again = await recordResume(student, url, 'again.pdf');
    expect(again.statusCode).toBe(409);
    expect((await ownProfile(student)).json().profile.resumeFileName).toBe('my-cv.pdf');
  });

  it('strips bidirectional overrides from the recorded name', async () => {
    const student = await createPersona(t.app, 'student');
    await uploadResume(student, PDF_BYTES, 'cv\u202Efdp.pdf');
    expect((await ownProfile(student)).json().profile.resumeFileName).toBe('cvfdp.pdf');
  });

  it('creates the profile when a student records a resume before saving the form', async () => {
    const student = await createPersona(t.app, 'student', { withProfile: false });
    await uploadResume(student);
    const profile = (await ownProfile(student)).json().profile;
    expect(profile).toMatchObject({ resumeFileName: 'my-cv.pdf', youthStatus: null });
  });
});

describe('resume download', () => {
  const download = (userId: string, persona: Persona) => sendTo(t.app, persona, filesEndpoints.downloadResume, { params: { userId } });

  it('sends the file as an attachment with a safe type and name', async () => {
    const student = await createPersona(t.app, 'student');
    await uploadResume(student, '%PDF-1.4 mine', '../../"évil"\r\nname.pdf');
    const response = await download(student.userId!, student);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('%PDF-1.4 mine');
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="_vilname.pdf"; filename*=UTF-8''%C3%A9vilname.pdf`);
  });

  it('never stores an uploaded page: a resume that is not a PDF, DOC or DOCX is refused', async () => {
    const student = await createPersona(t.app, 'student');
    const url = await askUploadUrl(student);
    await putFile(url, student, Buffer.from('<script>alert(1)</script>'), 'text/html');
    expect((await recordResume(student, url, 'cv.html')).statusCode).toBe(415);
    expect((await download(student.userId!, student)).statusCode).toBe(404);
  });

  it('lets admins, an employer the student applied to and the school that approved the student read it', async () => {
    const institution = await createPersona(t.app, 'institution');
    const student = await createPersona(t.app, 'student');
    await sendTo(t.app, student, profilesEndpoints.saveStudentProfile, { body: { institutionId: institution.profileId } });
    await uploadResume(student);
    const employer = await createPersona(t.app, 'employer');
    const job = await createJob(t.database.db, employer.userId!);
    await createApplication(t.database.db, job.id, student.userId!);

    expect((await download(student.userId!, await createPersona(t.app, 'admin'))).statusCode).toBe(200);
    expect((await download(student.userId!, employer)).statusCode).toBe(200);
    // Naming the school is only a request: the school reads the resume once it approved it.
    expect((await download(student.userId!, institution)).statusCode).toBe(403);
    const [request] = (await sendTo(t.app, institution, schoolLinksEndpoints.linkRequests)).json().items;
    await sendTo(t.app, institution, schoolLinksEndpoints.decideLinkRequest, { params: { id: request.id }, body: { decision: 'approve' } });
    expect((await download(student.userId!, institution)).statusCode).toBe(200);
    // Removed from the roster: no longer.
    await sendTo(t.app, institution, schoolLinksEndpoints.removeStudent, { params: { studentId: student.userId } });
    expect((await download(student.userId!, institution)).statusCode).toBe(403);
  });

  it("refuses an employer the resume of a student who applied only to another employer's posting", async () => {
    const student = await createPersona(t.app, 'student');
    await uploadResume(student);
    const appliedTo = await createPersona(t.app, 'employer');
    const other = await createPersona(t.app, 'employer');
    await createJob(t.database.db, other.userId!);
    await createApplication(t.database.db, (await createJob(t.database.db, appliedTo.userId!)).id, student.userId!);
    expect((await download(student.userId!, appliedTo)).statusCode).toBe(200);
    expect((await download(student.userId!, other)).statusCode).toBe(403);
  });

  it('refuses everyone else', async () => {
    const student = await createPersona(t.app, 'student');
    await uploadResume(student);
    for (const kind of ['student', 'employer', 'institution', 'noRole'] as const) {
      expect((await download(student.userId!, await createPersona(t.app, kind))).statusCode, kind).toBe(403);
    }
    expect((await download(student.userId!, await createPersona(t.app, 'visitor'))).statusCode).toBe(401);
  });

  it('answers 404 when there is no resume or no such student', async () => {
    const student = await createPersona(t.app, 'student');
    expect((await download(student.userId!, student)).statusCode).toBe(404);
    const admin = await createPersona(t.app, 'admin');
    expect((await download('no-such-user', admin)).statusCode).toBe(404);
    expect((await download('not a user id!', admin)).statusCode).toBe(404);
  });
});
