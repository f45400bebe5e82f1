import { z } from 'zod';
import { pageOf, pageQueryFields } from '../api/paging';
import { DEFAULT_INSTITUTION_DOCUMENT_TYPE, INSTITUTION_DOCUMENT_TYPES } from '../enums';
import { keyed } from '../messages';

// Contracts of the document exchange between institutions and their students
// (docs/product/schools.md#documents).

/** What each side may upload, by file extension (the server also checks the content). */
export const INSTITUTION_DOCUMENT_EXTENSIONS = ['pdf', 'doc', 'docx', 'xls', 'xlsx'] as const;
export const STUDENT_DOCUMENT_EXTENSIONS = ['pdf', 'doc', 'docx', 'jpg', 'jpeg', 'png'] as const;
export type DocumentExtension = (typeof INSTITUTION_DOCUMENT_EXTENSIONS)[number] | (typeof STUDENT_DOCUMENT_EXTENSIONS)[number];

/** The content type a stored document is served as, by its extension (never the uploader's claim). */
export const DOCUMENT_CONTENT_TYPES: Record<DocumentExtension, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** The content types a download of documents of these extensions may have. */
export const contentTypesOf = (extensions: readonly DocumentExtension[]) => [...new Set(extensions.map((ext) => DOCUMENT_CONTENT_TYPES[ext]))];

/** For an <input type="file" accept>. */
export const acceptAttribute = (extensions: readonly string[]) => extensions.map((ext) => `.${ext}`).join(',');

export const DOCUMENT_DESCRIPTION_MAX = 500;
export const STUDENT_DOCUMENT_TYPE_MAX = 80;

const description = z
  .string()
  .trim()
  .max(DOCUMENT_DESCRIPTION_MAX, keyed('documents.descriptionTooLong', { max: DOCUMENT_DESCRIPTION_MAX }))
  .optional();

/** The text fields of an institution upload (the file travels beside them in the multipart body). */
export const institutionDocumentFields = z.object({
  documentType: z.enum(INSTITUTION_DOCUMENT_TYPES, keyed('documents.institutionTypeOneOf')).default(DEFAULT_INSTITUTION_DOCUMENT_TYPE),
  description,
});
export type InstitutionDocumentFields = z.input<typeof institutionDocumentFields>;

/** The text fields of a student upload: a free-text type such as "Signed consent form". */
export const studentDocumentFields = z.object({
  documentType: z
    .string()
    .trim()
    .min(1, keyed('documents.studentTypeRequired'))
    .max(STUDENT_DOCUMENT_TYPE_MAX, keyed('documents.studentTypeTooLong', { max: STUDENT_DOCUMENT_TYPE_MAX })),
  description,
});
export type StudentDocumentFields = z.input<typeof studentDocumentFields>;

/** Document lists: 50 a page unless asked, at most 100. */
export const DOCUMENT_PAGE_DEFAULT = 50;
export const DOCUMENT_PAGE_MAX = 100;

export const documentListQuery = z.object(pageQueryFields(DOCUMENT_PAGE_DEFAULT, DOCUMENT_PAGE_MAX));
export type DocumentListQuery = z.infer<typeof documentListQuery>;

/** A document as lists show it; documentUrl is the app's download address. */
export const documentSchema = z.object({
  id: z.string(),
  documentName: z.string(),
  documentType: z.string(),
  description: z.string().nullable(),
  documentUrl: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  uploadedAt: z.string(),
});
export type DocumentItem = z.infer<typeof documentSchema>;

/** A student's document as the institution sees it: with the student's names. */
export const studentDocumentSchema = documentSchema.extend({
  student: z.object({
    id: z.string(),
    user: z.object({ firstName: z.string().nullable(), lastName: z.string().nullable() }),
  }),
});
export type StudentDocumentItem = z.infer<typeof studentDocumentSchema>;

export const documentsPage = pageOf(documentSchema);
export type DocumentsPage = z.infer<typeof documentsPage>;

export const studentDocumentsPage = pageOf(studentDocumentSchema);
export type StudentDocumentsPage = z.infer<typeof studentDocumentsPage>;

/** The student's view of their institution's documents; institution is null when they have none. */
export const institutionDocumentsForStudentPage = documentsPage.extend({
  institution: z.object({ id: z.string(), institutionName: z.string() }).nullable(),
});
export type InstitutionDocumentsForStudentPage = z.infer<typeof institutionDocumentsForStudentPage>;

export const uploadedDocumentResponse = z.object({ document: documentSchema });
export type UploadedDocumentResponse = z.infer<typeof uploadedDocumentResponse>;
