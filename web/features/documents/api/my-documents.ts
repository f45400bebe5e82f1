// The student's side: their institution's documents, and their own (list, multipart upload,
// delete). Uploads and deletes change 'documents', so every document list refreshes after them.
import { useQuery } from '@tanstack/react-query';
import { DOCUMENT_PAGE_MAX, type StudentDocumentFields } from '@common/contracts/documents';
import { documentsEndpoints } from '@common/endpoints/documents';
import { apiQueryOptions, useApiMutation } from '@web/lib/api-query';
import { buildUploadForm } from '../lib/upload-form';

export const myInstitutionDocumentsQueryOptions = () =>
  apiQueryOptions(documentsEndpoints.myInstitutionDocuments, { query: { limit: DOCUMENT_PAGE_MAX } });

export function useMyInstitutionDocuments() {
  return useQuery(myInstitutionDocumentsQueryOptions());
}

export const myDocumentsQueryOptions = () => apiQueryOptions(documentsEndpoints.myDocuments, { query: { limit: DOCUMENT_PAGE_MAX } });

export function useMyDocuments() {
  return useQuery(myDocumentsQueryOptions());
}

export function useUploadMyDocument() {
  return useApiMutation(documentsEndpoints.uploadMyDocument, {
    toInput: ({ file, ...fields }: StudentDocumentFields & { file: File }) => ({ body: buildUploadForm('document', file, fields) }),
  });
}

export function useDeleteMyDocument() {
  return useApiMutation(documentsEndpoints.deleteMyDocument, { toInput: (id: string) => ({ params: { id } }) });
}
