// The E-mail tab of /admin (docs/product/admin.md#e-mail-tab): how FirstRung sends, the messages,
// one message's text, the failed background tasks and "Try again".
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { MailStatus } from '@common/enums';
import { mailAdminEndpoints } from '@common/endpoints/mail-admin';
import { apiPagedQueryOptions, apiQueryOptions, useApiMutation } from '@web/lib/api-query';

export const useMailOverview = () => useQuery(apiQueryOptions(mailAdminEndpoints.overview));

export const useMailMessages = (pageSize: number, status: MailStatus | undefined, to: string | undefined) =>
  useInfiniteQuery(apiPagedQueryOptions(mailAdminEndpoints.messages, { query: { limit: pageSize, status, to } }));

/** One message, fetched when its dialog opens. */
export const useMailMessage = (id: string, enabled: boolean) =>
  useQuery({ ...apiQueryOptions(mailAdminEndpoints.message, { params: { id } }), enabled });

export const useFailedTasks = (pageSize: number) =>
  useInfiniteQuery(apiPagedQueryOptions(mailAdminEndpoints.failedTasks, { query: { limit: pageSize } }));

export const useRetryTask = () => useApiMutation(mailAdminEndpoints.retryTask, { toInput: (id: string) => ({ params: { id } }) });
