import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STUDENT_DOCUMENT_MAX_BYTES } from '@common/constants';
import { documentsEndpoints } from '@common/endpoints/documents';
import { institutionDocuments, studentDocuments } from '@server/db/schema';
import { createPersona, type Persona } from './helpers/personas';
import { send, sendTo } from './helpers/request';
import { createInstitution, createLinkedStudent, linkStudentToInstitution } from './helpers/school-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';
import {
  DOCX_BYTES,
  EXE_BYTES,
  JPEG_BYTES,
  OLE_BYTES,
  PDF_BYTES,
  PLAIN_ZIP_BYTES,
  PNG_BYTES,
  TEXT_BYTES,
  upload,
  XLSX_BYTES,
} from './helpers/upload-fixtures';

let t: TestApp;
let school: Persona;
let otherSchool: Persona;
let maya: Persona;
let outsider: Persona;
let admin: Persona;
let employer: Persona;

beforeAll(async () => {
  t = await createTestApp();
  school = await createInstitution(t.app, 'Toronto', 'Riverside');
  otherSchool = await createInstitution(t.app, 'Vancouver', 'Lakeview');
  maya = await createLinkedStudent(t.app, school.profileId);
  outsider = await createLinkedStudent(t.app, otherSchool.profileId);
  admin = await createPersona(t.app, 'admin');
  employer = await createPersona(t.app, 'employer');
});
afterAll(async () => t.close());

const endpoints = documentsEndpoints;
type Caller = Persona | null;
/** A download, by the documentUrl a list gave (it must be the declared download address). */
const download = (caller: Caller, url: string) => send(t.app, caller, 'GET', url);
const ids = (items: Array<{ id: string }>) => items.map((item) => item.id);

const uploadForSchool = (caller: Caller, name: string, content: Buffer, fields: Record<string, string> = {}) =>
  upload(t.app, caller, endpoints.uploadInstitutionDocument, { file: { name, content }, fields });
const uploadForStudent = (caller: Caller, name: string, content: Buffer, fields: Record<string, string> = { documentType: 'Signed consent form' }) =>
  upload(t.app, caller, endpoints.uploadMyDocument, { file: { name, content, field: 'document' }, fields });

async function storageKeyOfInstitutionDocument(id: string) {
  const [row] = await t.app.deps.db
    .select({ key: institutionDocuments.storageKey })
    .from(institutionDocuments)
    .where(eq(institutionDocuments.id, id));
  return row?.key;
}
async function storageKeyOfStudentDocument(id: string) {
  const [row] = await t.app.deps.db.select({ key: studentDocuments.storageKey }).from(studentDocuments).where(eq(studentDocuments.id, id));
  return row?.key;
}

