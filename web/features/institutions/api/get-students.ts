// GET /api/institution/students: the registered students table (first page of up to 100).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE_MAX, type StudentsResponse } from '@common/contracts/institutions';
import { apiGet } from '@web/lib/api-client';

export function getStudents() {
  return apiGet<StudentsResponse>(`/api/institution/students?pageSize=${PAGE_SIZE_MAX}`);
}

export function studentsQueryOptions() {
  return queryOptions({ queryKey: ['institution', 'students'], queryFn: getStudents });
}

export function useStudents() {
  return useQuery(studentsQueryOptions());
}
