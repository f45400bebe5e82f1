import type { FastifyRequest } from 'fastify';
import type { VerificationItem } from '@common/contracts/verification';
import type { VerificationKind } from '@common/enums';
import type { AppDeps } from '../../app-deps';
import type { RequestAuth } from '../../auth/session';
import { runUnitOfWork } from '../../db/unit-of-work';
import { AppError, notFound } from '../../errors/app-error';
import { createAlertsForJob } from '../institutions/alerts-service';
import { forgetJobCounts } from '../jobs/job-count-cache';
import { syncEmployerPostings } from '../jobs/job-repository';
import { closeOpenPostingsOf } from '../jobs/posting-lifecycle-repository';
import { notifyVerificationDecided } from '../notifications/decision-triggers';
import { notifyPostingClosed } from '../notifications/triggers';
import { recordAudit } from './audit-log';
import { accountEmailConfirmed, findVerification, unlinkStudentsOf, writeDecision } from './verification-repository';

export interface VerificationDecision {
  decision: 'verified' | 'rejected';
  reason: string | null;
}

/**
 * An admin verifies or rejects a school or an employer (docs/product/admin.md#verification), in one
 * transaction with its audit entry and with what the decision changes for students: a verified
 * employer's postings become public (and alert the schools in their city), a rejected one's leave
 * public lists and its open postings close, each student who applied being told (in the bell and
 * by e-mail, in their language); a rejected school loses its students' links. A decision may be
 * changed later (a verified organisation found to be fake is rejected; a rejected one that fixed
 * its profile verified). Only an account whose e-mail address is confirmed can be verified: the
 * address is where the organisation is reached, and what students' data would go to.
 */
export async function decideVerification(
  deps: AppDeps,
  request: FastifyRequest,
  admin: RequestAuth,
  kind: VerificationKind,
  id: string,
  { decision, reason }: VerificationDecision,
): Promise<VerificationItem> {
  const { db } = deps;
  const note = decision === 'rejected' ? reason : null;
  const { changedPostings } = await runUnitOfWork(deps, async (work) => {
    const { tx } = work;
    const before = await findVerification(tx, kind, id, true);
    if (!before) throw notFound('organisation');
    if (decision === 'verified' && !(await accountEmailConfirmed(tx, before.userId))) {
      throw new AppError('CONFLICT', 'admin.verifyUnconfirmedEmail');
    }
    await writeDecision(tx, kind, id, { status: decision, note, decidedBy: admin.user.id });
    const changedPostings = kind === 'employer' ? await syncEmployerPostings(tx, before.userId, decision === 'verified') : [];
    // Rejected (or its verification withdrawn): nobody may apply any more, and its applicants hear why.
    const closedPostings = kind === 'employer' && decision === 'rejected' ? await closeOpenPostingsOf(tx, before.userId) : [];
    for (const job of closedPostings) for (const application of job.applications) await notifyPostingClosed(deps, application, job, work);
    const unlinkedStudents = kind === 'institution' && decision === 'rejected' ? await unlinkStudentsOf(tx, id) : 0;
    // The organisation hears of the decision at once, in the bell and by e-mail.
    await notifyVerificationDecided(deps, { userId: before.userId, kind, name: before.name, decision, reason: note }, work);
    await recordAudit(tx, request, {
      action: `${kind}.${decision === 'verified' ? 'verify' : 'reject'}`,
      actor: { id: admin.user.id, email: admin.user.email },
      target: { id: before.userId, email: before.accountEmail },
      details: {
        profileId: id,
        name: before.name,
        from: before.status,
        ...(note ? { reason: note } : {}),
        ...(kind === 'employer' ? { postingsChanged: changedPostings.length } : {}),
        ...(closedPostings.length > 0 ? { postingsClosed: closedPostings.length } : {}),
        ...(unlinkedStudents > 0 ? { unlinkedStudents } : {}),
      },
    });
    // Postings that just became public alert the schools in their city, as a new posting would.
    if (decision === 'verified') for (const jobId of changedPostings) await createAlertsForJob(tx, jobId);
    return { changedPostings: [...changedPostings, ...closedPostings.map((job) => job.id)] };
  });
  // Forgotten inside the transaction too; again now, so no total counted before the commit lingers.
  if (changedPostings.length > 0) forgetJobCounts();
  const after = await findVerification(db, kind, id);
  if (!after) throw notFound('organisation');
  return after;
}
