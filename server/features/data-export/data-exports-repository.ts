import { and, desc, eq, gte, isNotNull, lte, sql } from 'drizzle-orm';
import type { DataExportItem } from '@common/contracts/data-exports';
import type { DataExportKind, DataExportStatus } from '@common/enums';
import { personName } from '@common/text';
import type { DbOrTx } from '../../db/client';
import { dataExports, users } from '../../db/schema';

/** Whose archives a list shows: a person's own, or those a school asked for. */
export type ExportOwner = { kind: 'account'; userId: string } | { kind: 'school_record'; institutionId: string };

const ownerIs = (owner: ExportOwner) =>
  owner.kind === 'account'
    ? and(eq(dataExports.kind, 'account'), eq(dataExports.subjectUserId, owner.userId))
    : and(eq(dataExports.kind, 'school_record'), eq(dataExports.institutionId, owner.institutionId));

const columns = {
  id: dataExports.id,
  kind: dataExports.kind,
  status: dataExports.status,
  subjectUserId: dataExports.subjectUserId,
  requestedBy: dataExports.requestedBy,
  institutionId: dataExports.institutionId,
  fileKey: dataExports.fileKey,
  sizeBytes: dataExports.sizeBytes,
  readyAt: dataExports.readyAt,
  expiresAt: dataExports.expiresAt,
  createdAt: dataExports.createdAt,
  subjectName: users.name,
  subjectFirstName: users.firstName,
  subjectLastName: users.lastName,
};

export type DataExportRow = Awaited<ReturnType<typeof findExport>> & {};

/** One archive of this owner, or null (another person's or school's is "not found"). */
export async function findExport(db: DbOrTx, owner: ExportOwner, id: string) {
  const [row] = await db
    .select(columns)
    .from(dataExports)
    .innerJoin(users, eq(users.id, dataExports.subjectUserId))
    .where(and(eq(dataExports.id, id), ownerIs(owner)));
  return row ?? null;
}

/** The owner's archives, newest first (the last 20: older ones are long expired). */
export async function listExports(db: DbOrTx, owner: ExportOwner) {
  return db
    .select(columns)
    .from(dataExports)
    .innerJoin(users, eq(users.id, dataExports.subjectUserId))
    .where(ownerIs(owner))
    .orderBy(desc(dataExports.createdAt))
    .limit(20);
}

export function toItem(row: NonNullable<DataExportRow>, now: Date): DataExportItem {
  const name = personName({ firstName: row.subjectFirstName, lastName: row.subjectLastName }) || row.subjectName;
  return {
    id: row.id,
    kind: row.kind as DataExportKind,
    status: row.status as DataExportStatus,
    subjectId: row.subjectUserId,
    subjectName: name,
    createdAt: row.createdAt.toISOString(),
    readyAt: row.readyAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    sizeBytes: row.sizeBytes,
    downloadable: row.status === 'ready' && row.fileKey !== null && row.expiresAt !== null && row.expiresAt > now,
  };
}

/**
 * The owner's archives since `since` and whether one of them is still preparing, read while holding
 * a lock on the owner's key, so two requests at once cannot both pass the limits.
 */
export async function countRecentLocked(db: DbOrTx, owner: ExportOwner, since: Date) {
  const lockKey = owner.kind === 'account' ? `data_exports:user:${owner.userId}` : `data_exports:school:${owner.institutionId}`;
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${lockKey}))`);
  const rows = await db
    .select({ createdAt: dataExports.createdAt })
    .from(dataExports)
    .where(and(ownerIs(owner), gte(dataExports.createdAt, since)))
    .orderBy(dataExports.createdAt);
  const [preparing] = await db
    .select({ id: dataExports.id })
    .from(dataExports)
    .where(and(ownerIs(owner), eq(dataExports.status, 'preparing')))
    .limit(1);
  return { today: rows.length, oldest: rows[0]?.createdAt ?? null, preparing: preparing !== undefined };
}

export async function insertExport(
  db: DbOrTx,
  values: { subjectUserId: string; requestedBy: string; institutionId: string | null; kind: DataExportKind },
) {
  const [row] = await db.insert(dataExports).values(values).returning({ id: dataExports.id });
  return row!.id;
}

/** Ready archives whose time is over, with a file still to delete. */
export async function findExpired(db: DbOrTx, now: Date, limit: number) {
  return db
    .select({ id: dataExports.id, fileKey: dataExports.fileKey })
    .from(dataExports)
    .where(and(eq(dataExports.status, 'ready'), isNotNull(dataExports.fileKey), lte(dataExports.expiresAt, now)))
    .limit(limit);
}

/** The file is gone: the row stays (the list says it expired) without its key. */
export async function forgetFile(db: DbOrTx, id: string) {
  await db.update(dataExports).set({ fileKey: null }).where(eq(dataExports.id, id));
}
