import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { ROSTER_IMPORT_MAX_BYTES } from '@common/contracts/roster-imports';
import { rosterImportsEndpoints } from '@common/endpoints/roster-imports';
import { runUnitOfWork } from '../../db/unit-of-work';
import { AppError, notFound } from '../../errors/app-error';
import { msg } from '../../errors/message';
import { registerEndpoint } from '../../http/register-endpoint';
import { requestLanguage } from '../../http/request-language';
import { receiveUpload, requireFile } from '../documents/multipart-upload';
import { requireInstitutionProfile } from '../institutions/institution-context';
import { findImport, importExists, leavePreview, listImports } from './roster-import-repository';
import { enqueueRosterImportRun, registerRosterImportRun } from './roster-import-run';
import { previewRosterFile } from './roster-import-service';

/** A file's name as the school's list shows it: no folders, at most 200 characters. */
const shownFileName = (name: string) => (name.split(/[\\/]/).pop() ?? '').slice(0, 200) || 'roster.csv';

/**
 * A school's roster import from a CSV file (docs/product/school-sign-in.md#roster-import-csv): the
 * preview, its confirmation (the run in the background queue) or its discarding, and the list.
 * Another school's import answers 404, as if it did not exist.
 */
export async function rosterImportRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  registerRosterImportRun(app.deps);
  // Multipart parsing in this plugin's scope only (as documents do): one file.
  await app.register(multipart, { limits: { fileSize: ROSTER_IMPORT_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 10 } });

  registerEndpoint(app, rosterImportsEndpoints.upload, async ({ request, auth, reply }) => {
    const institutionId = await requireInstitutionProfile(db, auth);
    const upload = await receiveUpload(request, {
      maxBytes: ROSTER_IMPORT_MAX_BYTES,
      tooLargeMessage: msg('rosterImport.tooLarge', { megabytes: ROSTER_IMPORT_MAX_BYTES / (1024 * 1024) }),
    });
    const file = requireFile(upload);
    const preview = await previewRosterFile(db, {
      institutionId,
      uploadedBy: auth.user.id,
      fileName: shownFileName(file.fileName),
      content: file.content,
      language: requestLanguage(request),
      today: new Date().toISOString().slice(0, 10),
    });
    return reply.status(201).send({ import: preview });
  });

  registerEndpoint(app, rosterImportsEndpoints.list, async ({ auth }) => listImports(db, await requireInstitutionProfile(db, auth)));

  registerEndpoint(app, rosterImportsEndpoints.get, async ({ auth, params }) => {
    const found = await findImport(db, await requireInstitutionProfile(db, auth), params.id);
    if (!found) throw notFound('rosterImport');
    return { import: found };
  });

  registerEndpoint(app, rosterImportsEndpoints.confirm, async ({ auth, params }) => {
    const institutionId = await requireInstitutionProfile(db, auth);
    const confirmed = await runUnitOfWork(app.deps, async (work) => {
      if (!(await leavePreview(work.tx, institutionId, params.id, 'queued'))) return false;
      await enqueueRosterImportRun(work, params.id);
      return true;
    });
    if (!confirmed) throw await notPreview(institutionId, params.id);
    return { import: (await findImport(db, institutionId, params.id))! };
  });

  registerEndpoint(app, rosterImportsEndpoints.discard, async ({ auth, params, reply }) => {
    const institutionId = await requireInstitutionProfile(db, auth);
    if (!(await leavePreview(db, institutionId, params.id, 'discarded'))) throw await notPreview(institutionId, params.id);
    return reply.status(204).send();
  });

  /** 404 for another school's import (or none), 409 for one of this school's that is past its preview. */
  async function notPreview(institutionId: string, id: string): Promise<AppError> {
    return (await importExists(db, institutionId, id)) ? new AppError('CONFLICT', 'rosterImport.notPreview') : notFound('rosterImport');
  }
}
