import { endpointUrl } from '@common/api/endpoint';
import { contactEndpoints } from '@common/endpoints/contact';
import { row, type MatrixRow } from '../matrix-types';

/** Requests of the contact feature's routes that an allowed caller can really make (rules: common/endpoints/contact.ts). */
export const contactRows: MatrixRow[] = [
  // Visitors write to us too; each persona from its own address, under the per-address cap.
  row(contactEndpoints.send, {
    request: (_ctx, persona) => ({
      url: endpointUrl(contactEndpoints.send),
      payload: { name: 'Matrix', email: `matrix-${persona.kind}@example.com`, subject: 'Hello', message: 'Just checking who may write.' },
    }),
  }),
  row(contactEndpoints.messages),
];
