import type { FastifyInstance } from 'fastify';
import { verifyEndpoints } from '@common/endpoints/verify';
import { parseReference } from '@common/public-reference';
import { AppError, notFound } from '../../errors/app-error';
import { withClientLimit } from '../../http/client-limits';
import { registerEndpoint } from '../../http/register-endpoint';
import { findPublicRecord } from './public-records';

/**
 * The public check of a printed reference (docs/product/placements.md#verifying-a-reference). A
 * reference is typed by people, so a text that cannot be one is told apart (400, with what one
 * looks like) from one that names nothing (404): an exception to decision 008, whose ids are
 * followed from links. Counted per network, so nobody walks the references.
 */
export async function verifyRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  await withClientLimit(app, 'verify', (limited) => {
    registerEndpoint(limited, verifyEndpoints.lookup, async ({ params }) => {
      const reference = parseReference(params.reference);
      if (!reference) {
        throw new AppError('VALIDATION_FAILED', 'verify.referenceMalformed', [{ path: 'reference', message: 'verify.referenceMalformed' }]);
      }
      const record = await findPublicRecord(db, reference);
      if (!record) throw notFound('reference');
      return record;
    });
  });
}
