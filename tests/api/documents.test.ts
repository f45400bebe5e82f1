import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STUDENT_DOCUMENT_MAX_BYTES } from '@common/constants';
import { institutionDocuments, studentDocuments } from '@server/db/schema';
import { createPersona, type Persona } from './helpers/personas';
import { createInstitution, createLinkedStudent, linkStudentToInstitution } from './helpers/school-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';
import {
  DOCX_BYTES, EXE_BYTES, JPEG_BYTES, OLE_BYTES, PDF_BYTES, PLAIN_ZIP_BYTES, PNG_BYTES, TEXT_BYTES, upload, XLSX_BYTES,
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

const get = (url: string, cookie: string | undefined) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const del = (url: string, cookie: string | undefined) => t.app.inject({ method: 'DELETE', url, headers: cookie ? { cookie } : {} });

const uploadForSchool = (cookie: string | undefined, name: string, content: Buffer, fields: Record<string, string> = {}) =>
  upload(t.app, '/api/institution/documents', cookie, { file: { name, content }, fields });
const uploadForStudent = (cookie: string | undefined, name: string, content: Buffer, fields: Record<string, string> = { documentType: 'Signed consent form' }) =>
  upload(t.app, '/api/student/documents', cookie, { file: { name, content, field: 'document' }, fields });

async function storageKeyOfInstitutionDocument(id: string) {
  const [row] = await t.app.deps.db.select({ key: institutionDocuments.storageKey }).from(institutionDocuments).where(eq(institutionDocuments.id, id));
  return row?.key;
}
async function storageKeyOfStudentDocument(id: string) {
  const [row] = await t.app.deps.db.select({ key: studentDocuments.storageKey }).from(studentDocuments).where(eq(studentDocuments.id, id));
  return row?.key;
}

describe('institution documents', () => {
  it('uploads a form (default type Work Experience Form), lists it, and serves it as an attachment', async () => {
    const response = await uploadForSchool(school.cookie, 'Placement form.pdf', PDF_BYTES, { description: 'Sign and return by Friday' });
    expect(response.statusCode).toBe(201);
    const { document } = response.json();
    expect(document).toMatchObject({
      documentName: 'Placement form.pdf', documentType: 'Work Experience Form', description: 'Sign and return by Friday',
      contentType: 'application/pdf', sizeBytes: PDF_BYTES.length, documentUrl: `/api/documents/institution/${document.id}/download`,
    });
    expect(await storageKeyOfInstitutionDocument(document.id)).toMatch(/^documents\/institution\/[0-9a-f-]{36}$/);

    const listed = (await get('/api/institution/documents', school.cookie)).json();
    expect(listed.documents.map((d: { id: string }) => d.id)).toContain(document.id);
    expect((await get('/api/institution/documents', otherSchool.cookie)).json().documents).toEqual([]);

    const download = await get(document.documentUrl, school.cookie);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="Placement form.pdf"/);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.rawPayload.equals(PDF_BYTES)).toBe(true);
  });

  it('accepts doc, docx, xls and xlsx by their content, with a chosen type', async () => {
    for (const [name, content] of [['a.doc', OLE_BYTES], ['b.docx', DOCX_BYTES], ['c.xls', OLE_BYTES], ['d.xlsx', XLSX_BYTES]] as const) {
      const response = await uploadForSchool(school.cookie, name, content, { documentType: 'Evaluation Template' });
      expect(response.statusCode, name).toBe(201);
      expect(response.json().document.documentType).toBe('Evaluation Template');
    }
  });

  it('refuses a missing file with "Please select a file to upload."', async () => {
    const noFile = await upload(t.app, '/api/institution/documents', school.cookie, { fields: { documentType: 'Guidelines' } });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toMatchObject({ message: 'Please select a file to upload.', issues: [{ path: 'file' }] });
    const emptyFile = await uploadForSchool(school.cookie, '', Buffer.alloc(0));
    expect(emptyFile.statusCode).toBe(400);
    const notMultipart = await t.app.inject({ method: 'POST', url: '/api/institution/documents', headers: { cookie: school.cookie! }, payload: { documentType: 'Other' } });
    expect(notMultipart.statusCode).toBe(400);
    expect(notMultipart.json().message).toBe('Please select a file to upload.');
  });

  it('refuses a wrong extension, a renamed non-PDF, and a plain zip named .docx with 415', async () => {
    const png = await uploadForSchool(school.cookie, 'photo.png', PNG_BYTES);
    expect(png.statusCode).toBe(415);
    expect(png.json().message).toBe('Please upload a PDF, DOC, DOCX, XLS or XLSX file.');
    for (const [name, content] of [['form.pdf', EXE_BYTES], ['form.pdf', TEXT_BYTES], ['form.docx', PLAIN_ZIP_BYTES], ['form.doc', PDF_BYTES], ['sheet.xlsx', DOCX_BYTES]] as const) {
      const response = await uploadForSchool(school.cookie, name, content);
      expect(response.statusCode, `${name}`).toBe(415);
      expect(response.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
  });

  it('names invalid fields: an unknown type and a description over 500 characters', async () => {
    const response = await uploadForSchool(school.cookie, 'x.pdf', PDF_BYTES, { documentType: 'Homework', description: 'x'.repeat(501) });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues.map((issue: { path: string }) => issue.path).sort()).toEqual(['description', 'documentType']);
  });

  it('refuses a file over the institution limit with 413', async () => {
    const big = Buffer.concat([PDF_BYTES, Buffer.alloc(10 * 1024 * 1024)]);
    const response = await uploadForSchool(school.cookie, 'big.pdf', big);
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('is readable by its own students and admins; not by another institution, its students, or employers', async () => {
    const { document } = (await uploadForSchool(school.cookie, 'guide.pdf', PDF_BYTES, { documentType: 'Guidelines' })).json();
    expect((await get(document.documentUrl, maya.cookie)).statusCode).toBe(200);
    expect((await get(document.documentUrl, admin.cookie)).statusCode).toBe(200);
    expect((await get(document.documentUrl, otherSchool.cookie)).statusCode).toBe(404);
    expect((await get(document.documentUrl, outsider.cookie)).statusCode).toBe(404);
    expect((await get(document.documentUrl, employer.cookie)).statusCode).toBe(403);
    expect((await get(document.documentUrl, undefined)).statusCode).toBe(401);

    const forMaya = (await get('/api/student/institution-documents', maya.cookie)).json();
    expect(forMaya.institution).toEqual({ id: school.profileId, institutionName: 'Riverside' });
    expect(forMaya.documents.map((d: { id: string }) => d.id)).toContain(document.id);
    const forOutsider = (await get('/api/student/institution-documents', outsider.cookie)).json();
    expect(forOutsider.documents.map((d: { id: string }) => d.id)).not.toContain(document.id);
  });

  it('deletes only its own documents, and the file is gone from storage', async () => {
    const { document } = (await uploadForSchool(school.cookie, 'old.pdf', PDF_BYTES)).json();
    const key = (await storageKeyOfInstitutionDocument(document.id))!;
    expect(await t.storage.exists(key)).toBe(true);

    expect((await del(`/api/institution/documents/${document.id}`, otherSchool.cookie)).statusCode).toBe(404);
    expect(await t.storage.exists(key)).toBe(true);

    expect((await del(`/api/institution/documents/${document.id}`, school.cookie)).statusCode).toBe(204);
    expect(await t.storage.exists(key)).toBe(false);
    expect((await get(document.documentUrl, school.cookie)).statusCode).toBe(404);
    expect((await del(`/api/institution/documents/${document.id}`, school.cookie)).statusCode).toBe(404);
  });

  it('refuses visitors and other roles', async () => {
    expect((await uploadForSchool(undefined, 'x.pdf', PDF_BYTES)).statusCode).toBe(401);
    expect((await uploadForSchool(maya.cookie, 'x.pdf', PDF_BYTES)).statusCode).toBe(403);
    expect((await get('/api/institution/documents', employer.cookie)).statusCode).toBe(403);
    expect((await get('/api/institution/student-documents', maya.cookie)).statusCode).toBe(403);
  });
});

describe('student documents', () => {
  it('uploads with a free-text type, lists its own, and its institution sees it with the student names', async () => {
    const response = await uploadForStudent(maya.cookie, 'consent.png', PNG_BYTES, { documentType: 'Signed consent form', description: 'Signed by my mum' });
    expect(response.statusCode).toBe(201);
    const { document } = response.json();
    expect(document).toMatchObject({ documentName: 'consent.png', documentType: 'Signed consent form', description: 'Signed by my mum', contentType: 'image/png' });
    expect(await storageKeyOfStudentDocument(document.id)).toMatch(/^documents\/student\/[0-9a-f-]{36}$/);

    expect((await get('/api/student/documents', maya.cookie)).json().documents.map((d: { id: string }) => d.id)).toEqual([document.id]);
    expect((await get('/api/student/documents', outsider.cookie)).json().documents).toEqual([]);

    const seen = (await get('/api/institution/student-documents', school.cookie)).json();
    expect(seen.documents).toEqual([expect.objectContaining({ id: document.id, student: { id: maya.userId, user: { firstName: 'Teststudent', lastName: 'User' } } })]);
    expect((await get('/api/institution/student-documents', otherSchool.cookie)).json().documents).toEqual([]);
  });

  it('accepts pdf, doc, docx, jpg and jpeg by content', async () => {
    for (const [name, content] of [['a.pdf', PDF_BYTES], ['b.doc', OLE_BYTES], ['c.docx', DOCX_BYTES], ['d.jpg', JPEG_BYTES], ['e.JPEG', JPEG_BYTES]] as const) {
      expect((await uploadForStudent(outsider.cookie, name, content)).statusCode, name).toBe(201);
    }
  });

  it('refuses xls, a renamed executable, and text named .pdf', async () => {
    expect((await uploadForStudent(maya.cookie, 'sheet.xls', OLE_BYTES)).statusCode).toBe(415);
    expect((await uploadForStudent(maya.cookie, 'photo.jpg', EXE_BYTES)).statusCode).toBe(415);
    const text = await uploadForStudent(maya.cookie, 'letter.pdf', TEXT_BYTES);
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toMatch(/not really a PDF/);
  });

  it('takes exactly 5 MB and refuses one byte more with "Please upload a file smaller than 5MB"', async () => {
    const exact = Buffer.concat([PDF_BYTES, Buffer.alloc(STUDENT_DOCUMENT_MAX_BYTES - PDF_BYTES.length)]);
    expect((await uploadForStudent(maya.cookie, 'exact.pdf', exact)).statusCode).toBe(201);
    const over = Buffer.concat([exact, Buffer.alloc(1)]);
    const response = await uploadForStudent(maya.cookie, 'over.pdf', over);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'Please upload a file smaller than 5MB' });
  });

  it('names a missing or too long type, a long description, and a missing file', async () => {
    const noType = await uploadForStudent(maya.cookie, 'a.pdf', PDF_BYTES, {});
    expect(noType.statusCode).toBe(400);
    expect(noType.json().issues[0].path).toBe('documentType');
    const long = await uploadForStudent(maya.cookie, 'a.pdf', PDF_BYTES, { documentType: 'x'.repeat(81), description: 'y'.repeat(501) });
    expect(long.json().issues.map((issue: { path: string }) => issue.path).sort()).toEqual(['description', 'documentType']);
    const noFile = await upload(t.app, '/api/student/documents', maya.cookie, { fields: { documentType: 'Consent' } });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toBe('Please select a file to upload.');
  });

  it('is readable by the student, their institution and admins only', async () => {
    const { document } = (await uploadForStudent(maya.cookie, 'private.pdf', PDF_BYTES)).json();
    expect((await get(document.documentUrl, maya.cookie)).statusCode).toBe(200);
    expect((await get(document.documentUrl, school.cookie)).statusCode).toBe(200);
    expect((await get(document.documentUrl, admin.cookie)).statusCode).toBe(200);
    expect((await get(document.documentUrl, outsider.cookie)).statusCode).toBe(404);
    expect((await get(document.documentUrl, otherSchool.cookie)).statusCode).toBe(404);
    expect((await get(document.documentUrl, employer.cookie)).statusCode).toBe(403);
    expect((await get(document.documentUrl, undefined)).statusCode).toBe(401);

    // A student who leaves the school takes their documents with them.
    await linkStudentToInstitution(t.app, maya.userId!, null);
    expect((await get(document.documentUrl, school.cookie)).statusCode).toBe(404);
    expect((await get('/api/student/institution-documents', maya.cookie)).json()).toMatchObject({ institution: null, documents: [], total: 0 });
    await linkStudentToInstitution(t.app, maya.userId!, school.profileId);
  });

  it("deletes only the student's own documents, and the file is gone from storage", async () => {
    const { document } = (await uploadForStudent(maya.cookie, 'gone.pdf', PDF_BYTES)).json();
    const key = (await storageKeyOfStudentDocument(document.id))!;
    expect((await del(`/api/student/documents/${document.id}`, outsider.cookie)).statusCode).toBe(404);
    expect(await t.storage.exists(key)).toBe(true);
    expect((await del(`/api/student/documents/${document.id}`, maya.cookie)).statusCode).toBe(204);
    expect(await t.storage.exists(key)).toBe(false);
  });

  it('gives a student without an institution an empty list of institution documents', async () => {
    const loner = await createLinkedStudent(t.app, null);
    expect((await get('/api/student/institution-documents', loner.cookie)).json()).toEqual({ institution: null, documents: [], total: 0, page: 1, pageSize: 50 });
  });

  it('refuses visitors and other roles', async () => {
    expect((await get('/api/student/documents', undefined)).statusCode).toBe(401);
    expect((await get('/api/student/documents', school.cookie)).statusCode).toBe(403);
    expect((await uploadForStudent(employer.cookie, 'x.pdf', PDF_BYTES)).statusCode).toBe(403);
    expect((await get('/api/student/institution-documents', admin.cookie)).statusCode).toBe(403);
  });
});
