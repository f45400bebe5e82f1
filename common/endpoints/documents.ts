import { access } from '../api/access';
import { defineEndpoint } from '../api/endpoint';
import { uuidParams } from '../api/params';
import {
  contentTypesOf,
  documentListQuery,
  INSTITUTION_DOCUMENT_EXTENSIONS,
  STUDENT_DOCUMENT_EXTENSIONS,
  documentsPage,
  institutionDocumentsForStudentPage,
  studentDocumentsPage,
  uploadedDocumentResponse,
} from '../contracts/documents';

// The document exchange between an institution and its students (docs/product/schools.md#documents).
// Uploads are multipart (the handler reads the file and the fields from the stream); downloads and
// deletes have no JSON answer (a file; 204). Who may read which document is the handler's data rule.

const onlyInstitutions = access.roles('institution');
const onlyStudents = access.roles('student');

export const documentsEndpoints = {
  // The institution's side
  uploadInstitutionDocument: defineEndpoint({
    method: 'POST',
    path: '/api/institution/documents',
    tag: 'documents',
    // Files only from a confirmed address: a throwaway account cannot fill the disk.
    access: access.verifiedRoles('institution'),
    summary: 'Upload a document for your students (multipart: file, documentType, description; pdf, doc, docx, xls, xlsx)',
    bodyKind: 'multipart',
    response: uploadedDocumentResponse,
    status: 201,
    changes: ['documents'],
    errors: ['QUOTA_EXCEEDED', 'STORAGE_FULL'],
  }),
  institutionDocuments: defineEndpoint({
    method: 'GET',
    path: '/api/institution/documents',
    tag: 'documents',
    access: onlyInstitutions,
    summary: 'Your documents, newest first',
    query: documentListQuery,
    response: documentsPage,
    reads: ['documents'],
  }),
  deleteInstitutionDocument: defineEndpoint({
    method: 'DELETE',
    path: '/api/institution/documents/:id',
    tag: 'documents',
    access: onlyInstitutions,
    summary: 'Delete one of your documents and its file (204)',
    params: uuidParams('document'),
    changes: ['documents'],
    status: 204,
  }),
  studentDocumentsOfInstitution: defineEndpoint({
    method: 'GET',
    path: '/api/institution/student-documents',
    tag: 'documents',
    // Students' documents only for a school FirstRung verified, with its address confirmed.
    access: access.verifiedOrganisation('institution'),
    summary: "Your students' documents, newest first",
    query: documentListQuery,
    response: studentDocumentsPage,
    reads: ['documents', 'roster'],
  }),

  // The student's side
  myInstitutionDocuments: defineEndpoint({
    method: 'GET',
    path: '/api/student/institution-documents',
    tag: 'documents',
    access: onlyStudents,
    summary: "Your institution's documents (institution null and no documents when you have none)",
    query: documentListQuery,
    response: institutionDocumentsForStudentPage,
    reads: ['documents', 'profile'],
  }),
  myDocuments: defineEndpoint({
    method: 'GET',
    path: '/api/student/documents',
    tag: 'documents',
    access: onlyStudents,
    summary: 'Your own documents, newest first',
    query: documentListQuery,
    response: documentsPage,
    reads: ['documents'],
  }),
  uploadMyDocument: defineEndpoint({
    method: 'POST',
    path: '/api/student/documents',
    tag: 'documents',
    access: access.verifiedRoles('student'),
    summary: 'Upload one of your documents (multipart: document, documentType, description; pdf, doc, docx, jpg, jpeg, png; 5 MB)',
    bodyKind: 'multipart',
    response: uploadedDocumentResponse,
    status: 201,
    changes: ['documents'],
    errors: ['QUOTA_EXCEEDED', 'STORAGE_FULL'],
  }),
  deleteMyDocument: defineEndpoint({
    method: 'DELETE',
    path: '/api/student/documents/:id',
    tag: 'documents',
    access: onlyStudents,
    summary: 'Delete one of your documents and its file (204)',
    params: uuidParams('document'),
    changes: ['documents'],
    status: 204,
  }),

  // Downloads: the roles taking part in the exchange; a document the caller may not read is "not found".
  downloadInstitutionDocument: defineEndpoint({
    method: 'GET',
    path: '/api/documents/institution/:id/download',
    tag: 'documents',
    access: access.roles('student', 'institution', 'admin'),
    summary: "Download an institution's document (that institution, its students, admins)",
    params: uuidParams('document'),
    reads: ['documents'],
    produces: contentTypesOf(INSTITUTION_DOCUMENT_EXTENSIONS),
  }),
  downloadStudentDocument: defineEndpoint({
    method: 'GET',
    path: '/api/documents/student/:id/download',
    tag: 'documents',
    access: access.roles('student', 'institution', 'admin'),
    summary: "Download a student's document (that student, their institution, admins)",
    params: uuidParams('document'),
    reads: ['documents'],
    produces: contentTypesOf(STUDENT_DOCUMENT_EXTENSIONS),
  }),
};
