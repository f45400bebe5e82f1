// The footer form (docs/product/public-pages.md).
import type { SubscribeBody } from '@common/contracts/newsletter';
import { newsletterEndpoints } from '@common/endpoints/newsletter';
import { useApiMutation } from '@web/lib/api-query';

export const useSubscribeToNewsletter = () => useApiMutation(newsletterEndpoints.subscribe, { toInput: (body: SubscribeBody) => ({ body }) });
