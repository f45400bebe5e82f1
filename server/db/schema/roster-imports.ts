import { date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ROSTER_IMPORT_STATUSES } from '@common/enums';
import { createdAt, id, oneOf, updatedAt } from './columns';
import { users } from './auth';
import { institutionProfiles } from './profiles';

/** A row of a roster file as checked (common/contracts/roster.ts keeps the shape the API shows). */
export interface StoredRosterRow {
  line: number;
  email: string;
  firstName: string;
  lastName: string;
  grade: string;
  dateOfBirth: string;
  guardianName: string;
  guardianEmail: string | null;
  guardianPhone: string | null;
}

export interface StoredRosterError {
  line: number;
  field: string | null;
  message: string;
}

/**
 * A school's upload of its roster (docs/product/school-sign-in.md#roster-import-csv). The checked
 * rows wait here between the preview and the school's confirmation (nothing else is saved before);
 * the background run then writes roster_entries and counts its progress here.
 */
export const rosterImports = pgTable(
  'roster_imports',
  {
    id: id(),
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutionProfiles.id, { onDelete: 'cascade' }),
    uploadedBy: text('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    status: text('status').notNull().default('previewed'),
    totalRows: integer('total_rows').notNull(),
    errors: jsonb('errors').$type<StoredRosterError[]>().notNull().default([]),
    /** The valid rows, kept from the preview until the run has written them (then emptied). */
    rows: jsonb('rows').$type<StoredRosterRow[]>().notNull().default([]),
    validRows: integer('valid_rows').notNull(),
    processedRows: integer('processed_rows').notNull().default(0),
    createdCount: integer('created_count').notNull().default(0),
    updatedCount: integer('updated_count').notNull().default(0),
    unchangedCount: integer('unchanged_count').notNull().default(0),
    invitedCount: integer('invited_count').notNull().default(0),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('roster_imports_institution_idx').on(t.institutionId, t.createdAt.desc()),
    oneOf('roster_imports_status_check', t.status, ROSTER_IMPORT_STATUSES),
  ],
);

/**
 * A student as the school's roster file names them: the school's own record, keyed by e-mail within
 * the school (a re-import of the same row changes nothing; a changed row updates). `studentId` is the
 * FirstRung account it invited or linked; the guardian's contact is kept for placement agreements.
 */
export const rosterEntries = pgTable(
  'roster_entries',
  {
    id: id(),
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutionProfiles.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    grade: text('grade').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    guardianName: text('guardian_name').notNull(),
    guardianEmail: text('guardian_email'),
    guardianPhone: text('guardian_phone'),
    studentId: text('student_id').references(() => users.id, { onDelete: 'set null' }),
    lastImportId: uuid('last_import_id').references(() => rosterImports.id, { onDelete: 'set null' }),
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('roster_entries_institution_email_key').on(t.institutionId, t.email), index('roster_entries_student_idx').on(t.studentId)],
);
