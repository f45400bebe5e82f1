// Who is signed in (docs/product/accounts.md#the-current-user): a 401 means nobody (null), never
// retried. Every feature reads the current user through this one cache entry.
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@common/contracts/auth';
import { VISITOR_PAGE_ATTRIBUTE } from '@common/contracts/seo';
import { authEndpoints } from '@common/endpoints/auth';
import { apiEndpointKey, apiQueryOptionsOrNullOn401 } from '@web/lib/api-query';

export const currentUserQueryOptions = () => apiQueryOptionsOrNullOn401(authEndpoints.currentUser);

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}

/**
 * Switches the signed-in user in the cache at once (`null`: nobody), and drops every other cached
 * answer, without asking the server: nothing of the previous person stays in memory, and nothing
 * of theirs is fetched again with the new session.
 */
export function replaceSignedInUser(queryClient: QueryClient, user: CurrentUser | null): void {
  const currentUserKey = apiEndpointKey(authEndpoints.currentUser)[0];
  queryClient.setQueryData(currentUserQueryOptions().queryKey, user);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== currentUserKey });
}

/**
 * A page the server sent without a session cookie is marked so (server/features/web/app-page.ts):
 * nobody is signed in, and the app starts with that answer instead of asking.
 */
export function startAsVisitorWhenMarked(queryClient: QueryClient, page: HTMLElement): void {
  if (page.hasAttribute(VISITOR_PAGE_ATTRIBUTE)) queryClient.setQueryData(currentUserQueryOptions().queryKey, null);
}
