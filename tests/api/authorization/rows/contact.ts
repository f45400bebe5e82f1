import { everyone, only, type MatrixRow } from '../matrix-types';

/** Authorization rules of the contact feature's routes. */
export const contactRows: MatrixRow[] = [
  // Public: visitors write to us too.
  {
    method: 'POST',
    route: '/api/contact',
    request: (_ctx, persona) => ({
      url: '/api/contact',
      payload: { name: 'Matrix', email: `matrix-${persona.kind}@example.com`, subject: 'Hello', message: 'Just checking who may write.' },
    }),
    expect: everyone,
  },
  { method: 'GET', route: '/api/admin/contact-messages', expect: only('admin') },
];
