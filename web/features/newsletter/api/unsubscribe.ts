// The page an unsubscribe link opens; no sign-in needed.
import type { UnsubscribeBody } from '@common/contracts/newsletter';
import { newsletterEndpoints } from '@common/endpoints/newsletter';
import { useApiMutation } from '@web/lib/api-query';

export const useUnsubscribeFromNewsletter = () => useApiMutation(newsletterEndpoints.unsubscribe, { toInput: (body: UnsubscribeBody) => ({ body }) });
