import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DATA_EXPORT_KEEP_HOURS, DATA_EXPORTS_PER_DAY } from '@common/contracts/data-exports';
import type { RequestAuth } from '../../auth/session';
import type { AppDeps } from '../../app-deps';
import { runUnitOfWork } from '../../db/unit-of-work';
import { users } from '../../db/schema';
import { AppError, notFound } from '../../errors/app-error';
import { msg } from '../../errors/message';
import { tooManyRequests } from '../../http/client-limits';
import { sendStoredFile } from '../../http/send-file';
import { recordAudit } from '../admin/audit-log';
import { countRecentLocked, findExport, insertExport, listExports, toItem, type ExportOwner } from './data-exports-repository';
import { PREPARE_DATA_EXPORT_TASK } from './prepare-export-task';

const DAY_MS = 24 * 60 * 60 * 1000;

type RequestDeps = Pick<AppDeps, 'db' | 'queue'>;

/**
 * Asks for an archive: one at a time per owner (409 while one is preparing), DATA_EXPORTS_PER_DAY
 * a day (429), audited, and its preparation queued in the same transaction.
 */
export async function requestExport(
  deps: RequestDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  auth: RequestAuth,
  target: { owner: ExportOwner; subjectUserId: string; subjectEmail: string },
) {
  const now = new Date();
  const id = await runUnitOfWork(deps, async (work) => {
    const recent = await countRecentLocked(work.tx, target.owner, new Date(now.getTime() - DAY_MS));
    if (recent.preparing) throw new AppError('CONFLICT', 'dataExports.alreadyPreparing');
    if (recent.today >= DATA_EXPORTS_PER_DAY) {
      // Again once the oldest of the day's requests is a day old.
      const retryAfter = Math.max(1, Math.ceil((recent.oldest!.getTime() + DAY_MS - now.getTime()) / 1000));
      throw tooManyRequests(reply, retryAfter, msg('dataExports.dailyLimit', { max: DATA_EXPORTS_PER_DAY }));
    }
    const institutionId = target.owner.kind === 'school_record' ? target.owner.institutionId : null;
    const exportId = await insertExport(work.tx, {
      subjectUserId: target.subjectUserId,
      requestedBy: auth.user.id,
      institutionId,
      kind: target.owner.kind,
    });
    await recordAudit(work.tx, request, {
      action: 'data_export.request',
      actor: { id: auth.user.id, email: auth.user.email },
      target: { id: target.subjectUserId, email: target.subjectEmail },
      details: { exportId, kind: target.owner.kind, ...(institutionId ? { institutionId } : {}) },
    });
    await work.enqueue(PREPARE_DATA_EXPORT_TASK, { exportId }, { dedupeKey: `${PREPARE_DATA_EXPORT_TASK}:${exportId}` });
    return exportId;
  });
  const row = await findExport(deps.db, target.owner, id);
  return { dataExport: toItem(row!, now) };
}

export async function listOwnerExports(deps: Pick<AppDeps, 'db'>, owner: ExportOwner) {
  const now = new Date();
  return { items: (await listExports(deps.db, owner)).map((row) => toItem(row, now)) };
}

/**
 * Sends a ready archive to its owner, audited: 404 for another person's, 409 while it is preparing
 * or failed, 410 once its DATA_EXPORT_KEEP_HOURS are over (its file then deleted by the hourly run).
 */
export async function downloadExport(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  request: FastifyRequest,
  reply: FastifyReply,
  auth: RequestAuth,
  owner: ExportOwner,
  id: string,
) {
  const row = await findExport(deps.db, owner, id);
  if (!row) throw notFound('dataExport');
  if (row.status !== 'ready') throw new AppError('CONFLICT', 'dataExports.notReady');
  if (!row.fileKey || !row.expiresAt || row.expiresAt <= new Date()) {
    throw new AppError('EXPORT_EXPIRED', msg('dataExports.expired', { hours: DATA_EXPORT_KEEP_HOURS }));
  }
  const [subject] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, row.subjectUserId));
  await recordAudit(deps.db, request, {
    action: 'data_export.download',
    actor: { id: auth.user.id, email: auth.user.email },
    target: { id: row.subjectUserId, email: subject?.email ?? '' },
    details: { exportId: row.id, kind: row.kind },
  });
  const day = row.readyAt!.toISOString().slice(0, 10);
  return sendStoredFile(reply, deps.storage, { storageKey: row.fileKey, fileName: `firstrung-data-${day}.zip`, contentType: 'application/zip' });
}
