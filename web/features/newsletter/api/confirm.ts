// The page the confirm e-mail's link opens (double opt-in); no sign-in needed.
import type { ConfirmSubscriptionBody } from '@common/contracts/newsletter';
import { newsletterEndpoints } from '@common/endpoints/newsletter';
import { useApiMutation } from '@web/lib/api-query';

export const useConfirmNewsletterSubscription = () =>
  useApiMutation(newsletterEndpoints.confirm, { toInput: (body: ConfirmSubscriptionBody) => ({ body }) });
