import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { PLACEMENT_FILE_MAX_BYTES } from '@common/contracts/placement-files';
import { placementsEndpoints } from '@common/endpoints/placements';
import { notFound } from '../../errors/app-error';
import { registerEndpoint } from '../../http/register-endpoint';
import { sendStoredFile } from '../../http/send-file';
import { readOwnPlacement } from './placement-access';
import { attachPlacementFile, findPlacementFile } from './placement-files';

/**
 * The agreement's files (docs/product/placements.md#the-agreements-files): the employer's upload and
 * the parties' downloads. Registered as its own plugin so that multipart bodies are parsed here only.
 */
export async function placementFileRoutes(app: FastifyInstance): Promise<void> {
  const { db, storage } = app.deps;
  await app.register(multipart, { limits: { fileSize: PLACEMENT_FILE_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 10 } });

  registerEndpoint(app, placementsEndpoints.uploadFile, async ({ auth, params, request }) => {
    const placement = await attachPlacementFile(app.deps, request, auth.user.id, params.id, params.kind);
    if (!placement) throw notFound('placement');
    return { placement };
  });

  // Its parties and admins (readOwnPlacement: anyone else 404); always an attachment, nosniff, never cached.
  registerEndpoint(app, placementsEndpoints.downloadFile, async ({ auth, params, reply }) => {
    await readOwnPlacement(db, auth, params.id);
    const file = await findPlacementFile(db, params.id, params.fileId);
    if (!file) throw notFound('file');
    return sendStoredFile(reply, storage, file);
  });
}
