import type { FastifyInstance } from 'fastify';
import { SAVED_SEARCHES_MAX } from '@common/contracts/saved-searches';
import { savedSearchesEndpoints } from '@common/endpoints/saved-searches';
import { notFound } from '../../errors/app-error';
import { registerEndpoint } from '../../http/register-endpoint';
import { assertSearchPlaceKnown } from './saved-search-place';
import { createSavedSearch, deleteSavedSearch, listSavedSearches } from './saved-searches-repository';

/** A student's saved searches (docs/product/jobs.md#saved-searches); their digests are sent by the notifications' daily run. */
export async function savedSearchRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  registerEndpoint(app, savedSearchesEndpoints.list, async ({ auth }) => ({
    items: await listSavedSearches(db, auth.user.id),
    max: SAVED_SEARCHES_MAX,
  }));

  registerEndpoint(app, savedSearchesEndpoints.create, async ({ auth, body }) => {
    await assertSearchPlaceKnown(db, auth.user.id, body);
    return { savedSearch: await createSavedSearch(db, auth.user.id, body) };
  });

  registerEndpoint(app, savedSearchesEndpoints.remove, async ({ auth, params, reply }) => {
    // Another student's saved search answers 404, as if it did not exist.
    if (!(await deleteSavedSearch(db, auth.user.id, params.id))) throw notFound('savedSearch');
    return reply.status(204).send();
  });
}
