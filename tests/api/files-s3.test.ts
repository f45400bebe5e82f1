import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESUME_MAX_BYTES } from '@common/constants';
import { studentProfiles } from '@server/db/schema';
import { createS3Storage } from '@server/storage/s3-storage';
import type { FileStorage } from '@server/storage/storage';
import { filesEndpoints } from '@common/endpoints/files';
import { createPersona, type Persona } from './helpers/personas';
import { DOCX_BYTES, EXE_BYTES, PDF_BYTES } from './helpers/upload-fixtures';
import { sendTo } from './helpers/request';
import { createTestApp, type TestApp } from './helpers/test-app';

// The S3 driver against a local S3-compatible server (s3rver) on a free port: the browser's
// presigned PUT is played by fetch, exactly one request, as Uppy sends it.

const BUCKET = 'firstrung-test';
let s3: S3rver;
let s3Dir: string;
let storage: FileStorage;
let t: TestApp;

beforeAll(async () => {
  s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'firstrung-s3-'));
  s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3Dir, configureBuckets: [{ name: BUCKET, configs: [] }] });
  const address = await s3.run();
  storage = createS3Storage({
    driver: 's3',
    bucket: BUCKET,
    endpoint: `http://127.0.0.1:${address.port}`,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });
  t = await createTestApp({ storage });
});
afterAll(async () => {
  await t.close();
  await s3.close();
  fs.rmSync(s3Dir, { recursive: true, force: true });
});

async function askUploadUrl(student: Persona): Promise<string> {
  const response = await sendTo(t.app, student, filesEndpoints.requestResumeUpload);
  expect(response.statusCode).toBe(200);
  return response.json().uploadURL as string;
}

const recordResume = (student: Persona, resumeURL: string, resumeFileName = 'cv.pdf') =>
  sendTo(t.app, student, filesEndpoints.recordResume, { body: { resumeURL, resumeFileName } });

async function resumeKeyOf(userId: string) {
  const [row] = await t.database.db.select({ key: studentProfiles.resumeKey }).from(studentProfiles).where(eq(studentProfiles.userId, userId));
  return row?.key ?? null;
}

