import { access } from '../api/access';
import { defineEndpoint } from '../api/endpoint';
import { newsletterStatsResponse, subscribeBody, subscribeResponse, unsubscribeBody, unsubscribeResponse } from '../contracts/newsletter';

const tag = 'newsletter';

/** The newsletter (docs/product/public-pages.md): subscribing, unsubscribing by link, the count. */
export const newsletterEndpoints = {
  /** The footer form, open to everyone. */
  subscribe: defineEndpoint({
    method: 'POST',
    path: '/api/newsletter/subscribe',
    tag,
    summary: 'Subscribe an e-mail address to the newsletter',
    access: access.public,
    body: subscribeBody,
    response: subscribeResponse,
    changes: ['newsletter'],
  }),
  /** The unsubscribe page posts the token from the e-mail link; no sign-in needed. */
  unsubscribe: defineEndpoint({
    method: 'POST',
    path: '/api/newsletter/unsubscribe',
    tag,
    summary: 'Unsubscribe with the token from a newsletter e-mail',
    access: access.public,
    body: unsubscribeBody,
    response: unsubscribeResponse,
    changes: ['newsletter'],
  }),
  stats: defineEndpoint({
    method: 'GET',
    path: '/api/admin/newsletter/stats',
    tag,
    summary: 'How many addresses are subscribed',
    access: access.admin,
    response: newsletterStatsResponse,
    reads: ['newsletter'],
  }),
};
