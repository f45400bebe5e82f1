// A student's saved searches (docs/product/jobs.md#saved-searches): the list, saving the current search, deleting one.
import { useQuery } from '@tanstack/react-query';
import type { CreateSavedSearchBody } from '@common/contracts/saved-searches';
import { savedSearchesEndpoints } from '@common/endpoints/saved-searches';
import { apiQueryOptions, useApiMutation } from '@web/lib/api-query';

export const savedSearchesQueryOptions = () => apiQueryOptions(savedSearchesEndpoints.list);

export function useSavedSearches(enabled = true) {
  return useQuery({ ...savedSearchesQueryOptions(), enabled });
}

export function useSaveSearch() {
  return useApiMutation(savedSearchesEndpoints.create, { toInput: (body: CreateSavedSearchBody) => ({ body }) });
}

export function useDeleteSavedSearch() {
  return useApiMutation(savedSearchesEndpoints.remove, { toInput: (id: string) => ({ params: { id } }) });
}
