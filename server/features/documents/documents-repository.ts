import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { endpointUrl } from '@common/api/endpoint';
import type { DocumentItem, DocumentListQuery, DocumentsPage, StudentDocumentsPage } from '@common/contracts/documents';
import { documentsEndpoints } from '@common/endpoints/documents';
import type { DbOrTx } from '../../db/client';
import { institutionDocuments, schoolLinks, studentDocuments, users } from '../../db/schema';
import { afterCursor, countOnFirstPage, createdAtText, decodeCursor, toPage } from '../../http/keyset';
import { approvedLinkOf } from '../institutions/school-links-repository';

// Document lists are newest first, paged by cursor on (uploaded_at, id) and counted on their
// first page only (docs/decisions/007).

export interface NewDocument {
  documentName: string;
  documentType: string;
  description: string | null;
  storageKey: string;
  contentType: string;
  sizeBytes: number;
}

const institutionDocumentColumns = {
  id: institutionDocuments.id,
  documentName: institutionDocuments.documentName,
  documentType: institutionDocuments.documentType,
  description: institutionDocuments.description,
  contentType: institutionDocuments.contentType,
  sizeBytes: institutionDocuments.sizeBytes,
  uploadedAt: institutionDocuments.uploadedAt,
};

const studentDocumentColumns = {
  id: studentDocuments.id,
  documentName: studentDocuments.documentName,
  documentType: studentDocuments.documentType,
  description: studentDocuments.description,
  contentType: studentDocuments.contentType,
  sizeBytes: studentDocuments.sizeBytes,
  uploadedAt: studentDocuments.uploadedAt,
};

type DocumentRow = Omit<DocumentItem, 'documentUrl' | 'uploadedAt'> & { uploadedAt: Date };

/** A row as the API shows it, its documentUrl being the declared download of its kind. */
const toDocument =
  (download: typeof documentsEndpoints.downloadInstitutionDocument | typeof documentsEndpoints.downloadStudentDocument) =>
  (row: DocumentRow): DocumentItem => ({
    id: row.id,
    documentName: row.documentName,
    documentType: row.documentType,
    description: row.description,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    uploadedAt: row.uploadedAt.toISOString(),
    documentUrl: endpointUrl(download, { params: { id: row.id } }),
  });
const toInstitutionDocument = toDocument(documentsEndpoints.downloadInstitutionDocument);
const toStudentDocument = toDocument(documentsEndpoints.downloadStudentDocument);

/** Where a page starts: after the cursor, if any (uploaded_at desc, id desc). */
function pageStart(table: typeof institutionDocuments | typeof studentDocuments, query: DocumentListQuery): SQL | undefined {
  const cursor = decodeCursor(query.cursor, true);
  return cursor ? afterCursor(table.uploadedAt, table.id, cursor, true) : undefined;
}

// Institution documents

export async function insertInstitutionDocument(db: DbOrTx, institutionId: string, values: NewDocument): Promise<DocumentItem> {
  const [row] = await db
    .insert(institutionDocuments)
    .values({ institutionId, ...values })
    .returning(institutionDocumentColumns);
  return toInstitutionDocument(row!);
}

export async function listInstitutionDocuments(db: DbOrTx, institutionId: string, query: DocumentListQuery): Promise<DocumentsPage> {
  const where = eq(institutionDocuments.institutionId, institutionId);
  const [rows, total] = await Promise.all([
    db
      .select({ ...institutionDocumentColumns, createdAtText: createdAtText(institutionDocuments.uploadedAt) })
      .from(institutionDocuments)
      .where(and(where, pageStart(institutionDocuments, query)))
      .orderBy(desc(institutionDocuments.uploadedAt), desc(institutionDocuments.id))
      .limit(query.limit + 1),
    countOnFirstPage(query.cursor, () => db.select({ n: count() }).from(institutionDocuments).where(where)),
  ]);
  const { pageRows, nextCursor } = toPage(rows, query.limit);
  return { items: pageRows.map(toInstitutionDocument), nextCursor, total };
}

/** What a download needs, plus the owner for the permission check. */
export async function findInstitutionDocumentFile(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      institutionId: institutionDocuments.institutionId,
      storageKey: institutionDocuments.storageKey,
      fileName: institutionDocuments.documentName,
      contentType: institutionDocuments.contentType,
    })
    .from(institutionDocuments)
    .where(eq(institutionDocuments.id, id))
    .limit(1);
  return row ?? null;
}

