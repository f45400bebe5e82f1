// Dismiss one alert; the alerts list refreshes because the declaration changes 'alerts'.
import { institutionsEndpoints } from '@common/endpoints/institutions';
import { useApiMutation } from '@web/lib/api-query';

export function useDismissAlert() {
  return useApiMutation(institutionsEndpoints.dismissAlert, { toInput: (id: string) => ({ params: { id } }) });
}
