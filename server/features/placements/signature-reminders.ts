import { and, eq } from 'drizzle-orm';
import type { SignerParty } from '@common/enums';
import { personName } from '@common/text';
import type { AppDeps } from '../../app-deps';
import { applications, jobs, placements, placementSignatures, placementVersions, users } from '../../db/schema';
import type { UnitOfWork } from '../../db/unit-of-work';
import { placementNoticeColumns } from './placement-notice-columns';
import { inviteGuardian } from '../guardian-signing/invite-guardian';
import { notifyPlacementStep } from '../notifications/placement-triggers';

// A reminder to a party that has not signed (docs/product/placements.md#reminders-and-the-dates), the
// same whether the hourly run sends it or the school asks for it (remind-route.ts): it counts as one
// of the PLACEMENT_SIGNATURE_REMINDERS; an account party is told in the bell and by e-mail, each
// reminder under its own dedupe key; a parent or guardian gets a fresh link (the old one stops working).

/** A pending signature as the reminders read it. */
export interface PendingSignature {
  id: string;
  placementId: string;
  version: number;
  party: SignerParty;
  remindersSent: number;
}

/** The guardian's contact as the version sent states it, and the names the invitation shows. */
async function guardianInvitationFacts(work: UnitOfWork, signature: PendingSignature) {
  const [row] = await work.tx
    .select({ ...placementNoticeColumns, terms: placementVersions.terms })
    .from(placementVersions)
    .innerJoin(placements, eq(placements.id, placementVersions.placementId))
    .innerJoin(applications, eq(applications.id, placements.applicationId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(users, eq(users.id, placements.studentId))
    .where(and(eq(placementVersions.placementId, signature.placementId), eq(placementVersions.version, signature.version)));
  return row ?? null;
}

/** Sends `signature`'s next reminder, in the caller's unit of work (the signature row locked by the caller). */
export async function sendSignatureReminder(deps: AppDeps, work: UnitOfWork, signature: PendingSignature, now: Date): Promise<void> {
  const round = signature.remindersSent + 1;
  await work.tx.update(placementSignatures).set({ remindersSent: round, lastRemindedAt: now }).where(eq(placementSignatures.id, signature.id));
  if (signature.party !== 'guardian') {
    await notifyPlacementStep(deps, signature.placementId, 'signature_reminder', [signature.party], work, { signer: signature.party, round });
    return;
  }
  const facts = await guardianInvitationFacts(work, signature);
  const guardian = facts?.terms.guardian;
  // A version asking a guardian to sign always names one (send-for-signature refuses otherwise).
  if (!facts || !guardian?.email) return;
  await inviteGuardian(deps, work, {
    signatureId: signature.id,
    placementId: signature.placementId,
    version: signature.version,
    guardian: { name: guardian.name ?? '', email: guardian.email, phone: guardian.phone },
    studentName: personName(facts) || facts.name,
    jobTitle: facts.jobTitle,
    reminder: true,
  });
}

/** After the last reminder: the school (with no school, the employer) is told once that `signature`'s party has not signed. */
export async function tellSignatureOverdue(
  deps: AppDeps,
  work: UnitOfWork,
  signature: PendingSignature,
  hasSchool: boolean,
  now: Date,
): Promise<void> {
  await work.tx.update(placementSignatures).set({ overdueToldAt: now }).where(eq(placementSignatures.id, signature.id));
  await notifyPlacementStep(deps, signature.placementId, 'signatures_overdue', [hasSchool ? 'institution' : 'employer'], work, {
    signer: signature.party,
  });
}
