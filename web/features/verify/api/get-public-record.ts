// A public record by its reference (in its printed form): anyone may ask, no sign-in.
import { useQuery } from '@tanstack/react-query';
import { verifyEndpoints } from '@common/endpoints/verify';
import { apiQueryOptions } from '@web/lib/api-query';

/** Asks only for a reference that can be one (common/public-reference.ts); null asks nothing. */
export function usePublicRecord(reference: string | null) {
  return useQuery({ ...apiQueryOptions(verifyEndpoints.lookup, { params: { reference: reference ?? '' } }), enabled: reference !== null });
}
