import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { PARTNERSHIP_STATUSES } from '@common/enums';
import { createdAt, id, oneOf, updatedAt } from './columns';
import { users } from './auth';
import { institutionProfiles } from './profiles';

/**
 * A school's partnership with an employer (docs/product/schools.md#partners): the school invites,
 * the employer accepts or declines. Only an `accepted` row marks the employer's postings for the
 * school's approved students. One row per (school, employer): inviting again while one exists is
 * refused; ending a partnership deletes its row.
 */
export const schoolPartnerships = pgTable(
  'school_partnerships',
  {
    id: id(),
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutionProfiles.id, { onDelete: 'cascade' }),
    /** The employer's user id, as on jobs.employer_id, so a posting's badge is one indexed lookup. */
    employerId: text('employer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    /** When the employer accepted or declined; null while pending. */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('school_partnerships_institution_employer_key').on(t.institutionId, t.employerId),
    index('school_partnerships_employer_idx').on(t.employerId, t.createdAt.desc()),
    oneOf('school_partnerships_status_check', t.status, PARTNERSHIP_STATUSES),
  ],
);
