import { and, eq, inArray, ne } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { applications } from '../../db/schema';
import type { UnitOfWork } from '../../db/unit-of-work';
import { releaseHeldChange } from '../../queue/undo-window';
import { TELL_APPLICATION_STATUS_TASK } from '../jobs/application-status-service';
import { markWithdrawn } from '../jobs/student-application-repository';
import { notifyApplicationWithdrawn } from '../notifications/triggers';

// On accepting an offer the student may withdraw their other applications still open
// (docs/product/applications.md#offers): each as the withdraw button does it (jobs' student-job-routes.ts):
// a status the employer still held for undo is never told, and its employer is told of the withdrawal.

/** What a student may still withdraw: anything not closed, not withdrawn (docs/product/jobs.md#withdrawing). */
export const WITHDRAWABLE_STATUSES = ['pending', 'reviewing', 'interview', 'offered'] as const;

/** Withdraws the student's open applications other than `acceptedId`, in the acceptance's unit of work; returns how many. */
export async function withdrawOtherApplications(deps: AppDeps, work: UnitOfWork, studentId: string, acceptedId: string): Promise<number> {
  const others = await work.tx
    .select({ id: applications.id, statusChangeId: applications.statusChangeId })
    .from(applications)
    .where(and(eq(applications.studentId, studentId), ne(applications.id, acceptedId), inArray(applications.status, [...WITHDRAWABLE_STATUSES])))
    .for('update');
  for (const other of others) {
    if (other.statusChangeId) await releaseHeldChange(work, TELL_APPLICATION_STATUS_TASK, other.statusChangeId);
    await notifyApplicationWithdrawn(deps, other.id, work);
    await markWithdrawn(work.tx, other.id);
  }
  return others.length;
}
