// The institution's own documents: GET, POST (multipart) and DELETE /api/institution/documents.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DocumentsResponse, InstitutionDocumentFields, UploadedDocumentResponse } from '@common/contracts/documents';
import { PAGE_SIZE_MAX } from '@common/contracts/institutions';
import { apiGet, apiRequest } from '@web/lib/api-client';
import { buildUploadForm, postFormData } from './send-form-data';

export const institutionDocumentsQueryKey = ['institution', 'documents'] as const;

export function getInstitutionDocuments() {
  return apiGet<DocumentsResponse>(`/api/institution/documents?pageSize=${PAGE_SIZE_MAX}`);
}

export function institutionDocumentsQueryOptions() {
  return queryOptions({ queryKey: institutionDocumentsQueryKey, queryFn: getInstitutionDocuments });
}

export function useInstitutionDocuments() {
  return useQuery(institutionDocumentsQueryOptions());
}

export function uploadInstitutionDocument({ file, ...fields }: InstitutionDocumentFields & { file: File }) {
  return postFormData<UploadedDocumentResponse>('/api/institution/documents', buildUploadForm('file', file, fields));
}

export function useUploadInstitutionDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadInstitutionDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: institutionDocumentsQueryKey }),
  });
}

export function deleteInstitutionDocument(id: string) {
  return apiRequest<null>('DELETE', `/api/institution/documents/${id}`);
}

export function useDeleteInstitutionDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInstitutionDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: institutionDocumentsQueryKey }),
  });
}
