import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { RosterImport, RosterImportsResponse } from '@common/contracts/roster-imports';
import type { RosterImportStatus } from '@common/enums';
import type { DbOrTx } from '../../db/client';
import { rosterEntries, rosterImports, type StoredRosterError, type StoredRosterRow } from '../../db/schema';

// The roster_imports rows (docs/product/school-sign-in.md#roster-import-csv). While an import is a
// preview, its count columns hold what it would do (created, updated, unchanged); confirming sets
// them back to 0 and the run counts what it did.

/** The roster's own fields of a row, as roster_entries keeps them: equal fields mean "unchanged". */
export const ENTRY_FIELDS = ['firstName', 'lastName', 'grade', 'dateOfBirth', 'guardianName', 'guardianEmail', 'guardianPhone'] as const;

type EntryFields = Pick<StoredRosterRow, (typeof ENTRY_FIELDS)[number]>;
export const sameEntry = (a: EntryFields, b: EntryFields) => ENTRY_FIELDS.every((field) => a[field] === b[field]);

/** The school's entries for these addresses, by address (read in slices: a statement's parameters are limited). */
export async function findEntriesByEmail(db: DbOrTx, institutionId: string, emails: readonly string[]) {
  const found = new Map<string, typeof rosterEntries.$inferSelect>();
  for (let start = 0; start < emails.length; start += 1000) {
    const slice = emails.slice(start, start + 1000);
    const rows = await db
      .select()
      .from(rosterEntries)
      .where(and(eq(rosterEntries.institutionId, institutionId), inArray(rosterEntries.email, slice)));
    for (const row of rows) found.set(row.email, row);
  }
  return found;
}

/** What the import would do with its valid rows, against the school's roster as it is now. */
export async function forecast(db: DbOrTx, institutionId: string, rows: readonly StoredRosterRow[]) {
  const entries = await findEntriesByEmail(
    db,
    institutionId,
    rows.map((row) => row.email),
  );
  let create = 0;
  let update = 0;
  let unchanged = 0;
  for (const row of rows) {
    const entry = entries.get(row.email);
    if (!entry) create += 1;
    else if (sameEntry(entry, row) && entry.studentId) unchanged += 1;
    else update += 1;
  }
  return { create, update, unchanged };
}

export async function insertPreview(
  db: DbOrTx,
  input: {
    institutionId: string;
    uploadedBy: string;
    fileName: string;
    totalRows: number;
    rows: StoredRosterRow[];
    errors: StoredRosterError[];
    forecast: { create: number; update: number; unchanged: number };
  },
) {
  const [row] = await db
    .insert(rosterImports)
    .values({
      institutionId: input.institutionId,
      uploadedBy: input.uploadedBy,
      fileName: input.fileName,
      status: 'previewed',
      totalRows: input.totalRows,
      rows: input.rows,
      errors: input.errors,
      validRows: input.rows.length,
      createdCount: input.forecast.create,
      updatedCount: input.forecast.update,
      unchangedCount: input.forecast.unchanged,
    })
    .returning({ id: rosterImports.id });
  return row!.id;
}

/** Every column but the rows themselves (up to 5,000 of them): what the school is shown. */
const shownColumns = {
  id: rosterImports.id,
  fileName: rosterImports.fileName,
  status: rosterImports.status,
  totalRows: rosterImports.totalRows,
  validRows: rosterImports.validRows,
  processedRows: rosterImports.processedRows,
  createdCount: rosterImports.createdCount,
  updatedCount: rosterImports.updatedCount,
  unchangedCount: rosterImports.unchangedCount,
  invitedCount: rosterImports.invitedCount,
  createdAt: rosterImports.createdAt,
  confirmedAt: rosterImports.confirmedAt,
  finishedAt: rosterImports.finishedAt,
};
type ShownRow = Omit<typeof rosterImports.$inferSelect, 'rows' | 'errors' | 'institutionId' | 'uploadedBy' | 'updatedAt'>;

function toView(row: ShownRow): Omit<RosterImport, 'errors'> {
  const isPreview = row.status === 'previewed' || row.status === 'discarded';
  return {
    id: row.id,
    fileName: row.fileName,
    status: row.status as RosterImportStatus,
    totalRows: row.totalRows,
    validRows: row.validRows,
    processedRows: row.processedRows,
    preview: isPreview
      ? { create: row.createdCount, update: row.updatedCount, unchanged: row.unchangedCount }
      : { create: 0, update: 0, unchanged: 0 },
    result: isPreview
      ? { created: 0, updated: 0, unchanged: 0, invited: 0 }
      : { created: row.createdCount, updated: row.updatedCount, unchanged: row.unchangedCount, invited: row.invitedCount },
    createdAt: row.createdAt.toISOString(),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** One import of this school with its errors; null when it is another school's, or none. */
export async function findImport(db: DbOrTx, institutionId: string, id: string): Promise<RosterImport | null> {
  const [row] = await db
    .select({ ...shownColumns, errors: rosterImports.errors })
    .from(rosterImports)
    .where(and(eq(rosterImports.id, id), eq(rosterImports.institutionId, institutionId)));
  return row ? { ...toView(row), errors: row.errors } : null;
}

export async function listImports(db: DbOrTx, institutionId: string): Promise<RosterImportsResponse> {
  const rows = await db
    .select(shownColumns)
    .from(rosterImports)
    .where(eq(rosterImports.institutionId, institutionId))
    .orderBy(desc(rosterImports.createdAt), desc(rosterImports.id))
    .limit(20);
  return { items: rows.map(toView) };
}

/**
 * A preview of this school moves on (confirmed: `queued`, its counts back to 0; discarded: its rows
 * dropped). False when there is no such preview (another school's, or no longer a preview).
 */
export async function leavePreview(db: DbOrTx, institutionId: string, id: string, to: 'queued' | 'discarded'): Promise<boolean> {
  const now = new Date();
  const rows = await db
    .update(rosterImports)
    .set(
      to === 'queued'
        ? { status: to, confirmedAt: now, updatedAt: now, createdCount: 0, updatedCount: 0, unchangedCount: 0, invitedCount: 0, processedRows: 0 }
        : { status: to, updatedAt: now, rows: sql`'[]'::jsonb` },
    )
    .where(and(eq(rosterImports.id, id), eq(rosterImports.institutionId, institutionId), eq(rosterImports.status, 'previewed')))
    .returning({ id: rosterImports.id });
  return rows.length > 0;
}

/** Whether an import of this id exists for this school (to tell 404 from 409). */
export async function importExists(db: DbOrTx, institutionId: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: rosterImports.id })
    .from(rosterImports)
    .where(and(eq(rosterImports.id, id), eq(rosterImports.institutionId, institutionId)));
  return Boolean(row);
}
