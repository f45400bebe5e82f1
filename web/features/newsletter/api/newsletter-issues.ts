// Newsletter issues in /admin (docs/product/admin.md#newsletter-tab): the list, writing, editing,
// deleting and sending. Each change's declaration says what it changes, so the list refreshes.
import { useInfiniteQuery } from '@tanstack/react-query';
import type { NewsletterIssueBody } from '@common/contracts/newsletter';
import { newsletterEndpoints } from '@common/endpoints/newsletter';
import { apiPagedQueryOptions, useApiMutation } from '@web/lib/api-query';

/** While an issue is being sent, the list looks again this often, so the admin sees it finish. */
const SENDING_REFRESH_MS = 2000;

export const newsletterIssuesQueryOptions = (pageSize: number) => apiPagedQueryOptions(newsletterEndpoints.issues, { query: { limit: pageSize } });

export const useNewsletterIssues = (pageSize: number) =>
  useInfiniteQuery({
    ...newsletterIssuesQueryOptions(pageSize),
    refetchInterval: (query) =>
      query.state.data?.pages.some((page) => page.items.some((issue) => issue.status === 'sending')) ? SENDING_REFRESH_MS : false,
  });

export const useCreateNewsletterIssue = () => useApiMutation(newsletterEndpoints.createIssue, { toInput: (body: NewsletterIssueBody) => ({ body }) });

export const useUpdateNewsletterIssue = () =>
  useApiMutation(newsletterEndpoints.updateIssue, {
    toInput: ({ id, ...body }: NewsletterIssueBody & { id: string }) => ({ params: { id }, body }),
  });

export const useDeleteNewsletterIssue = () => useApiMutation(newsletterEndpoints.deleteIssue, { toInput: (id: string) => ({ params: { id } }) });

export const useSendNewsletterIssue = () => useApiMutation(newsletterEndpoints.sendIssue, { toInput: (id: string) => ({ params: { id } }) });
