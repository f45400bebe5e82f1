import { sql, type SQL } from 'drizzle-orm';
import type { CANADIAN_REGIONS } from '@common/enums';

// The calendar a placement's dates are days of: the workplace's (docs/product/placements.md#reminders-and-the-dates).
// A start date is the day work starts where the student works, so "today" is read in the workplace
// province's time zone: the zone most of its people live in (a province spanning two zones, Ontario's
// north-west or British Columbia's east, takes its largest one). A workplace in the USA, or with no
// region, reads UTC: FirstRung holds no map of US states' zones, and a few hours' difference on the
// first day is what is at stake.

const ZONE_OF_REGION: Record<(typeof CANADIAN_REGIONS)[number], string> = {
  Alberta: 'America/Edmonton',
  'British Columbia': 'America/Vancouver',
  Manitoba: 'America/Winnipeg',
  'New Brunswick': 'America/Moncton',
  'Newfoundland and Labrador': 'America/St_Johns',
  'Northwest Territories': 'America/Yellowknife',
  'Nova Scotia': 'America/Halifax',
  Nunavut: 'America/Iqaluit',
  Ontario: 'America/Toronto',
  'Prince Edward Island': 'America/Halifax',
  Quebec: 'America/Toronto',
  Saskatchewan: 'America/Regina',
  Yukon: 'America/Whitehorse',
};

/** The time zone of a workplace's region (a Canadian province or territory), else UTC. */
export function workplaceTimeZone(region: string | null | undefined): string {
  return (ZONE_OF_REGION as Record<string, string>)[region ?? ''] ?? 'UTC';
}

/**
 * In SQL: the calendar day `now` falls on at the workplace of the row whose terms are `terms`, so the
 * hourly run selects the placements due that day in one query, whatever their provinces.
 */
export function workplaceTodaySql(terms: SQL, now: Date): SQL {
  const cases = Object.entries(ZONE_OF_REGION).map(([region, zone]) => sql`when ${region} then ${zone}`);
  const zone = sql`(case ${terms} -> 'workplace' ->> 'region' ${sql.join(cases, sql` `)} else 'UTC' end)`;
  return sql`(${now.toISOString()}::timestamptz at time zone ${zone})::date`;
}
