import { eq } from 'drizzle-orm';
import type { PartnershipDecision } from '@common/contracts/partners';
import type { DbOrTx } from '../../db/client';
import { institutionProfiles } from '../../db/schema';
import type { UnitOfWork } from '../../db/unit-of-work';
import { notify, type NotifyDeps } from './notify';
import { NOTIFICATION_LINKS } from './triggers';

// The notifications of schools' partnerships with employers (docs/product/schools.md#partners):
// each tells the other side, inside the unit of work (runUnitOfWork) of the change it tells of.

/** Where an employer answers invitations and sees its partner schools. */
const EMPLOYER_PARTNERS_LINK = '/employer-dashboard';

async function schoolUserId(db: DbOrTx, institutionId: string): Promise<string | null> {
  const [row] = await db.select({ userId: institutionProfiles.userId }).from(institutionProfiles).where(eq(institutionProfiles.id, institutionId));
  return row?.userId ?? null;
}

/** The employer hears that a school invited it. */
export function notifyPartnershipInvited(deps: NotifyDeps, input: { employerId: string; institutionName: string }, work: UnitOfWork) {
  return notify(
    deps,
    { userId: input.employerId, kind: 'partnership_invited', params: { institutionName: input.institutionName }, link: EMPLOYER_PARTNERS_LINK },
    work,
  );
}

/** The school hears the employer's answer. */
export async function notifyPartnershipAnswered(
  deps: NotifyDeps,
  input: { institutionId: string; companyName: string; decision: PartnershipDecision },
  work: UnitOfWork,
) {
  const userId = await schoolUserId(work.tx, input.institutionId);
  if (!userId) return null;
  const params = { companyName: input.companyName, answer: input.decision === 'accept' ? 'accepted' : 'declined' };
  return notify(deps, { userId, kind: 'partnership_answered', params, link: NOTIFICATION_LINKS.institutionHome }, work);
}

/** The employer hears that the school ended the partnership, or withdrew its invitation (`stage`). */
export function notifyPartnershipEndedBySchool(
  deps: NotifyDeps,
  input: { employerId: string; institutionName: string; stage: 'invitation' | 'partnership' },
  work: UnitOfWork,
) {
  return notify(
    deps,
    {
      userId: input.employerId,
      kind: 'partnership_ended',
      params: { name: input.institutionName, stage: input.stage },
      link: EMPLOYER_PARTNERS_LINK,
    },
    work,
  );
}

/** The school hears that the employer ended the partnership. */
export async function notifyPartnershipEndedByEmployer(deps: NotifyDeps, input: { institutionId: string; companyName: string }, work: UnitOfWork) {
  const userId = await schoolUserId(work.tx, input.institutionId);
  if (!userId) return null;
  return notify(
    deps,
    { userId, kind: 'partnership_ended', params: { name: input.companyName, stage: 'partnership' }, link: NOTIFICATION_LINKS.institutionHome },
    work,
  );
}
