// Query defaults of the product (docs/product/constants.md): data never goes stale, no refetch on
// focus, no polling, no retries. Freshness comes from the declarations instead: every change
// refreshes what it changed, and a change of who is signed in resets the whole cache.
import { MutationCache, QueryClient, type Mutation, type Query } from '@tanstack/react-query';
import type { Resource } from '@common/api/resources';

/** Refreshes every cached answer that reads a kind of data the mutation changed. */
export async function refreshAfterChange(client: QueryClient, changes: readonly Resource[] | undefined): Promise<void> {
  if (!changes || changes.length === 0) return;
  if (changes.includes('session')) {
    // Another person (or role) now: nothing cached for the previous one may show, and none of it
    // may be fetched again with the new session (it would be refused, or show the wrong person's
    // data for a moment). Only "who is signed in" is asked again; the pages that person gets then
    // fetch what they show.
    const readsSession = (query: Query) => (query.meta?.reads ?? []).includes('session');
    client.removeQueries({ predicate: (query) => !readsSession(query) });
    await client.resetQueries({ predicate: readsSession });
    return;
  }
  await client.invalidateQueries({
    predicate: (query) => (query.meta?.reads ?? []).some((resource) => changes.includes(resource)),
  });
}

export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    mutationCache: new MutationCache({
      // Settled, not only succeeded: a failed change may still have changed something (a
      // conflict means the data moved under us), and a refresh shows the truth either way.
      onSettled: (_data, error, _variables, _result, mutation: Mutation<unknown, unknown, unknown>) => {
        const changes = mutation.meta?.changes;
        // A failed sign-in changes nobody's session: keep the cache.
        if (error && changes?.includes('session')) return;
        return refreshAfterChange(client, changes);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
  return client;
}

export const queryClient = createQueryClient();
