import type { FastifyRequest } from 'fastify';
import type { VerificationItem } from '@common/contracts/verification';
import type { VerificationKind } from '@common/enums';
import type { RequestAuth } from '../../auth/session';
import type { Db } from '../../db/client';
import { notFound } from '../../errors/app-error';
import { createAlertsForJob } from '../institutions/alerts-service';
import { forgetJobCounts } from '../jobs/job-count-cache';
import { syncEmployerPostings } from '../jobs/job-repository';
import { recordAudit } from './audit-log';
import { findVerification, unlinkStudentsOf, writeDecision } from './verification-repository';

export interface VerificationDecision {
  decision: 'verified' | 'rejected';
  reason: string | null;
}

/**
 * An admin verifies or rejects a school or an employer (docs/product/admin.md#verification), in one
 * transaction with its audit entry and with what the decision changes for students: a verified
 * employer's postings become public (and alert the schools in their city), a rejected one's leave
 * public lists; a rejected school loses its students' links. A decision may be changed later (a
 * verified organisation found to be fake is rejected; a rejected one that fixed its profile verified).
 */
export async function decideVerification(
  db: Db,
  request: FastifyRequest,
  admin: RequestAuth,
  kind: VerificationKind,
  id: string,
  { decision, reason }: VerificationDecision,
): Promise<VerificationItem> {
  const note = decision === 'rejected' ? reason : null;
  const { changedPostings } = await db.transaction(async (tx) => {
    const before = await findVerification(tx, kind, id, true);
    if (!before) throw notFound('organisation');
    await writeDecision(tx, kind, id, { status: decision, note, decidedBy: admin.user.id });
    const changedPostings = kind === 'employer' ? await syncEmployerPostings(tx, before.userId, decision === 'verified') : [];
    const unlinkedStudents = kind === 'institution' && decision === 'rejected' ? await unlinkStudentsOf(tx, id) : 0;
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
        ...(unlinkedStudents > 0 ? { unlinkedStudents } : {}),
      },
    });
    // Postings that just became public alert the schools in their city, as a new posting would.
    if (decision === 'verified') for (const jobId of changedPostings) await createAlertsForJob(tx, jobId);
    return { changedPostings };
  });
  // Forgotten inside the transaction too; again now, so no total counted before the commit lingers.
  if (changedPostings.length > 0) forgetJobCounts();
  const after = await findVerification(db, kind, id);
  if (!after) throw notFound('organisation');
  return after;
}
