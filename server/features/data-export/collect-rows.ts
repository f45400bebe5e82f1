import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { EXPORT_SECTIONS, USER_TABLES, userTableByName, type ExportSection, type UserTable } from './user-tables';

// The archive's rows, read straight from the registry (user-tables.ts): each exported table's rows
// that name the subject, as PostgreSQL writes them in JSON (to_jsonb), less the columns left out.

/** Whose data, and for whom: the person themselves, or a school for its files (its rows only). */
export interface ExportScope {
  userId: string;
  email: string;
  /** A school's copy: only the tables a school sees, and of those marked `institution` only this school's rows. */
  institutionId: string | null;
}

export type ExportRow = Record<string, unknown>;
export type ExportSections = Record<ExportSection, Record<string, ExportRow[]>>;

const ident = (name: string) => sql.raw(`"${name.replace(/"/g, '""')}"`);

/** The condition on `alias` for the rows of `entry` that name the subject (and, for a school, are its own). */
function rowsOf(entry: UserTable, alias: string, scope: ExportScope): SQL {
  const column = (name: string) => sql`${ident(alias)}.${ident(name)}`;
  const named: SQL[] = [];
  if (entry.table === 'users') named.push(sql`${column('id')} = ${scope.userId}`);
  for (const [name, naming] of Object.entries(entry.columns)) {
    if (naming.role === 'id') named.push(sql`${column(name)} = ${scope.userId}`);
    if (naming.role === 'ids') named.push(sql`${scope.userId} = any(${column(name)})`);
    if (naming.role === 'email') named.push(sql`lower(${column(name)}) = ${scope.email.toLowerCase()}`);
  }
  if (entry.via) {
    const parent = userTableByName.get(entry.via.parent);
    if (!parent) throw new Error(`data export: ${entry.table} names an unknown parent ${entry.via.parent}`);
    const parentAlias = `${alias}_p`;
    named.push(
      sql`${column(entry.via.column)} in (select ${ident(parentAlias)}.id from ${ident(parent.table)} ${ident(parentAlias)} where ${rowsOf(parent, parentAlias, scope)})`,
    );
  }
  if (named.length === 0) throw new Error(`data export: ${entry.table} has no column to find the user's rows by`);
  const either = sql.join(named, sql` or `);
  const ofSchool =
    scope.institutionId && entry.school === 'institution' ? sql` and ${column('institution_id')} = ${scope.institutionId}::uuid` : sql``;
  return sql`(${either})${ofSchool}`;
}

/** The tables an archive of this scope holds. */
export function exportedTables(scope: Pick<ExportScope, 'institutionId'>): UserTable[] {
  return USER_TABLES.filter((entry) => entry.section !== null && (scope.institutionId === null || entry.school !== undefined));
}

/** Reads every exported table's rows of the subject, by section and table. */
export async function collectRows(db: DbOrTx, scope: ExportScope): Promise<ExportSections> {
  const sections = Object.fromEntries(EXPORT_SECTIONS.map((section) => [section, {}])) as ExportSections;
  for (const entry of exportedTables(scope)) {
    const omitted = [...(entry.omit ?? []), ...(scope.institutionId ? (entry.schoolOmit ?? []) : [])];
    const without = omitted.length > 0 ? sql` - ${sql.raw(`array[${omitted.map((name) => `'${name}'`).join(', ')}]::text[]`)}` : sql``;
    const result = await db.execute(
      sql`select jsonb_agg(to_jsonb(t)${without}) as rows from ${ident(entry.table)} t where ${rowsOf(entry, 't', scope)}`,
    );
    // Both drivers answer { rows } (the shared Db type leaves them unknown).
    const rows = (result as unknown as { rows: Array<{ rows: ExportRow[] | null }> }).rows[0]?.rows ?? [];
    sections[entry.section as ExportSection][entry.table] = rows;
  }
  return sections;
}
