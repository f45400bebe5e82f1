// The bell and the notifications page (docs/product/notifications.md): calls of the declared endpoints.
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { EndpointDeclaration } from '@common/api/endpoint';
import { notificationsEndpoints } from '@common/endpoints/notifications';
import { NOTIFICATION_POLL_MS } from '@common/notifications';
import { apiPagedQueryOptions, apiQueryOptions, useApiMutation } from '@web/lib/api-query';

/**
 * The unread count, asked again every minute while the tab is visible: the one query of the
 * product that polls (docs/product/constants.md), as what it counts is made by other people.
 */
export const unreadCountQueryOptions = () => apiQueryOptions(notificationsEndpoints.unreadCount);

export const useUnreadCount = () => useQuery({ ...unreadCountQueryOptions(), refetchInterval: NOTIFICATION_POLL_MS });

/** The user's notifications, newest first, a page at a time. */
export const useNotifications = () => useInfiniteQuery(apiPagedQueryOptions(notificationsEndpoints.list, {}));

export const useMarkRead = () => useApiMutation(notificationsEndpoints.markRead, { toInput: (id: string) => ({ params: { id } }) });

type MutationOptions<E extends EndpointDeclaration> = Parameters<typeof useApiMutation<E>>[1];

export const useMarkAllRead = (options?: MutationOptions<typeof notificationsEndpoints.markAllRead>) =>
  useApiMutation(notificationsEndpoints.markAllRead, options);

export const useNotificationSettings = () => useQuery(apiQueryOptions(notificationsEndpoints.settings));

export const useUpdateNotificationSetting = (options?: MutationOptions<typeof notificationsEndpoints.updateSetting>) =>
  useApiMutation(notificationsEndpoints.updateSetting, options);

/** The e-mail preferences page: the token from the e-mail's link turns that kind's e-mails off (or back on). */
export const useEmailPreference = () => useApiMutation(notificationsEndpoints.emailPreference);
