import { sql, type SQL } from 'drizzle-orm';
import { RESPONSE_RATE_MIN_APPLICATIONS, RESPONSE_RATE_WINDOW_DAYS } from '@common/constants';
import { WITHDRAWN_STATUS } from '@common/enums';
import type { DbOrTx } from '../../db/client';
import { applications, employerResponseStats, jobs } from '../../db/schema';

// How each employer answers (docs/product/applications.md#response-rate), computed in SQL by the
// deadlines' hourly run (deadlines.ts) into employer_response_stats, then copied onto its postings
// (jobs.employer_response_rate and employer_response_days) so that the job list shows, sorts and
// filters by it without a join. A posting created later starts with the same values (insertJob
// reads them with postingResponseValues).

const DAY_SECONDS = 86_400;

/** The rows a statement returned: both drivers answer { rows } (the shared Db type leaves it unknown). */
const rowsOf = (result: unknown) => (result as { rows: unknown[] }).rows;

/** The stats row's shown rate: a whole percent once the employer has enough counted applications, else null. */
const shownRate = (stats: typeof employerResponseStats) =>
  sql<number | null>`case when ${stats.counted} >= ${sql.raw(String(RESPONSE_RATE_MIN_APPLICATIONS))}
    then round(100.0 * ${stats.answeredInTime} / ${stats.counted})::smallint end`;

/**
 * The shown usual days; 0 when the employer answered none of its counted applications in the
 * window (its 0% still shows: hiding it would reward never answering).
 */
const shownDays = (stats: typeof employerResponseStats) =>
  sql<number | null>`case when ${stats.counted} >= ${sql.raw(String(RESPONSE_RATE_MIN_APPLICATIONS))}
    then coalesce(${stats.typicalDays}, 0)::smallint end`;

/** The response values a new posting of `employerId` starts with (subqueries for insertJob's VALUES). */
export function postingResponseValues(employerId: string): { employerResponseRate: SQL; employerResponseDays: SQL } {
  const of = (shown: SQL) => sql`(select ${shown} from ${employerResponseStats} where ${employerResponseStats.employerId} = ${employerId})`;
  return { employerResponseRate: of(shownRate(employerResponseStats)), employerResponseDays: of(shownDays(employerResponseStats)) };
}

export interface ResponseRateResult {
  /** Employers whose stats were recomputed. */
  employers: number;
  /** Postings whose shown rate or days changed. */
  postings: number;
}

/**
 * Recomputes the stats of every employer with applications sent in the window, and of those that
 * had stats before (their old applications may have left the window), then copies the shown values
 * onto the postings whose values change. One statement each, so that the work stays in the database
 * however many applications there are.
 */
export async function recomputeResponseRates(db: DbOrTx, now: Date): Promise<ResponseRateResult> {
  const windowStart = new Date(now.getTime() - RESPONSE_RATE_WINDOW_DAYS * DAY_SECONDS * 1000);
  const nowValue = sql`${now.toISOString()}::timestamptz`;
  const since = sql`${windowStart.toISOString()}::timestamptz`;
  // Counted: sent in the window, not withdrawn, and answered or past its deadline (one still within
  // its days does not count yet). A withdrawn application never counts, even if it was answered.
  const upserted = await db.execute(sql`
    with counted as (
      select ${jobs.employerId} as employer_id, ${applications.createdAt} as created_at,
             ${applications.answeredAt} as answered_at, ${applications.answerDueAt} as answer_due_at
      from ${applications} join ${jobs} on ${jobs.id} = ${applications.jobId}
      where ${applications.createdAt} >= ${since}
        and ${applications.status} <> ${WITHDRAWN_STATUS}
        and (${applications.answeredAt} is not null or ${applications.answerDueAt} <= ${nowValue})
    ),
    employers as (
      select distinct ${jobs.employerId} as employer_id
      from ${applications} join ${jobs} on ${jobs.id} = ${applications.jobId}
      where ${applications.createdAt} >= ${since}
      union
      select ${employerResponseStats.employerId} from ${employerResponseStats}
    ),
    computed as (
      select e.employer_id,
             count(c.employer_id)::int as counted,
             (count(*) filter (where c.answered_at <= c.answer_due_at))::int as answered_in_time,
             -- Null when none was answered (greatest() would skip the null median and say 1).
             case when count(c.answered_at) > 0 then greatest(1, ceil(percentile_cont(0.5) within group (
               order by extract(epoch from (c.answered_at - c.created_at)) / ${sql.raw(String(DAY_SECONDS))}
             )))::int end as typical_days
      from employers e left join counted c on c.employer_id = e.employer_id
      group by e.employer_id
    )
    insert into ${employerResponseStats} (employer_id, counted, answered_in_time, typical_days, updated_at)
    select employer_id, counted, answered_in_time, typical_days, ${nowValue} from computed
    on conflict (employer_id) do update set
      counted = excluded.counted,
      answered_in_time = excluded.answered_in_time,
      typical_days = excluded.typical_days,
      updated_at = excluded.updated_at
    returning employer_id
  `);
  // Only the postings whose values change are written: an hourly run leaves the rest alone.
  const stats = employerResponseStats;
  const copied = await db.execute(sql`
    update ${jobs} set employer_response_rate = shown.rate, employer_response_days = shown.days
    from (select ${stats.employerId} as employer_id, ${shownRate(stats)} as rate, ${shownDays(stats)} as days from ${stats}) shown
    where ${jobs.employerId} = shown.employer_id
      and (${jobs.employerResponseRate} is distinct from shown.rate or ${jobs.employerResponseDays} is distinct from shown.days)
    returning ${jobs.id}
  `);
  // An employer with nothing counted any more has nothing to show: its row goes (its postings were just cleared).
  await db.execute(sql`delete from ${stats} where ${stats.counted} = 0`);
  return { employers: rowsOf(upserted).length, postings: rowsOf(copied).length };
}
