// The heart: saves or forgets a posting (persisted; every list showing the job refreshes).
import { jobsEndpoints } from '@common/endpoints/jobs';
import { useApiMutation } from '@web/lib/api-query';

type SaveChange = { id: string; isSaved: boolean };

/** One toggle over the two calls: PUT saves, DELETE forgets. */
export function useSetJobSaved() {
  const toInput = ({ id }: SaveChange) => ({ params: { id } });
  const save = useApiMutation(jobsEndpoints.save, { toInput });
  const unsave = useApiMutation(jobsEndpoints.unsave, { toInput });
  return {
    isPending: save.isPending || unsave.isPending,
    mutate: (change: SaveChange, options: { onError?: (error: Error) => void } = {}) => (change.isSaved ? save : unsave).mutate(change, options),
  };
}
