import { and, sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import { DEFAULT_JOB_SORT, type JobListItem, type JobSort } from '@common/contracts/jobs';
import { roundedKm } from '@common/near-me';
import type { DbOrTx } from '../../db/client';
import { jobs } from '../../db/schema';
import { jobColumns, toJob, type JobRow } from './job-columns';
import { jobOrder } from './job-order';
import { filterConditions, filterValues, type FilterValues, type JobSearch, type SearchValue } from './job-search';
import { distanceSql } from './near-search';

// One page of the job list, the app's hottest read (docs/benchmarks.md, "Framework ratio" and
// "Searches built once"). It skips two costs a drizzle query pays on every request:
// - building the SQL (a third of a search's time on the app's thread): each shape of search (its
//   order, which filters it uses, a cursor or not, a student or not) is a statement built once,
//   its values filled in per request. A shape without search values is also a named statement,
//   planned by PostgreSQL once per connection: its plan cannot depend on them. A shape with a
//   search term, industries, types, a city or a place stays unnamed, so PostgreSQL plans it for the
//   values at hand (a rare word and a broad one want different plans; so do a small town, read from
//   jobs_active_cell_idx, and a large city, whose newest postings are read from
//   jobs_active_created_idx). PGlite runs both as plain queries.
// - mapping each row's 21 fields (with a class check per field): the rows come as the driver
//   parsed them, each field named in the SQL, and toJob writes the answer.
// tests/api/jobs-browse.test.ts compares a statement's answer with the same query built afresh.

/** A row of a page: the posting, under toJob's field names, its sort value as text and its distance from a search's place (else null). */
export type JobPageRow = JobRow & { sortText: string; distance: number | null };

/** The values a page reads besides its filters. */
interface PageValues extends FilterValues {
  /** The last row of the previous page, as jobOrder encodes it. */
  cursor?: readonly [SearchValue<string>, SearchValue<string>] | undefined;
  /** The signed-in student (isSaved, isSchoolPartner), or null. */
  student: SearchValue<string> | null;
  /** One row more than the page, to know whether another follows. */
  limit: number | Placeholder;
}

/**
 * Each field under its own name in the SQL as well ("companyName", not company_name), so the
 * driver's rows carry toJob's field names. Their timestamps are PostgreSQL's text (drizzle's type
 * parsers), which toJob reads as it reads a Date.
 */
function underPropertyNames(fields: Record<keyof JobPageRow, SQLWrapper>) {
  return Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, sql`${field}`.as(name)])) as {
    [K in keyof JobPageRow]: SQL.Aliased<JobPageRow[K]>;
  };
}

function pageQuery(db: DbOrTx, sort: JobSort, values: PageValues) {
  // The route refuses nearest first without a place (jobs.distanceSortNeedsPlace) before any SQL.
  if (sort === 'distance' && !values.near) throw new Error('jobs: the distance order needs a place to measure from');
  const order = jobOrder(sort, values.near);
  const filters = filterConditions(values);
  if (values.cursor) filters.push(order.after(values.cursor));
  const distance = values.near ? distanceSql(values.near) : sql<null>`null::float8`;
  return db
    .select(underPropertyNames({ ...jobColumns(values.student), sortText: order.sortText, distance }))
    .from(jobs)
    .where(and(...filters))
    .orderBy(...order.orderBy)
    .limit(values.limit);
}

/** A search's page as a query built for its own values: EXPLAIN in the benchmarks, and the tests' reference. */
export function activeJobsQuery(db: DbOrTx, search: JobSearch) {
  const [sortText, id] = search.cursor ?? [];
  const cursor = sortText !== undefined && id !== undefined ? ([sortText, id] as const) : undefined;
  return pageQuery(db, search.sort ?? DEFAULT_JOB_SORT, { ...filterValues(search), cursor, student: search.savedBy, limit: search.limit + 1 });
}

/** What a statement's text depends on: which values a search has, not what they are. */
function shapeOf(search: JobSearch, values: FilterValues) {
  return {
    sort: search.sort ?? DEFAULT_JOB_SORT,
    pattern: values.pattern !== undefined,
    industries: values.industries !== undefined,
    types: values.types !== undefined,
    city: values.city !== undefined,
    paidOnly: values.paidOnly !== undefined,
    maxHours: values.maxHours !== undefined,
    startFrom: values.startFrom !== undefined,
    minPlaces: values.minPlaces !== undefined,
    forAge: values.forAge !== undefined,
    responsive: values.responsive !== undefined,
    near: values.near !== undefined,
    cursor: Boolean(search.cursor),
    student: search.savedBy !== null,
  };
}
type PageShape = ReturnType<typeof shapeOf>;

