import { endpointUrl } from '@common/api/endpoint';
import { savedSearchesEndpoints } from '@common/endpoints/saved-searches';
import { savedSearches } from '@server/db/schema';
import { row, type MatrixRow } from '../matrix-types';

/** Requests of the saved searches' routes that an allowed caller can really make (rules: common/endpoints/saved-searches.ts). */
export const savedSearchesRows: MatrixRow[] = [
  row(savedSearchesEndpoints.list),
  row(savedSearchesEndpoints.create, {
    request: () => ({ url: endpointUrl(savedSearchesEndpoints.create), payload: { name: 'Matrix search', q: 'matrix' } }),
  }),
  // Each caller deletes a saved search of their own (anyone else: any id, refused before it is read).
  row(savedSearchesEndpoints.remove, {
    request: async ({ app }, persona) => {
      const id = crypto.randomUUID();
      if (persona.kind === 'student') await app.deps.db.insert(savedSearches).values({ id, userId: persona.userId!, name: 'To delete', q: 'x' });
      return { url: endpointUrl(savedSearchesEndpoints.remove, { params: { id } }) };
    },
  }),
];
