import crypto from 'node:crypto';
import { endpointUrl } from '@common/api/endpoint';
import { documentsEndpoints } from '@common/endpoints/documents';
import { institutionDocuments, studentDocuments } from '@server/db/schema';
import { createPersona, type Persona } from '../../helpers/personas';
import { row, type MatrixContext, type MatrixRequest, type MatrixRow } from '../matrix-types';

const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');

/** A stored document of the matrix institution. */
async function newInstitutionDocumentId({ app, personas }: MatrixContext): Promise<string> {
  const storageKey = `documents/institution/${crypto.randomUUID()}`;
  await app.deps.storage.put(storageKey, PDF, 'application/pdf');
  const [row] = await app.deps.db
    .insert(institutionDocuments)
    .values({
      institutionId: personas.institution.profileId!,
      documentName: 'form.pdf',
      storageKey,
      contentType: 'application/pdf',
      sizeBytes: PDF.length,
    })
    .returning({ id: institutionDocuments.id });
  return row!.id;
}

/** A stored document of the matrix student (who has no institution). */
async function newStudentDocumentId({ app, personas }: MatrixContext): Promise<string> {
  const storageKey = `documents/student/${crypto.randomUUID()}`;
  await app.deps.storage.put(storageKey, PDF, 'application/pdf');
  const [row] = await app.deps.db
    .insert(studentDocuments)
    .values({
      studentId: personas.student.userId!,
      documentName: 'consent.pdf',
      documentType: 'Consent',
      storageKey,
      contentType: 'application/pdf',
      sizeBytes: PDF.length,
    })
    .returning({ id: studentDocuments.id });
  return row!.id;
}

// The core row for POST /api/auth/setup-profile gives the shared "noRole" persona the student role,
// so student-only rows that run later would see it as a student. These rows use a no-role account
// of their own instead (one per app).
const freshNoRoleCookies = new WeakMap<object, Promise<string | undefined>>();
function noRoleCookie(ctx: MatrixContext): Promise<string | undefined> {
  if (!freshNoRoleCookies.has(ctx.app))
    freshNoRoleCookies.set(
      ctx.app,
      createPersona(ctx.app, 'noRole').then((persona) => persona.cookie),
    );
  return freshNoRoleCookies.get(ctx.app)!;
}
const withStableNoRole =
  (build: (ctx: MatrixContext, persona: Persona) => Promise<MatrixRequest> | MatrixRequest) =>
  async (ctx: MatrixContext, persona: Persona): Promise<MatrixRequest> => {
    const request = await build(ctx, persona);
    return persona.kind === 'noRole' ? { ...request, cookie: await noRoleCookie(ctx) } : request;
  };

const {
  uploadInstitutionDocument,
  institutionDocuments: listInstitutionDocuments,
  deleteInstitutionDocument,
  studentDocumentsOfInstitution,
  myInstitutionDocuments,
  myDocuments,
  uploadMyDocument,
  deleteMyDocument,
  downloadInstitutionDocument,
  downloadStudentDocument,
} = documentsEndpoints;

/** Requests of the documents feature's routes; who may call them comes from the declarations. */
export const documentsRows: MatrixRow[] = [
  // Uploads without a body: an allowed caller gets 400 "Please select a file to upload.".
  row(uploadInstitutionDocument, { request: withStableNoRole(() => ({ url: endpointUrl(uploadInstitutionDocument) })) }),
  row(listInstitutionDocuments, { request: withStableNoRole(() => ({ url: endpointUrl(listInstitutionDocuments) })) }),
  row(deleteInstitutionDocument, {
    request: withStableNoRole(async (ctx, persona) => ({
      url: endpointUrl(deleteInstitutionDocument, {
        params: { id: persona.kind === 'institution' ? await newInstitutionDocumentId(ctx) : NO_SUCH_ID },
      }),
    })),
  }),
  row(studentDocumentsOfInstitution, { request: withStableNoRole(() => ({ url: endpointUrl(studentDocumentsOfInstitution) })) }),
  row(myInstitutionDocuments, { request: withStableNoRole(() => ({ url: endpointUrl(myInstitutionDocuments) })) }),
  row(myDocuments, { request: withStableNoRole(() => ({ url: endpointUrl(myDocuments) })) }),
  row(uploadMyDocument, {
    request: withStableNoRole(() => ({ url: endpointUrl(uploadMyDocument) })),
    // A student's documents go only to the school that approved them (docs/decisions/016); the
    // matrix's student belongs to none, so the data rule refuses before the file is read.
    refine: { student: 403, impersonating: 403 },
  }),
  row(deleteMyDocument, {
    request: withStableNoRole(async (ctx, persona) => ({
      url: endpointUrl(deleteMyDocument, { params: { id: persona.kind === 'student' ? await newStudentDocumentId(ctx) : NO_SUCH_ID } }),
    })),
  }),
  // Downloads: the owner and admins; the matrix student is not at the matrix institution, so the
  // document is hidden from them (404, a data rule); other roles are refused by the declaration.
  row(downloadInstitutionDocument, {
    request: withStableNoRole(async (ctx) => ({
      url: endpointUrl(downloadInstitutionDocument, { params: { id: await newInstitutionDocumentId(ctx) } }),
    })),
    refine: { student: 404 },
  }),
  row(downloadStudentDocument, {
    request: withStableNoRole(async (ctx) => ({ url: endpointUrl(downloadStudentDocument, { params: { id: await newStudentDocumentId(ctx) } }) })),
    refine: { institution: 404 },
  }),
];