const placeholder = (name: string, used: boolean) => (used ? sql.placeholder(name) : undefined);

function statementQuery(db: DbOrTx, shape: PageShape) {
  return pageQuery(db, shape.sort, {
    pattern: placeholder('pattern', shape.pattern),
    industries: placeholder('industries', shape.industries),
    types: placeholder('types', shape.types),
    city: placeholder('city', shape.city),
    paidOnly: shape.paidOnly ? true : undefined,
    maxHours: placeholder('maxHours', shape.maxHours),
    startFrom: placeholder('startFrom', shape.startFrom),
    minPlaces: placeholder('minPlaces', shape.minPlaces),
    forAge: placeholder('forAge', shape.forAge),
    responsive: shape.responsive ? true : undefined,
    near: shape.near
      ? {
          latitude: sql.placeholder('nearLatitude'),
          longitude: sql.placeholder('nearLongitude'),
          cells: sql.placeholder('nearCells'),
          km: sql.placeholder('nearKm'),
        }
      : undefined,
    cursor: shape.cursor ? [sql.placeholder('cursorSort'), sql.placeholder('cursorId')] : undefined,
    student: placeholder('student', shape.student) ?? null,
    limit: sql.placeholder('limit'),
  });
}

/**
 * A prepared select of either driver. Both NodePgPreparedQuery and PglitePreparedQuery declare
 * `all()`, the rows as the driver parsed them, without drizzle's mapping; the PgDatabase type
 * the repositories share leaves it out, so it is named here.
 */
type PageStatement = ReturnType<ReturnType<typeof statementQuery>['prepare']> & { all(values: Record<string, unknown>): Promise<unknown[]> };
/** At most 4 orders × 2¹³ shapes per database, built only as searches use them. */
const statementsByDatabase = new WeakMap<DbOrTx, Map<string, PageStatement>>();

function statementFor(db: DbOrTx, shape: PageShape): PageStatement {
  const key = Object.values(shape).join(' ');
  let statements = statementsByDatabase.get(db);
  if (!statements) statementsByDatabase.set(db, (statements = new Map()));
  let statement = statements.get(key);
  if (!statement) {
    // A student's age (forAge) barely changes how many rows match, so it keeps the named, planned-once statement.
    const hasSearchValues =
      shape.pattern ||
      shape.industries ||
      shape.types ||
      shape.city ||
      shape.paidOnly ||
      shape.maxHours ||
      shape.startFrom ||
      shape.minPlaces ||
      shape.near;
    // The empty name is PostgreSQL's unnamed statement: parsed and planned for each execution.
    const name = hasSearchValues
      ? ''
      : `jobs_page_${shape.sort}_${shape.cursor ? 'after' : 'first'}_${shape.student ? 'student' : 'anyone'}${shape.forAge ? '_age' : ''}${shape.responsive ? '_responsive' : ''}`;
    statements.set(key, (statement = statementQuery(db, shape).prepare(name) as PageStatement));
  }
  return statement;
}

/** A page's posting with its distance from the search's place in whole km (null when the search is not by distance). */
export function toListItem(row: JobPageRow): JobListItem {
  return { ...toJob(row), distanceKm: row.distance === null ? null : roundedKm(row.distance) };
}

/** One page of active jobs in the search's order, with the cursor of the next page (null on the last). */
export async function listActiveJobs(db: DbOrTx, search: JobSearch): Promise<{ items: JobListItem[]; nextCursor: string | null }> {
  const values = filterValues(search);
  const shape = shapeOf(search, values);
  if (shape.sort === 'distance' && !shape.near) throw new Error('jobs: the distance order needs a place to measure from');
  const [cursorSort, cursorId] = search.cursor ?? [];
  const { near, ...filterParameters } = values;
  const rows = (await statementFor(db, shape).all({
    ...filterParameters,
    nearLatitude: near?.latitude,
    nearLongitude: near?.longitude,
    nearCells: near?.cells,
    nearKm: near?.km,
    cursorSort,
    cursorId,
    student: search.savedBy,
    limit: search.limit + 1,
  })) as JobPageRow[];
  const pageRows = rows.slice(0, search.limit);
  const last = pageRows.at(-1);
  const nextCursor = rows.length > search.limit && last ? jobOrder(shape.sort).encode(last) : null;
  return { items: pageRows.map(toListItem), nextCursor };
}
