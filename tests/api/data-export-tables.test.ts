import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@server/db/client';
import { USER_TABLES, userTableByName } from '@server/features/data-export/user-tables';
import { createTestDatabase } from './helpers/test-database';

// The registry of tables that name a user (server/features/data-export/user-tables.ts) against the
// database's own catalogue: a table or column that names a user and is not in the registry fails
// here, so a new table is placed in the export and in the account deletion before it ships.

/** Column names that hold a user's id or address, whatever their foreign keys. */
const NAMING_COLUMN = /(^|_)user_id$|_user_ids$|_by$|^student_id$|^employer_id$|^actor_id$|^target_id$|(^|_)email$/;

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

async function namingColumns(): Promise<Array<{ table: string; column: string }>> {
  const result = await database.db.execute(sql`
    select c.table_name as "table", c.column_name as "column", c.data_type as type,
      exists (
        select 1
        from information_schema.key_column_usage k
        join information_schema.referential_constraints r on r.constraint_name = k.constraint_name and r.constraint_schema = k.constraint_schema
        join information_schema.constraint_column_usage u on u.constraint_name = r.unique_constraint_name and u.constraint_schema = r.unique_constraint_schema
        where k.table_schema = 'public' and k.table_name = c.table_name and k.column_name = c.column_name and u.table_name = 'users' and u.column_name = 'id'
      ) as "referencesUsers"
    from information_schema.columns c
    where c.table_schema = 'public'
    order by 1, 2`);
  const rows = (result as unknown as { rows: Array<{ table: string; column: string; type: string; referencesUsers: boolean }> }).rows;
  return rows.filter((row) => row.referencesUsers || (NAMING_COLUMN.test(row.column) && ['text', 'ARRAY', 'character varying'].includes(row.type)));
}

describe('the registry of tables that name a user', () => {
  it('lists every column the catalogue shows naming a user (a foreign key to users.id, or a name like *user_id, *_by, *email)', async () => {
    const found = await namingColumns();
    expect(found.length).toBeGreaterThan(40);
    const missing = found
      .filter(({ table, column }) => !userTableByName.get(table)?.columns[column])
      .map(({ table, column }) => `${table}.${column}`);
    expect(missing, 'add these to server/features/data-export/user-tables.ts: which section exports them and what deletion does').toEqual([]);
  });

  it('names only tables and columns that exist, each exported table readable by a column, a parent or its id', async () => {
    const found = new Set((await namingColumns()).map(({ table, column }) => `${table}.${column}`));
    for (const entry of USER_TABLES) {
      for (const column of Object.keys(entry.columns)) expect(found, `${entry.table}.${column}`).toContain(`${entry.table}.${column}`);
      if (entry.section === null) expect(entry.why, entry.table).toBeTruthy();
      if (entry.via) expect(userTableByName.get(entry.via.parent)?.section, entry.table).not.toBeNull();
      const findable = entry.table === 'users' || entry.via !== undefined || Object.values(entry.columns).some((naming) => naming.role !== 'other');
      if (entry.section !== null) expect(findable, `${entry.table}: the archive has no column to find the user's rows by`).toBe(true);
    }
    const names = USER_TABLES.map((entry) => entry.table);
    expect(names).toEqual([...names].sort());
  });

  it('says, for every column, what deleting the account does, as the foreign keys do it', async () => {
    const result = await database.db.execute(sql`
      select k.table_name as "table", k.column_name as "column", r.delete_rule as rule
      from information_schema.referential_constraints r
      join information_schema.key_column_usage k on k.constraint_name = r.constraint_name and k.constraint_schema = r.constraint_schema
      join information_schema.constraint_column_usage u on u.constraint_name = r.unique_constraint_name and u.constraint_schema = r.unique_constraint_schema
      where k.table_schema = 'public' and u.table_name = 'users'`);
    const rules = (result as unknown as { rows: Array<{ table: string; column: string; rule: string }> }).rows;
    for (const { table, column, rule } of rules) {
      const declared = userTableByName.get(table)?.columns[column];
      // A cascade deletes the rows; SET NULL keeps them without the user unless the deletion removes them first.
      if (rule === 'CASCADE') expect(declared?.deletion, `${table}.${column}`).toBe('deleted');
      if (rule === 'SET NULL') expect(['set_null', 'deleted'], `${table}.${column}`).toContain(declared?.deletion);
    }
  });
});
