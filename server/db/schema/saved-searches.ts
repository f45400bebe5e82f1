import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { NEAR_DISTANCES_KM } from '@common/near-me';
import { DEFAULT_JOB_SORT, JOB_SORTS } from '@common/contracts/jobs';
import { users } from './auth';
import { createdAt, id, oneOf } from './columns';

/**
 * A student's saved job search (docs/product/jobs.md#saved-searches): the search box, city,
 * industries, job types, work filters (paid, hours, start, places, responsive employers) and order
 * of /jobs under a name, at most SAVED_SEARCHES_MAX per student.
 * The daily run sends the postings that match it and are new since its last digest.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    q: text('q').notNull().default(''),
    city: text('city').notNull().default(''),
    industries: text('industries').array().notNull().default([]),
    types: text('types').array().notNull().default([]),
    sort: text('sort').notNull().default(DEFAULT_JOB_SORT),
    // The browse page's work filters (docs/product/jobs.md#what-the-work-is); false or null: not used.
    paid: boolean('paid').notNull().default(false),
    maxHours: integer('max_hours'),
    startFrom: date('start_from', { mode: 'string' }),
    minPlaces: integer('min_places'),
    responsive: boolean('responsive').notNull().default(false),
    /** A search by distance (docs/product/near-me.md): the place as the student named it ('' : none) and the distance in km. */
    near: text('near').notNull().default(''),
    withinKm: smallint('within_km'),
    /**
     * Postings created after this instant are new to the search: its creation at first, then the
     * daily run that last looked (whether or not it found any), so each posting is sent once.
     */
    digestedUntil: timestamp('digested_until', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index('saved_searches_user_created_idx').on(t.userId, t.createdAt),
    oneOf('saved_searches_sort_check', t.sort, JOB_SORTS),
    check('saved_searches_within_check', sql`${t.withinKm} in (${sql.raw(NEAR_DISTANCES_KM.join(', '))})`),
  ],
);
