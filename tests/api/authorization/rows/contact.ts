import { contactEndpoints } from '@common/endpoints/contact';
import type { MatrixRow } from '../matrix-types';

/** Requests of the contact feature's routes that an allowed caller can really make (rules: common/endpoints/contact.ts). */
export const contactRows: MatrixRow[] = [
  // Visitors write to us too; each persona from its own address, under the per-address cap.
  {
    method: 'POST',
    route: contactEndpoints.send.path,
    request: (_ctx, persona) => ({
      url: contactEndpoints.send.path,
      payload: { name: 'Matrix', email: `matrix-${persona.kind}@example.com`, subject: 'Hello', message: 'Just checking who may write.' },
    }),
  },
  { method: 'GET', route: contactEndpoints.messages.path },
];
