import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { UseMutationResult } from '@tanstack/react-query';
import { ApiError } from '@web/lib/api-client';
import type { LinkResultState } from '../components/link-result-card';

/**
 * The token of a link from a newsletter e-mail (`?token=…`), posted once when the page opens
 * (not twice under StrictMode: a confirm link works only once), and where that stands.
 */
export function useTokenLink<T>(
  mutation: Pick<UseMutationResult<T, Error, { token: string }>, 'error' | 'isSuccess' | 'isError'> & {
    mutate: (variables: { token: string }) => void;
  },
): LinkResultState {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const posted = useRef<string | null>(null);
  const { mutate } = mutation;

  useEffect(() => {
    if (!token || posted.current === token) return;
    posted.current = token;
    mutate({ token });
  }, [token, mutate]);

  const isInvalid = !token || (mutation.error instanceof ApiError && [400, 404].includes(mutation.error.status));
  return mutation.isSuccess ? 'done' : isInvalid ? 'invalid' : mutation.isError ? 'failed' : 'working';
}
