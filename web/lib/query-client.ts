// Spec 9: data never goes stale, no refetch on focus, no polling, no retries.
import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiGet, isUnauthorized } from './api-client';

export function createQueryClient(): QueryClient {
  return new QueryClient({
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
}

/**
 * A query function for GET `path` where a 401 answer means "nobody is signed in" rather than an
 * error (spec 4: a 401 on the current-user call is no user).
 */
export function getOrNullOn401<T>(path: string): QueryFunction<T | null> {
  return async () => {
    try {
      return await apiGet<T>(path);
    } catch (error) {
      if (isUnauthorized(error)) return null;
      throw error;
    }
  };
}

export const queryClient = createQueryClient();
