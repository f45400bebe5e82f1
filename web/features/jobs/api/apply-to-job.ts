// POST /api/jobs/{id}/apply
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplyBody, StudentApplication } from '@common/contracts/jobs';
import { apiRequest } from '@web/lib/api-client';
import { jobsKeys } from './query-keys';

export function applyToJob(id: string, body: ApplyBody) {
  return apiRequest<{ application: StudentApplication }>('POST', `/api/jobs/${encodeURIComponent(id)}/apply`, body);
}

export function useApplyToJob(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApplyBody) => applyToJob(id, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobsKeys.all }),
  });
}