describe('S3 storage driver', () => {
  it('puts, reads, heads and deletes objects', async () => {
    await storage.put('tests/hello.txt', Buffer.from('hello'), 'text/plain');
    expect(await storage.head('tests/hello.txt')).toEqual({ size: 5, contentType: 'text/plain' });
    const file = await storage.get('tests/hello.txt');
    const chunks: Buffer[] = [];
    for await (const chunk of file!.body) chunks.push(Buffer.from(chunk as Uint8Array));
    expect(Buffer.concat(chunks).toString()).toBe('hello');
    await storage.delete('tests/hello.txt');
    expect(await storage.exists('tests/hello.txt')).toBe(false);
    expect(await storage.get('tests/hello.txt')).toBeNull();
    expect(await storage.head('tests/hello.txt')).toBeNull();
  });

  it('hands out a presigned PUT URL; the upload is recorded and downloaded through the app', async () => {
    const student = await createPersona(t.app, 'student');
    const url = await askUploadUrl(student);
    // The browser writes to a staging key only; the accepted file is copied elsewhere.
    expect(url).toMatch(new RegExp(`/${BUCKET}/staging/resumes/${student.userId}/[0-9a-f-]{36}\\?.*X-Amz-Signature=`));
    const put = await fetch(url, { method: 'PUT', body: '%PDF-1.4 from s3', headers: { 'content-type': 'application/pdf' } });
    expect(put.status).toBe(200);

    const recorded = await recordResume(student, url);
    expect(recorded.statusCode).toBe(200);
    expect(recorded.json().profile).toMatchObject({ resumeUrl: `/api/files/resumes/${student.userId}`, resumeFileName: 'cv.pdf' });
    const download = await sendTo(t.app, student, filesEndpoints.downloadResume, { params: { userId: student.userId } });
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe('%PDF-1.4 from s3');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="cv.pdf"/);
  });

  it('checks the real size with HEAD and refuses and deletes an oversize upload', async () => {
    const student = await createPersona(t.app, 'student');
    const url = await askUploadUrl(student);
    const put = await fetch(url, { method: 'PUT', body: Buffer.alloc(RESUME_MAX_BYTES + 1, 1) });
    expect(put.status).toBe(200);
    const key = decodeURIComponent(new URL(url).pathname).replace(`/${BUCKET}/`, '');
    expect(key).toMatch(/^staging\/resumes\//);
    expect(await storage.exists(key)).toBe(true);

    const recorded = await recordResume(student, url);
    expect(recorded.statusCode).toBe(413);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.exists(key.replace('staging/', ''))).toBe(false);
    expect(await resumeKeyOf(student.userId!)).toBeNull();
  });

  it("refuses a URL whose file never arrived, and another student's upload", async () => {
    const student = await createPersona(t.app, 'student');
    const other = await createPersona(t.app, 'student');
    const unused = await askUploadUrl(student);
    expect((await recordResume(student, unused)).statusCode).toBe(400);
    const othersUrl = await askUploadUrl(other);
    await fetch(othersUrl, { method: 'PUT', body: 'theirs' });
    expect((await recordResume(student, othersUrl)).statusCode).toBe(403);
  });

  it('refuses a PUT after the URL expired', async () => {
    const { PutObjectCommand, S3Client } = await import('@aws-sdk/client-s3');
    const { getSignedUrl } = await import('@aws-sdk/s3-request-presigner');
    const url = await storage.createUploadUrl('tests/expiring', { maxBytes: 10, expiresIn: 1 });
    const client = new S3Client({
      region: 'us-east-1',
      endpoint: new URL(url!).origin,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    // A URL signed a minute ago with a one-second life, as an expired link would be.
    const expired = await getSignedUrl(client, new PutObjectCommand({ Bucket: BUCKET, Key: 'tests/expired' }), {
      expiresIn: 1,
      signingDate: new Date(Date.now() - 60_000),
    });
    const response = await fetch(expired, { method: 'PUT', body: 'late' });
    expect(response.status).toBe(403);
    expect(await storage.exists('tests/expired')).toBe(false);
  });

  it('deletes the old resume object when a new one is recorded', async () => {
    const student = await createPersona(t.app, 'student');
    const keys: string[] = [];
    for (const body of [PDF_BYTES, DOCX_BYTES]) {
      const url = await askUploadUrl(student);
      await fetch(url, { method: 'PUT', body: new Uint8Array(body) });
      expect((await recordResume(student, url, body === PDF_BYTES ? 'cv.pdf' : 'cv.docx')).statusCode).toBe(200);
      keys.push((await resumeKeyOf(student.userId!))!);
    }
    expect(await storage.exists(keys[0]!)).toBe(false);
    expect(await storage.exists(keys[1]!)).toBe(true);
  });

  it('refuses an upload that is not a resume by its content, and keeps nothing of it', async () => {
    const student = await createPersona(t.app, 'student');
    const url = await askUploadUrl(student);
    expect((await fetch(url, { method: 'PUT', body: new Uint8Array(EXE_BYTES), headers: { 'content-type': 'application/pdf' } })).status).toBe(200);
    const recorded = await recordResume(student, url, 'cv.pdf');
    expect(recorded.statusCode).toBe(415);
    const staged = decodeURIComponent(new URL(url).pathname).replace(`/${BUCKET}/`, '');
    expect(await storage.exists(staged)).toBe(false);
    expect(await storage.exists(staged.replace('staging/', ''))).toBe(false);
    expect(await resumeKeyOf(student.userId!)).toBeNull();
  });

  it('a PUT replayed to the same address after acceptance does not change the accepted file', async () => {
    const student = await createPersona(t.app, 'student');
    const url = await askUploadUrl(student);
    expect((await fetch(url, { method: 'PUT', body: new Uint8Array(PDF_BYTES) })).status).toBe(200);
    expect((await recordResume(student, url)).statusCode).toBe(200);

    // The presigned address still works for a few minutes: the replay lands in staging only.
    const replay = await fetch(url, { method: 'PUT', body: new Uint8Array(EXE_BYTES) });
    expect(replay.status).toBe(200);
    const download = await sendTo(t.app, student, filesEndpoints.downloadResume, { params: { userId: student.userId } });
    expect(download.rawPayload.equals(PDF_BYTES)).toBe(true);
    // Recording the same address again (to copy the replayed bytes over) is refused.
    expect((await recordResume(student, url)).statusCode).toBe(409);
    const again = await sendTo(t.app, student, filesEndpoints.downloadResume, { params: { userId: student.userId } });
    expect(again.rawPayload.equals(PDF_BYTES)).toBe(true);
  });
});
