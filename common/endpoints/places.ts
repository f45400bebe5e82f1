import { access } from '../api/access';
import { defineEndpoint } from '../api/endpoint';
import { placeSuggestionsQuery, placeSuggestionsResponse } from '../contracts/places';

// The places a search by distance can start from (docs/product/near-me.md): open data shipped with
// the app, never a request to a geocoding service.

export const placesEndpoints = {
  suggestions: defineEndpoint({
    method: 'GET',
    path: '/api/places',
    tag: 'jobs',
    summary: 'Towns and postal codes starting with what was typed, the most populous first (at most PLACE_SUGGESTIONS_MAX)',
    access: access.public,
    query: placeSuggestionsQuery,
    response: placeSuggestionsResponse,
    reads: ['places'],
  }),
};
