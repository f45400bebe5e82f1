import { newsletterEndpoints } from '@common/endpoints/newsletter';
import type { MatrixRow } from '../matrix-types';

/** Requests of the newsletter feature's routes that an allowed caller can really make (rules: common/endpoints/newsletter.ts). */
export const newsletterRows: MatrixRow[] = [
  // Each persona its own address, so each is a real subscription.
  {
    method: 'POST',
    route: newsletterEndpoints.subscribe.path,
    request: (_ctx, persona) => ({ url: newsletterEndpoints.subscribe.path, payload: { email: `matrix-${persona.kind}@example.com` } }),
  },
  // The token is the only key (an unknown one is a 404, which still proves access).
  {
    method: 'POST',
    route: newsletterEndpoints.unsubscribe.path,
    request: () => ({ url: newsletterEndpoints.unsubscribe.path, payload: { token: 'no-such-token' } }),
  },
  { method: 'GET', route: newsletterEndpoints.stats.path },
];
