import { and, count, desc, eq } from 'drizzle-orm';
import type { DocumentItem, StudentDocumentItem } from '@common/contracts/documents';
import { institutionDocumentDownloadPath, studentDocumentDownloadPath } from '@common/contracts/documents';
import type { PageQuery } from '@common/contracts/institutions';
import type { DbOrTx } from '../../db/client';
import { institutionDocuments, studentDocuments, studentProfiles, users } from '../../db/schema';

export interface NewDocument {
  documentName: string;
  documentType: string;
  description: string | null;
  storageKey: string;
  contentType: string;
  sizeBytes: number;
}

const offsetOf = ({ page, pageSize }: PageQuery) => (page - 1) * pageSize;

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

const toInstitutionDocument = (row: DocumentRow): DocumentItem => ({
  ...row,
  uploadedAt: row.uploadedAt.toISOString(),
  documentUrl: institutionDocumentDownloadPath(row.id),
});

const toStudentDocument = (row: DocumentRow): DocumentItem => ({
  ...row,
  uploadedAt: row.uploadedAt.toISOString(),
  documentUrl: studentDocumentDownloadPath(row.id),
});

// Institution documents

export async function insertInstitutionDocument(db: DbOrTx, institutionId: string, values: NewDocument): Promise<DocumentItem> {
  const [row] = await db.insert(institutionDocuments).values({ institutionId, ...values }).returning(institutionDocumentColumns);
  return toInstitutionDocument(row!);
}

export async function listInstitutionDocuments(db: DbOrTx, institutionId: string, paging: PageQuery) {
  const where = eq(institutionDocuments.institutionId, institutionId);
  const rows = await db
    .select(institutionDocumentColumns)
    .from(institutionDocuments)
    .where(where)
    .orderBy(desc(institutionDocuments.uploadedAt), desc(institutionDocuments.id))
    .limit(paging.pageSize)
    .offset(offsetOf(paging));
  const [totals] = await db.select({ total: count() }).from(institutionDocuments).where(where);
  return { documents: rows.map(toInstitutionDocument), total: totals?.total ?? 0 };
}

/** What a download needs, plus the owner for the permission check. */
export async function findInstitutionDocumentFile(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ institutionId: institutionDocuments.institutionId, storageKey: institutionDocuments.storageKey, documentName: institutionDocuments.documentName, contentType: institutionDocuments.contentType })
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
  const [row] = await db.insert(studentDocuments).values({ studentId, ...values }).returning(studentDocumentColumns);
  return toStudentDocument(row!);
}

export async function listOwnStudentDocuments(db: DbOrTx, studentId: string, paging: PageQuery) {
  const where = eq(studentDocuments.studentId, studentId);
  const rows = await db
    .select(studentDocumentColumns)
    .from(studentDocuments)
    .where(where)
    .orderBy(desc(studentDocuments.uploadedAt), desc(studentDocuments.id))
    .limit(paging.pageSize)
    .offset(offsetOf(paging));
  const [totals] = await db.select({ total: count() }).from(studentDocuments).where(where);
  return { documents: rows.map(toStudentDocument), total: totals?.total ?? 0 };
}

/** Documents of every student whose profile names this institution, with the students' names. */
export async function listStudentDocumentsOfInstitution(db: DbOrTx, institutionId: string, paging: PageQuery) {
  const where = eq(studentProfiles.institutionId, institutionId);
  const rows = await db
    .select({ ...studentDocumentColumns, studentId: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(studentDocuments)
    .innerJoin(studentProfiles, eq(studentProfiles.userId, studentDocuments.studentId))
    .innerJoin(users, eq(users.id, studentDocuments.studentId))
    .where(where)
    .orderBy(desc(studentDocuments.uploadedAt), desc(studentDocuments.id))
    .limit(paging.pageSize)
    .offset(offsetOf(paging));
  const [totals] = await db
    .select({ total: count() })
    .from(studentDocuments)
    .innerJoin(studentProfiles, eq(studentProfiles.userId, studentDocuments.studentId))
    .where(where);
  const documents: StudentDocumentItem[] = rows.map(({ studentId, firstName, lastName, ...row }) => ({
    ...toStudentDocument(row),
    student: { id: studentId, user: { firstName, lastName } },
  }));
  return { documents, total: totals?.total ?? 0 };
}

/** What a download needs, plus the owner and the owner's institution for the permission check. */
export async function findStudentDocumentFile(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      studentId: studentDocuments.studentId,
      studentInstitutionId: studentProfiles.institutionId,
      storageKey: studentDocuments.storageKey,
      documentName: studentDocuments.documentName,
      contentType: studentDocuments.contentType,
    })
    .from(studentDocuments)
    .leftJoin(studentProfiles, eq(studentProfiles.userId, studentDocuments.studentId))
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
