import { and, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { DEFAULT_JOB_SORT, type Job, type JobSort } from '@common/contracts/jobs';
import type { DbOrTx } from '../../db/client';
import { jobs } from '../../db/schema';
import { jobColumns, toJob, type JobRow } from './job-columns';
import { jobOrder } from './job-order';
import { searchFilters, type JobSearch } from './job-search';

// The job list as most people open it (docs/benchmarks.md, "Framework ratio"): the first page,
// nothing searched or filtered, by a visitor or anyone but a student (no saved marks to look up).
// It is the hottest read, so it skips two costs the general query pays on every request:
// - drizzle building the SQL: it is a prepared statement, one per order and page size, built once
//   and planned by PostgreSQL once per connection. Its text never changes (the deadline compares
//   with now() in SQL), so the name fits every connection; PGlite runs it as a plain query.
// - drizzle mapping each row's 21 fields to an object (with a class check per field): the rows
//   come as the driver parsed them, each field named in the SQL, and toJob writes the answer.
// tests/api/jobs-browse.test.ts compares its answer with the general query's.

/** The plain first page: no cursor, no search or filter, no student. */
export function isPlainFirstPage(search: JobSearch): boolean {
  return !search.cursor && !search.savedBy && !search.q?.trim() && !search.industries?.length && !search.types?.length && !search.city?.trim();
}

/**
 * Each field under its own name in the SQL as well ("companyName", not company_name), so the
 * driver's rows carry toJob's field names. Their timestamps are PostgreSQL's text (drizzle's type
 * parsers), which toJob reads as it reads a Date.
 */
function underPropertyNames(fields: Record<string, SQLWrapper>): Record<string, SQL.Aliased> {
  return Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, sql`${field}`.as(name)]));
}

function plainFirstPageQuery(db: DbOrTx, sort: JobSort, limit: number) {
  const order = jobOrder(sort);
  return db
    .select(underPropertyNames({ ...jobColumns(null), sortText: order.sortText }))
    .from(jobs)
    .where(and(...searchFilters({})))
    .orderBy(...order.orderBy)
    .limit(limit + 1);
}

/**
 * A prepared select of either driver. Both NodePgPreparedQuery and PglitePreparedQuery declare
 * `all()`, the rows as the driver parsed them, without drizzle's mapping; the PgDatabase type
 * the repositories share leaves it out, so it is named here.
 */
type PlainFirstPageStatement = ReturnType<ReturnType<typeof plainFirstPageQuery>['prepare']> & { all(): Promise<unknown[]> };
const statementsByDatabase = new WeakMap<DbOrTx, Map<string, PlainFirstPageStatement>>();

function preparedStatement(db: DbOrTx, sort: JobSort, limit: number): PlainFirstPageStatement {
  const name = `jobs_first_page_${sort}_${limit}`;
  let statements = statementsByDatabase.get(db);
  if (!statements) statementsByDatabase.set(db, (statements = new Map()));
  let statement = statements.get(name);
  if (!statement) statements.set(name, (statement = plainFirstPageQuery(db, sort, limit).prepare(name) as PlainFirstPageStatement));
  return statement;
}

/** The plain first page in the search's order: what listActiveJobs answers for it. */
export async function readPlainFirstPage(db: DbOrTx, search: JobSearch): Promise<{ items: Job[]; nextCursor: string | null }> {
  const sort = search.sort ?? DEFAULT_JOB_SORT;
  const rows = (await preparedStatement(db, sort, search.limit).all()) as Array<JobRow & { sortText: string }>;
  const pageRows = rows.slice(0, search.limit);
  const last = pageRows.at(-1);
  const nextCursor = rows.length > search.limit && last ? jobOrder(sort).encode(last) : null;
  return { items: pageRows.map(toJob), nextCursor };
}
