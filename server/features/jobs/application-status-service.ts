import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { updateApplicationBody } from '@common/contracts/application-answers';
import type { EmployerApplication } from '@common/contracts/jobs';
import { CLOSED_APPLICATION_STATUSES, type ApplicationStatus } from '@common/enums';
import type { AppDeps } from '../../app-deps';
import { runUnitOfWork, type UnitOfWork } from '../../db/unit-of-work';
import { AppError } from '../../errors/app-error';
import { holdForUndo, releaseHeldChange } from '../../queue/undo-window';
import { settleAnswerDetails, writeInterview, writeNotSelected, writeOfferNote } from '../applications/answer-repository';
import { notifyApplicationStatus } from '../notifications/triggers';
import { lockEmployerApplication, makeHeldStatusFinal, setHeldStatusChange } from './application-status-writes';
import { findEmployerApplication } from './employer-application-lists';

/** The task that tells the student of a new status once its undo window ended. */
export const TELL_APPLICATION_STATUS_TASK = 'application.tell-status';

/** What the employer's PATCH carries, parsed: a status and the details of its answer. */
export type ApplicationMove = z.output<typeof updateApplicationBody>;

const isClosed = (status: ApplicationStatus) => (CLOSED_APPLICATION_STATUSES as readonly string[]).includes(status);

/** Writes the details the move carries; true when an interview the student already knows of moved (told at once). */
async function writeDetails(work: UnitOfWork, id: string, move: ApplicationMove, told: ApplicationStatus): Promise<boolean> {
  switch (move.status) {
    case 'interview': {
      const changed = await writeInterview(work.tx, id, move.interview);
      return changed && told === 'interview';
    }
    case 'offered':
      await writeOfferNote(work.tx, id, move.note);
      return false;
    case 'rejected':
      await writeNotSelected(work.tx, id, move.reason, move.note);
      return false;
    default:
      return false;
  }
}

/**
 * An employer moves an application (docs/product/applications.md). The student is told only when
 * the new status has stood for the undo window: until then the employer sees it with "Undo", and
 * the student (and their school) still see the status they were last told. Moving back to that
 * status is the undo: nothing is told, and the details of the undone answer are dropped. A new
 * time or place for an interview the student already knows of is told at once (they are waiting
 * on it). Null when the application is not the employer's.
 */
export async function changeApplicationStatus(
  deps: AppDeps,
  employerId: string,
  id: string,
  move: ApplicationMove,
): Promise<EmployerApplication | null> {
  return runUnitOfWork(deps, async (work) => {
    const current = await lockEmployerApplication(work.tx, employerId, id);
    if (!current) return null;
    // The student withdrew it: it is in their history only (docs/product/jobs.md#withdrawing).
    if (current.withdrawn) throw new AppError('CONFLICT', 'jobs.applicationWithdrawn');
    if (isClosed(current.status)) throw new AppError('CONFLICT', 'applications.closed');
    // The offer is the student's to answer; an offer still held for undo is not waiting yet.
    if (current.status === 'offered') throw new AppError('CONFLICT', 'applications.offerWaiting');

    const told = current.status;
    const chosen = current.statusChangeTo ?? told;
    const rescheduled = await writeDetails(work, id, move, told);
    if (move.status !== chosen || (move.status === told && current.statusChangeId)) {
      // A new choice replaces a held one, whose announcement is taken back.
      if (current.statusChangeId) await releaseHeldChange(work, TELL_APPLICATION_STATUS_TASK, current.statusChangeId);
      const held = move.status === told ? null : await holdForUndo(work, TELL_APPLICATION_STATUS_TASK, { applicationId: id });
      await setHeldStatusChange(work.tx, id, held && { to: move.status, ...held });
    }
    await settleAnswerDetails(work.tx, id, told, move.status);
    if (rescheduled) await notifyApplicationStatus(deps, id, 'interview', work, { change: 'rescheduled' });
    return findEmployerApplication(work.tx, employerId, id);
  });
}

/**
 * Takes back the answer held for the undo window (POST /api/employer/applications/:id/undo): the
 * student never hears of it, and its details go. Nothing held: the application as it is. Null
 * when it is not the employer's (or withdrawn).
 */
export async function undoApplicationChange(deps: AppDeps, employerId: string, id: string): Promise<EmployerApplication | null> {
  return runUnitOfWork(deps, async (work) => {
    const current = await lockEmployerApplication(work.tx, employerId, id);
    if (!current || current.withdrawn) return null;
    if (current.statusChangeId) {
      await releaseHeldChange(work, TELL_APPLICATION_STATUS_TASK, current.statusChangeId);
      await setHeldStatusChange(work.tx, id, null);
      await settleAnswerDetails(work.tx, id, current.status, current.status);
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
