import { and } from 'drizzle-orm';
import { DEFAULT_JOB_SORT, type Job, type JobSort } from '@common/contracts/jobs';
import type { DbOrTx } from '../../db/client';
import { jobs } from '../../db/schema';
import { jobColumns } from './job-columns';
import { jobOrder } from './job-order';
import { searchFilters, type JobSearch } from './job-search';

// The job list as most people open it (docs/benchmarks.md, "Framework ratio"): the first page,
// nothing searched or filtered, by a visitor or anyone but a student (no saved marks to look up).
// It is the hottest read, so it skips two costs the general query pays on every request:
// - drizzle building the SQL: it is a prepared statement, one per order and page size, built once
//   and planned by PostgreSQL once per connection. Its text never changes (the deadline compares
//   with now() in SQL), so the name fits every connection; PGlite runs it as a plain query.
// - drizzle mapping each row's 19 fields to an object (with a class check per field): the rows
//   come as the driver parsed them, keyed by column name, and rawToJob writes the answer directly.
// tests/api/jobs-browse.test.ts compares its answer with the general query's.

/** The plain first page: no cursor, no search or filter, no student. */
export function isPlainFirstPage(search: JobSearch): boolean {
  return !search.cursor && !search.savedBy && !search.q?.trim() && !search.industries?.length && !search.types?.length && !search.city?.trim();
}

/** A row as the driver returns it: column names; timestamps as PostgreSQL writes them (drizzle's type parsers). */
interface RawJobRow {
  id: string;
  title: string;
  company_name: string;
  description: string;
  location: string;
  city: string;
  type: string;
  duration: string | null;
  industry: string | null;
  requirements: string[];
  is_active: boolean;
  is_high_school_opportunity: boolean;
  employer_verified: boolean;
  application_deadline: string | null;
  filled_at: string | null;
  created_at: string;
  view_count: number;
  application_count: number;
  sort_text: string;
}

/** toJob (job-columns.ts) for a raw row; isSaved and isSchoolPartner are false for anyone but a student. */
function rawToJob(row: RawJobRow): Job {
  return {
    id: row.id,
    title: row.title,
    companyName: row.company_name,
    description: row.description,
    location: row.location,
    city: row.city,
    type: row.type,
    duration: row.duration,
    industry: row.industry,
    requirements: row.requirements,
    isActive: row.is_active,
    isHighSchoolOpportunity: row.is_high_school_opportunity,
    employerVerified: row.employer_verified,
    applicationDeadline: row.application_deadline === null ? null : new Date(row.application_deadline).toISOString(),
    filledAt: row.filled_at === null ? null : new Date(row.filled_at).toISOString(),
    createdAt: new Date(row.created_at).toISOString(),
    viewCount: row.view_count,
    _count: { applications: Number(row.application_count) },
    isSaved: false,
    isSchoolPartner: false,
  };
}

function plainFirstPageQuery(db: DbOrTx, sort: JobSort, limit: number) {
  const { isSaved: _isSaved, isSchoolPartner: _isSchoolPartner, ...columns } = jobColumns(null);
  const order = jobOrder(sort);
  return db
    .select({ ...columns, sortText: order.sortText.as('sort_text') })
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
  const rows = (await preparedStatement(db, sort, search.limit).all()) as RawJobRow[];
  const pageRows = rows.slice(0, search.limit);
  const last = pageRows.at(-1);
  const nextCursor = rows.length > search.limit && last ? jobOrder(sort).encode({ sortText: last.sort_text, id: last.id }) : null;
  return { items: pageRows.map(rawToJob), nextCursor };
}
