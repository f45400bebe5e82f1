import { placementClosureEndpoints } from '@common/endpoints/placement-closure';
import { useApiMutation } from '@web/lib/api-query';

// The certificate's calls (common/endpoints/placement-closure.ts). Revoking `changes` the placement's
// closure and the public records, so the query client refreshes what shows them when it settles.

export const useRevokeCertificate = () => useApiMutation(placementClosureEndpoints.revokeCertificate);
