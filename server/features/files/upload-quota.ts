import { and, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { INSTITUTION_STORAGE_QUOTA_BYTES, STUDENT_STORAGE_QUOTA_BYTES, UPLOAD_PENDING_MAX } from '@common/constants';
import type { DbOrTx } from '../../db/client';
import { institutionDocuments, studentDocuments, studentProfiles, uploadGrants } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { msg } from '../../errors/message';
import type { FileStorage } from '../../storage/storage';

// Per-user file space (docs/product/constants.md, Files; docs/decisions/020). What counts: a
// student's documents, their resume, and their uploads not yet recorded (the size received, or
// the grant's limit while the file may still come); a school's document library. Checks run in
// a transaction holding the user's upload lock, so two uploads at once cannot both fit the space
// that only one of them has.

const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);

export const quotaExceeded = (quotaBytes: number) =>
  new AppError('QUOTA_EXCEEDED', msg('files.quotaExceeded', { megabytes: megabytes(quotaBytes) }), [
    { path: 'file', message: 'files.quotaExceededIssue' },
  ]);

export const tooManyUploads = () => new AppError('TOO_MANY_UPLOADS', msg('files.tooManyUploads', { count: UPLOAD_PENDING_MAX }));

/** Holds the user's upload lock until the transaction ends (PGlite and PostgreSQL alike). */
export async function lockUploadsOf(tx: DbOrTx, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`uploads:${userId}`}))`);
}

/** Grants of a user whose file is or may still be on its way: neither recorded nor swept, and unexpired or arrived. */
export async function pendingUploadsOf(tx: DbOrTx, userId: string): Promise<{ count: number; bytes: number }> {
  const [row] = await tx
    .select({
      count: sql<number>`count(*)::int`,
      bytes: sql<number>`coalesce(sum(coalesce(${uploadGrants.sizeBytes}, ${uploadGrants.maxBytes})), 0)::bigint`,
    })
    .from(uploadGrants)
    .where(
      and(
        eq(uploadGrants.userId, userId),
        isNull(uploadGrants.recordedAt),
        or(gt(uploadGrants.expiresAt, sql`now()`), isNotNull(uploadGrants.sizeBytes)),
      ),
    );
  return { count: row?.count ?? 0, bytes: Number(row?.bytes ?? 0) };
}

async function studentDocumentBytes(tx: DbOrTx, studentId: string): Promise<number> {
  const [row] = await tx
    .select({ bytes: sql<number>`coalesce(sum(${studentDocuments.sizeBytes}), 0)::bigint` })
    .from(studentDocuments)
    .where(eq(studentDocuments.studentId, studentId));
  return Number(row?.bytes ?? 0);
}

/**
 * Before a student gets a resume upload address: at most UPLOAD_PENDING_MAX waiting, and room for
 * a resume of the largest size. The current resume does not count: recording replaces it.
 */
export async function assertRoomForResumeUpload(tx: DbOrTx, studentId: string, maxBytes: number): Promise<void> {
  const pending = await pendingUploadsOf(tx, studentId);
  if (pending.count >= UPLOAD_PENDING_MAX) throw tooManyUploads();
  if ((await studentDocumentBytes(tx, studentId)) + pending.bytes + maxBytes > STUDENT_STORAGE_QUOTA_BYTES) {
    throw quotaExceeded(STUDENT_STORAGE_QUOTA_BYTES);
  }
}

/** Before a student's document is recorded: documents, resume and waiting uploads, plus this file. */
export async function assertRoomForStudentDocument(tx: DbOrTx, studentId: string, resumeBytes: number, incomingBytes: number): Promise<void> {
  const used = (await studentDocumentBytes(tx, studentId)) + resumeBytes + (await pendingUploadsOf(tx, studentId)).bytes;
  if (used + incomingBytes > STUDENT_STORAGE_QUOTA_BYTES) throw quotaExceeded(STUDENT_STORAGE_QUOTA_BYTES);
}

/** Before a school's document is recorded: its library plus this file. */
export async function assertRoomForInstitutionDocument(tx: DbOrTx, institutionId: string, incomingBytes: number): Promise<void> {
  const [row] = await tx
    .select({ bytes: sql<number>`coalesce(sum(${institutionDocuments.sizeBytes}), 0)::bigint` })
    .from(institutionDocuments)
    .where(eq(institutionDocuments.institutionId, institutionId));
  if (Number(row?.bytes ?? 0) + incomingBytes > INSTITUTION_STORAGE_QUOTA_BYTES) throw quotaExceeded(INSTITUTION_STORAGE_QUOTA_BYTES);
}

/** The size of a student's recorded resume (0 when there is none), as the store reports it. */
export async function resumeBytesOf(db: DbOrTx, storage: FileStorage, studentId: string): Promise<number> {
  const [row] = await db.select({ key: studentProfiles.resumeKey }).from(studentProfiles).where(eq(studentProfiles.userId, studentId));
  return row?.key ? ((await storage.head(row.key))?.size ?? 0) : 0;
}
