// The registered students table: the first page (up to the most a page may hold), by name.
import { useQuery } from '@tanstack/react-query';
import { INSTITUTION_PAGE_MAX } from '@common/contracts/institutions';
import { institutionsEndpoints } from '@common/endpoints/institutions';
import { apiQueryOptions } from '@web/lib/api-query';

export const studentsQueryOptions = () => apiQueryOptions(institutionsEndpoints.students, { query: { limit: INSTITUTION_PAGE_MAX } });

export function useStudents() {
  return useQuery(studentsQueryOptions());
}
