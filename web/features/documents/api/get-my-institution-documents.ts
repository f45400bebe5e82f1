// GET /api/student/institution-documents: the student's institution and its documents.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InstitutionDocumentsForStudentResponse } from '@common/contracts/documents';
import { PAGE_SIZE_MAX } from '@common/contracts/institutions';
import { apiGet } from '@web/lib/api-client';

export function getMyInstitutionDocuments() {
  return apiGet<InstitutionDocumentsForStudentResponse>(`/api/student/institution-documents?pageSize=${PAGE_SIZE_MAX}`);
}

export function myInstitutionDocumentsQueryOptions() {
  return queryOptions({ queryKey: ['student', 'institution-documents'], queryFn: getMyInstitutionDocuments });
}

export function useMyInstitutionDocuments() {
  return useQuery(myInstitutionDocumentsQueryOptions());
}
