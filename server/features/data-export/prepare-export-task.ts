import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { DATA_EXPORT_KEEP_HOURS } from '@common/contracts/data-exports';
import type { DataExportKind } from '@common/enums';
import { isLanguage, type Language } from '@common/languages';
import { personName } from '@common/text';
import type { AppDeps } from '../../app-deps';
import { runUnitOfWork } from '../../db/unit-of-work';
import { dataExports, users } from '../../db/schema';
import { queueThisAndNextPeriod } from '../../queue/hourly-schedule';
import type { TaskQueue } from '../../queue/worker';
import { notify } from '../notifications/notify';
import { buildArchive } from './build-archive';
import { findExpired, forgetFile } from './data-exports-repository';

// The archive's preparation, in the background (docs/product/school-sign-in.md#export-my-data): the
// rows and files into a ZIP in the file store, then the one who asked is told (bell and e-mail, as
// their settings say). And the hourly run that deletes the files of archives past their 24 hours.

export const PREPARE_DATA_EXPORT_TASK = 'data_exports.prepare';
export const EXPIRE_DATA_EXPORTS_TASK = 'data_exports.expire';
const HOUR_MS = 60 * 60 * 1000;
const EXPIRE_BATCH = 100;

/** Where an archive's file lives in the store. */
export const dataExportKey = (exportId: string) => `data-exports/${exportId}.zip`;

type PrepareDeps = Pick<AppDeps, 'db' | 'storage' | 'mailer' | 'queue' | 'config' | 'linkSigningKey'>;

async function personOf(deps: PrepareDeps, userId: string) {
  const [row] = await deps.db
    .select({ id: users.id, email: users.email, name: users.name, firstName: users.firstName, lastName: users.lastName, language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) return null;
  const language: Language = row.language && isLanguage(row.language) ? row.language : 'en';
  return { ...row, displayName: personName(row) || row.name, language };
}

/** Prepares one archive; a retried task finds it ready and does nothing. */
export async function prepareExport(deps: PrepareDeps, exportId: string): Promise<void> {
  const [row] = await deps.db.select().from(dataExports).where(eq(dataExports.id, exportId));
  if (!row || row.status !== 'preparing') return;
  const subject = await personOf(deps, row.subjectUserId);
  if (!subject) return;
  const reader = row.requestedBy ? await personOf(deps, row.requestedBy) : null;
  const language = reader?.language ?? subject.language;
  const now = new Date();
  const key = dataExportKey(row.id);
  const sizeBytes = await buildArchive(deps.db, deps.storage, key, {
    scope: { userId: subject.id, email: subject.email, institutionId: row.kind === 'school_record' ? row.institutionId : null },
    kind: row.kind as DataExportKind,
    subjectName: subject.displayName,
    language,
    now,
  });
  const expiresAt = new Date(now.getTime() + DATA_EXPORT_KEEP_HOURS * HOUR_MS);
  await runUnitOfWork(deps, async (work) => {
    const [done] = await work.tx
      .update(dataExports)
      .set({ status: 'ready', fileKey: key, sizeBytes, readyAt: now, expiresAt })
      .where(and(eq(dataExports.id, row.id), eq(dataExports.status, 'preparing')))
      .returning({ id: dataExports.id });
    if (!done || !reader) return;
    const ownCopy = row.kind === 'account';
    const words = language === 'fr' ? 'votre compte' : 'your account';
    await notify(
      deps,
      {
        userId: reader.id,
        kind: 'data_export_ready',
        params: { subject: ownCopy ? words : subject.displayName, expiresAt: expiresAt.toISOString() },
        ...(ownCopy ? {} : { mentions: [subject.id] }),
        link: ownCopy ? '/#data-export' : `/#data-export-${subject.id}`,
        dedupeKey: `data_export_ready:${row.id}`,
      },
      work,
    );
  });
}

/** Marks an archive that could not be prepared (after the task's last attempt). */
async function markFailed(deps: PrepareDeps, exportId: string) {
  await deps.db
    .update(dataExports)
    .set({ status: 'failed' })
    .where(and(eq(dataExports.id, exportId), eq(dataExports.status, 'preparing')));
}

/** Deletes the files of archives past their time; the rows stay, without a file. Answers how many. */
export async function expireDataExports(deps: Pick<AppDeps, 'db' | 'storage'>, now: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const rows = await findExpired(deps.db, now, EXPIRE_BATCH);
    for (const row of rows) {
      await deps.storage.delete(row.fileKey!);
      await forgetFile(deps.db, row.id);
    }
    total += rows.length;
    if (rows.length < EXPIRE_BATCH) return total;
  }
}

const utcHour = (date: Date) => date.toISOString().slice(0, 13);

export function enqueueExpireRun(queue: TaskQueue, hour: string) {
  return queue.enqueue(
    EXPIRE_DATA_EXPORTS_TASK,
    { hour },
    { runAt: new Date(`${hour}:00:00.000Z`), dedupeKey: `${EXPIRE_DATA_EXPORTS_TASK}:${hour}` },
  );
}

/** Started by every app server (server/main.ts): queues this hour's and the next hour's runs. */
export function startDataExportExpiry(queue: TaskQueue, log: FastifyBaseLogger, now: () => Date = () => new Date()) {
  return queueThisAndNextPeriod(
    (instant) => enqueueExpireRun(queue, utcHour(instant)),
    HOUR_MS,
    log,
    'data exports: could not queue the hourly run',
    now,
  );
}

/** The handlers of both tasks, registered with the routes. */
export function registerDataExportTasks(deps: PrepareDeps, log: FastifyBaseLogger): void {
  deps.queue.handle(PREPARE_DATA_EXPORT_TASK, async (payload, { isLastAttempt }) => {
    const exportId = String(payload.exportId);
    try {
      await prepareExport(deps, exportId);
    } catch (error) {
      // A partial file may have been written: it goes, and the next attempt writes it again.
      await deps.storage.delete(dataExportKey(exportId)).catch(() => undefined);
      if (isLastAttempt) await markFailed(deps, exportId);
      throw error;
    }
  });
  deps.queue.handle(EXPIRE_DATA_EXPORTS_TASK, async (payload) => {
    const expired = await expireDataExports(deps, new Date());
    log.info({ hour: payload.hour, expired }, 'data exports: expiry run done');
  });
}
