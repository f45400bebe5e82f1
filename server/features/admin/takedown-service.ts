import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { AdminJob } from '@common/contracts/admin';
import type { AppDeps } from '../../app-deps';
import type { RequestAuth } from '../../auth/session';
import { jobs, users } from '../../db/schema';
import { runUnitOfWork } from '../../db/unit-of-work';
import { AppError, notFound } from '../../errors/app-error';
import { forgetJobCounts } from '../jobs/job-count-cache';
import { notifyPostingTakenDown } from '../notifications/triggers';
import { recordAudit } from './audit-log';
import { toAdminJob } from './jobs-repository';

/**
 * An admin takes a posting down (docs/product/admin.md#taking-a-posting-down): in one transaction
 * the posting is switched off and marked with the reason, the audit log records it ('job.takedown')
 * and the employer is notified (the bell and an e-mail, as their settings say). Switched off, it
 * leaves every public list; the mark keeps its employer from switching it on again.
 */
export async function takeDownJob(deps: AppDeps, request: FastifyRequest, admin: RequestAuth, jobId: string, reason: string): Promise<AdminJob> {
  const job = await runUnitOfWork(deps, async (work) => {
    const { tx } = work;
    const [current] = await tx
      .select({ id: jobs.id, title: jobs.title, employerId: jobs.employerId, takenDownAt: jobs.takenDownAt, employerEmail: users.email })
      .from(jobs)
      .innerJoin(users, eq(users.id, jobs.employerId))
      .where(eq(jobs.id, jobId))
      .for('update', { of: jobs });
    if (!current) throw notFound('job');
    if (current.takenDownAt) throw new AppError('CONFLICT', 'admin.alreadyTakenDown');
    const [updated] = await tx
      .update(jobs)
      .set({ isActive: false, takenDownAt: new Date(), takedownReason: reason, updatedAt: new Date() })
      .where(eq(jobs.id, jobId))
      .returning({
        id: jobs.id,
        title: jobs.title,
        companyName: jobs.companyName,
        city: jobs.city,
        type: jobs.type,
        isActive: jobs.isActive,
        viewCount: jobs.viewCount,
        createdAt: jobs.createdAt,
        applicationCount: jobs.applicationCount,
        takenDownAt: jobs.takenDownAt,
        takedownReason: jobs.takedownReason,
      });
    await recordAudit(tx, request, {
      action: 'job.takedown',
      actor: { id: admin.user.id, email: admin.user.email },
      target: { id: current.employerId, email: current.employerEmail },
      details: { jobId: current.id, title: current.title, reason },
    });
    await notifyPostingTakenDown(deps, current, reason, work);
    return updated!;
  });
  forgetJobCounts();
  return toAdminJob(job);
}