/** Deletes the institution's own document; returns its storage key, or null when it is not theirs. */
export async function deleteInstitutionDocument(db: DbOrTx, institutionId: string, id: string): Promise<string | null> {
  const [row] = await db
    .delete(institutionDocuments)
    .where(and(eq(institutionDocuments.id, id), eq(institutionDocuments.institutionId, institutionId)))
    .returning({ storageKey: institutionDocuments.storageKey });
  return row?.storageKey ?? null;
}

// Student documents

export async function insertStudentDocument(db: DbOrTx, studentId: string, values: NewDocument): Promise<DocumentItem> {
  const [row] = await db
    .insert(studentDocuments)
    .values({ studentId, ...values })
    .returning(studentDocumentColumns);
  return toStudentDocument(row!);
}

export async function listOwnStudentDocuments(db: DbOrTx, studentId: string, query: DocumentListQuery): Promise<DocumentsPage> {
  const where = eq(studentDocuments.studentId, studentId);
  const [rows, total] = await Promise.all([
    db
      .select({ ...studentDocumentColumns, createdAtText: createdAtText(studentDocuments.uploadedAt) })
      .from(studentDocuments)
      .where(and(where, pageStart(studentDocuments, query)))
      .orderBy(desc(studentDocuments.uploadedAt), desc(studentDocuments.id))
      .limit(query.limit + 1),
    countOnFirstPage(query.cursor, () => db.select({ n: count() }).from(studentDocuments).where(where)),
  ]);
  const { pageRows, nextCursor } = toPage(rows, query.limit);
  return { items: pageRows.map(toStudentDocument), nextCursor, total };
}

/** Documents of every student the institution approved (docs/decisions/016), with the students' names. */
export async function listStudentDocumentsOfInstitution(db: DbOrTx, institutionId: string, query: DocumentListQuery): Promise<StudentDocumentsPage> {
  const where = approvedLinkOf(institutionId);
  const [rows, total] = await Promise.all([
    db
      .select({
        ...studentDocumentColumns,
        createdAtText: createdAtText(studentDocuments.uploadedAt),
        studentId: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(studentDocuments)
      .innerJoin(schoolLinks, eq(schoolLinks.studentId, studentDocuments.studentId))
      .innerJoin(users, eq(users.id, studentDocuments.studentId))
      .where(and(where, pageStart(studentDocuments, query)))
      .orderBy(desc(studentDocuments.uploadedAt), desc(studentDocuments.id))
      .limit(query.limit + 1),
    query.cursor
      ? null
      : db
          .select({ total: count() })
          .from(studentDocuments)
          .innerJoin(schoolLinks, eq(schoolLinks.studentId, studentDocuments.studentId))
          .where(where)
          .then(([row]) => row?.total ?? 0),
  ]);
  const { pageRows, nextCursor } = toPage(rows, query.limit);
  const items = pageRows.map((row) => ({
    ...toStudentDocument(row),
    student: { id: row.studentId, user: { firstName: row.firstName, lastName: row.lastName } },
  }));
  return { items, nextCursor, total };
}

/** What a download needs, plus the owner and the school that approved them, for the permission check. */
export async function findStudentDocumentFile(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      studentId: studentDocuments.studentId,
      // The school that approved the student, the only one that may read their documents.
      studentInstitutionId: schoolLinks.institutionId,
      storageKey: studentDocuments.storageKey,
      fileName: studentDocuments.documentName,
      contentType: studentDocuments.contentType,
    })
    .from(studentDocuments)
    .leftJoin(schoolLinks, and(eq(schoolLinks.studentId, studentDocuments.studentId), eq(schoolLinks.status, 'approved')))
    .where(eq(studentDocuments.id, id))
    .limit(1);
  return row ?? null;
}

export async function deleteStudentDocument(db: DbOrTx, studentId: string, id: string): Promise<string | null> {
  const [row] = await db
    .delete(studentDocuments)
    .where(and(eq(studentDocuments.id, id), eq(studentDocuments.studentId, studentId)))
    .returning({ storageKey: studentDocuments.storageKey });
  return row?.storageKey ?? null;
}
