import type { SQL } from 'drizzle-orm';
import type { LinkDecision } from '@common/contracts/school-links';
import type { SchoolLinkStatus } from '@common/enums';
import { runUnitOfWork, type UnitOfWorkDeps } from '../../db/unit-of-work';
import type { NotifyDeps } from '../notifications/notify';
import { notifySchoolLinkDecided } from '../notifications/decision-triggers';
import { decideLinkRequests } from './school-links-repository';

/**
 * A school answers pending requests to join it, one (from "Link requests") or a class code's at
 * once (docs/product/school-sign-in.md#class-codes): the same change and the same notices either
 * way. Each student hears the answer at once, in the bell and by e-mail, in the change's unit of work.
 */
export async function answerLinkRequests(
  deps: UnitOfWorkDeps & NotifyDeps,
  institutionId: string,
  which: SQL | undefined,
  decision: LinkDecision,
): Promise<Array<{ id: string; status: SchoolLinkStatus }>> {
  return runUnitOfWork(deps, async (work) => {
    const answered = await decideLinkRequests(work.tx, institutionId, which, decision);
    for (const link of answered) await notifySchoolLinkDecided(deps, link.id, work);
    return answered;
  });
}
