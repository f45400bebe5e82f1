// The institution's own documents (list, multipart upload, delete) and its students' documents.
// Uploads and deletes change 'documents', so every document list refreshes after them.
import { useQuery } from '@tanstack/react-query';
import { DOCUMENT_PAGE_MAX, type InstitutionDocumentFields } from '@common/contracts/documents';
import { documentsEndpoints } from '@common/endpoints/documents';
import { apiQueryOptions, useApiMutation } from '@web/lib/api-query';
import { buildUploadForm } from '../lib/upload-form';

export const institutionDocumentsQueryOptions = () =>
  apiQueryOptions(documentsEndpoints.institutionDocuments, { query: { limit: DOCUMENT_PAGE_MAX } });

export function useInstitutionDocuments() {
  return useQuery(institutionDocumentsQueryOptions());
}

export const studentDocumentsOfInstitutionQueryOptions = () =>
  apiQueryOptions(documentsEndpoints.studentDocumentsOfInstitution, { query: { limit: DOCUMENT_PAGE_MAX } });

export function useStudentDocumentsOfInstitution() {
  return useQuery(studentDocumentsOfInstitutionQueryOptions());
}

export function useUploadInstitutionDocument() {
  return useApiMutation(documentsEndpoints.uploadInstitutionDocument, {
    toInput: ({ file, ...fields }: InstitutionDocumentFields & { file: File }) => ({ body: buildUploadForm('file', file, fields) }),
  });
}

export function useDeleteInstitutionDocument() {
  return useApiMutation(documentsEndpoints.deleteInstitutionDocument, { toInput: (id: string) => ({ params: { id } }) });
}
