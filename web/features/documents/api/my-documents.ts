// The student's own documents: GET, POST (multipart) and DELETE /api/student/documents.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DocumentsResponse, StudentDocumentFields, UploadedDocumentResponse } from '@common/contracts/documents';
import { PAGE_SIZE_MAX } from '@common/contracts/institutions';
import { apiGet, apiRequest } from '@web/lib/api-client';
import { buildUploadForm, postFormData } from './send-form-data';

export const myDocumentsQueryKey = ['student', 'documents'] as const;

export function getMyDocuments() {
  return apiGet<DocumentsResponse>(`/api/student/documents?pageSize=${PAGE_SIZE_MAX}`);
}

export function myDocumentsQueryOptions() {
  return queryOptions({ queryKey: myDocumentsQueryKey, queryFn: getMyDocuments });
}

export function useMyDocuments() {
  return useQuery(myDocumentsQueryOptions());
}

export function uploadMyDocument({ file, ...fields }: StudentDocumentFields & { file: File }) {
  return postFormData<UploadedDocumentResponse>('/api/student/documents', buildUploadForm('document', file, fields));
}

export function useUploadMyDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadMyDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myDocumentsQueryKey }),
  });
}

export function deleteMyDocument(id: string) {
  return apiRequest<null>('DELETE', `/api/student/documents/${id}`);
}

export function useDeleteMyDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMyDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myDocumentsQueryKey }),
  });
}
