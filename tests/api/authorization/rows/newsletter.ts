import { everyone, only, type MatrixRow } from '../matrix-types';

/** Authorization rules of the newsletter feature's routes. */
export const newsletterRows: MatrixRow[] = [
  // Public: the footer form. Each persona its own address, so each is a real subscription.
  {
    method: 'POST',
    route: '/api/newsletter/subscribe',
    request: (_ctx, persona) => ({ url: '/api/newsletter/subscribe', payload: { email: `matrix-${persona.kind}@example.com` } }),
    expect: everyone,
  },
  // Public: the token is the only key (an unknown one is a 404, which still proves access).
  {
    method: 'POST',
    route: '/api/newsletter/unsubscribe',
    request: () => ({ url: '/api/newsletter/unsubscribe', payload: { token: 'no-such-token' } }),
    expect: everyone,
  },
  { method: 'GET', route: '/api/admin/newsletter/stats', expect: only('admin') },
];
