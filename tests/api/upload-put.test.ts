import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesEndpoints } from '@common/endpoints/files';
import { uploadGrants } from '@server/db/schema';
import { createPersona, type Persona } from './helpers/personas';
import { send, sendTo } from './helpers/request';
import { createTestApp, type TestApp } from './helpers/test-app';
import { PDF_BYTES } from './helpers/upload-fixtures';

// The app's own upload address (local storage) takes one PUT of the file's bytes. A PUT with no
// body at all was a 500 that also used the address up: the grant was claimed before the body was
// looked at. A request with nothing to store is now refused first, with a 400 that says so, and
// the address still takes the real upload afterwards.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function askUploadUrl(student: Persona): Promise<string> {
  const response = await sendTo(t.app, student, filesEndpoints.requestResumeUpload);
  expect(response.statusCode).toBe(200);
  return response.json().uploadURL as string;
}

const grantOf = async (url: string) =>
  (
    await t.database.db
      .select()
      .from(uploadGrants)
      .where(eq(uploadGrants.id, url.split('/').pop()!))
  )[0]!;

describe('PUT to an upload address with nothing to store', () => {
  it('is a 400 saying the file is missing, and the address still takes the real upload', async () => {
    const student = await createPersona(t.app, 'student');
    const url = await askUploadUrl(student);
    const empties: Array<{ payload?: Buffer; headers: Record<string, string> }> = [
      // No body and no Content-Type.
      { headers: {} },
      // A Content-Type and no bytes.
      { headers: { 'content-type': 'application/pdf' } },
      { payload: Buffer.alloc(0), headers: { 'content-type': 'application/pdf' } },
      { payload: Buffer.alloc(0), headers: {} },
    ];
    for (const [index, request] of empties.entries()) {
      const refused = await send(t.app, student, 'PUT', url, request.payload, request.headers);
      expect(refused.statusCode, `request ${index}`).toBe(400);
      expect(refused.headers['content-type'], `request ${index}`).toMatch(/application\/json/);
      expect(refused.json(), `request ${index}`).toMatchObject({ code: 'BAD_REQUEST', message: expect.stringMatching(/no file/i) });
    }
    expect((await grantOf(url)).usedAt).toBeNull();

    const put = await send(t.app, student, 'PUT', url, PDF_BYTES, { 'content-type': 'application/pdf' });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ ok: true, size: PDF_BYTES.length });
    const recorded = await sendTo(t.app, student, filesEndpoints.recordResume, { body: { resumeURL: url, resumeFileName: 'cv.pdf' } });
    expect(recorded.statusCode).toBe(200);
  });

  it('takes a file sent without a Content-Type: the type is judged by its bytes when it is recorded', async () => {
    const student = await createPersona(t.app, 'student');
    const url = await askUploadUrl(student);
    const put = await send(t.app, student, 'PUT', url, PDF_BYTES);
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ ok: true, size: PDF_BYTES.length });
  });
});
