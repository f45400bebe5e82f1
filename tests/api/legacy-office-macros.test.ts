import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentsEndpoints } from '@common/endpoints/documents';
import { filesEndpoints } from '@common/endpoints/files';
import { institutionDocuments, studentDocuments, studentProfiles, uploadGrants } from '@server/db/schema';
import type { Persona } from './helpers/personas';
import { send, sendTo } from './helpers/request';
import { createInstitution, createLinkedStudent } from './helpers/school-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';
import { DOC_WITH_MACROS_BYTES, OLE_BYTES, OLE_SIGNATURE_ONLY_BYTES, upload, XLS_WITH_MACROS_BYTES } from './helpers/upload-fixtures';

// Old Word and Excel files (.doc, .xls) were accepted by their OLE signature alone, macros and
// all: a school's work experience form could carry code for every student who opened it. Such a file
// is now refused when its directory holds a VBA project (Word's `Macros`, Excel's
// `_VBA_PROJECT_CUR` storage), and when the directory cannot be read to tell
// (docs/product/schools.md#documents, docs/product/profiles.md#resume).

let t: TestApp;
let school: Persona;
let student: Persona;

beforeAll(async () => {
  t = await createTestApp();
  school = await createInstitution(t.app, 'Toronto', 'Riverside');
  student = await createLinkedStudent(t.app, school.profileId);
});
afterAll(async () => t.close());

const uploadForSchool = (name: string, content: Buffer) =>
  upload(t.app, school, documentsEndpoints.uploadInstitutionDocument, { file: { name, content }, fields: { documentType: 'Work Experience Form' } });
const uploadForStudent = (name: string, content: Buffer) =>
  upload(t.app, student, documentsEndpoints.uploadMyDocument, {
    file: { name, content, field: 'document' },
    fields: { documentType: 'Signed form' },
  });

const documentCount = async () =>
  (await t.database.db.select().from(institutionDocuments).where(eq(institutionDocuments.institutionId, school.profileId!))).length +
  (await t.database.db.select().from(studentDocuments).where(eq(studentDocuments.studentId, student.userId!))).length;

describe('old Word and Excel files with macros', () => {
  it("refuses a school's .doc and .xls holding a VBA project with 415 and says what to do, and keeps nothing", async () => {
    const before = await documentCount();
    const doc = await uploadForSchool('permission.doc', DOC_WITH_MACROS_BYTES);
    expect(doc.statusCode).toBe(415);
    expect(doc.json()).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message:
        'This DOC file contains macros, which could run programs on the computer of whoever opens it. Please save it as DOCX or PDF, or without its macros, and upload it again.',
      issues: [{ path: 'file', message: 'The file contains macros' }],
    });
    const xls = await uploadForSchool('marks.xls', XLS_WITH_MACROS_BYTES);
    expect(xls.statusCode).toBe(415);
    expect(xls.json().message).toMatch(/^This XLS file contains macros.*save it as XLSX or PDF/);
    expect(await documentCount()).toBe(before);
  });

  it('refuses a compound file whose directory cannot be read, and still takes one without macros', async () => {
    const unreadable = await uploadForSchool('form.doc', OLE_SIGNATURE_ONLY_BYTES);
    expect(unreadable.statusCode).toBe(415);
    expect(unreadable.json().message).toMatch(/not really a DOC file/);
    expect((await uploadForSchool('form.doc', OLE_BYTES)).statusCode).toBe(201);
    expect((await uploadForSchool('sheet.xls', OLE_BYTES)).statusCode).toBe(201);
  });

  it("refuses a student's .doc with macros, and takes it without", async () => {
    const refused = await uploadForStudent('consent.doc', DOC_WITH_MACROS_BYTES);
    expect(refused.statusCode).toBe(415);
    expect(refused.json().message).toMatch(/^This DOC file contains macros/);
    expect((await uploadForStudent('consent.doc', OLE_BYTES)).statusCode).toBe(201);
  });

  it('refuses a resume .doc with macros when it is recorded, and deletes the file', async () => {
    const askUrl = async () => (await sendTo(t.app, student, filesEndpoints.requestResumeUpload)).json().uploadURL as string;
    const withMacros = await askUrl();
    expect((await send(t.app, student, 'PUT', withMacros, DOC_WITH_MACROS_BYTES, { 'content-type': 'application/msword' })).statusCode).toBe(200);
    const refused = await sendTo(t.app, student, filesEndpoints.recordResume, { body: { resumeURL: withMacros, resumeFileName: 'cv.doc' } });
    expect(refused.statusCode).toBe(415);
    expect(refused.json().message).toMatch(/^This DOC file contains macros.*save it as DOCX or PDF/);
    const [profile] = await t.database.db.select().from(studentProfiles).where(eq(studentProfiles.userId, student.userId!));
    expect(profile?.resumeKey ?? null).toBeNull();
    const [grant] = await t.database.db
      .select()
      .from(uploadGrants)
      .where(eq(uploadGrants.id, withMacros.split('/').pop()!));
    expect(await t.app.deps.storage.exists(grant!.storageKey)).toBe(false);

    const clean = await askUrl();
    expect((await send(t.app, student, 'PUT', clean, OLE_BYTES, { 'content-type': 'application/msword' })).statusCode).toBe(200);
    expect((await sendTo(t.app, student, filesEndpoints.recordResume, { body: { resumeURL: clean, resumeFileName: 'cv.doc' } })).statusCode).toBe(
      200,
    );
  });
});
