import type { FastifyInstance } from 'fastify';
import { placesEndpoints } from '@common/endpoints/places';
import { registerEndpoint } from '../../http/register-endpoint';
import { suggestPlaces } from '../../geodata/gazetteer';

/** The places a search by distance starts from, as one types (docs/product/near-me.md): from the data shipped with the app. */
export async function placeRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, placesEndpoints.suggestions, async ({ query }) => ({ items: suggestPlaces(query.q) }));
}
