import type { FastifyInstance } from 'fastify';
import type { EmployerApplication } from '@common/contracts/jobs';
import type { ApplicationStatus } from '@common/enums';
import type { AppDeps } from '../../app-deps';
import { runUnitOfWork } from '../../db/unit-of-work';
import { AppError } from '../../errors/app-error';
import { holdForUndo, releaseHeldChange } from '../../queue/undo-window';
import { notifyApplicationStatus } from '../notifications/triggers';
import { findEmployerApplication, lockEmployerApplication, makeHeldStatusFinal, setHeldStatusChange } from './application-repository';

/** The task that tells the student of a new status once its undo window ended. */
export const TELL_APPLICATION_STATUS_TASK = 'application.tell-status';

/**
 * An employer moves an application (docs/product/jobs.md#application-status). The student is told
 * only when the new status has stood for the undo window: until then the employer sees it with
 * "Undo", and the student (and their school) still see the status they were last told. Moving back
 * to that status is the undo: nothing is told. Null when the application is not the employer's.
 */
export async function changeApplicationStatus(
  deps: AppDeps,
  employerId: string,
  id: string,
  status: ApplicationStatus,
): Promise<EmployerApplication | null> {
  return runUnitOfWork(deps, async (work) => {
    const current = await lockEmployerApplication(work.tx, employerId, id);
    if (!current) return null;
    // The student withdrew it: it is in their history only (docs/product/jobs.md#withdrawing).
    if (current.withdrawn) throw new AppError('CONFLICT', 'jobs.applicationWithdrawn');
    if (status !== (current.statusChangeTo ?? current.status)) {
      // A new choice replaces a held one, whose announcement is taken back.
      if (current.statusChangeId) await releaseHeldChange(work, TELL_APPLICATION_STATUS_TASK, current.statusChangeId);
      const held = status === current.status ? null : await holdForUndo(work, TELL_APPLICATION_STATUS_TASK, { applicationId: id });
      await setHeldStatusChange(work.tx, id, held && { to: status, ...held });
    }
    return findEmployerApplication(work.tx, employerId, id);
  });
}

/** Registers the task that makes a held status final and tells the student, in one transaction. */
export function handleApplicationStatusTask(app: FastifyInstance): void {
  app.deps.queue.handle(TELL_APPLICATION_STATUS_TASK, async (payload) => {
    const applicationId = String(payload.applicationId);
    await runUnitOfWork(app.deps, async (work) => {
      const status = await makeHeldStatusFinal(work.tx, applicationId, String(payload.changeId));
      if (status) await notifyApplicationStatus(app.deps, applicationId, status, work);
    });
  });
}
