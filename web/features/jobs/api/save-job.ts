// PUT / DELETE /api/jobs/{id}/save: the heart (persisted; every list showing the job refreshes).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { jobsKeys } from './query-keys';

export function setJobSaved(id: string, isSaved: boolean) {
  return apiRequest<{ isSaved: boolean }>(isSaved ? 'PUT' : 'DELETE', `/api/jobs/${encodeURIComponent(id)}/save`);
}

export function useSetJobSaved() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isSaved }: { id: string; isSaved: boolean }) => setJobSaved(id, isSaved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobsKeys.all }),
  });
}
