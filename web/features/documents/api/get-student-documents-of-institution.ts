// GET /api/institution/student-documents: the documents the institution's students uploaded.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StudentDocumentsResponse } from '@common/contracts/documents';
import { PAGE_SIZE_MAX } from '@common/contracts/institutions';
import { apiGet } from '@web/lib/api-client';

export function getStudentDocumentsOfInstitution() {
  return apiGet<StudentDocumentsResponse>(`/api/institution/student-documents?pageSize=${PAGE_SIZE_MAX}`);
}

export function studentDocumentsOfInstitutionQueryOptions() {
  return queryOptions({ queryKey: ['institution', 'student-documents'], queryFn: getStudentDocumentsOfInstitution });
}

export function useStudentDocumentsOfInstitution() {
  return useQuery(studentDocumentsOfInstitutionQueryOptions());
}
