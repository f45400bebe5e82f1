// TanStack Query bindings of the declared endpoints. A query's key is [path, params, query], so one
// resource has one cache entry whichever feature asks; its `meta.reads` lists the kinds of data it
// shows, which is how a change finds what to refresh (see refreshAfterChange in query-client.ts).
import { useCallback } from 'react';
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient, type InfiniteData, type UseMutationOptions } from '@tanstack/react-query';
import type { EndpointDeclaration, EndpointInput, EndpointOutput } from '@common/api/endpoint';
import type { Resource } from '@common/api/resources';
import { callApi, isUnauthorized } from './api-client';
import { changeSession, mayRequestAfterSessionChange } from './session-change';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { reads?: readonly Resource[] };
    mutationMeta: { changes?: readonly Resource[] };
  }
}

type GetEndpoint = EndpointDeclaration & { method: 'GET' };

/**
 * A query's call to the API. While who is signed in is changing it waits; if the change went
 * through, the query was the previous person's and the cache has dropped it, so it is not sent
 * and its promise never settles (nothing observes it any more).
 */
async function queryCall<E extends GetEndpoint>(endpoint: E, input?: EndpointInput<E>): Promise<EndpointOutput<E>> {
  if (!(await mayRequestAfterSessionChange())) return new Promise<never>(() => undefined);
  return callApi(endpoint, input);
}

/** The cache key of a call: the declared path, then its params and query (never hand-made). */
export function apiQueryKey<E extends GetEndpoint>(endpoint: E, input?: EndpointInput<E>) {
  return [endpoint.path, input?.params ?? {}, input?.query ?? {}] as const;
}

/** The key prefix of every cached call to one endpoint, whatever its params. */
export function apiEndpointKey(endpoint: GetEndpoint) {
  return [endpoint.path] as const;
}

/** queryOptions for a declared GET. */
export function apiQueryOptions<E extends GetEndpoint>(endpoint: E, input?: EndpointInput<E>) {
  return queryOptions({
    queryKey: apiQueryKey(endpoint, input),
    queryFn: () => queryCall(endpoint, input),
    meta: { reads: endpoint.reads ?? [] },
  });
}

/** queryOptions for a declared GET where a 401 means "nobody is signed in": the answer is null. */
export function apiQueryOptionsOrNullOn401<E extends GetEndpoint>(endpoint: E, input?: EndpointInput<E>) {
  return queryOptions({
    queryKey: apiQueryKey(endpoint, input),
    queryFn: async (): Promise<EndpointOutput<E> | null> => {
      try {
        return await queryCall(endpoint, input);
      } catch (error) {
        if (isUnauthorized(error)) return null;
        throw error;
      }
    },
    meta: { reads: endpoint.reads ?? [] },
  });
}

/** A paged list's first page is asked for without a cursor. */
const FIRST_PAGE_PARAM = null;

/** The key of a paged list's cache entry: its call's key, then 'pages' (apart from a plain call of the same endpoint). */
export const apiPagedKey = (callKey: readonly unknown[]) => [...callKey, 'pages'] as const;

/** A paged list's cache entry holding its first page only, as if the browser had fetched it (web/lib/page-data.ts). */
export function firstPageData<T>(page: T): InfiniteData<T, string | null> {
  return { pages: [page], pageParams: [FIRST_PAGE_PARAM] };
}

/**
 * infiniteQueryOptions for a declared paged list (`cursor` in, `nextCursor` out): "Load more"
 * and "Next page" walk the same cache entry. `laterLimit`: the size of the pages after the first
 * (a dashboard card shows a few, then "Show more" fetches a page of the usual size).
 */
export function apiPagedQueryOptions<E extends GetEndpoint>(endpoint: E, input: EndpointInput<E>, { laterLimit }: { laterLimit?: number } = {}) {
  return infiniteQueryOptions<EndpointOutput<E>, Error, InfiniteData<EndpointOutput<E>, string | null>, readonly unknown[], string | null>({
    queryKey: apiPagedKey(apiQueryKey(endpoint, input)),
    queryFn: ({ pageParam }) =>
      queryCall(endpoint, {
        ...input,
        query: {
          ...(input.query as object | undefined),
          ...(pageParam ? { cursor: pageParam, ...(laterLimit ? { limit: laterLimit } : {}) } : {}),
        },
      } as EndpointInput<E>),
    initialPageParam: FIRST_PAGE_PARAM,
    getNextPageParam: (last) => (last as { nextCursor?: string | null }).nextCursor ?? null,
    meta: { reads: endpoint.reads ?? [] },
  });
}

/**
 * A mutation of a declared endpoint. Its `changes` travel as meta, and the client's mutation
 * cache refreshes whatever reads them when it settles, so no caller has to remember to.
 */
/** Callbacks of one mutate() call; unlike TanStack's own, they run even after the component unmounted. */
export interface MutateCallbacks<TData, TVariables> {
  onSuccess?: (data: TData, variables: TVariables) => void;
  onError?: (error: Error, variables: TVariables) => void;
  onSettled?: (data: TData | undefined, error: Error | null, variables: TVariables) => void;
}

export function useApiMutation<E extends EndpointDeclaration, TVariables = EndpointInput<E>>(
  endpoint: E,
  options: Omit<UseMutationOptions<EndpointOutput<E>, Error, TVariables>, 'mutationFn'> & {
    /** Builds the call's input from the mutate() argument, when they differ. */
    toInput?: (variables: TVariables) => EndpointInput<E>;
  } = {},
) {
  const { toInput, ...rest } = options;
  const client = useQueryClient();
  const changesSession = (endpoint.changes ?? []).includes('session');
  const mutation = useMutation<EndpointOutput<E>, Error, TVariables>({
    ...rest,
    mutationFn: async (variables) => {
      // Signing in or out, or an admin starting or ending a view as someone (session-change.ts).
      const call = () => callApi(endpoint, toInput ? toInput(variables) : (variables as unknown as EndpointInput<E>));
      return changesSession ? changeSession(client, call) : call();
    },
    meta: { changes: endpoint.changes ?? [] },
  });
  const { mutateAsync } = mutation;
  // TanStack drops mutate()'s own callbacks when the component has unmounted by the time the call
  // ends. After a change the refreshed list often removes the very row whose button made it
  // (approving a request, removing a student), and the toast saying it worked was lost, sometimes
  // (it depended on which finished first). Going through the call's promise keeps them.
  const mutate = useCallback(
    (variables: TVariables, callbacks: MutateCallbacks<EndpointOutput<E>, TVariables> = {}) => {
      mutateAsync(variables).then(
        (data) => {
          callbacks.onSuccess?.(data, variables);
          callbacks.onSettled?.(data, null, variables);
        },
        (error: Error) => {
          callbacks.onError?.(error, variables);
          callbacks.onSettled?.(undefined, error, variables);
        },
      );
    },
    [mutateAsync],
  );
  return { ...mutation, mutate };
}
