import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { INSTITUTION_DOCUMENT_TYPES } from '@common/enums';
import { id, oneOf } from './columns';
import { users } from './auth';
import { institutionProfiles } from './profiles';

export const institutionDocuments = pgTable(
  'institution_documents',
  {
    id: id(),
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutionProfiles.id, { onDelete: 'cascade' }),
    documentName: text('document_name').notNull(),
    documentType: text('document_type').notNull().default('Work Experience Form'),
    description: text('description'),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('institution_documents_institution_idx').on(t.institutionId, t.uploadedAt.desc()),
    oneOf('institution_documents_type_check', t.documentType, INSTITUTION_DOCUMENT_TYPES),
  ],
);

export const studentDocuments = pgTable(
  'student_documents',
  {
    id: id(),
    studentId: text('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    documentName: text('document_name').notNull(),
    documentType: text('document_type').notNull(),
    description: text('description'),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('student_documents_student_idx').on(t.studentId, t.uploadedAt.desc())],
);
