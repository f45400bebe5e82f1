import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { PlacementTerms } from '@common/contracts/placements';
import { PLACEMENT_STATUSES } from '@common/enums';
import { users } from './auth';
import { createdAt, id, oneOf, updatedAt } from './columns';
import { applications } from './jobs';
import { institutionProfiles } from './profiles';

/**
 * A placement and its agreement (docs/product/placements.md), started when the student accepts an
 * offer: one per accepted application. The parties are kept as columns (each party's list reads
 * its own index); the agreement's fields are `terms`, filled in step by step (the employer's part,
 * then the school's). `institution_id` is the student's approved school when the offer was
 * accepted, fixed from then on; null for a student with no school (a graduated youth), whose
 * agreement skips the school's step.
 */
export const placements = pgTable(
  'placements',
  {
    id: id(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    studentId: text('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    employerId: text('employer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    institutionId: uuid('institution_id').references(() => institutionProfiles.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('draft'),
    terms: jsonb('terms').$type<PlacementTerms>().notNull(),
    /** The agreement's version: 1 until a signed field changes (signatures, a later session). */
    version: integer('version').notNull().default(1),
    cancelledReason: text('cancelled_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('placements_application_id_key').on(t.applicationId),
    index('placements_student_created_idx').on(t.studentId, t.createdAt.desc()),
    index('placements_employer_created_idx').on(t.employerId, t.createdAt.desc()),
    index('placements_institution_created_idx').on(t.institutionId, t.createdAt.desc()),
    oneOf('placements_status_check', t.status, PLACEMENT_STATUSES),
  ],
);
