// The employer's changes of an application's status, held for undo then made final
// (docs/product/applications.md; application-status-service.ts).
import { and, eq, sql } from 'drizzle-orm';
import { OFFER_ANSWER_DAYS } from '@common/constants';
import { normaliseApplicationStatus, WITHDRAWN_STATUS, type ApplicationStatus } from '@common/enums';
import type { DbOrTx } from '../../db/client';
import { applications, jobs } from '../../db/schema';

/**
 * The employer's own application, locked for a change of status; null when it is not theirs.
 * `withdrawn` when its student withdrew it, which the employer can no longer move.
 */
export async function lockEmployerApplication(db: DbOrTx, employerId: string, id: string) {
  const [target] = await db
    .select({
      status: applications.status,
      statusChangeTo: applications.statusChangeTo,
      statusChangeId: applications.statusChangeId,
      answeredAt: applications.answeredAt,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(eq(applications.id, id), eq(jobs.employerId, employerId)))
    .for('update', { of: applications });
  return target
    ? {
        withdrawn: target.status === WITHDRAWN_STATUS,
        status: normaliseApplicationStatus(target.status),
        statusChangeTo: target.statusChangeTo === null ? null : normaliseApplicationStatus(target.statusChangeTo),
        statusChangeId: target.statusChangeId,
        answeredAt: target.answeredAt,
      }
    : null;
}

/** Holds a new status for undo (the student still sees the told one), or drops the held one (null). */
export async function setHeldStatusChange(db: DbOrTx, id: string, change: { to: ApplicationStatus; id: string; dueAt: Date } | null): Promise<void> {
  await db
    .update(applications)
    .set({ statusChangeTo: change?.to ?? null, statusChangeId: change?.id ?? null, statusChangeDueAt: change?.dueAt ?? null })
    .where(eq(applications.id, id));
}

/**
 * The held change's undo window ended: its status becomes the told one. Null when that change is no
 * longer held (undone, replaced, or the application is gone).
 */
export async function makeHeldStatusFinal(db: DbOrTx, id: string, changeId: string): Promise<ApplicationStatus | null> {
  const [row] = await db
    .update(applications)
    .set({
      status: sql`${applications.statusChangeTo}`,
      statusChangeTo: null,
      statusChangeId: null,
      statusChangeDueAt: null,
      // An offer told now is answered within OFFER_ANSWER_DAYS of now (docs/product/applications.md#offers-expire).
      offerAnswerDueAt: sql`case when ${applications.statusChangeTo} = 'offered' then now() + ${sql.raw(`interval '${OFFER_ANSWER_DAYS} days'`)} else ${applications.offerAnswerDueAt} end`,
    })
    .where(and(eq(applications.id, id), eq(applications.statusChangeId, changeId)))
    .returning({ status: applications.status });
  return row ? normaliseApplicationStatus(row.status) : null;
}
