import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { SCHOOL_LINK_SOURCES, SCHOOL_LINK_STATUSES } from '@common/enums';
import { classCodes } from './school-sign-in';
import { createdAt, id, oneOf, updatedAt } from './columns';
import { users } from './auth';
import { institutionProfiles } from './profiles';

/**
 * A student's link to a school (docs/product/schools.md#joining-a-school). The student's profile
 * names the school they ask for; this row says whether the school let them in. Only an `approved`
 * row puts the student on the school's roster and opens the documents both ways. One row per
 * student: asking another school replaces it.
 */
export const schoolLinks = pgTable(
  'school_links',
  {
    id: id(),
    studentId: text('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutionProfiles.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    /** How the link came about (common/enums.ts SCHOOL_LINK_SOURCES). */
    source: text('source').notNull().default('request'),
    /** The class code a student typed, for the school's bulk approval of that code's requests. */
    classCodeId: uuid('class_code_id').references(() => classCodes.id, { onDelete: 'set null' }),
    /** When the school approved, declined or removed; null while pending. */
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('school_links_student_id_key').on(t.studentId),
    index('school_links_institution_status_idx').on(t.institutionId, t.status, t.createdAt.desc()),
    // The roster reads a school's approved students from the index alone (an index-only scan),
    // instead of one table page per link: a small school's links lie scattered across the table.
    index('school_links_institution_student_idx').on(t.institutionId, t.status, t.studentId),
    oneOf('school_links_status_check', t.status, SCHOOL_LINK_STATUSES),
    oneOf('school_links_source_check', t.source, SCHOOL_LINK_SOURCES),
    index('school_links_class_code_idx').on(t.classCodeId, t.status),
  ],
);

/**
 * How many applications a school's approved students have, by status (drizzle/0019): the first
 * page of a school's placements reads its totals here instead of counting every application of
 * its students (150,000 joined rows for a large school). Kept by triggers on applications and on
 * school_links, so every way a row changes (the API, a deleted account, a cascade) is counted; the
 * application code never writes it.
 */
export const schoolApplicationCounts = pgTable(
  'school_application_counts',
  {
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutionProfiles.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.institutionId, t.status] })],
);