describe('institution documents', () => {
  it('uploads a form (default type Work Experience Form), lists it, and serves it as an attachment', async () => {
    const response = await uploadForSchool(school, 'Placement form.pdf', PDF_BYTES, { description: 'Sign and return by Friday' });
    expect(response.statusCode).toBe(201);
    const { document } = response.json();
    expect(document).toMatchObject({
      documentName: 'Placement form.pdf',
      documentType: 'Work Experience Form',
      description: 'Sign and return by Friday',
      contentType: 'application/pdf',
      sizeBytes: PDF_BYTES.length,
      documentUrl: `/api/documents/institution/${document.id}/download`,
    });
    expect(await storageKeyOfInstitutionDocument(document.id)).toMatch(/^documents\/institution\/[0-9a-f-]{36}$/);

    const listed = (await sendTo(t.app, school, endpoints.institutionDocuments)).json();
    expect(ids(listed.items)).toContain(document.id);
    expect((await sendTo(t.app, otherSchool, endpoints.institutionDocuments)).json()).toEqual({ items: [], nextCursor: null, total: 0 });

    const file = await sendTo(t.app, school, endpoints.downloadInstitutionDocument, { params: { id: document.id } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="Placement form.pdf"/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.equals(PDF_BYTES)).toBe(true);
  });

  it('accepts doc, docx, xls and xlsx by their content, with a chosen type', async () => {
    for (const [name, content] of [
      ['a.doc', OLE_BYTES],
      ['b.docx', DOCX_BYTES],
      ['c.xls', OLE_BYTES],
      ['d.xlsx', XLSX_BYTES],
    ] as const) {
      const response = await uploadForSchool(school, name, content, { documentType: 'Evaluation Template' });
      expect(response.statusCode, name).toBe(201);
      expect(response.json().document.documentType).toBe('Evaluation Template');
    }
  });

  it('refuses a missing file with "Please select a file to upload."', async () => {
    const noFile = await upload(t.app, school, endpoints.uploadInstitutionDocument, { fields: { documentType: 'Guidelines' } });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toMatchObject({ message: 'Please select a file to upload.', issues: [{ path: 'file' }] });
    const emptyFile = await uploadForSchool(school, '', Buffer.alloc(0));
    expect(emptyFile.statusCode).toBe(400);
    const notMultipart = await sendTo(t.app, school, endpoints.uploadInstitutionDocument, { body: { documentType: 'Other' } });
    expect(notMultipart.statusCode).toBe(400);
    expect(notMultipart.json().message).toBe('Please select a file to upload.');
  });

  it('refuses a wrong extension, a renamed non-PDF, and a plain zip named .docx with 415', async () => {
    const png = await uploadForSchool(school, 'photo.png', PNG_BYTES);
    expect(png.statusCode).toBe(415);
    expect(png.json().message).toBe('Please upload a PDF, DOC, DOCX, XLS or XLSX file.');
    for (const [name, content] of [
      ['form.pdf', EXE_BYTES],
      ['form.pdf', TEXT_BYTES],
      ['form.docx', PLAIN_ZIP_BYTES],
      ['form.doc', PDF_BYTES],
      ['sheet.xlsx', DOCX_BYTES],
    ] as const) {
      const response = await uploadForSchool(school, name, content);
      expect(response.statusCode, `${name}`).toBe(415);
      expect(response.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
  });

  it('names invalid fields: an unknown type and a description over 500 characters', async () => {
    const response = await uploadForSchool(school, 'x.pdf', PDF_BYTES, { documentType: 'Homework', description: 'x'.repeat(501) });
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json()
        .issues.map((issue: { path: string }) => issue.path)
        .sort(),
    ).toEqual(['description', 'documentType']);
  });

  it('refuses a file over the institution limit with 413', async () => {
    const big = Buffer.concat([PDF_BYTES, Buffer.alloc(10 * 1024 * 1024)]);
    const response = await uploadForSchool(school, 'big.pdf', big);
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('is readable by its own students and admins; not by another institution, its students, or employers', async () => {
    const { document } = (await uploadForSchool(school, 'guide.pdf', PDF_BYTES, { documentType: 'Guidelines' })).json();
    expect((await download(maya, document.documentUrl)).statusCode).toBe(200);
    expect((await download(admin, document.documentUrl)).statusCode).toBe(200);
    expect((await download(otherSchool, document.documentUrl)).statusCode).toBe(404);
    expect((await download(outsider, document.documentUrl)).statusCode).toBe(404);
    expect((await download(employer, document.documentUrl)).statusCode).toBe(403);
    expect((await download(null, document.documentUrl)).statusCode).toBe(401);

    const forMaya = (await sendTo(t.app, maya, endpoints.myInstitutionDocuments)).json();
    expect(forMaya.institution).toEqual({ id: school.profileId, institutionName: 'Riverside' });
    expect(ids(forMaya.items)).toContain(document.id);
    const forOutsider = (await sendTo(t.app, outsider, endpoints.myInstitutionDocuments)).json();
    expect(ids(forOutsider.items)).not.toContain(document.id);
  });

  it('deletes only its own documents, and the file is gone from storage', async () => {
    const { document } = (await uploadForSchool(school, 'old.pdf', PDF_BYTES)).json();
    const key = (await storageKeyOfInstitutionDocument(document.id))!;
    expect(await t.storage.exists(key)).toBe(true);

    const remove = (caller: Caller) => sendTo(t.app, caller, endpoints.deleteInstitutionDocument, { params: { id: document.id } });
    expect((await remove(otherSchool)).statusCode).toBe(404);
    expect(await t.storage.exists(key)).toBe(true);

    expect((await remove(school)).statusCode).toBe(204);
    expect(await t.storage.exists(key)).toBe(false);
    expect((await download(school, document.documentUrl)).statusCode).toBe(404);
    expect((await remove(school)).statusCode).toBe(404);
  });

  it('cleans the stored name: no folders, no characters a file system refuses', async () => {
    const { document } = (await uploadForSchool(school, 'C:\\fakepath\\Consent <signed> form.pdf', PDF_BYTES)).json();
    expect(document.documentName).toBe('Consent signed form.pdf');
  });

  it('pages its documents newest first by cursor, counted on the first page', async () => {
    const pager = await createInstitution(t.app, 'Toronto', 'Pager School');
    for (const name of ['one.pdf', 'two.pdf', 'three.pdf']) expect((await uploadForSchool(pager, name, PDF_BYTES)).statusCode).toBe(201);
    const first = (await sendTo(t.app, pager, endpoints.institutionDocuments, { query: { limit: 2 } })).json();
    expect(first).toMatchObject({ total: 3, nextCursor: expect.any(String) });
    const second = (await sendTo(t.app, pager, endpoints.institutionDocuments, { query: { limit: 2, cursor: first.nextCursor } })).json();
    expect(second).toMatchObject({ total: null, nextCursor: null });
    expect([...first.items, ...second.items].map((d: { documentName: string }) => d.documentName)).toEqual(['three.pdf', 'two.pdf', 'one.pdf']);
  });

  it('answers a malformed document id like a missing one: 404', async () => {
    for (const url of ['/api/institution/documents/not-an-id', '/api/documents/institution/not-an-id/download']) {
      const method = url.endsWith('download') ? 'GET' : 'DELETE';
      const response = await send(t.app, school, method, url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().message).toBe('That document was not found.');
    }
  });

  it('refuses visitors and other roles', async () => {
    expect((await uploadForSchool(null, 'x.pdf', PDF_BYTES)).statusCode).toBe(401);
    expect((await uploadForSchool(maya, 'x.pdf', PDF_BYTES)).statusCode).toBe(403);
    expect((await sendTo(t.app, employer, endpoints.institutionDocuments)).statusCode).toBe(403);
    expect((await sendTo(t.app, maya, endpoints.studentDocumentsOfInstitution)).statusCode).toBe(403);
  });
});

describe('student documents', () => {
  it('uploads with a free-text type, lists its own, and its institution sees it with the student names', async () => {
    const response = await uploadForStudent(maya, 'consent.png', PNG_BYTES, { documentType: 'Signed consent form', description: 'Signed by my mum' });
    expect(response.statusCode).toBe(201);
    const { document } = response.json();
    expect(document).toMatchObject({
      documentName: 'consent.png',
      documentType: 'Signed consent form',
      description: 'Signed by my mum',
      contentType: 'image/png',
    });
    expect(await storageKeyOfStudentDocument(document.id)).toMatch(/^documents\/student\/[0-9a-f-]{36}$/);

    expect(document.documentUrl).toBe(`/api/documents/student/${document.id}/download`);

    expect(ids((await sendTo(t.app, maya, endpoints.myDocuments)).json().items)).toEqual([document.id]);
    expect((await sendTo(t.app, outsider, endpoints.myDocuments)).json().items).toEqual([]);

    const seen = (await sendTo(t.app, school, endpoints.studentDocumentsOfInstitution)).json();
    expect(seen.items).toEqual([
      expect.objectContaining({ id: document.id, student: { id: maya.userId, user: { firstName: 'Teststudent', lastName: 'User' } } }),
    ]);
    expect(seen.total).toBe(1);
    expect((await sendTo(t.app, otherSchool, endpoints.studentDocumentsOfInstitution)).json().items).toEqual([]);
  });

  it('accepts pdf, doc, docx, jpg and jpeg by content', async () => {
    for (const [name, content] of [
      ['a.pdf', PDF_BYTES],
      ['b.doc', OLE_BYTES],
      ['c.docx', DOCX_BYTES],
      ['d.jpg', JPEG_BYTES],
      ['e.JPEG', JPEG_BYTES],
    ] as const) {
      expect((await uploadForStudent(outsider, name, content)).statusCode, name).toBe(201);
    }
  });

  it('refuses xls, a renamed executable, and text named .pdf', async () => {
    expect((await uploadForStudent(maya, 'sheet.xls', OLE_BYTES)).statusCode).toBe(415);
    expect((await uploadForStudent(maya, 'photo.jpg', EXE_BYTES)).statusCode).toBe(415);
    const text = await uploadForStudent(maya, 'letter.pdf', TEXT_BYTES);
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toMatch(/not really a PDF/);
  });

  it('takes exactly 5 MB and refuses one byte more with "Please upload a file smaller than 5MB"', async () => {
    const exact = Buffer.concat([PDF_BYTES, Buffer.alloc(STUDENT_DOCUMENT_MAX_BYTES - PDF_BYTES.length)]);
    expect((await uploadForStudent(maya, 'exact.pdf', exact)).statusCode).toBe(201);
    const over = Buffer.concat([exact, Buffer.alloc(1)]);
    const response = await uploadForStudent(maya, 'over.pdf', over);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'Please upload a file smaller than 5MB' });
  });

  it('names a missing or too long type, a long description, and a missing file', async () => {
    const noType = await uploadForStudent(maya, 'a.pdf', PDF_BYTES, {});
    expect(noType.statusCode).toBe(400);
    expect(noType.json().issues[0].path).toBe('documentType');
    const long = await uploadForStudent(maya, 'a.pdf', PDF_BYTES, { documentType: 'x'.repeat(81), description: 'y'.repeat(501) });
    expect(
      long
        .json()
        .issues.map((issue: { path: string }) => issue.path)
        .sort(),
    ).toEqual(['description', 'documentType']);
    const noFile = await upload(t.app, maya, endpoints.uploadMyDocument, { fields: { documentType: 'Consent' } });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toBe('Please select a file to upload.');
  });

  it('is readable by the student, their institution and admins only', async () => {
    const { document } = (await uploadForStudent(maya, 'private.pdf', PDF_BYTES)).json();
    expect((await download(maya, document.documentUrl)).statusCode).toBe(200);
    expect((await download(school, document.documentUrl)).statusCode).toBe(200);
    expect((await download(admin, document.documentUrl)).statusCode).toBe(200);
    expect((await download(outsider, document.documentUrl)).statusCode).toBe(404);
    expect((await download(otherSchool, document.documentUrl)).statusCode).toBe(404);
    expect((await download(employer, document.documentUrl)).statusCode).toBe(403);
    expect((await download(null, document.documentUrl)).statusCode).toBe(401);

    // A student who leaves the school takes their documents with them.
    await linkStudentToInstitution(t.app, maya.userId!, null);
    expect((await download(school, document.documentUrl)).statusCode).toBe(404);
    expect((await sendTo(t.app, maya, endpoints.myInstitutionDocuments)).json()).toMatchObject({ institution: null, items: [], total: 0 });
    await linkStudentToInstitution(t.app, maya.userId!, school.profileId);
  });

  it("deletes only the student's own documents, and the file is gone from storage", async () => {
    const { document } = (await uploadForStudent(maya, 'gone.pdf', PDF_BYTES)).json();
    const key = (await storageKeyOfStudentDocument(document.id))!;
    const remove = (caller: Caller) => sendTo(t.app, caller, endpoints.deleteMyDocument, { params: { id: document.id } });
    expect((await remove(outsider)).statusCode).toBe(404);
    expect(await t.storage.exists(key)).toBe(true);
    expect((await remove(maya)).statusCode).toBe(204);
    expect(await t.storage.exists(key)).toBe(false);
  });

  it('gives a student without an institution an empty list of institution documents', async () => {
    const loner = await createLinkedStudent(t.app, null);
    expect((await sendTo(t.app, loner, endpoints.myInstitutionDocuments)).json()).toEqual({
      institution: null,
      items: [],
      nextCursor: null,
      total: 0,
    });
  });

  it('refuses visitors and other roles', async () => {
    expect((await sendTo(t.app, null, endpoints.myDocuments)).statusCode).toBe(401);
    expect((await sendTo(t.app, school, endpoints.myDocuments)).statusCode).toBe(403);
    expect((await uploadForStudent(employer, 'x.pdf', PDF_BYTES)).statusCode).toBe(403);
    expect((await sendTo(t.app, admin, endpoints.myInstitutionDocuments)).statusCode).toBe(403);
  });
});
